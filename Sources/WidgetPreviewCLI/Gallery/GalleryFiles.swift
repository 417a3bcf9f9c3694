import Foundation
import WidgetSnapshotCore

/// Writes the gallery's files under the snapshot root: unchanged files are left alone (bytes compared
/// first, so a second run touches nothing), changed ones replaced atomically; remembers what it produced
/// so the rest can be pruned.
final class GalleryFiles {
    let root: URL
    /// Temp file + rename for every file, so a full disk or a crash mid-run never leaves a half-written
    /// golden; tests inject a disk that fills up.
    private let writer: AtomicFileWriter
    private(set) var produced: Set<String> = []
    private(set) var written = 0
    private(set) var unchanged = 0
    private(set) var removed: [String] = []

    /// The file every preview folder has: folders holding it are the gallery's own (pruned as a whole when
    /// their preview is gone); other folders under the root (test goldens) are never touched.
    static let contactSheetStem = "contact-sheet@2x"
    /// Kept in every prune: the index and the graphics test scene.
    static let protectedTopLevel: Set<String> = ["README.md", "GraphicsTestScene"]

    init(root: URL, writer: AtomicFileWriter = AtomicFileWriter()) {
        self.root = root.standardizedFileURL
        self.writer = writer
    }

    /// Writes `data` at `relativePath` unless the file already holds exactly these bytes.
    func write(_ data: Data, to relativePath: String) throws {
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

    /// Marks a file as produced without writing it (another shard's, or one kept as is).
    func keep(_ relativePath: String) { produced.insert(relativePath) }

    /// Removes every file in the gallery's folders (`folders`, plus any top-level folder holding a contact
    /// sheet) that this run did not produce, then the folders left empty. Returns the removed paths.
    func prune(folders: Set<String>) throws {
        let fm = FileManager.default
        var owned = folders
        let top = (try? fm.contentsOfDirectory(atPath: root.path)) ?? []
        for name in top where !name.hasPrefix(".") && !Self.protectedTopLevel.contains(name) {
            if fm.fileExists(atPath: root.appendingPathComponent(name).appendingPathComponent(Self.contactSheetStem + ".png").path) {
                owned.insert(name)
            }
        }
        for folder in owned.sorted() where !Self.protectedTopLevel.contains(folder) && !folder.isEmpty {
            let base = root.appendingPathComponent(folder, isDirectory: true)
            guard let enumerator = fm.enumerator(atPath: base.path) else { continue }
            var files: [String] = []
            while let item = enumerator.nextObject() as? String {
                var isFolder: ObjCBool = false
                let path = base.appendingPathComponent(item).path
                if fm.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue { files.append(folder + "/" + item) }
            }
            for file in files.sorted() where !produced.contains(file) {
                do {
                    try fm.removeItem(at: root.appendingPathComponent(file))
                } catch {
                    throw CLIError("gallery: could not remove \(root.appendingPathComponent(file).path), which no preview produces: \(error)")
                }
                removed.append(file)
            }
            removeEmptyFolders(in: base)
        }
    }

    private func removeEmptyFolders(in folder: URL) {
        let fm = FileManager.default
        guard let children = try? fm.contentsOfDirectory(atPath: folder.path) else { return }
        for child in children {
            var isFolder: ObjCBool = false
            let url = folder.appendingPathComponent(child)
            if fm.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue { removeEmptyFolders(in: url) }
        }
        if (try? fm.contentsOfDirectory(atPath: folder.path))?.isEmpty == true { try? fm.removeItem(at: folder) }
    }
}
