import Foundation
import FuzzSupport
import PreviewMacroSupport

/// Fuzz target: the `#Preview` plugin on arbitrary input, two ways. The first byte picks one:
/// - the message decoder and handler on raw bytes (framed and split as the plugin's read loop does, then
///   each payload answered), which must always answer with JSON;
/// - the expansion on arbitrary source text after `#Preview` (tokens that break a hand-written scanner:
///   unbalanced brackets, raw and multi-line strings, interpolation, comments), which must never trap and
///   must either expand or give an error inside the text.
enum FuzzMacro {
    static let tokens = ["#Preview", "(", ")", "{", "}", "[", "]", "\"", "\"\"\"", "#\"", "\"#", "\\(", "//", "/*", "*/", "\n",
                         ",", ":", "as:", "widget:", "timeline:", "timelineProvider:", "using:", "contentStates:", "traits:",
                         "body:", "relevance:", "`x`", ".systemSmall", "Entry()", "_", "<", ">", "#if", "$0", "é", "\u{0}"]

    static func run(_ data: Data) {
        var input = FuzzInput([UInt8](data))
        if input.bool() {
            decode(Array(data.dropFirst()))
        } else {
            expand(&input)
        }
    }

    static func decode(_ bytes: [UInt8]) {
        var buffer = bytes
        while let payload = try? PluginMessageFraming.split(&buffer) {
            let answer = PreviewMacroPlugin.respond(to: payload)
            guard (try? JSONSerialization.jsonObject(with: Data(answer))) != nil else {
                FuzzFailure.report("the answer to \(payload.count) bytes is not JSON: \(String(decoding: answer, as: UTF8.self))")
            }
        }
        // The whole input as one payload too (the decoder on arbitrary bytes, not only on framed ones).
        let answer = PreviewMacroPlugin.respond(to: bytes)
        guard (try? JSONSerialization.jsonObject(with: Data(answer))) != nil else {
            FuzzFailure.report("the answer to raw bytes is not JSON")
        }
    }

    static func expand(_ input: inout FuzzInput) {
        var source = input.choice(4) == 0 ? "" : "#Preview"
        for _ in 0..<input.choice(40) {
            source += input.bool() ? tokens[input.choice(tokens.count)] : input.text()
        }
        let request = PreviewMacroExpansion.Request(source: source, discriminator: input.bool() ? "$s4Main0016Fileswift_abcfMf_" : input.text(),
                                                    fileID: input.text(), offset: 100, line: input.choice(1000), column: 1)
        let result = PreviewMacroExpansion.expand(request)
        if result.expandedSource == nil, !result.diagnostics.contains(where: { $0.severity == .error }) {
            FuzzFailure.report("no expansion and no error for \(String(reflecting: source))")
        }
        let limit = request.offset + source.utf8.count
        for diagnostic in result.diagnostics where !(request.offset...limit).contains(diagnostic.offset) {
            FuzzFailure.report("diagnostic at \(diagnostic.offset), outside \(request.offset)...\(limit), for \(String(reflecting: source))")
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMacroOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzMacro.run(bytes.map { Data(bytes: $0, count: count) } ?? Data())
    return 0
}

@main enum FuzzMacroMain {
    static func main() { FuzzDriver.run(name: "fuzz-macro", fuzzMacroOneInput, FuzzMacro.run) }
}
