import Foundation

/// A length that grows with Dynamic Type like a text style (SwiftUI's `@ScaledMetric`): read while the
/// view's body runs, it is the declared value times the text style's growth from Large at the view's
/// `dynamicTypeSize` (the HIG ramp in `DynamicTypeRamp`).
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    private let base: Value
    private let textStyle: Font.TextStyle

    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        base = wrappedValue
        self.textStyle = textStyle
    }

    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, relativeTo: .body) }

    public var wrappedValue: Value {
        base * Value(DynamicTypeRamp.scale(textStyle, at: EnvironmentValues.current.dynamicTypeSize))
    }
}
