import Foundation
import WidgetPreview

/// What lies in a gallery's output folder besides the files its previews produce, sorted into what the
/// gallery owns (orphaned goldens) and what it never touches (stray files and other previews' folders).
/// `gallery` lists both and removes orphaned goldens only with `--prune`; `verify` and the reports list them.
struct GalleryLeftovers: Equatable {
    /// Goldens no preview produces any more that the manifest names, or that sit in a current preview's
    /// folder under a name the gallery gives (`<entry>/<family>.<place>@2x.png`, a contact sheet, a mock-up).
    var orphaned: [String] = []
    /// Other files in the gallery's folders (hand-made, or named as the gallery never names them), and the
    /// folders of another set of previews (they hold a contact sheet; listed with a final `/`).
    var stray: [String] = []

    /// Top-level folders never looked into: the graphics test scene (`widget-preview-dev` draws it into
    /// WidgetPreview's own gallery; `widget-preview`, which links no developer code, leaves it alone).
    static let protectedFolders: Set<String> = ["GraphicsTestScene"]

    /// Compares the folder at `root` with the files the previews produce (`produced`, paths relative to
    /// `root`), their folders, and the manifest of an earlier run.
    /// `settings`: the setting folders of the run's previews (`GalleryPlan.settingFolders(of:)`, `[]` for
    /// the default); files of another setting's folder (`<preview>/iOS18/…`, `<preview>/measured/…`)
    /// belong to that setting's runs and are left out.
    static func find(root: URL, produced: Set<String>, previewFolders: Set<String>, manifest: GalleryManifest?,
                     settings: Set<[String]> = [[]]) -> GalleryLeftovers {
        let fm = FileManager.default
        func ofThisRun(_ path: String) -> Bool {
            let folders = path.split(separator: "/").dropFirst().dropLast().map(String.init)
            // A setting's folders follow the preview's (a release's first); in a setting's own folder,
            // scanned as a folder of its own, the path starts with them.
            let first = folders.firstIndex(where: GalleryPlan.settingFolderNames.contains) ?? folders.endIndex
            return settings.contains(Array(folders[first...].prefix(while: GalleryPlan.settingFolderNames.contains)))
        }
        let owned = manifest?.files ?? []
        var folders = previewFolders.union(owned.compactMap { $0.contains("/") ? String($0.prefix(while: { $0 != "/" })) : nil })
        var foreign: Set<String> = []
        for name in (try? fm.contentsOfDirectory(atPath: root.path)) ?? [] where !folders.contains(name) {
            if fm.fileExists(atPath: root.appendingPathComponent(name).appendingPathComponent(GalleryFiles.contactSheetStem + ".png").path) {
                foreign.insert(name)
            }
        }
        folders.subtract(protectedFolders)
        var leftovers = GalleryLeftovers()
        for path in owned where !path.contains("/") && !produced.contains(path) && fm.fileExists(atPath: root.appendingPathComponent(path).path) {
            leftovers.orphaned.append(path)
        }
        for folder in folders {
            for path in files(in: folder, under: root) where !produced.contains(path) && ofThisRun(path) {
                let inPreviewFolder = previewFolders.contains(folder) && isGalleryName(String(path.dropFirst(folder.count + 1)))
                if owned.contains(path) || inPreviewFolder {
                    leftovers.orphaned.append(path)
                } else {
                    leftovers.stray.append(path)
                }
            }
        }
        leftovers.stray += foreign.subtracting(protectedFolders).map { $0 + "/" }
        // A release's folder is scanned on its own and inside its preview's folder: each file once.
        leftovers.orphaned = Array(Set(leftovers.orphaned)).sorted()
        leftovers.stray = Array(Set(leftovers.stray)).sorted()
        return leftovers
    }

    /// Regular files below `root/folder` (hidden ones skipped), as paths relative to `root`.
    static func files(in folder: String, under root: URL) -> [String] {
        let fm = FileManager.default
        let base = root.appendingPathComponent(folder, isDirectory: true)
        guard let walker = fm.enumerator(atPath: base.path) else { return [] }
        var files: [String] = []
        while let item = walker.nextObject() as? String {
            if item.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            var isFolder: ObjCBool = false
            if fm.fileExists(atPath: base.appendingPathComponent(item).path, isDirectory: &isFolder), !isFolder.boolValue {
                files.append(folder + "/" + item)
            }
        }
        return files
    }

    /// A name the gallery gives inside a preview's folder: `<entry>/<family>.<place>@<n>x.png|svg` (or
    /// `<locale>/<entry>/…` for a preview drawn in several locales; a control's `<size>.<place>`), or the
    /// contact sheet, the Lock Screen mock-up and a control's Control Center mock-up.
    static func isGalleryName(_ pathInPreviewFolder: String) -> Bool {
        let parts = pathInPreviewFolder.split(separator: "/", omittingEmptySubsequences: false)
        guard let file = parts.last, file.hasSuffix(".png") || file.hasSuffix(".svg") else { return false }
        let stem = file.dropLast(4)
        if parts.count == 1 {
            return stem == GalleryFiles.contactSheetStem || stem == GalleryBuild.mockupStem
                || stem == GalleryBuild.controlMockupStem || stem == LiveActivityMockup.stem
        }
        guard parts.count == 2 || parts.count == 3, let at = stem.lastIndex(of: "@") else { return false }
        let names = stem[..<at].split(separator: ".", omittingEmptySubsequences: false)
        let scale = stem[stem.index(after: at)...]
        return names.count == 2 && names.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber } }
            && scale.count >= 2 && scale.hasSuffix("x") && scale.dropLast().allSatisfy(\.isNumber)
    }
}
