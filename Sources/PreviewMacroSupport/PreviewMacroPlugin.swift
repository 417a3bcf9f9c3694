import Foundation

/// The plugin's whole behaviour: one JSON request in, one JSON answer out. Never throws and never traps:
/// a message it cannot read is answered with an error diagnostic the compiler shows, so a malformed
/// request fails one expansion, not the build's plugin process.
package enum PreviewMacroPlugin {
    /// The protocol version this plugin speaks (that of swift-syntax 509 and later).
    package static let protocolVersion = 7

    package static func respond(to payload: [UInt8]) -> [UInt8] {
        encode(answer(to: payload))
    }

    static func answer(to payload: [UInt8]) -> PluginToHostMessage {
        let message: HostToPluginMessage
        do {
            message = try JSONDecoder().decode(HostToPluginMessage.self, from: Data(payload))
        } catch {
            return unpositioned("WidgetPreview's #Preview plugin could not read the compiler's request "
                                + "(\(payload.count) bytes): \(describe(error))")
        }
        if message.getCapability != nil {
            return .capability(protocolVersion: protocolVersion)
        }
        if let expand = message.expandFreestandingMacro {
            let location = expand.syntax.location
            let result = PreviewMacroExpansion.expand(PreviewMacroExpansion.Request(
                source: expand.syntax.source, discriminator: expand.discriminator, fileID: location.fileID,
                offset: location.offset, line: location.line, column: location.column,
                isAtFileScope: (expand.lexicalContext ?? []).isEmpty))
            return .expansion(expandedSource: result.expandedSource, diagnostics: result.diagnostics.map {
                PluginToHostMessage.Diagnostic(message: $0.message, severity: $0.severity.rawValue,
                                               position: .init(fileName: location.fileName, offset: $0.offset))
            })
        }
        if message.loadPluginLibrary != nil {
            return .libraryNotLoaded
        }
        if message.expandAttachedMacro != nil {
            return unpositioned("WidgetPreview's plugin has no attached macros")
        }
        return unpositioned("WidgetPreview's #Preview plugin does not know the compiler's request")
    }

    private static func unpositioned(_ message: String) -> PluginToHostMessage {
        .expansion(expandedSource: nil, diagnostics: [
            PluginToHostMessage.Diagnostic(message: message, severity: "error", position: .init(fileName: "", offset: 0)),
        ])
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context): return "not JSON (\(context.debugDescription))"
        case DecodingError.keyNotFound(let key, let context):
            return "'\(key.stringValue)' missing at \(path(context.codingPath))"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "wrong value at \(path(context.codingPath + [])): \(context.debugDescription)"
        default: return "\(error)"
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.isEmpty ? "the top level" : keys.map(\.stringValue).joined(separator: ".")
    }

    static func encode(_ message: PluginToHostMessage) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding these value types cannot fail; the fallback keeps the process alive regardless.
        return (try? Array(encoder.encode(message))) ?? Array(#"{"expandMacroResult":{"diagnostics":[]}}"#.utf8)
    }
}
