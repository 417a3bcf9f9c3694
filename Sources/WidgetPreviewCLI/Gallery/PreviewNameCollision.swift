import WidgetPreview
import WidgetSnapshotCore

/// Two previews (or two entries of one preview) whose names become the same folder after sanitising
/// (`Weather/Today` and `Weather Today` are both `Weather-Today`), or folders that differ only in case
/// (one folder on macOS and Windows): their images, sheets and goldens would overwrite each other, so
/// every command that files images by name refuses them, naming both. An entry whose folder is a setting's
/// (`iOS18`, any release's, or `measured`) collides with the folder that setting's images go in.
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
    /// What the entry's folder is kept for (an entry named like a setting folder; `second` is then empty):
    /// "iOS 18 images", "measured frames' images".
    var settingFolderOf: String? = nil

    var message: String {
        if let settingFolderOf, let preview {
            return "preview '\(preview)': entry '\(first)' gets the folder '\(folder)', the folder the preview's \(settingFolderOf) "
                + "go in ('\(FileNameSanitizer.component(preview))/\(folder)/'), so their images would mix with the entry's. "
                + "Rename the entry so its name is not a release (\(PreviewNameCollision.releaseFolders.joined(separator: ", ")))"
                + " or '\(GalleryPlan.measuredFramesFolder)'."
        }
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
                if let kept = settingFolders[entryFolder.lowercased()] {
                    collisions.append(PreviewNameCollision(preview: preview.name, first: entry.name, second: "", folder: entryFolder,
                                                           settingFolderOf: kept))
                }
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

    /// Every release's folder (the newest's too: it becomes one when a newer release is added).
    static var releaseFolders: [String] { OperatingSystemRelease.all.map(\.folderName) }

    /// The setting folders by lowercased name (file systems that ignore case see `ios18` as `iOS18`), with
    /// what each is kept for.
    static var settingFolders: [String: String] {
        var folders = [GalleryPlan.measuredFramesFolder.lowercased(): "measured frames' images"]
        for release in OperatingSystemRelease.all { folders[release.folderName.lowercased()] = "\(release) images" }
        return folders
    }

    /// Throws the first collision as a usage error (exit 2) prefixed with the command's name.
    static func check(_ previews: [Preview], command: String) throws {
        if let collision = all(in: previews).first {
            throw CLIError("\(command): \(collision.message)")
        }
    }
}
