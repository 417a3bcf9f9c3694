import Graphics

/// One axis setting of a variable font (`wght` 600, `opsz` 17): a face drawn from a variable file names
/// the instance it wants, and the library opens that instance (`FT_Set_Var_Design_Coordinates`), so
/// advances, kerning and outlines all come from the same varied face.
package struct FontVariation: Hashable, Sendable, CustomStringConvertible {
    /// The four-letter OpenType axis tag.
    package let tag: String
    /// The design-space value, in the axis's own units (points for `opsz`, 1–1000 for `wght`).
    package let value: Double

    package init(_ tag: String, _ value: Double) {
        self.tag = tag
        self.value = value
    }

    /// `wght600`, `opsz17.5`: part of the face's name, so glyph keys of different instances never collide.
    package var description: String { tag + NumberText.format(value, decimals: 2) }
}
