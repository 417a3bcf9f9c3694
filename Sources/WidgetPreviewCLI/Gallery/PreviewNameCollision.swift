import WidgetPreview
import WidgetSnapshotTesting

/// Two previews (or two entries of one preview) whose names become the same folder after sanitising
/// (`Weather/Today` and `Weather Today` are both `Weather-Today`): their images, sheets and goldens would
/// overwrite each other, so every command that files images by name refuses them, naming both.
struct PreviewNameCollision: Equatable {
    /// The preview both entries belong to; nil when two previews collide.
    var preview: String?
    var first: String
    var second: String
    /// The sanitised folder both get.
    var folder: String

    var message: String {
        if let preview {
            return "preview '\(preview)': entries '\(first)' and '\(second)' both get the folder '\(folder)' after "
                + "sanitising, so their images would overwrite each other. Rename one of the two entries so "
                + "their names differ in letters or digits."
        }
        return "previews '\(first)' and '\(second)' both get the folder '\(folder)' after sanitising, so their "
            + "images would overwrite each other. Rename one of the two previews so their names differ in "
            + "letters or digits."
    }

    /// Whether `name` is one of the previews involved (a preview's own entries count too).
    func involves(preview name: String) -> Bool {
        preview == name || (preview == nil && (first == name || second == name))
    }

    /// Every collision among `previews`, in declaration order (each later name against the first one
    /// that took its folder).
    static func all(in previews: [Preview]) -> [PreviewNameCollision] {
        var collisions: [PreviewNameCollision] = []
        var previewFolders: [String: String] = [:]
        for preview in previews {
            let folder = FileNameSanitizer.component(preview.name)
            if let first = previewFolders[folder] {
                collisions.append(PreviewNameCollision(preview: nil, first: first, second: preview.name, folder: folder))
            } else {
                previewFolders[folder] = preview.name
            }
            var entryFolders: [String: String] = [:]
            for entry in preview.entries {
                let entryFolder = FileNameSanitizer.component(entry.name)
                if let first = entryFolders[entryFolder] {
                    collisions.append(PreviewNameCollision(preview: preview.name, first: first, second: entry.name,
                                                           folder: entryFolder))
                } else {
                    entryFolders[entryFolder] = entry.name
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
