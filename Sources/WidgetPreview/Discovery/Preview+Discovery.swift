import Foundation

extension Preview {
    /// Every `#Preview` in the modules linked into this process, ordered by module, file, line and column
    /// (source order within a file; the same order on every run and machine).
    public static var discovered: [Preview] {
        let registrations = ConformanceRecords.types(conformingTo: "PreviewRegistration", inModule: "WidgetPreview")
            .compactMap { $0 as? any PreviewRegistration.Type }
        // A type seen twice (an image registered twice) counts once.
        var seen = Set<ObjectIdentifier>()
        let unique = registrations.filter { seen.insert(ObjectIdentifier($0)).inserted }
        return unique.sorted { $0.sourceLocation < $1.sourceLocation }.map { $0.registeredPreview }
    }
}

extension PreviewRegistration {
    /// The preview, carrying its source location; its drawing errors name the file and line.
    static var registeredPreview: Preview {
        var preview = makePreview()
        let location = sourceLocation
        let name = preview.name
        let draw = preview.draw
        preview.sourceLocation = location
        preview.draw = { renderer, entry in
            do {
                return try draw(renderer, entry)
            } catch let error as PreviewSourceError {
                throw error
            } catch {
                throw PreviewSourceError(location: location, preview: name, underlying: "\(error)")
            }
        }
        return preview
    }
}

/// An error drawing a `#Preview`, with where the preview is written.
public struct PreviewSourceError: Error, CustomStringConvertible, Equatable {
    public let location: PreviewSourceLocation
    public let preview: String
    public let underlying: String

    public var description: String { "\(location.fileID):\(location.line): #Preview '\(preview)': \(underlying)" }
}
