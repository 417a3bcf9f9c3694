import Foundation
import Graphics

/// A colour, gradient or material that fills shapes and text, as in SwiftUI.
public protocol ShapeStyle {}

/// Styles the renderer knows how to resolve against an environment.
protocol ResolvableShapeStyle {
    func resolveStyle(in env: EnvironmentValues) -> ResolvedStyle
}

/// Resolves any public ShapeStyle; unknown user-defined styles draw clear with a warning.
func resolveShapeStyle(_ style: any ShapeStyle, in env: EnvironmentValues) -> ResolvedStyle {
    if let resolvable = style as? any ResolvableShapeStyle { return resolvable.resolveStyle(in: env) }
    env.warn("the shape style \(type(of: style)) is not supported here: drawn clear")
    return .color(.clear)
}

extension Color: ShapeStyle, ResolvableShapeStyle {
    func resolveStyle(in env: EnvironmentValues) -> ResolvedStyle { .color(resolve(in: env)) }
}

/// A type-erased ShapeStyle.
public struct AnyShapeStyle: ShapeStyle, ResolvableShapeStyle, @unchecked Sendable {
    let base: any ShapeStyle
    public init<S: ShapeStyle>(_ style: S) { base = style }
    func resolveStyle(in env: EnvironmentValues) -> ResolvedStyle { resolveShapeStyle(base, in: env) }
}

/// The levels of the current foreground style (`foregroundStyle(_:_:_:)`), with the enclosing
/// foreground they were set inside: `.foregroundStyle(.secondary)` means the enclosing style's second
/// level, so the levels resolve in an environment whose foreground is `enclosing`.
package final class ForegroundStyleLevels: @unchecked Sendable {
    package let levels: [AnyShapeStyle]
    package let enclosing: ForegroundStyleLevels?
    package init(levels: [AnyShapeStyle], enclosing: ForegroundStyleLevels? = nil) {
        self.levels = levels
        self.enclosing = enclosing
    }
}

/// `.primary`, `.secondary`, `.tertiary`, `.quaternary`: levels of the current foreground style.
public struct HierarchicalShapeStyle: ShapeStyle, ResolvableShapeStyle, Hashable, Sendable {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)

    static func labelColor(level: Int, scheme: ColorScheme) -> RGBAColor {
        let table = [SystemColorTable.label, SystemColorTable.secondaryLabel, SystemColorTable.tertiaryLabel,
                     SystemColorTable.quaternaryLabel]
        return table[max(0, min(level, 3))].resolve(scheme)
    }

    func resolveStyle(in env: EnvironmentValues) -> ResolvedStyle {
        guard let current = env.foregroundStyles, !current.levels.isEmpty else {
            return .color(Self.labelColor(level: level, scheme: env.colorScheme))
        }
        let levels = current.levels
        var outer = env
        outer.foregroundStyles = current.enclosing
        if level < levels.count { return levels[level].resolveStyle(in: outer) }
        let base = levels[levels.count - 1].resolveStyle(in: outer)
        let opacities = SystemColorTable.hierarchicalOpacities
        let extra = level - (levels.count - 1)
        return base.multiplyingAlpha(opacities[min(extra, opacities.count - 1)])
    }
}

/// A style at a hierarchical level of another style (`.fill.tertiary`, `Color.red.secondary`).
struct LeveledShapeStyle: ShapeStyle, ResolvableShapeStyle {
    let base: AnyShapeStyle
    let level: Int
    func resolveStyle(in env: EnvironmentValues) -> ResolvedStyle {
        if base.base is FillShapeStyle { return FillShapeStyle(level: level).resolveStyle(in: env) }
        if base.base is HierarchicalShapeStyle { return HierarchicalShapeStyle(level: level).resolveStyle(in: env) }
        let opacities = SystemColorTable.hierarchicalOpacities
        return base.resolveStyle(in: env).multiplyingAlpha(opacities[max(0, min(level, opacities.count - 1))])
    }
}

