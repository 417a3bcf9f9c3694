import Foundation
import Graphics

/// UIKit's colour, as far as widget code uses it: the system colours (light and dark, from the same
/// table as SwiftUI's), component initializers, `dynamicProvider` colours and `withAlphaComponent`.
/// It becomes a SwiftUI colour with `Color(uiColor:)` or `Color(_:)`, resolved in the view's colour scheme.
public final class UIColor: Hashable, @unchecked Sendable, CustomStringConvertible {
    enum Storage {
        case rgba(RGBAColor)
        case system(SystemColorTable.Pair)
        case dynamic((UITraitCollection) -> UIColor)
        case named(AssetName)
        /// The tint of the environment (UIKit's `tintColor`).
        case tint
        /// A SwiftUI colour (`UIColor(Color.red)`), resolved in the view's environment.
        case swiftUI(Color)
        indirect case alpha(UIColor, Opacity)
    }
    let storage: Storage

    init(storage: Storage) { self.storage = storage }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(storage: .rgba(RGBAColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))))
    }

    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let color = Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha))
        self.init(storage: .rgba(color.resolve(in: EnvironmentValues())))
    }

    /// A UIKit colour of a SwiftUI colour (iOS 14), resolved where it is drawn.
    public convenience init(_ color: Color) { self.init(storage: .swiftUI(color)) }

    /// A colour whose value depends on the traits it is drawn with (light and dark appearance).
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        self.init(storage: .dynamic(dynamicProvider))
    }

    /// An asset-catalog colour, drawn as `Color("name")` draws it; nil when no catalog the code can see has
    /// a colour set of that name, as UIKit returns nil. The catalogs are the render's asset directories (the
    /// main bundle's part) and the bundle's resources, as they are where the colour is created: inside a
    /// view's `body` during a render, or anywhere for a bundle that holds its catalog (`Bundle.module`).
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let asset = AssetName(name, bundle: bundle)
        guard AssetCatalogs.hasColor(asset, in: EnvironmentValues.current) else { return nil }
        self.init(storage: .named(asset))
    }

    /// This colour with its alpha replaced by `alpha` (UIKit replaces, it does not multiply).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(storage: .alpha(self, Opacity(Double(alpha)))) }

    /// The colour for a trait collection (a dynamic colour's provider is called with it).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        var env = EnvironmentValues.current
        env.colorScheme = traitCollection.userInterfaceStyle == .dark ? .dark : .light
        return UIColor(storage: .rgba(resolve(in: env)))
    }

    /// The components in the current appearance; always succeeds (every colour here is RGB).
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = resolve(in: EnvironmentValues.current)
        red?.pointee = CGFloat(c.red); green?.pointee = CGFloat(c.green); blue?.pointee = CGFloat(c.blue); alpha?.pointee = CGFloat(c.alpha)
        return true
    }

    /// The colour in `env`'s colour scheme.
    package func resolve(in env: EnvironmentValues) -> RGBAColor {
        switch storage {
        case .rgba(let c): return c
        case .system(let pair): return pair.resolve(in: env)
        case .dynamic(let provider):
            let traits = UITraitCollection(userInterfaceStyle: env.colorScheme == .dark ? .dark : .light)
            return provider(traits).resolve(in: env)
        case .named(let name): return NamedColor.resolve(name, in: env)
        case .swiftUI(let color): return color.resolve(in: env)
        case .tint:
            if case .color(let c)? = env.tintStyle?.resolveStyle(in: env) { return c }
            return NamedColor.accent(in: env) ?? SystemColorTable.blue.resolve(in: env)
        case .alpha(let base, let alpha):
            var c = base.resolve(in: env)
            c.alpha = alpha.value
            return c
        }
    }

    public static func == (a: UIColor, b: UIColor) -> Bool {
        if a === b { return true }
        switch (a.storage, b.storage) {
        case (.rgba(let x), .rgba(let y)): return x == y
        case (.system(let x), .system(let y)): return x == y
        case (.named(let x), .named(let y)): return x == y
        case (.tint, .tint): return true
        case (.swiftUI(let x), .swiftUI(let y)): return x == y
        case (.alpha(let x, let p), .alpha(let y, let q)): return p == q && x == y
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch storage {
        case .rgba(let c): hasher.combine(0); hasher.combine(c)
        case .system(let p): hasher.combine(1); hasher.combine(p)
        case .dynamic: hasher.combine(ObjectIdentifier(self))
        case .named(let n): hasher.combine(3); hasher.combine(n)
        case .tint: hasher.combine(4)
        case .swiftUI(let c): hasher.combine(6); hasher.combine(c)
        case .alpha(let base, let a): hasher.combine(5); hasher.combine(base); hasher.combine(a)
        }
    }

    public var description: String {
        switch storage {
        case .rgba(let c): return "UIColor(\(c))"
        case .system(let p): return "UIColor(light: \(p.light), dark: \(p.dark))"
        case .dynamic: return "UIColor(dynamicProvider:)"
        case .named(let n): return "UIColor(named: \(n))"
        case .tint: return "UIColor.tintColor"
        case .swiftUI(let c): return "UIColor(\(c))"
        case .alpha(let base, let a): return "\(base).withAlphaComponent(\(a.value))"
        }
    }

    private static func fixed(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> UIColor {
        UIColor(storage: .rgba(RGBAColor(red: r, green: g, blue: b, alpha: a)))
    }
    private static func system(_ pair: SystemColorTable.Pair) -> UIColor { UIColor(storage: .system(pair)) }

    // Fixed colours: UIKit's exact components, not the system palette (UIColor.red is 1, 0, 0).
    public static let black = fixed(0, 0, 0)
    public static let darkGray = fixed(1.0 / 3, 1.0 / 3, 1.0 / 3)
    public static let lightGray = fixed(2.0 / 3, 2.0 / 3, 2.0 / 3)
    public static let white = fixed(1, 1, 1)
    public static let gray = fixed(0.5, 0.5, 0.5)
    public static let red = fixed(1, 0, 0)
    public static let green = fixed(0, 1, 0)
    public static let blue = fixed(0, 0, 1)
    public static let cyan = fixed(0, 1, 1)
    public static let yellow = fixed(1, 1, 0)
    public static let magenta = fixed(1, 0, 1)
    public static let orange = fixed(1, 0.5, 0)
    public static let purple = fixed(0.5, 0, 0.5)
    public static let brown = fixed(0.6, 0.4, 0.2)
    public static let clear = fixed(0, 0, 0, 0)
    public static let lightText = fixed(1, 1, 1, 0.6)
    public static let darkText = fixed(0, 0, 0)

    // Adaptable system colours (light and dark), from the table SwiftUI's colours use.
    public static let systemRed = system(SystemColorTable.red)
    public static let systemOrange = system(SystemColorTable.orange)
    public static let systemYellow = system(SystemColorTable.yellow)
    public static let systemGreen = system(SystemColorTable.green)
    public static let systemMint = system(SystemColorTable.mint)
    public static let systemTeal = system(SystemColorTable.teal)
    public static let systemCyan = system(SystemColorTable.cyan)
    public static let systemBlue = system(SystemColorTable.blue)
    public static let systemIndigo = system(SystemColorTable.indigo)
    public static let systemPurple = system(SystemColorTable.purple)
    public static let systemPink = system(SystemColorTable.pink)
    public static let systemBrown = system(SystemColorTable.brown)
    public static let systemGray = system(SystemColorTable.gray)
    public static let systemGray2 = system(SystemColorTable.gray2)
    public static let systemGray3 = system(SystemColorTable.gray3)
    public static let systemGray4 = system(SystemColorTable.gray4)
    public static let systemGray5 = system(SystemColorTable.gray5)
    public static let systemGray6 = system(SystemColorTable.gray6)
    public static let tintColor = UIColor(storage: .tint)

    public static let label = system(SystemColorTable.label)
    public static let secondaryLabel = system(SystemColorTable.secondaryLabel)
    public static let tertiaryLabel = system(SystemColorTable.tertiaryLabel)
    public static let quaternaryLabel = system(SystemColorTable.quaternaryLabel)
    public static let placeholderText = system(SystemColorTable.placeholderText)
    public static let link = system(SystemColorTable.link)
    public static let separator = system(SystemColorTable.separator)
    public static let opaqueSeparator = system(SystemColorTable.opaqueSeparator)

    public static let systemFill = system(SystemColorTable.systemFill)
    public static let secondarySystemFill = system(SystemColorTable.secondarySystemFill)
    public static let tertiarySystemFill = system(SystemColorTable.tertiarySystemFill)
    public static let quaternarySystemFill = system(SystemColorTable.quaternarySystemFill)

    public static let systemBackground = system(SystemColorTable.systemBackground)
    public static let secondarySystemBackground = system(SystemColorTable.secondarySystemBackground)
    public static let tertiarySystemBackground = system(SystemColorTable.tertiarySystemBackground)
    public static let systemGroupedBackground = system(SystemColorTable.systemGroupedBackground)
    public static let secondarySystemGroupedBackground = system(SystemColorTable.secondarySystemGroupedBackground)
    public static let tertiarySystemGroupedBackground = system(SystemColorTable.tertiarySystemGroupedBackground)
}

extension Color {
    /// A SwiftUI colour from a UIKit colour (`Color(.systemBackground)`, `Color(uiColor: .label)`),
    /// resolved in the view's colour scheme.
    public init(_ color: UIColor) { self.init(storage: .platform(color)) }
    public init(uiColor: UIColor) { self.init(storage: .platform(uiColor)) }
}
