import Foundation
import Graphics
import Typography

// The environment keys images and symbols read.

private struct ImageScaleKey: EnvironmentKey { static var defaultValue: Image.Scale { .medium } }
private struct SymbolRenderingModeKey: EnvironmentKey { static var defaultValue: SymbolRenderingMode? { nil } }

extension EnvironmentValues {
    package var imageScale: Image.Scale { get { self[ImageScaleKey.self] } set { self[ImageScaleKey.self] = newValue } }
    package var symbolRenderingMode: SymbolRenderingMode? { get { self[SymbolRenderingModeKey.self] } set { self[SymbolRenderingModeKey.self] = newValue } }
}
