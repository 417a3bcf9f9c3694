import AssetCatalog
import Foundation
import Graphics

/// `Color("Name")`, `UIColor(named:)` and `AccentColor`: a colour set from the render's catalogs in the
/// view's colour scheme and contrast. A name no catalog has is a warning naming the catalogs searched,
/// and draws clear (as `Color("Missing")` does on iOS).
enum NamedColor {
    static func resolve(_ name: AssetName, in env: EnvironmentValues) -> RGBAColor {
        let directories = name.directories(in: env)
        if let color = lookUp(name.name, in: directories, env: env) { return color }
        env.warn("no colour named \"\(name)\" in the asset catalogs (\(AssetCatalogs.searchedDescription(in: directories, env: env))): drawn clear")
        return .clear
    }

    /// The catalogs' `AccentColor`, which iOS uses for `.accentColor` and the default tint; nil without one.
    static func accent(in env: EnvironmentValues) -> RGBAColor? {
        env.assetDirectories.isEmpty ? nil : lookUp("AccentColor", in: env.assetDirectories, env: env)
    }

    private static func lookUp(_ name: String, in directories: [URL], env: EnvironmentValues) -> RGBAColor? {
        let traits = AssetCatalogs.traits(of: env)
        for catalog in AssetCatalogs.catalogs(in: directories, env: env) {
            guard let set = catalog.colors[name] else { continue }
            guard let value = set.color(for: traits) else {
                env.warn("colour set \"\(name)\" in \(catalog.url.path) has no variant for \(traits.isDark ? "dark" : "light") appearance on iPhone (add an Any or universal one): drawn clear")
                return .clear
            }
            return rgba(value, name: name, in: env)
        }
        return nil
    }

    static func rgba(_ value: AssetColorValue, name: String, in env: EnvironmentValues) -> RGBAColor {
        switch value {
        case .srgb(let r, let g, let b, let a):
            return RGBAColor(red: r, green: g, blue: b, alpha: a)
        case .system(let reference, let alpha):
            let key = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
            guard let system = systemColors[key] else {
                env.warn("colour set \"\(name)\" refers to the system colour \"\(reference)\", which WidgetPreview does not know: drawn clear")
                return .clear
            }
            var color = system.resolve(in: env)
            if let alpha { color.alpha *= alpha }
            return color
        }
    }

    /// UIKit's colours by the name Xcode writes in a reference (without its `Color` suffix).
    static let systemColors: [String: UIColor] = [
        "black": .black,
        "darkGray": .darkGray,
        "lightGray": .lightGray,
        "white": .white,
        "gray": .gray,
        "red": .red,
        "green": .green,
        "blue": .blue,
        "cyan": .cyan,
        "yellow": .yellow,
        "magenta": .magenta,
        "orange": .orange,
        "purple": .purple,
        "brown": .brown,
        "clear": .clear,
        "lightText": .lightText,
        "darkText": .darkText,
        "systemRed": .systemRed,
        "systemOrange": .systemOrange,
        "systemYellow": .systemYellow,
        "systemGreen": .systemGreen,
        "systemMint": .systemMint,
        "systemTeal": .systemTeal,
        "systemCyan": .systemCyan,
        "systemBlue": .systemBlue,
        "systemIndigo": .systemIndigo,
        "systemPurple": .systemPurple,
        "systemPink": .systemPink,
        "systemBrown": .systemBrown,
        "systemGray": .systemGray,
        "systemGray2": .systemGray2,
        "systemGray3": .systemGray3,
        "systemGray4": .systemGray4,
        "systemGray5": .systemGray5,
        "systemGray6": .systemGray6,
        "label": .label,
        "secondaryLabel": .secondaryLabel,
        "tertiaryLabel": .tertiaryLabel,
        "quaternaryLabel": .quaternaryLabel,
        "placeholderText": .placeholderText,
        "link": .link,
        "separator": .separator,
        "opaqueSeparator": .opaqueSeparator,
        "systemFill": .systemFill,
        "secondarySystemFill": .secondarySystemFill,
        "tertiarySystemFill": .tertiarySystemFill,
        "quaternarySystemFill": .quaternarySystemFill,
        "systemBackground": .systemBackground,
        "secondarySystemBackground": .secondarySystemBackground,
        "tertiarySystemBackground": .tertiarySystemBackground,
        "systemGroupedBackground": .systemGroupedBackground,
        "secondarySystemGroupedBackground": .secondarySystemGroupedBackground,
        "tertiarySystemGroupedBackground": .tertiarySystemGroupedBackground,
    ]
}
