import Foundation

/// The variant of SF Symbols a view below asks for (SwiftUI's `SymbolVariants`): `Image(systemName: "heart")`
/// under `.symbolVariant(.fill)` draws "heart.fill", as iOS does when that symbol exists.
public struct SymbolVariants: Hashable, Sendable {
    enum Shape: Hashable, Sendable { case circle, square, rectangle }
    var shape: Shape?
    var isFilled = false
    var isSlashed = false

    public static let none = SymbolVariants()
    public static let circle = SymbolVariants(shape: .circle)
    public static let square = SymbolVariants(shape: .square)
    public static let rectangle = SymbolVariants(shape: .rectangle)
    public static let fill = SymbolVariants(isFilled: true)
    public static let slash = SymbolVariants(isSlashed: true)

    public var circle: SymbolVariants { var v = self; v.shape = .circle; return v }
    public var square: SymbolVariants { var v = self; v.shape = .square; return v }
    public var rectangle: SymbolVariants { var v = self; v.shape = .rectangle; return v }
    public var fill: SymbolVariants { var v = self; v.isFilled = true; return v }
    public var slash: SymbolVariants { var v = self; v.isSlashed = true; return v }

    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled) && (!other.isSlashed || isSlashed)
    }

    /// Names to try for `base`, most specific first, in SF Symbols' order (base, slash, shape, fill), ending
    /// with the name as written.
    func candidates(for base: String) -> [String] {
        guard self != .none else { return [base] }
        var parts = [base]
        if isSlashed, !base.contains(".slash") { parts.append("slash") }
        if let shape, !base.hasSuffix(".\(shape)") && !base.contains(".\(shape).") { parts.append("\(shape)") }
        if isFilled, !base.hasSuffix(".fill") { parts.append("fill") }
        var names: [String] = []
        for drop in 0..<parts.count {
            let name = parts.dropLast(drop).joined(separator: ".")
            if !names.contains(name) { names.append(name) }
        }
        return names
    }
}

private struct SymbolVariantsKey: EnvironmentKey { static var defaultValue: SymbolVariants { .none } }

extension EnvironmentValues {
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] } set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension View {
    /// Makes the SF Symbols below use `variant` (`.fill`, `.circle.fill`, `.slash` …) where it exists.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        transformingEnvironment { env in
            var combined = env.symbolVariants
            if let shape = variant.shape { combined.shape = shape }
            if variant.isFilled { combined.isFilled = true }
            if variant.isSlashed { combined.isSlashed = true }
            if variant == .none { combined = .none }
            env.symbolVariants = combined
        }
    }
}
