import Foundation

/// The identity of one golden image: the folders that name it (test or preview, then entry) and its
/// variant. The on-disk name is `<folder>/…/<family>.<place>@<scale>x.png` (and `.svg`), each part sanitised.
package struct GoldenName: Hashable, Sendable, CustomStringConvertible {
    /// Unsanitised, outermost first, e.g. `["WeatherTests", "smallLayout", "rainy"]`.
    package var folders: [String]
    package var variant: SnapshotVariant

    package init(folders: [String], variant: SnapshotVariant) {
        self.folders = folders
        self.variant = variant
    }

    /// The sanitised path below the snapshot root, without extension, e.g.
    /// `WeatherTests/smallLayout/rainy/systemSmall.homeScreen@2x`.
    package func relativeStem() throws -> String {
        let folders = self.folders.map(FileNameSanitizer.component)
        guard !folders.isEmpty else { throw SnapshotHarnessError.emptyName }
        let file = FileNameSanitizer.component(variant.family) + "." + FileNameSanitizer.component(variant.place)
            + "@" + FileNameSanitizer.component(variant.scaleText) + "x"
        return (folders + [file]).joined(separator: "/")
    }

    package var description: String {
        (folders + ["\(variant.family).\(variant.place)@\(variant.scaleText)x"]).joined(separator: " / ")
    }
}

/// Where one golden lives: its PNG and SVG files under a root, checked to stay inside it.
package struct GoldenLocation: Hashable, Sendable {
    package var root: URL
    /// Sanitised path below the root without extension (also the artifact and report key).
    package var stem: String

    package init(root: URL, name: GoldenName) throws {
        let stem = try name.relativeStem()
        self.root = root.standardizedFileURL
        self.stem = stem
        // Sanitised components cannot climb out, but a wrong root (a symlink trick, a bug) must never write
        // outside it: check the final path.
        let rootPath = self.root.path.hasSuffix("/") ? self.root.path : self.root.path + "/"
        guard png.standardizedFileURL.path.hasPrefix(rootPath) else {
            throw SnapshotHarnessError.pathEscapesRoot(path: png.path, root: self.root.path)
        }
    }

    package var png: URL { root.appendingPathComponent(stem + ".png") }
    package var svg: URL { root.appendingPathComponent(stem + ".svg") }
    package var relativePNG: String { stem + ".png" }
    package var relativeSVG: String { stem + ".svg" }
}
