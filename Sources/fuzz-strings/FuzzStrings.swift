import Foundation
import FuzzSupport
import LocalizedStrings

/// Fuzz target: the `.xcstrings`, `.strings` and `.stringsdict` readers, then the formatter on every entry
/// they return, in locales with two, four and six plural forms. A file is chosen by its first character (`{` a
/// String Catalog, `<` a stringsdict, anything else a strings file), or, for a first byte below 0x20, a
/// String Catalog is built from the format's own keys with wrong kinds and broken variations. Reading and
/// formatting must never crash; every issue must name the file.
enum FuzzStrings {
    static let locales = ["en_US", "ar", "ru"].map { Locale(identifier: $0) }

    static func run(_ data: Data) {
        let contents: StringsFileContents
        let file: String
        var input = FuzzInput([UInt8](data.dropFirst()))
        switch data.first {
        case .some(let first) where first < 0x20:
            file = "fuzz.xcstrings"
            contents = StringCatalogReader.read(FuzzStringCatalog.make(&input), file: file)
        case .some(UInt8(ascii: "{")):
            file = "fuzz.xcstrings"
            contents = StringCatalogReader.read(data, file: file)
        case .some(UInt8(ascii: "<")):
            file = "fuzz.stringsdict"
            contents = StringsDictReader.read(data, file: file, language: "en")
        default:
            file = "fuzz.strings"
            contents = StringsFileReader.read(data, file: file, language: "en")
        }
        for issue in contents.issues where !issue.description.hasPrefix(file + ":") {
            FuzzFailure.report("an issue does not start with the file name: \(issue.description.prefix(2000))")
        }
        let arguments: [FormatArgument] = [.signed(Int64(input.choice(120))), .object, .floating(input.number()), .unsigned(.max), .signed(.min)]
        for locale in locales {
            let formatter = LocalizedFormatter(locale: locale, device: ["iphone", "ipad", "other"][input.choice(3)],
                                               pluralRules: PluralRules.forLocale(locale.identifier) ?? .root)
            for (_, entries) in contents.entries.sorted(by: { $0.key < $1.key }) {
                for (_, entry) in entries.sorted(by: { $0.key < $1.key }).prefix(8) {
                    _ = formatter.format(entry, arguments: Array(arguments.prefix(input.choice(arguments.count + 1))))
                }
            }
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringsOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzStrings.run(bytes.map { Data(bytes: $0, count: count) } ?? Data())
    return 0
}

@main enum FuzzStringsMain {
    static func main() { FuzzDriver.run(name: "fuzz-strings", fuzzStringsOneInput, FuzzStrings.run) }
}
