import Foundation
import WidgetPreview
import WidgetSnapshotCore

/// Writes the gallery's files under the snapshot root: unchanged files are left alone (a PNG's pixels
/// compared while the picture is drawn, `keepUnchanged`; other files' bytes compared, `write`), so a second
/// run touches nothing; changed ones are replaced atomically. Remembers what it produced for the manifest
/// and for telling what else lies there.
package final class GalleryFiles {
    package let root: URL
    /// Temp file + rename for every file, so a full disk or a crash mid-run never leaves a half-written
    /// golden; tests inject a disk that fills up.
    private let writer: AtomicFileWriter
    private(set) var produced: Set<String> = []
    private(set) var written = 0
    private(set) var unchanged = 0
    private(set) var removed: [String] = []

    /// The file every preview folder has: a folder holding it that is neither a current preview's nor in the
    /// manifest belongs to another set of previews (reported, never touched).
    static let contactSheetStem = "contact-sheet@2x"

    package init(root: URL, writer: AtomicFileWriter = AtomicFileWriter()) {
        self.root = root.standardizedFileURL
        self.writer = writer
    }

    /// Writes `data` at `relativePath` unless the file already holds exactly these bytes.
    package func write(_ data: Data, to relativePath: String) throws {
        produced.insert(relativePath)
        let url = root.appendingPathComponent(relativePath)
        // Only a regular file is read back: reading a FIFO would wait for a writer.
        if case .replace(let file)? = try? OutputTarget.resolve(url), let existing = try? Data(contentsOf: file), existing == data {
            unchanged += 1
            return
        }
        do {
            try writer.write(data, to: url)
        } catch let error as SnapshotHarnessError {
            // The writer's message names the file and says what to do.
            throw CLIError("gallery: \(error)")
        } catch {
            throw CLIError("gallery: could not write \(url.path): \(error)")
        }
        written += 1
    }

    /// The bytes of the regular file at `relativePath` (nil: nothing there, or not a regular file), to
    /// compare a picture with what an earlier run wrote. Reads only, so any worker may call it.
    func existingFile(_ relativePath: String) -> Data? {
        guard case .replace(let file)? = try? OutputTarget.resolve(root.appendingPathComponent(relativePath)) else { return nil }
        return try? Data(contentsOf: file)
    }

    /// Counts a file as produced and unchanged without writing it: its pixels were compared with the
    /// picture's (`RasterBackend.png(_:name:holds:scale:)`) and are the same, so it is left as it is.
    func keepUnchanged(_ relativePath: String) {
        produced.insert(relativePath)
        unchanged += 1
    }

    /// Marks a file as produced without writing it (another shard's, or one kept as is).
    func keep(_ relativePath: String) { produced.insert(relativePath) }

    /// After a whole run: lists what no preview produced (orphaned goldens, stray files, other previews'
    /// folders), removes the orphaned goldens when `prune` is set and a manifest says the folder is the
    /// gallery's, and rewrites the manifest. Nothing the gallery did not write is ever removed.
    func tidy(previewFolders: Set<String>, settings: Set<[String]>, prune: Bool, owner: String?,
              log: (String) -> Void) throws -> GalleryLeftovers {
        let manifest = GalleryManifest.read(root: root)
        var leftovers = GalleryLeftovers.find(root: root, produced: produced, previewFolders: previewFolders, manifest: manifest,
                                              settings: settings)
        for path in leftovers.stray {
            log("gallery: left alone (not written by widget-preview gallery): \(root.appendingPathComponent(path).path)")
        }
        if !leftovers.orphaned.isEmpty {
            if prune && manifest != nil {
                log("gallery: removing \(leftovers.orphaned.count) orphaned golden(s) that no preview produces:")
                for path in leftovers.orphaned { log("  \(path)") }
                for path in leftovers.orphaned {
                    let url = root.appendingPathComponent(path)
                    do { try FileManager.default.removeItem(at: url) } catch {
                        throw CLIError("gallery: could not remove \(url.path), which no preview produces: \(error)")
                    }
                    removed.append(path)
                }
                removeFoldersLeftEmpty(by: removed)
                leftovers.orphaned = []
            } else {
                let why = manifest == nil ? "no \(GalleryManifest.fileName) yet, so nothing is removed; this run writes it, then `gallery --prune` removes them"
                    : "`gallery --prune` removes them"
                log("gallery: \(leftovers.orphaned.count) orphaned golden(s) that no preview produces (\(why)):")
                for path in leftovers.orphaned { log("  \(path)") }
            }
        }
        // Owned: what this run produced, and what an earlier run wrote that is still here.
        let stillThere = (manifest?.files ?? []).filter { FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path) }
        do {
            try GalleryManifest(files: produced.union(stillThere), owner: owner ?? manifest?.owner).write(root: root, writer: writer)
        } catch {
            throw CLIError("gallery: could not write \(root.appendingPathComponent(GalleryManifest.fileName).path): \(error)")
        }
        return leftovers
    }

    /// Removes the folders of removed files that are now empty, up to (not including) the root.
    private func removeFoldersLeftEmpty(by removedPaths: [String]) {
        let fm = FileManager.default
        for path in removedPaths.sorted(by: { $0.count > $1.count }) {
            var folder = (path as NSString).deletingLastPathComponent
            while !folder.isEmpty {
                let url = root.appendingPathComponent(folder, isDirectory: true)
                guard (try? fm.contentsOfDirectory(atPath: url.path))?.isEmpty == true, (try? fm.removeItem(at: url)) != nil else { break }
                folder = (folder as NSString).deletingLastPathComponent
            }
        }
    }
}
