import Foundation
import Testing
@testable import PreviewMacroSupport

/// The compiler's plugin protocol as the plugin speaks it: length-prefixed JSON, the capability handshake,
/// expansion requests, and an answer (never a crash) for anything malformed.
@Suite("#Preview plugin protocol")
struct PluginProtocolTests {
    static func answer(_ json: String) -> String {
        String(decoding: PreviewMacroPlugin.respond(to: Array(json.utf8)), as: UTF8.self)
    }

    @Test("frames are an 8-byte little-endian length then the payload; split takes whole frames only")
    func framing() throws {
        let frame = PluginMessageFraming.frame(Array("{}".utf8))
        #expect(frame == [2, 0, 0, 0, 0, 0, 0, 0, 0x7B, 0x7D])
        var buffer = frame + PluginMessageFraming.frame([0x41]) + [3, 0, 0]
        #expect(try PluginMessageFraming.split(&buffer) == Array("{}".utf8))
        #expect(try PluginMessageFraming.split(&buffer) == [0x41])
        #expect(try PluginMessageFraming.split(&buffer) == nil)   // a partial header stays
        #expect(buffer == [3, 0, 0])
        var huge: [UInt8] = [0, 0, 0, 0, 0, 0, 0, 0x80]
        #expect(throws: PluginMessageFraming.FramingError.tooLong(Int.max)) { try PluginMessageFraming.split(&huge) }
    }

    @Test("the capability handshake answers protocol version 7")
    func capability() {
        #expect(Self.answer(#"{"getCapability":{"capability":{"protocolVersion":7}}}"#)
                == #"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#)
    }

    @Test("an expansion request is answered with the expanded source and diagnostics positioned in the file")
    func expansion() {
        let request = #"""
        {"expandFreestandingMacro":{"discriminator":"$s1M0006Fswift_afMf_","macro":{"moduleName":"PreviewMacros","name":"Preview","typeName":"PreviewMacro"},"macroRole":"declaration","syntax":{"kind":"declaration","location":{"column":1,"fileID":"M/F.swift","fileName":"/src/F.swift","line":3,"offset":40},"source":"#Preview(widget: { W() }, relevance: { R() })"},"lexicalContext":[]}}
        """#
        #expect(Self.answer(request) == #"{"expandMacroResult":{"diagnostics":[{"fixIts":[],"highlights":[],"message":"WidgetPreview cannot expand this #Preview: relevance widgets (watchOS RelevanceConfiguration) are not drawn by WidgetPreview","notes":[],"position":{"fileName":"/src/F.swift","offset":66},"severity":"error"}]}}"#)
        let good = request.replacingOccurrences(of: "#Preview(widget: { W() }, relevance: { R() })", with: "#Preview { V() }")
        #expect(Self.answer(good).hasPrefix(#"{"expandMacroResult":{"diagnostics":[],"expandedSource":"enum $s1M0006Fswift_afMf_12registrationfMu_: WidgetPreview.PreviewRegistration {"#))
    }

    @Test("a #Preview inside a type is an error at its #")
    func notAtFileScope() {
        let request = #"""
        {"expandFreestandingMacro":{"discriminator":"$s1M0006Fswift_afMf_","macro":{"moduleName":"PreviewMacros","name":"Preview","typeName":"PreviewMacro"},"macroRole":"declaration","syntax":{"kind":"declaration","location":{"column":1,"fileID":"M/F.swift","fileName":"/src/F.swift","line":3,"offset":40},"source":"\n  #Preview { V() }"},"lexicalContext":[{"struct":{}}]}}
        """#
        #expect(Self.answer(request) == #"{"expandMacroResult":{"diagnostics":[{"fixIts":[],"highlights":[],"message":"write #Preview at file scope (outside any type or function), where WidgetPreview finds it","notes":[],"position":{"fileName":"/src/F.swift","offset":43},"severity":"error"}]}}"#)
    }

    @Test("malformed messages get an error answer the compiler can show")
    func malformed() {
        for json in ["", "not json", "[]", "{}", #"{"expandFreestandingMacro":{}}"#, #"{"expandFreestandingMacro":{"discriminator":5}}"#,
                     #"{"expandAttachedMacro":{}}"#] {
            let answer = Self.answer(json)
            #expect(answer.hasPrefix(#"{"expandMacroResult":{"diagnostics":[{"#), "\(json): \(answer)")
            #expect(answer.contains(#""severity":"error""#), "\(json)")
        }
        #expect(Self.answer(#"{"loadPluginLibrary":{"libraryPath":"/x","moduleName":"M"}}"#)
                == #"{"loadPluginLibraryResult":{"diagnostics":[],"loaded":false}}"#)
    }
}
