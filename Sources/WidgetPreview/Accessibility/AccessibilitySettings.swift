import Foundation

/// Bold Text (SwiftUI's `LegibilityWeight`).
public enum LegibilityWeight: Hashable, Sendable { case regular, bold }

/// Increase Contrast (SwiftUI's `ColorSchemeContrast`).
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable { case standard, increased }

private struct LegibilityWeightKey: EnvironmentKey { static var defaultValue: LegibilityWeight? { .regular } }
private struct ColorSchemeContrastKey: EnvironmentKey { static var defaultValue: ColorSchemeContrast { .standard } }
private struct ReduceMotionKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct ReduceTransparencyKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct DifferentiateWithoutColorKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct InvertColorsKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct ShowButtonShapesKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct AccessibilityEnabledKey: EnvironmentKey { static var defaultValue: Bool { false } }

/// The accessibility settings widget code reads. A render has the system's defaults (all off, regular
/// weight, standard contrast) unless a preview sets them with `.environment(\.key, value)`; they change
/// only what the widget's own code does with them.
extension EnvironmentValues {
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] } set { self[LegibilityWeightKey.self] = newValue }
    }
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] } set { self[ColorSchemeContrastKey.self] = newValue }
    }
    public var accessibilityReduceMotion: Bool { get { self[ReduceMotionKey.self] } set { self[ReduceMotionKey.self] = newValue } }
    public var accessibilityReduceTransparency: Bool {
        get { self[ReduceTransparencyKey.self] } set { self[ReduceTransparencyKey.self] = newValue }
    }
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[DifferentiateWithoutColorKey.self] } set { self[DifferentiateWithoutColorKey.self] = newValue }
    }
    public var accessibilityInvertColors: Bool { get { self[InvertColorsKey.self] } set { self[InvertColorsKey.self] = newValue } }
    public var accessibilityShowButtonShapes: Bool {
        get { self[ShowButtonShapesKey.self] } set { self[ShowButtonShapesKey.self] = newValue }
    }
    public var accessibilityEnabled: Bool {
        get { self[AccessibilityEnabledKey.self] } set { self[AccessibilityEnabledKey.self] = newValue }
    }
}
