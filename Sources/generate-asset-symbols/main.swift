import AssetCatalog
import Foundation

// The tool the AssetSymbols build-tool plugin runs: reads a target's asset catalogs and writes the
// `ColorResource` / `ImageResource` members Xcode 15 would generate for them.
// Usage: generate-asset-symbols --output FILE [--bundle module|main] CATALOG.xcassets...

struct UsageError: Error, CustomStringConvertible {
    var description: String
}

func run(_ arguments: [String]) throws {
    var output: String?
    var bundle = AssetSymbolSource.BundleSource.module
    var catalogs: [URL] = []
    var rest = arguments[...]
    while let argument = rest.popFirst() {
        switch argument {
        case "--output":
            guard let value = rest.popFirst() else { throw UsageError(description: "--output needs a file path") }
            output = value
        case "--bundle":
            guard let value = rest.popFirst(), let source = AssetSymbolSource.BundleSource(rawValue: value) else {
                throw UsageError(description: "--bundle takes module or main")
            }
            bundle = source
        default:
            catalogs.append(URL(fileURLWithPath: argument, isDirectory: true))
        }
    }
    guard let output else { throw UsageError(description: "--output FILE is required") }
    let read = catalogs.map(AssetCatalog.init(contentsOf:))
    for catalog in read {
        for issue in catalog.issues { FileHandle.standardError.write(Data("warning: asset catalog: \(issue)\n".utf8)) }
    }
    let text = AssetSymbolSource(catalogs: read, bundle: bundle).text
    let url = URL(fileURLWithPath: output)
    // Unchanged text keeps the file's date, so the target is not compiled again for nothing.
    if (try? String(contentsOf: url, encoding: .utf8)) == text { return }
    do {
        try Data(text.utf8).write(to: url, options: .atomic)
    } catch {
        throw UsageError(description: "cannot write \(output): \(error.localizedDescription)")
    }
}

do {
    try run(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("error: generate-asset-symbols: \(error)\n".utf8))
    exit(2)
}