extension ShapeStyle {
    public var secondary: some ShapeStyle { LeveledShapeStyle(base: AnyShapeStyle(self), level: 1) }
    public var tertiary: some ShapeStyle { LeveledShapeStyle(base: AnyShapeStyle(self), level: 2) }
    public var quaternary: some ShapeStyle { LeveledShapeStyle(base: AnyShapeStyle(self), level: 3) }
    public func opacity(_ opacity: Double) -> some ShapeStyle { OpacityShapeStyle(base: AnyShapeStyle(self), opacity: Opacity(opacity)) }
}

struct OpacityShapeStyle: ShapeStyle, ResolvableShapeStyle {
    let base: AnyShapeStyle
    let opacity: Opacity
    func resolveStyle(in env: EnvironmentValues) -> ResolvedStyle { base.resolveStyle(in: env).multiplyingAlpha(opacity.value) }
}

/// The system fill colours (`.fill`, `.fill.secondary` …).
public struct FillShapeStyle: ShapeStyle, ResolvableShapeStyle, Sendable {
    let level: Int
    public init() { level = 0 }
    init(level: Int) { self.level = level }
    func resolveStyle(in env: EnvironmentValues) -> ResolvedStyle {
        let table = [SystemColorTable.systemFill, SystemColorTable.secondarySystemFill, SystemColorTable.tertiarySystemFill,
                     SystemColorTable.quaternarySystemFill]
        return .color(table[max(0, min(level, 3))].resolve(in: env))
    }
}

/// The view's tint (`.tint`), the accent colour unless `.tint(_:)` set one.
public struct TintShapeStyle: ShapeStyle, ResolvableShapeStyle, Sendable {
    public init() {}
    func resolveStyle(in env: EnvironmentValues) -> ResolvedStyle {
        env.tintStyle?.resolveStyle(in: env) ?? .color(NamedColor.accent(in: env) ?? SystemColorTable.blue.resolve(in: env))
    }
}

/// The current foreground style (`.foreground`).
public struct ForegroundStyle: ShapeStyle, ResolvableShapeStyle, Sendable {
    public init() {}
    func resolveStyle(in env: EnvironmentValues) -> ResolvedStyle { HierarchicalShapeStyle.primary.resolveStyle(in: env) }
}

/// The background of the context (`.background`): system background.
public struct BackgroundStyle: ShapeStyle, ResolvableShapeStyle, Sendable {
    public init() {}
    func resolveStyle(in env: EnvironmentValues) -> ResolvedStyle {
        env.backgroundStyleOverride?.resolveStyle(in: env) ?? .color(SystemColorTable.systemBackground.resolve(in: env))
    }
}

/// Materials, drawn as translucent system-background fills (no backdrop blur in a still image).
public struct Material: ShapeStyle, ResolvableShapeStyle, Sendable {
    let thickness: Int
    public static let ultraThinMaterial = Material(thickness: 0)
    public static let thinMaterial = Material(thickness: 1)
    public static let regularMaterial = Material(thickness: 2)
    public static let thickMaterial = Material(thickness: 3)
    public static let ultraThickMaterial = Material(thickness: 4)
    public static let bar = Material(thickness: 3)
    func resolveStyle(in env: EnvironmentValues) -> ResolvedStyle {
        let base = SystemColorTable.systemBackground.resolve(in: env)
        return .color(base.multiplyingAlpha(SystemColorTable.materialOpacities[thickness]))
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension ShapeStyle where Self == FillShapeStyle {
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThinMaterial }
    public static var thinMaterial: Material { .thinMaterial }
    public static var regularMaterial: Material { .regularMaterial }
    public static var thickMaterial: Material { .thickMaterial }
    public static var ultraThickMaterial: Material { .ultraThickMaterial }
    public static var bar: Material { .bar }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
    public static var white: Color { .white }
    public static var gray: Color { .gray }
    public static var black: Color { .black }
    public static var clear: Color { .clear }
}
