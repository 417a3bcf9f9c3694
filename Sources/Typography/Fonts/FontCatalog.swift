/// Which bundled file serves which design, weight and slant, and the fallback chain (Fonts/README.md).
package enum FontCatalog {
    /// One face the renderer can draw with: a file plus, for families without italics, a synthesized slant.
    package struct Face: Hashable, Sendable {
        /// Readable name, the prefix of glyph keys (`Inter-SemiBold.g36`).
        package let name: String
        /// Path relative to `Fonts/`.
        package let file: String
        /// Skew the upright outlines (Quicksand has no italic).
        package let obliqued: Bool
        package let role: Role
        /// The instance of a variable file (empty: the file's default instance, or a static file).
        package let variations: [FontVariation]
        /// Draw the face's proportional figures (OpenType `pnum`) unless `monospacedDigit()` asks for
        /// tabular ones: Open Sans's default figures are tabular, SF Compact's (which it stands in for) are not.
        package let proportionalFigures: Bool
        /// The line box to lay the face out with instead of its own ascender and descender (nil: the face's).
        package let lineBox: LineBox?

        package init(name: String, file: String, obliqued: Bool = false, role: Role = .text, variations: [FontVariation] = [],
                     proportionalFigures: Bool = false, lineBox: LineBox? = nil) {
            self.name = name
            self.file = file
            self.obliqued = obliqued
            self.role = role
            self.variations = variations
            self.proportionalFigures = proportionalFigures
            self.lineBox = lineBox
        }

        /// The prefix of the face's glyph keys in the SVG (`SF-Pro-wght600-opsz17`): the name, and the
        /// instance of a variable file, so two instances never share a glyph definition.
        package var glyphKeyPrefix: String {
            variations.isEmpty ? name : ([name] + variations.map(\.description)).joined(separator: "-")
        }

        /// What the library opens and caches per face: the file, and the instance for a variable one
        /// (two instances of one file are two FreeType faces with their own advances and kerning).
        package var instanceKey: String {
            variations.isEmpty ? file : file + "#" + variations.map(\.description).joined(separator: ",")
        }
    }

    package enum Role: Hashable, Sendable { case text, emoji, cjk, script, symbols, icons }

    /// Ascender and descender (em, both positive) a stand-in borrows from the face it stands in for, so
    /// lines are as tall as the real face's.
    package struct LineBox: Hashable, Sendable {
        package let ascender: Double
        package let descender: Double
    }

    /// SF Compact Text's `hhea` ascender and descender (1950 and 494 of 2048 units; no line gap), the same
    /// as SF Pro Text's.
    package static let sfCompactLineBox = LineBox(ascender: 1950.0 / 2048, descender: 494.0 / 2048)

    /// Slant of synthesized obliques: 12°, about SF Pro Italic's angle. tan(12°).
    package static let obliqueSlant = 0.21255656167002213

    private static let interNames: [FontWeightClass: String] = [
        .ultraLight: "Thin", .thin: "ExtraLight", .light: "Light", .regular: "Regular", .medium: "Medium",
        .semibold: "SemiBold", .bold: "Bold", .heavy: "ExtraBold", .black: "Black",
    ]
    private static let monoNames: [FontWeightClass: String] = [
        .ultraLight: "Thin", .thin: "ExtraLight", .light: "Light", .regular: "Regular", .medium: "Medium",
        .semibold: "SemiBold", .bold: "Bold", .heavy: "ExtraBold", .black: "ExtraBold",
    ]

    /// The face for a design, weight and slant.
    package static func face(design: FontDesign, weight: FontWeightClass, italic: Bool) -> Face {
        switch design {
        case .default:
            let w = interNames[weight] ?? "Regular"
            let style = italic ? (w == "Regular" ? "Italic" : w + "Italic") : w
            return Face(name: "Inter-" + style, file: "Inter/Inter-\(style).otf")
        case .monospaced:
            let w = monoNames[weight] ?? "Regular"
            let style = italic ? (w == "Regular" ? "Italic" : w + "Italic") : w
            return Face(name: "JetBrainsMono-" + style, file: "JetBrainsMono/JetBrainsMono-\(style).ttf")
        case .serif:
            let bold = weight >= .semibold
            let style = bold ? (italic ? "BoldItalic" : "Bold") : (italic ? "Italic" : "Regular")
            return Face(name: "NotoSerif-" + style, file: "NotoSerif/NotoSerif-\(style).ttf")
        case .rounded:
            let w: String
            switch weight {
            case .ultraLight, .thin, .light: w = "Light"
            case .regular: w = "Regular"
            case .medium: w = "Medium"
            case .semibold, .bold, .heavy, .black: w = "Bold"
            }
            return Face(name: "Quicksand-" + w + (italic ? "-Oblique" : ""), file: "Quicksand/Quicksand-\(w).ttf",
                        obliqued: italic)
        }
    }

    /// The SF Compact Text stand-in for `.default` text on an Apple Watch place: Open Sans, whose average
    /// advance of lowercase letters and digits is SF Compact Text's within 0.3 % (Fonts/README.md). Four
    /// files: Regular up to `.medium`, Semibold, Bold, ExtraBold for `.heavy`/`.black`; italics are the
    /// upright slanted 12°, as for Quicksand. Lines take SF Compact's line box (Open Sans's own is 14 % taller).
    package static func compactFace(weight: FontWeightClass, italic: Bool) -> Face {
        let w: String
        switch weight {
        case .ultraLight, .thin, .light, .regular, .medium: w = "Regular"
        case .semibold: w = "Semibold"
        case .bold: w = "Bold"
        case .heavy, .black: w = "ExtraBold"
        }
        return Face(name: "OpenSans-" + w + (italic ? "-Oblique" : ""), file: "OpenSans/OpenSans-\(w).ttf",
                    obliqued: italic, proportionalFigures: true, lineBox: sfCompactLineBox)
    }

    /// The face for `.system` text: the design's face, or on an Apple Watch place (`compact`) the SF Compact
    /// Text stand-in for the default design (the rounded, monospaced and serif designs keep their faces).
    package static func systemFace(design: FontDesign, weight: FontWeightClass, italic: Bool, compact: Bool) -> Face {
        compact && design == .default ? compactFace(weight: weight, italic: italic) : face(design: design, weight: weight, italic: italic)
    }

    package static let emoji = Face(name: "NotoColorEmoji", file: "NotoColorEmoji/NotoColorEmoji.ttf", role: .emoji)
    package static let cjk = Face(name: "VL-PGothic-Regular", file: "VLGothic/VL-PGothic-Regular.ttf", role: .cjk)

    /// Japanese for a weight: VL PGothic up to medium (its one weight), M+ 1 (the family VL Gothic's kana
    /// and Latin come from) from semibold up, so `.semibold`/`.bold` Japanese is bold. M+ 1 has the
    /// 5 000 most used kanji; the rest fall back to VL PGothic.
    package static func cjk(weight: FontWeightClass) -> Face {
        let name: String
        switch weight {
        case .ultraLight, .thin, .light, .regular, .medium: return cjk
        case .semibold: name = "SemiBold"
        case .bold: name = "Bold"
        case .heavy: name = "ExtraBold"
        case .black: name = "Black"
        }
        return Face(name: "Mplus1-" + name, file: "Mplus/Mplus1-\(name).otf", role: .cjk)
    }

    /// The Noto Sans face for a script the design faces lack (regular up to medium, bold above).
    package static func scriptFace(_ script: ShapingScript, weight: FontWeightClass) -> Face? {
        let family: String
        switch script {
        case .arabic: family = "NotoSansArabic"
        case .hebrew: family = "NotoSansHebrew"
        case .thai: family = "NotoSansThai"
        case .devanagari: family = "NotoSansDevanagari"
        case .lao: family = "NotoSansLao"
        case .other: return nil
        }
        let style = weight >= .semibold ? "Bold" : "Regular"
        return Face(name: "\(family)-\(style)", file: "\(family)/\(family)-\(style).ttf", role: .script)
    }

    /// Every face the script fallback can pick (the catalogue checks each file exists).
    package static var scriptFaces: [Face] {
        [ShapingScript.arabic, .hebrew, .thai, .lao, .devanagari].flatMap { s in
            [FontWeightClass.regular, .bold].compactMap { scriptFace(s, weight: $0) }
        } + FontWeightClass.allCases.map { cjk(weight: $0) }
    }
    package static let symbols = Face(name: "DejaVuSans", file: "DejaVu/DejaVuSans.ttf", role: .symbols)
    /// The icon font for `Image(systemName:)`; the path is fixed because the symbol table refers to it.
    package static let icons = Face(name: "MaterialDesignIcons", file: "MaterialDesignIcons/materialdesignicons-webfont.ttf",
                                    role: .icons)

    /// `.custom(name, size:)` among the bundled faces: exact face name (case-insensitive), or a family name.
    package static func customFace(named name: String, weight: FontWeightClass, italic: Bool) -> Face? {
        let lower = name.lowercased()
        for design in FontDesign.allCases {
            for w in FontWeightClass.allCases {
                for i in [false, true] {
                    let f = face(design: design, weight: w, italic: i)
                    if f.name.lowercased() == lower { return f }
                }
            }
        }
        for w in FontWeightClass.allCases {
            for i in [false, true] where compactFace(weight: w, italic: i).name.lowercased() == lower { return compactFace(weight: w, italic: i) }
        }
        if lower == "open sans" || lower == "opensans" { return compactFace(weight: weight, italic: italic) }
        let families: [(String, FontDesign)] = [("inter", .default), ("quicksand", .rounded),
                                                ("jetbrains mono", .monospaced), ("jetbrainsmono", .monospaced),
                                                ("noto serif", .serif), ("notoserif", .serif)]
        for (family, design) in families where lower == family { return face(design: design, weight: weight, italic: italic) }
        for f in [emoji, cjk, symbols, icons] + scriptFaces where f.name.lowercased() == lower { return f }
        return nil
    }

    /// Every file the renderer may open (checked when a library is created, so a missing file fails early).
    package static var allFiles: [String] {
        var files = Set<String>()
        for design in FontDesign.allCases {
            for w in FontWeightClass.allCases {
                for i in [false, true] { files.insert(face(design: design, weight: w, italic: i).file) }
            }
        }
        for w in FontWeightClass.allCases { files.insert(compactFace(weight: w, italic: false).file) }
        for f in [emoji, cjk, symbols, icons] + scriptFaces { files.insert(f.file) }
        return files.sorted()
    }
}
