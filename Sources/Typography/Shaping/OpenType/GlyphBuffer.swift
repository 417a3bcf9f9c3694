/// The shaping engine's working state, mirroring what an OpenType layout engine keeps per glyph:
/// the glyph, where it came from (`cluster`, a scalar index in the run), which features may touch it
/// (`mask`), its GDEF class and ligature bookkeeping for mark attachment.
struct GlyphInfo: Sendable {
    var glyph: UInt16
    /// The Unicode scalar the glyph was mapped from (the first one for ligatures).
    var codepoint: UInt32
    /// Scalar index in the run of the first character this glyph belongs to.
    var cluster: Int
    /// Feature bits (`FeatureMask`): a lookup applies only to glyphs that share a bit with its mask.
    var mask: UInt32
    var glyphClass: GlyphClass
    /// GDEF mark attachment class (0 when none).
    var markAttachClass: Int
    /// Ligature id (0: not part of a ligature) and, for marks, which component they sit on (1-based).
    var ligatureID: Int = 0
    var ligatureComponent: Int = 0
    /// Components a ligature glyph was formed from (mark-to-ligature needs the count).
    var componentCount: Int = 1
    /// What GSUB did to the glyph (kept through later substitutions): the Indic shaper's final
    /// reordering moves a reph only if it ligated, and treats ligated glyphs as no longer Indic letters.
    var substituted = false
    var ligated = false
    var multiplied = false
    /// Indic shaping state: the character's category and visual position, and its syllable
    /// (`IndicSyllables`; 0 outside Indic runs).
    var indicCategory: IndicCategory = .other
    var indicPosition: IndicPosition = .end
    var syllable: UInt8 = 0
}

/// GDEF glyph classes (1–4); `.base` also stands for "unclassified".
enum GlyphClass: Sendable {
    case base, ligature, mark, component
}

/// Positioning of one glyph in font units, y up (OpenType's convention). Attachment offsets are relative
/// to the glyph attached to until `OpenTypePositioner.resolveAttachments` makes them absolute.
struct GlyphPosition: Sendable {
    var xAdvance: Int
    var yAdvance: Int = 0
    var xOffset: Int = 0
    var yOffset: Int = 0
    /// Index delta to the glyph this one is attached to (0: none), and how.
    var attachChain: Int = 0
    var attachKind: AttachKind = .none

    enum AttachKind: Sendable { case none, mark, cursive }
}

/// Writing direction of a run handed to the shaper.
package enum TextDirection: Sendable, Hashable {
    case leftToRight, rightToLeft
}
