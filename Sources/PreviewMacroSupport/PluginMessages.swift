import Foundation

/// The messages of the compiler's plugin protocol that this plugin reads and writes (protocol version 7,
/// as SwiftCompilerPluginMessageHandling encodes them: an enum case name as the only key, its associated
/// values as an object). Only the fields the expansion needs are read; unknown ones are ignored.
struct HostToPluginMessage: Decodable {
    struct GetCapability: Decodable {}

    struct ExpandFreestandingMacro: Decodable {
        struct MacroReference: Decodable {
            var moduleName: String
            var typeName: String
            var name: String
        }
        struct Syntax: Decodable {
            var source: String
            var location: SourceLocation
        }
        struct SourceLocation: Decodable {
            var fileID: String
            var fileName: String
            var offset: Int
            var line: Int
            var column: Int
        }
        var macro: MacroReference
        var macroRole: String?
        var discriminator: String
        var syntax: Syntax
        /// The declarations around the use, innermost first; empty at file scope.
        var lexicalContext: [Ignored]?
    }

    struct Ignored: Decodable {}

    var getCapability: GetCapability?
    var expandFreestandingMacro: ExpandFreestandingMacro?
    var expandAttachedMacro: Ignored?
    var loadPluginLibrary: Ignored?
}

/// What the plugin answers.
enum PluginToHostMessage: Encodable {
    case capability(protocolVersion: Int)
    case expansion(expandedSource: String?, diagnostics: [Diagnostic])
    case libraryNotLoaded

    struct Diagnostic: Encodable, Equatable {
        struct Position: Encodable, Equatable {
            var fileName: String
            var offset: Int
        }
        var message: String
        var severity: String
        var position: Position
        // The plugin sends no highlights, notes or fix-its: always empty arrays (their element type is moot).
        var highlights: [Position] = []
        var notes: [Position] = []
        var fixIts: [Position] = []
    }

    private enum Key: String, CodingKey {
        case getCapabilityResult, expandMacroResult, loadPluginLibraryResult
        case capability, protocolVersion, expandedSource, diagnostics, loaded
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case .capability(let version):
            var result = container.nestedContainer(keyedBy: Key.self, forKey: .getCapabilityResult)
            var capability = result.nestedContainer(keyedBy: Key.self, forKey: .capability)
            try capability.encode(version, forKey: .protocolVersion)
        case .expansion(let source, let diagnostics):
            var result = container.nestedContainer(keyedBy: Key.self, forKey: .expandMacroResult)
            try result.encodeIfPresent(source, forKey: .expandedSource)
            try result.encode(diagnostics, forKey: .diagnostics)
        case .libraryNotLoaded:
            var result = container.nestedContainer(keyedBy: Key.self, forKey: .loadPluginLibraryResult)
            try result.encode(false, forKey: .loaded)
            try result.encode([Diagnostic](), forKey: .diagnostics)
        }
    }
}
