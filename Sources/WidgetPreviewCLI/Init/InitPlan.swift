import Foundation
import WidgetSnapshotCore

/// Everything `init` will write, decided before anything is written: the package's files, the link to
/// the extension, the workflow and the record. Any file in the way stops it with nothing written.
struct InitPlan {
    let package: GeneratedPackage
    /// The package folder.
    let output: URL
    /// Where the workflow goes: `.github/workflows/` of this folder.
    let repositoryRoot: URL
    let force: Bool
    /// Things the user should know (no @main bundle, an intent definition Linux cannot compile …).
    private(set) var notes: [String] = []

    /// What happened to each file.
    enum Outcome: String {
        case wrote, replaced, unchanged, linked
    }

    init(extension extensionURL: URL, output: URL?, dependency: PackageDependency?, force: Bool) throws {
        let folder = try WidgetExtensionFolder(extensionURL)
        let isXcodeContainer = { (url: URL) in [".xcodeproj", ".xcworkspace"].contains { url.lastPathComponent.hasSuffix($0) } }
        // The project: the nearest folder above the extension holding an .xcodeproj (or .xcworkspace).
        let project = FolderPaths.nearest(above: extensionURL.deletingLastPathComponent()) {
            FolderPaths.holds($0, suffixes: [".xcodeproj", ".xcworkspace"])
        }
        guard let output = output ?? project?.appendingPathComponent("WidgetPreviews", isDirectory: true) else {
            throw CLIError("init: no .xcodeproj in \(extensionURL.deletingLastPathComponent().path) or above, so there is no default package folder. Pass --output DIR.")
        }
        if FolderPaths.isInside(output, extensionURL) {
            throw CLIError("init: --output \(output.path) is inside the extension \(extensionURL.path), whose folder init never writes into. Choose a folder outside it.")
        }
        if let container = FolderPaths.nearest(above: output, where: isXcodeContainer) {
            throw CLIError("init: --output \(output.path) is inside \(container.path), which belongs to Xcode. Choose a folder outside it.")
        }
        self.output = output
        self.force = force
        repositoryRoot = FolderPaths.nearest(above: output) { FileManager.default.fileExists(atPath: $0.appendingPathComponent(".git").path) }
            ?? project.flatMap { FolderPaths.isInside(output, $0) ? $0 : nil } ?? output
        package = GeneratedPackage(packageName: output.lastPathComponent, extensionFolder: folder,
                                   linkDestination: FolderPaths.relative(extensionURL, from: output.appendingPathComponent("Sources")),
                                   dependency: dependency ?? .published)
        if folder.bundleType == nil {
            notes.append("no `@main struct …: WidgetBundle` in \(extensionURL.path): the executable \(folder.moduleName) needs an @main type.")
        }
        for path in folder.excluded where path.hasSuffix(".intentdefinition") {
            notes.append("\(path) is excluded: Xcode generates Swift from it, which Linux cannot. Widgets using its intent classes will not compile.")
        }
    }

    /// The workflow's path relative to the package.
    var workflowPath: String {
        FolderPaths.relative(repositoryRoot.appendingPathComponent(WorkflowTemplate.path), from: output)
    }

    /// Every file with its contents, by path relative to the package (the record last).
    var files: [(path: String, text: String)] {
        package.files + [(workflowPath, WorkflowTemplate.render(packageDirectory: FolderPaths.relative(output, from: repositoryRoot),
                                                                executable: package.module))]
    }

    /// Writes what changed (all files together, atomically each), then the link; returns what happened to each.
    func write() throws -> [(URL, Outcome)] {
        let fm = FileManager.default
        let record = try InitRecord(readingIn: output)
        var newRecord = InitRecord()
        var writes: [(data: Data, url: URL)] = []
        var report: [(URL, Outcome)] = []
        var blocked: [String] = []
        for (path, text) in files {
            let url = output.appendingPathComponent(path).standardizedFileURL
            let data = Data(text.utf8)
            newRecord.hashes[path] = InitRecord.hash(data)
            var isFolder: ObjCBool = false
            guard fm.fileExists(atPath: url.path, isDirectory: &isFolder) || Self.isLink(url) else {
                writes.append((data, url))
                report.append((url, .wrote))
                continue
            }
            let existing = isFolder.boolValue || Self.isLink(url) ? nil : fm.contents(atPath: url.path)
            guard let existing, let written = record.hashes[path] else {
                if existing == data { report.append((url, .unchanged)); continue }
                blocked.append("\(url.path) exists and init did not write it")
                continue
            }
            if existing == data {
                report.append((url, .unchanged))
            } else if InitRecord.hash(existing) == written || force {
                writes.append((data, url))
                report.append((url, .replaced))
            } else {
                blocked.append("\(url.path) was changed since init wrote it (--force replaces it)")
            }
        }
        let link = output.appendingPathComponent(package.sourcesLink)
        let linkState = Self.linkState(link, destination: package.linkDestination)
        if linkState == .blocked {
            blocked.append("\(link.path) exists and is not a link to \(package.linkDestination)")
        }
        guard blocked.isEmpty else {
            throw CLIError("init: nothing was written:\n" + blocked.map { "  " + $0 }.joined(separator: "\n")
                + "\nMove those files away or choose another --output.")
        }
        let recordURL = output.appendingPathComponent(InitRecord.fileName)
        if !writes.isEmpty || record != newRecord {
            writes.append((Data(newRecord.text.utf8), recordURL))
        }
        try AtomicFileWriter().write(writes)
        if linkState == .missing {
            do {
                try fm.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
                try fm.createSymbolicLink(atPath: link.path, withDestinationPath: package.linkDestination)
            } catch {
                throw CLIError("init: cannot link \(link.path) to \(package.linkDestination): \(error.localizedDescription)")
            }
            report.append((link, .linked))
        }
        return report
    }

    private enum LinkState { case missing, present, blocked }

    private static func linkState(_ link: URL, destination: String) -> LinkState {
        if let current = try? FileManager.default.destinationOfSymbolicLink(atPath: link.path) {
            return current == destination ? .present : .blocked
        }
        return FileManager.default.fileExists(atPath: link.path) ? .blocked : .missing
    }

    private static func isLink(_ url: URL) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) != nil
    }
}
