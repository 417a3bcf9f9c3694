/// A straight (not premultiplied) sRGB colour with components in 0…1.
///
/// The 8-bit form (`rgba8`) is the one conversion every backend uses, so PNG and SVG carry the same
/// bytes for the same colour.
package struct RGBAColor: Hashable, Sendable, CustomStringConvertible {
    package var red: Double
    package var green: Double
    package var blue: Double
    package var alpha: Double

    package init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// From 8-bit channel values (0…255) and an opacity in 0…1.
    package init(r8: Int, g8: Int, b8: Int, alpha: Double = 1) {
        self.init(red: Double(r8) / 255, green: Double(g8) / 255, blue: Double(b8) / 255, alpha: alpha)
    }

    package static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
    package static let black = RGBAColor(red: 0, green: 0, blue: 0)
    package static let white = RGBAColor(red: 1, green: 1, blue: 1)

    /// Each component clamped to 0…1 and rounded half up to 0…255 (NaN becomes 0).
    package var rgba8: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        (Self.byte(red), Self.byte(green), Self.byte(blue), Self.byte(alpha))
    }

    package static func byte(_ v: Double) -> UInt8 {
        guard v > 0 else { return 0 }   // also catches NaN
        guard v < 1 else { return 255 }
        return UInt8((v * 255 + 0.5).rounded(.down))
    }

    /// The same colour with its alpha multiplied by `opacity`.
    package func multiplyingAlpha(_ opacity: Double) -> RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, alpha: alpha * max(0, min(1, opacity.isNaN ? 0 : opacity)))
    }

    package var isOpaque: Bool { rgba8.a == 255 }
    package var isInvisible: Bool { rgba8.a == 0 }

    /// Rec. 709 luma of the gamma-encoded components: what the vibrant rendering mode keeps.
    package var luminance: Double { 0.2126 * red + 0.7152 * green + 0.0722 * blue }

    /// `#rrggbb`, from the 8-bit form.
    package var hexRGB: String {
        let c = rgba8
        return "#" + [c.r, c.g, c.b].map { b in
            let s = String(b, radix: 16)
            return s.count == 1 ? "0" + s : s
        }.joined()
    }

    package var description: String {
        let a = rgba8.a
        return a == 255 ? hexRGB : "\(hexRGB)@\(NumberText.format(Double(a) / 255, decimals: 3))"
    }
}
