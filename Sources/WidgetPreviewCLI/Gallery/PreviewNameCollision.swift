import WidgetPreview
import WidgetSnapshotCore

/// Two previews (or two entries of one preview) whose names become the same folder after sanitising
/// (`Weather/Today` and `Weather Today` are both `Weather-Today`), or folders that differ only in case
/// (one folder on macOS and Windows): their images, sheets and goldens would overwrite each other, so
/// every command that files images by name refuses them, naming both.
struct PreviewNameCollision: Equatable {
    /// The preview both entries belong to; nil when two previews collide.
    var preview: String?
    var first: String
    var second: String
    /// The sanitised folder both get.
    var folder: String
    /// The second one's folder when it differs from `folder` in case only (the same folder on macOS and
    /// Windows, whose file systems ignore case, where the goldens are checked out too).
    var caseVariant: String? = nil
    /// Where two colliding `#Preview`s are written (nil for previews made in code, and for entries).
    var firstLocation: PreviewSourceLocation? = nil
    var secondLocation: PreviewSourceLocation? = nil

    var message: String {
        let what = preview == nil ? "previews" : "entries"
        let first = "'\(self.first)'" + (firstLocation.map { " (\($0.fileID):\($0.line))" } ?? "")
        let second = "'\(self.second)'" + (secondLocation.map { " (\($0.fileID):\($0.line))" } ?? "")
        let where_ = caseVariant.map { "get the folders '\(folder)' and '\($0)', the same folder on macOS and Windows (their file systems ignore case)" }
            ?? "both get the folder '\(folder)' after sanitising"
        let text = "\(what) \(first) and \(second) \(where_), so their images would overwrite each other. "
            + "Rename one of the two \(what) so their names differ in letters or digits\(caseVariant == nil ? "" : " (not only in case)")."
        return preview.map { "preview '\($0)': " + text } ?? text
    }

    /// Whether `name` is one of the previews involved (a preview's own entries count too).
    func involves(preview name: String) -> Bool {
        preview == name || (preview == nil && (first == name || second == name))
    }

    /// Every collision among `previews`, in declaration order (each later name against the first one
    /// that took its folder).
    static func all(in previews: [Preview]) -> [PreviewNameCollision] {
        var collisions: [PreviewNameCollision] = []
        // Keyed by the lowercased folder: names that differ only in case collide too.
        var previewFolders: [String: (name: String, folder: String, location: PreviewSourceLocation?)] = [:]
        for preview in previews {
            let folder = FileNameSanitizer.component(preview.name)
            if let first = previewFolders[folder.lowercased()] {
                collisions.append(PreviewNameCollision(preview: nil, first: first.name, second: preview.name, folder: first.folder,
                                                       caseVariant: first.folder == folder ? nil : folder,
                                                       firstLocation: first.location, secondLocation: preview.sourceLocation))
            } else {
                previewFolders[folder.lowercased()] = (preview.name, folder, preview.sourceLocation)
            }
            var entryFolders: [String: (name: String, folder: String)] = [:]
            for entry in preview.entries {
                let entryFolder = FileNameSanitizer.component(entry.name)
                if let first = entryFolders[entryFolder.lowercased()] {
                    collisions.append(PreviewNameCollision(preview: preview.name, first: first.name, second: entry.name,
                                                           folder: first.folder, caseVariant: first.folder == entryFolder ? nil : entryFolder))
                } else {
                    entryFolders[entryFolder.lowercased()] = (entry.name, entryFolder)
                }
            }
        }
        return collisions
    }

    /// Throws the first collision as a usage error (exit 2) prefixed with the command's name.
    static func check(_ previews: [Preview], command: String) throws {
        if let collision = all(in: previews).first {
            throw CLIError("\(command): \(collision.message)")
        }
    }
}
