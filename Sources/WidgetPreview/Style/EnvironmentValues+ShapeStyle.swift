import Foundation
import Graphics
import Typography

// The environment keys of the shape styles views inherit: foreground levels, tint, background.

private struct ForegroundStyleKey: EnvironmentKey { static var defaultValue: ForegroundStyleLevels? { nil } }
private struct TintKey: EnvironmentKey { static var defaultValue: AnyShapeStyle? { nil } }
private struct BackgroundStyleKey: EnvironmentKey { static var defaultValue: AnyShapeStyle? { nil } }

extension EnvironmentValues {
    /// `foregroundStyle(_:_:_:)` levels; nil means the hierarchical label colours of the colour scheme.
    package var foregroundStyles: ForegroundStyleLevels? { get { self[ForegroundStyleKey.self] } set { self[ForegroundStyleKey.self] = newValue } }
    package var tintStyle: AnyShapeStyle? { get { self[TintKey.self] } set { self[TintKey.self] = newValue } }
    package var backgroundStyleOverride: AnyShapeStyle? { get { self[BackgroundStyleKey.self] } set { self[BackgroundStyleKey.self] = newValue } }
}
