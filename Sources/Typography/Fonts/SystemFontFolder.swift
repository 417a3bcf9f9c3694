import Foundation

/// Apple's system font files a developer has (SF Pro, SF Pro Rounded, SF Compact, New York: they may not be
/// bundled), found in a folder by the names Apple's downloads give them (`SF-Pro-Text-Semibold.otf`,
/// `SF-Pro-Display-BoldItalic.otf`, `SF-Pro-Rounded-Medium.otf`, `SF-Compact-Text-Regular.otf`,
/// `NewYorkMedium-Regular.otf`). `.system` text then uses them as iOS does: SF Pro Text below 20 pt and
/// SF Pro Display from 20 pt (WWDC20 "The details of UI typography"), with the size's tracking
/// (`SystemFontTracking`). A face the folder lacks falls back to the bundled stand-in.
package struct SystemFontFolder: Sendable {
    /// The optical families of the system designs.
    package enum Family: String, Hashable, Sendable, CaseIterable {
        case proText = "SF-Pro-Text", proDisplay = "SF-Pro-Display", proRounded = "SF-Pro-Rounded"
        case compactText = "SF-Compact-Text", compactDisplay = "SF-Compact-Display"
        case newYorkSmall = "NewYorkSmall", newYorkMedium = "NewYorkMedium", newYorkLarge = "NewYorkLarge"
        case newYorkExtraLarge = "NewYorkExtraLarge"
    }

    private struct Key: Hashable {
        let family: Family
        let weight: FontWeightClass
        let italic: Bool
    }

    package let folder: URL
    private var files: [Key: String] = [:]

    /// Apple's weight names in its file names.
    private static let weights: [String: FontWeightClass] = [
        "Ultralight": .ultraLight, "Thin": .thin, "Light": .light, "Regular": .regular, "Medium": .medium,
        "Semibold": .semibold, "Bold": .bold, "Heavy": .heavy, "Black": .black,
    ]

    /// Reads the folder's file names (no font is opened until text needs it).
    package init(folder: URL) {
        self.folder = folder.standardizedFileURL
        let names = (try? FileManager.default.contentsOfDirectory(atPath: self.folder.path)) ?? []
        for name in names.sorted() {
            let url = self.folder.appendingPathComponent(name)
            guard ["otf", "ttf"].contains(url.pathExtension.lowercased()) else { continue }
            let stem = url.deletingPathExtension().lastPathComponent
            for family in Family.allCases where stem.hasPrefix(family.rawValue + "-") {
                var style = String(stem.dropFirst(family.rawValue.count + 1))
                let italic = style.hasSuffix("Italic")
                if italic { style.removeLast("Italic".count) }
                if style.isEmpty { style = "Regular" }   // SF-Pro-Text-Italic
                guard let weight = Self.weights[style] else { continue }
                files[Key(family: family, weight: weight, italic: italic)] = files[Key(family: family, weight: weight, italic: italic)] ?? url.path
            }
        }
    }

    /// Whether the folder holds any system font file.
    package var isEmpty: Bool { files.isEmpty }

    /// The optical family iOS draws a design in at `size` points.
    package static func family(design: FontDesign, size: Double) -> Family? {
        switch design {
        case .default: return size < 20 ? .proText : .proDisplay
        case .rounded: return .proRounded
        // New York's optical sizes, by the point sizes Apple names them for.
        case .serif: return size < 20 ? .newYorkSmall : size < 36 ? .newYorkMedium : size < 54 ? .newYorkLarge : .newYorkExtraLarge
        case .monospaced: return nil
        }
    }

    /// The face for `.system(size:weight:design:)` text, or nil when the folder lacks that file.
    package func face(design: FontDesign, weight: FontWeightClass, italic: Bool, size: Double) -> FontCatalog.Face? {
        guard let family = Self.family(design: design, size: size) else { return nil }
        // SF Pro Rounded has no italic: iOS slants the upright, as the bundled Quicksand is slanted.
        let slanted = italic && family == .proRounded
        guard let path = files[Key(family: family, weight: weight, italic: italic && !slanted)] else { return nil }
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        return FontCatalog.Face(name: name + (slanted ? "-Oblique" : ""), file: path, obliqued: slanted)
    }

    /// Whether text in `face` gets iOS's size-dependent tracking (SF Pro and SF Compact; New York has its own
    /// spacing and no published table).
    package static func isTracked(_ face: FontCatalog.Face) -> Bool {
        face.name.hasPrefix("SF-Pro-") || face.name.hasPrefix("SF-Compact-")
    }

    private static let cache = NSLock()
    nonisolated(unsafe) private static var folders: [String: SystemFontFolder] = [:]

    /// The folder's files, read once per process.
    package static func shared(_ folder: String) -> SystemFontFolder {
        cache.lock()
        defer { cache.unlock() }
        if let known = folders[folder] { return known }
        let read = SystemFontFolder(folder: URL(fileURLWithPath: folder, isDirectory: true))
        folders[folder] = read
        return read
    }
}

/// iOS's tracking for SF Pro by point size, from Apple's Human Interface Guidelines tracking table
/// (1/1000 em; 10 pt +12, 12 pt 0, 13 pt −6, 17 pt −26, 28 pt +14), interpolated between listed sizes and
/// held beyond the ends.
package enum SystemFontTracking {
    static let table: [(size: Double, milliEm: Double)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20),
        (17, -26), (18, -25), (19, -25), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3), (25, 6), (26, 8),
        (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12), (35, 11), (36, 10),
        (40, 10), (41, 9), (43, 9), (44, 8), (49, 8), (50, 7), (53, 7), (54, 6), (56, 6), (58, 5), (60, 4),
        (64, 4), (66, 3), (68, 2), (72, 2), (76, 1), (80, 0),
    ]

    /// Tracking in points for text of `size` points.
    package static func points(forSize size: Double) -> Double {
        guard size.isFinite, size > 0, let first = table.first, let last = table.last else { return 0 }
        if size <= first.size { return first.milliEm / 1000 * size }
        if size >= last.size { return last.milliEm / 1000 * size }
        for (a, b) in zip(table, table.dropFirst()) where size <= b.size {
            let t = (size - a.size) / (b.size - a.size)
            return (a.milliEm + (b.milliEm - a.milliEm) * t) / 1000 * size
        }
        return 0
    }
}
