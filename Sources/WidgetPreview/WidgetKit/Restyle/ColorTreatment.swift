import Graphics

/// How a place recolours a widget's drawing: WidgetKit's rendering modes, as a DisplayList → DisplayList
/// pass, so the PNG and the SVG carry the same colours.
package enum ColorTreatment: Hashable, Sendable {
    /// Drawn as authored.
    case fullColor
    /// Template rendering: every colour replaced, alpha kept; content under `widgetAccentable()` takes
    /// `accent`, everything else `standard`, and content cut out of what it sits on (`GroupKind.knockout`)
    /// `knockout`, the colour under the widget.
    case accented(accent: RGBAColor, standard: RGBAColor, knockout: RGBAColor = .white)
    /// Colours desaturated to their luminance, and luminance turned into opacity of `tint` (white on the
    /// Lock Screen, red in StandBy at night): bright content reads bright, dark content fades into the
    /// backdrop, hue is discarded.
    case vibrant(tint: RGBAColor)
}

/// Luminance of gamma-encoded 8-bit sRGB, Rec. 709 weights in 1/256ths (54 + 183 + 19 = 256), rounded:
/// integer so colours and bitmap pixels map identically on every machine.
package func luminance8(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
    let weighted: Int = 54 * Int(r) + 183 * Int(g) + 19 * Int(b)
    return UInt8((weighted + 128) >> 8)
}
