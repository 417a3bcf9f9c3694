import Foundation
import FuzzSupport
import IntentCodegen

/// Fuzz target: `.intentdefinition` input, either the bytes as they are (the XML parser's paths) or a property list
/// built from the format's own keys with wrong types, missing keys, odd names and bad indexes (the
/// checker's and generator's paths). Parsing must never crash; an error must be one line that starts with
/// the file name; a definition that parses must generate the same Swift twice, inside `#if … #endif`,
/// with every declared name a Swift identifier.
enum FuzzIntents {
    static let file = "fuzz.intentdefinition"

    static func run(_ data: Data) {
        // A first byte below 0x20 (never the start of a real file) selects a built document; anything else is
        // parsed as it is, so the fixtures work as seeds.
        let document: Data
        if let first = data.first, first < 0x20 {
            var input = FuzzInput([UInt8](data.dropFirst()))
            document = FuzzIntentDocument.make(&input)
        } else {
            document = data
        }
        do {
            let definition = try IntentDefinitionParser.parse(document, file: file)
            let swift = IntentSwiftGenerator.swift(for: definition, source: file)
            guard swift == IntentSwiftGenerator.swift(for: definition, source: file) else {
                FuzzFailure.report("the generator is not deterministic")
            }
            check(swift)
        } catch let error as IntentDefinitionError {
            let message = error.description
            guard message.hasPrefix(file + ":"), !message.contains("\n") else {
                FuzzFailure.report("error message is not one line naming the file: \(message.prefix(2000))")
            }
        } catch {
            FuzzFailure.report("the parser threw \(type(of: error)), not IntentDefinitionError: \(error)")
        }
    }

    /// Outside comments, each declaration line names a Swift identifier, and the file ends inside its `#if`.
    static func check(_ swift: String) {
        guard swift.hasSuffix("\n#endif\n"), swift.contains("\n#if !canImport(Intents)\n") else {
            FuzzFailure.report("generated Swift lost its #if/#endif:\n\(swift.prefix(4000))")
        }
        for line in swift.split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("//") { continue }
            for keyword in ["public class ", "public enum ", "public var ", "case "] where text.hasPrefix(keyword) {
                let name = text.dropFirst(keyword.count).prefix { $0 != ":" && $0 != " " && $0 != "=" }
                    .trimmingCharacters(in: CharacterSet(charactersIn: "`"))
                let valid = !name.isEmpty && name.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || $0 == "_" }
                    && name.unicodeScalars.allSatisfy(\.isASCII)
                if !valid { FuzzFailure.report("generated a declaration with a bad name: \(text)\n\(swift.prefix(4000))") }
            }
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzIntentsOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzIntents.run(bytes.map { Data(bytes: $0, count: count) } ?? Data())
    return 0
}

@main enum FuzzIntentsMain {
    static func main() { FuzzDriver.run(name: "fuzz-intents", fuzzIntentsOneInput, FuzzIntents.run) }
}
