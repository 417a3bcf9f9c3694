import Foundation
import Graphics
import Typography

/// How an SF Symbol is drawn in layers. The bundled icon font has one glyph per symbol, so the layers
/// SF Symbols has are rebuilt where they matter most:
/// - enclosed symbols (`….circle.fill`, `….square.fill`, also reached through `symbolVariant`) are drawn
///   as the enclosure (layer 1) with the inner symbol (layer 0) on it, in hierarchical, palette and
///   multicolour modes; monochrome keeps the single knocked-out glyph, as SF Symbols draws it;
/// - multicolour takes the symbol's own colours from `SymbolMulticolor` for the symbols it maps, else the
///   foreground style (a symbol without multicolour annotations draws monochrome, as in SF Symbols).
enum SymbolLayers {
    /// The enclosure a symbol name ends in, with the name of the symbol inside it.
    static func enclosure(of name: String) -> (shape: SymbolEnclosure, inner: [String])? {
        for (suffix, shape) in [(".circle.fill", SymbolEnclosure.circle), (".square.fill", .square)] where name.hasSuffix(suffix) {
            let stem = String(name.dropLast(suffix.count))
            guard !stem.isEmpty else { return nil }
            // "heart.circle.fill" holds the filled heart; "checkmark.circle.fill" the plain checkmark.
            return (shape, [stem + ".fill", stem])
        }
        return nil
    }

    /// The node for a symbol already found in the icon font as `matched`.
    static func node(matched: String, run: GlyphRun, mode: SymbolRenderingMode, descriptor: FontDescriptor,
                     metrics: FontMetrics, resizable: Bool, in env: EnvironmentValues) -> SymbolNode {
        let multicolor = mode == .multicolor ? SymbolMulticolor.colors(for: matched) : nil
        let primary = multicolor.map { ResolvedStyle.color($0.symbol.resolve(in: env)) }
            ?? SymbolLayerStyle.style(forLayer: 0, mode: mode, in: env)
        if mode != .monochrome, let (shape, innerNames) = enclosure(of: matched),
           let inner = innerNames.lazy.compactMap({ env.textEngine.symbol(named: $0, font: descriptor) }).first {
            let enclosureStyle: ResolvedStyle
            if mode == .multicolor {
                // Without multicolour annotations SF Symbols draws every layer in the foreground style.
                enclosureStyle = multicolor?.enclosure.map { .color($0.resolve(in: env)) } ?? primary
            } else {
                enclosureStyle = SymbolLayerStyle.style(forLayer: 1, mode: mode, in: env)
            }
            return SymbolNode(run: run, fontSize: descriptor.size, metrics: metrics, resizable: resizable, style: primary,
                              enclosure: SymbolNode.Enclosure(shape: shape, style: enclosureStyle, inner: inner))
        }
        return SymbolNode(run: run, fontSize: descriptor.size, metrics: metrics, resizable: resizable, style: primary)
    }
}

/// The shape an enclosed symbol sits in.
enum SymbolEnclosure: Hashable, Sendable {
    case circle, square

    /// The outline in `rect`: a circle, or a square with SF Symbols' rounded corners (a fifth of the side;
    /// measured by eye from the SF Symbols app, Apple publishes no radius).
    func path(in rect: Rect) -> VectorPath {
        switch self {
        case .circle: return Circle().path(in: CGRect(rect)).storage
        case .square: return RoundedRectangle(cornerRadius: CGFloat(min(rect.width, rect.height) / 5)).path(in: CGRect(rect)).storage
        }
    }

    /// The inner symbol's longer side as a fraction of the enclosure's: SF Symbols draws the inner glyph at
    /// about half the enclosure (the checkmark of "checkmark.circle.fill" spans 0.5 of the circle).
    static let innerFraction = 0.5
}

/// The colours of SF Symbols' multicolour annotations for the symbols most widgets use: weather, status,
/// battery and health. Each is the system colour the SF Symbols app shows for that layer (SF Symbols 5,
/// "Multicolor" rendering); layers the icon font cannot separate (the cloud and the sun of
/// "cloud.sun.fill") take the colour of the larger one.
enum SymbolMulticolor {
    struct Colors {
        /// The symbol's own glyph (the inner symbol of an enclosed one).
        let symbol: Color
        /// The enclosure of an enclosed symbol.
        var enclosure: Color? = nil
    }

    static func colors(for name: String) -> Colors? { table[name] }

    private static let table: [String: Colors] = [
        // Weather: the sun yellow; clouds white; rain and snow clouds white.
        "sun.max": Colors(symbol: .yellow), "sun.max.fill": Colors(symbol: .yellow),
        "sun.min": Colors(symbol: .yellow), "sun.min.fill": Colors(symbol: .yellow),
        "sunrise.fill": Colors(symbol: .yellow), "sunset.fill": Colors(symbol: .yellow),
        "cloud.fill": Colors(symbol: .white), "cloud.sun.fill": Colors(symbol: .white),
        "cloud.rain.fill": Colors(symbol: .white), "cloud.heavyrain.fill": Colors(symbol: .white),
        "cloud.snow.fill": Colors(symbol: .white), "cloud.bolt.fill": Colors(symbol: .white),
        "cloud.bolt.rain.fill": Colors(symbol: .white), "cloud.fog.fill": Colors(symbol: .white),
        "moon.fill": Colors(symbol: .yellow), "moon.stars.fill": Colors(symbol: .yellow),
        "bolt.fill": Colors(symbol: .yellow), "flame.fill": Colors(symbol: .orange),
        "drop.fill": Colors(symbol: .cyan), "snowflake": Colors(symbol: .cyan),
        "thermometer.sun.fill": Colors(symbol: .red),
        "leaf.fill": Colors(symbol: .green), "star.fill": Colors(symbol: .yellow),
        // Status.
        "checkmark.circle.fill": Colors(symbol: .white, enclosure: .green),
        "xmark.circle.fill": Colors(symbol: .white, enclosure: .red),
        "exclamationmark.triangle.fill": Colors(symbol: .yellow),
        "exclamationmark.circle.fill": Colors(symbol: .white, enclosure: .red),
        "xmark.octagon.fill": Colors(symbol: .red),
        "plus.circle.fill": Colors(symbol: .white, enclosure: .green),
        "minus.circle.fill": Colors(symbol: .white, enclosure: .red),
        // Battery: the charge level green.
        "battery.100": Colors(symbol: .green), "battery.75": Colors(symbol: .green),
        "battery.50": Colors(symbol: .green), "battery.100.bolt": Colors(symbol: .green),
        "battery.25": Colors(symbol: .red), "battery.0": Colors(symbol: .red),
        // Health.
        "heart": Colors(symbol: .red), "heart.fill": Colors(symbol: .red),
        "heart.circle.fill": Colors(symbol: .white, enclosure: .red),
        "bolt.heart.fill": Colors(symbol: .red), "figure.walk": Colors(symbol: .green),
        "flame": Colors(symbol: .orange),
    ]
}
