import Foundation
import WidgetSnapshotCore

/// The files `widget-preview gallery` wrote into one output folder: the only files besides the current
/// previews' own that `gallery --prune` may ever remove. Everything else in the folder (test goldens, another
/// set of previews, hand-made files) belongs to someone else.
///
/// Format: `<output folder>/.widget-preview-manifest`, UTF-8 text. The first line is the header
/// `# widget-preview gallery manifest v1`; `# owner: NAME` names the executable whose previews wrote it (a
/// gallery of another executable, another set of previews, refuses to write into the folder); other lines
/// starting with `#` are comments; every other line is one file path relative to the folder,
/// `/`-separated, sorted. An unsharded `gallery` run rewrites it
/// atomically (only when its content changes) with the files it produced plus the listed files still on
/// disk. A sharded run leaves it alone. A file without the header, or no file, means nothing is owned.
struct GalleryManifest: Equatable {
    static let fileName = ".widget-preview-manifest"
    static let header = "# widget-preview gallery manifest v1"
    static let ownerPrefix = "# owner: "

    var files: Set<String>
    /// The executable that wrote it (nil: unknown, such as a test running the command line in-process).
    var owner: String? = nil

    /// The manifest of the folder at `root`; nil when there is none (or not one of ours). Lines that could
    /// name something outside the folder (`..`, absolute paths) are ignored.
    static func read(root: URL) -> GalleryManifest? {
        guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(fileName).path),
              let text = String(data: data, encoding: .utf8) else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        guard lines.first == header else { return nil }
        var files: Set<String> = []
        let owner = lines.first(where: { $0.hasPrefix(ownerPrefix) }).map { String($0.dropFirst(ownerPrefix.count)) }
        for line in lines.dropFirst() where !line.hasPrefix("#") {
            let parts = line.split(separator: "/", omittingEmptySubsequences: false)
            guard !line.hasPrefix("/"), !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else { continue }
            files.insert(line)
        }
        return GalleryManifest(files: files, owner: owner)
    }

    /// The owner name of a gallery run by `executable`: its product name; nil when unknown or a test bundle
    /// (a test running the command line in-process speaks for the package's own executable).
    static func owner(of executable: URL?) -> String? {
        guard let name = executable?.lastPathComponent, !name.hasSuffix(".xctest"), name != "swiftpm-testing-helper" else { return nil }
        return name
    }

    /// Throws when the folder's manifest belongs to another executable: its previews' goldens are not ours
    /// to overwrite or prune.
    static func checkOwner(_ owner: String?, root: URL) throws {
        guard let owner, let theirs = read(root: root)?.owner, theirs != owner else { return }
        let file = root.appendingPathComponent(fileName).path
        throw CLIError("gallery: \(root.path) holds the gallery of \(theirs), not of \(owner) (\(file) says so); nothing was "
            + "written. Write this gallery to another folder with --output DIR; if \(owner) replaces \(theirs) (a renamed "
            + "executable), delete \(file) and run again.")
    }

    var text: String {
        var lines = [Self.header] + (owner.map { [Self.ownerPrefix + $0] } ?? [])
        lines += ["# Files `widget-preview gallery` wrote in this folder (paths relative to it). It replaces and, with",
                  "# --prune, removes only these and its current previews' goldens; anything else here is left alone."]
        lines += files.sorted()
        return lines.joined(separator: "\n") + "\n"
    }

    /// Writes the manifest into `root` unless it already holds exactly this text.
    func write(root: URL, writer: AtomicFileWriter) throws {
        let url = root.appendingPathComponent(Self.fileName)
        let data = Data(text.utf8)
        if FileManager.default.contents(atPath: url.path) == data { return }
        try writer.write(data, to: url)
    }
}
