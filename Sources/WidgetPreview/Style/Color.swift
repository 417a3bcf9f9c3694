import Foundation
import Graphics

/// A colour that adapts to the environment (light/dark, hierarchical label levels), as in SwiftUI.
/// It is a ShapeStyle and a View that fills the space it is offered.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    package enum Storage: Hashable, Sendable {
        case rgba(RGBAColor)
        case system(SystemColorTable.Pair)
        /// `.primary`…: the label colours of the colour scheme.
        case hierarchical(Int)
        case accent
        /// A colour set of an asset catalog (`Color("Brand")`), looked up when drawn.
        case named(AssetName)
        indirect case opacity(Color, Opacity)
        /// A UIKit colour (`Color(.systemBackground)`, `Color(uiColor:)`), resolved in the view's scheme.
        case platform(UIColor)
    }
    package let storage: Storage

    package init(storage: Storage) { self.storage = storage }

    public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }

    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let convert: (Double) -> Double = colorSpace == .sRGBLinear
            ? { $0 <= 0.0031308 ? 12.92 * $0 : 1.055 * pow($0, 1 / 2.4) - 0.055 } : { $0 }
        storage = .rgba(RGBAColor(red: convert(red), green: convert(green), blue: convert(blue), alpha: opacity))
    }

    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue.isFinite ? hue - hue.rounded(.down) : 0) * 6
        let s = max(0, min(1, saturation)), v = max(0, min(1, brightness))
        let i = Int(h) % 6, f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch i {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// A colour set from an asset catalog: `bundle`'s resources, then the render's asset directories.
    public init(_ name: String, bundle: Bundle? = nil) { storage = .named(AssetName(name, bundle: bundle)) }

    public func opacity(_ opacity: Double) -> Color { Color(storage: .opacity(self, Opacity(opacity))) }

    public var description: String {
        switch storage {
        case .rgba(let c): return "\(c)"
        case .system(let p): return "system(\(p.light))"
        case .hierarchical(let l): return "hierarchical(\(l))"
        case .accent: return "accentColor"
        case .named(let n): return "named(\(n))"
        case .opacity(let c, let o): return "\(c).opacity(\(o.value))"
        case .platform(let c): return "\(c)"
        }
    }

    /// The colour in `env` (colour scheme, foreground levels).
    package func resolve(in env: EnvironmentValues) -> RGBAColor {
        switch storage {
        case .rgba(let c): return c
        case .system(let p): return p.resolve(in: env)
        case .hierarchical(let level): return HierarchicalShapeStyle.labelColor(level: level, scheme: env.colorScheme)
        case .accent: return NamedColor.accent(in: env) ?? SystemColorTable.blue.resolve(in: env)
        case .named(let name): return NamedColor.resolve(name, in: env)
        case .opacity(let c, let o): return c.resolve(in: env).multiplyingAlpha(o.value)
        case .platform(let c): return c.resolve(in: env)
        }
    }

    public static let red = Color(storage: .system(SystemColorTable.red))
    public static let orange = Color(storage: .system(SystemColorTable.orange))
    public static let yellow = Color(storage: .system(SystemColorTable.yellow))
    public static let green = Color(storage: .system(SystemColorTable.green))
    public static let mint = Color(storage: .system(SystemColorTable.mint))
    public static let teal = Color(storage: .system(SystemColorTable.teal))
    public static let cyan = Color(storage: .system(SystemColorTable.cyan))
    public static let blue = Color(storage: .system(SystemColorTable.blue))
    public static let indigo = Color(storage: .system(SystemColorTable.indigo))
    public static let purple = Color(storage: .system(SystemColorTable.purple))
    public static let pink = Color(storage: .system(SystemColorTable.pink))
    public static let brown = Color(storage: .system(SystemColorTable.brown))
    public static let white = Color(storage: .system(SystemColorTable.white))
    public static let gray = Color(storage: .system(SystemColorTable.gray))
    public static let black = Color(storage: .system(SystemColorTable.black))
    public static let clear = Color(storage: .system(SystemColorTable.clear))
    public static let primary = Color(storage: .hierarchical(0))
    public static let secondary = Color(storage: .hierarchical(1))
    public static let accentColor = Color(storage: .accent)
}
