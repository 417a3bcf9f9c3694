import Foundation

/// Apple's system font files a developer has (SF Pro, SF Pro Rounded, SF Compact, New York: they may not be
/// bundled), found in a folder by the names Apple's downloads give them: the static optical sizes
/// (`SF-Pro-Text-Semibold.otf`, `SF-Pro-Display-BoldItalic.otf`, `SF-Pro-Rounded-Medium.otf`,
/// `SF-Compact-Text-Regular.otf`, `NewYorkMedium-Regular.otf`) and the variable fonts (`SF-Pro.ttf`,
/// `SF-Pro-Italic.ttf`, `SF-Compact.ttf`, `SF-Compact-Italic.ttf`, `NewYork.ttf`, `NewYorkItalic.ttf`).
///
/// `.system` text then uses them as iOS does. A variable file, when the folder has one, draws every size
/// and weight, as the system font on iOS 14 and later is variable: its `opsz` axis follows the point size
/// (Core Text's automatic optical sizing, "opsz … follows the font size" — WWDC20 "The details of UI
/// typography") and `wght` the weight (`VariableInstance`). Otherwise the static files: SF Pro Text below
/// 20 pt and SF Pro Display from 20 pt (same session; Apple's HIG "Typography"). With the size's tracking
/// (`SystemFontTracking`). A face the folder lacks falls back to the bundled stand-in.
package struct SystemFontFolder: Sendable {
    /// The optical families of the system designs (static files).
    package enum Family: String, Hashable, Sendable, CaseIterable {
        case proText = "SF-Pro-Text", proDisplay = "SF-Pro-Display", proRounded = "SF-Pro-Rounded"
        case compactText = "SF-Compact-Text", compactDisplay = "SF-Compact-Display", compactRounded = "SF-Compact-Rounded"
        case newYorkSmall = "NewYorkSmall", newYorkMedium = "NewYorkMedium", newYorkLarge = "NewYorkLarge"
        case newYorkExtraLarge = "NewYorkExtraLarge"
    }

    /// The variable files, by their file names without extension (upright; italics add `-Italic`, New York
    /// `Italic`).
    package enum VariableFamily: String, Hashable, Sendable, CaseIterable {
        case pro = "SF-Pro", proRounded = "SF-Pro-Rounded", compact = "SF-Compact", compactRounded = "SF-Compact-Rounded"
        case newYork = "NewYork"

        func stem(italic: Bool) -> String {
            guard italic else { return rawValue }
            return self == .newYork ? rawValue + "Italic" : rawValue + "-Italic"
        }
    }

    private struct Key: Hashable {
        let family: Family
        let weight: FontWeightClass
        let italic: Bool
    }

    private struct VariableKey: Hashable {
        let family: VariableFamily
        let italic: Bool
    }

    package let folder: URL
    private var files: [Key: String] = [:]
    private var variableFiles: [VariableKey: String] = [:]

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
            for family in VariableFamily.allCases {
                for italic in [false, true] where stem == family.stem(italic: italic) {
                    variableFiles[VariableKey(family: family, italic: italic)] = url.path
                }
            }
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
    package var isEmpty: Bool { files.isEmpty && variableFiles.isEmpty }

    /// The optical family iOS draws a design in at `size` points; `compact`: watchOS's SF Compact.
    package static func family(design: FontDesign, size: Double, compact: Bool = false) -> Family? {
        switch design {
        case .default where compact: return size < 20 ? .compactText : .compactDisplay
        case .default: return size < 20 ? .proText : .proDisplay
        case .rounded: return compact ? .compactRounded : .proRounded
        // New York's optical sizes, by the point sizes Apple names them for.
        case .serif: return size < 20 ? .newYorkSmall : size < 36 ? .newYorkMedium : size < 54 ? .newYorkLarge : .newYorkExtraLarge
        case .monospaced: return nil
        }
    }

    /// The variable family of a design; `compact`: watchOS's SF Compact.
    package static func variableFamily(design: FontDesign, compact: Bool = false) -> VariableFamily? {
        switch design {
        case .default: return compact ? .compact : .pro
        case .rounded: return compact ? .compactRounded : .proRounded
        case .serif: return .newYork
        case .monospaced: return nil
        }
    }

    /// The face for `.system(size:weight:design:)` text, or nil when the folder lacks that file. The
    /// variable file wins over the static ones: it is what iOS draws the system font with.
    package func face(design: FontDesign, weight: FontWeightClass, italic: Bool, size: Double, compact: Bool = false) -> FontCatalog.Face? {
        if let family = Self.variableFamily(design: design, compact: compact) {
            // The rounded designs have no italic: iOS slants the upright, as the bundled Quicksand is slanted.
            let rounded = family == .proRounded || family == .compactRounded
            let slanted = italic && rounded
            if let path = variableFiles[VariableKey(family: family, italic: italic && !slanted)] {
                let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
                return FontCatalog.Face(name: name + (slanted ? "-Oblique" : ""), file: path, obliqued: slanted,
                                        variations: [FontVariation("wght", Double(weight.rawValue)), FontVariation("opsz", size)])
            }
        }
        guard let family = Self.family(design: design, size: size, compact: compact) else { return nil }
        let slanted = italic && (family == .proRounded || family == .compactRounded)
        guard let path = files[Key(family: family, weight: weight, italic: italic && !slanted)] else { return nil }
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        return FontCatalog.Face(name: name + (slanted ? "-Oblique" : ""), file: path, obliqued: slanted)
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

/// iOS's tracking for Apple's system faces by point size, from the tracking tables of Apple's Human Interface
/// Guidelines, "Typography" ("Tracking values": 1/1000 em per point size; transcribed row by row in
/// eigenein/figma-fix-san-francisco's `code.ts`, which fills the sizes between two listed rows with the
/// smaller size's value, as the HIG lists every size). SF Pro (the variable file; SF Pro Text's rows are
/// the same below 20 pt): 6 pt +41 … 12 pt 0, 17 pt −26, 19 pt −24, 20 pt −23, 28 pt +14, 80 pt 0. The
/// static SF Pro Display files have their own rows from 20 pt (+19 … +1), SF Pro Rounded and New York theirs.
/// A fractional size takes the value between its two whole sizes; sizes past the ends hold the end value.
package enum SystemFontTracking {
    /// Which of the HIG's tables a face takes.
    package enum Table: Hashable, Sendable {
        case sfPro, sfProDisplay, sfProRounded, newYork

        /// The table for a face of the folder; nil for faces the HIG gives no table here (SF Compact's
        /// watchOS table is not transcribed, so SF Compact is drawn untracked).
        package static func of(_ face: FontCatalog.Face) -> Table? {
            let name = face.name
            if name.hasPrefix("SF-Pro-Display-") { return .sfProDisplay }
            if name.hasPrefix("SF-Pro-Rounded") { return .sfProRounded }
            if name.hasPrefix("SF-Pro") { return .sfPro }
            if name.hasPrefix("NewYork") { return .newYork }
            return nil
        }

        /// The rows (point size, 1/1000 em); a size holds its value until the next row.
        var rows: [(size: Double, milliEm: Double)] {
            switch self {
            case .sfPro:
                return [(6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
                        (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3),
                        (25, 6), (26, 8), (27, 11), (28, 14), (31, 13), (33, 12), (35, 11), (36, 10), (41, 9), (44, 8),
                        (49, 7), (52, 6), (58, 5), (60, 4), (66, 3), (68, 2), (76, 1), (80, 0)]
            case .sfProDisplay:
                return [(20, 19), (21, 17), (22, 16), (24, 15), (25, 14), (27, 13), (30, 12), (33, 11), (36, 10), (41, 9),
                        (44, 8), (49, 7), (52, 6), (56, 5), (60, 4), (66, 3), (68, 2), (76, 1), (80, 0)]
            case .sfProRounded:
                return [(6, 87), (7, 80), (8, 72), (9, 65), (10, 58), (11, 52), (12, 46), (13, 40), (14, 35), (15, 30),
                        (16, 26), (17, 22), (18, 21), (19, 20), (20, 18), (21, 17), (22, 16), (24, 15), (25, 14), (28, 13),
                        (30, 12), (35, 11), (37, 10), (43, 9), (44, 8), (50, 7), (51, 6), (58, 4), (64, 3), (66, 2),
                        (76, 1), (80, 0)]
            case .newYork:
                return [(6, 40), (7, 32), (8, 25), (9, 20), (10, 16), (11, 11), (12, 6), (13, 4), (14, 2), (15, 0),
                        (16, -2), (17, -4), (18, -6), (19, -8), (20, -10), (23, -11), (26, -12), (31, -13), (34, -14),
                        (54, -15), (70, -16), (180, -17), (220, -18)]
            }
        }

        /// The table's value at a whole point size, 1/1000 em.
        func milliEm(atWholeSize size: Double) -> Double {
            let rows = self.rows
            guard let first = rows.first else { return 0 }
            return rows.last { $0.size <= size }?.milliEm ?? first.milliEm
        }
    }

    /// Tracking in points for SF Pro text of `size` points.
    package static func points(forSize size: Double) -> Double { points(forSize: size, table: .sfPro) }

    /// Tracking in points for text of `size` points in a face that takes `table`.
    package static func points(forSize size: Double, table: Table) -> Double {
        guard size.isFinite, size > 0 else { return 0 }
        let whole = size.rounded(.down)
        let low = table.milliEm(atWholeSize: whole), high = table.milliEm(atWholeSize: whole + 1)
        return (low + (high - low) * (size - whole)) / 1000 * size
    }
}
