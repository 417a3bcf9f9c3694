import Foundation

/// AppIntents' name for the `@Parameter` property wrapper's type (`\.$city` is an `IntentParameter<String>`).
public typealias IntentParameter<Value> = Parameter<Value>

/// What the system asks when it needs a parameter's value (AppIntents' `IntentDialog`).
public struct IntentDialog: ExpressibleByStringLiteral, ExpressibleByStringInterpolation, Sendable {
    public let full: LocalizedStringResource
    public init(_ full: LocalizedStringResource) { self.full = full }
    public init(stringLiteral value: String) { full = LocalizedStringResource(value) }
    public init(stringInterpolation: DefaultStringInterpolation) { full = LocalizedStringResource(String(stringInterpolation: stringInterpolation)) }
}

/// Types a parameter without a default holds until the system sets it: the zero value, so a preview
/// of intent code that reads such a parameter gets what a freshly added widget shows.
public protocol _DefaultParameterValue {
    static var _parameterPlaceholder: Self { get }
}
extension Bool: _DefaultParameterValue { public static var _parameterPlaceholder: Bool { false } }
extension Int: _DefaultParameterValue { public static var _parameterPlaceholder: Int { 0 } }
extension Double: _DefaultParameterValue { public static var _parameterPlaceholder: Double { 0 } }
extension String: _DefaultParameterValue { public static var _parameterPlaceholder: String { "" } }

extension Parameter {
    /// A parameter whose options come from a provider; the preview holds `default`.
    public convenience init<OptionsProvider: DynamicOptionsProvider>(title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                                                         default value: Value, optionsProvider: OptionsProvider) {
        self.init(title: title, description: description, default: value)
    }

    public convenience init<OptionsProvider: DynamicOptionsProvider>(title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                                                         optionsProvider: OptionsProvider) where Value: ExpressibleByNilLiteral {
        self.init(title: title, description: description, default: nil)
    }

    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default value: Value,
                requestValueDialog: IntentDialog?) {
        self.init(title: title, description: description, default: value)
    }

    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                requestValueDialog: IntentDialog?) where Value: ExpressibleByNilLiteral {
        self.init(title: title, description: description, default: nil)
    }

    /// A required parameter the system fills in; until then it holds its type's zero value.
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil) where Value: _DefaultParameterValue {
        self.init(title: title, description: description, default: Value._parameterPlaceholder)
    }
}

extension Parameter where Value == Int {
    /// An integer limited to `inclusiveRange` (the default is clamped into it, as the editor would).
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default value: Int,
                inclusiveRange: (Int, Int)) {
        let (lower, upper) = inclusiveRange
        self.init(title: title, description: description, default: lower <= upper ? min(max(value, lower), upper) : value)
    }
}

extension Parameter where Value == Double {
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default value: Double,
                inclusiveRange: (Double, Double)) {
        let (lower, upper) = inclusiveRange
        self.init(title: title, description: description, default: lower <= upper ? min(max(value, lower), upper) : value)
    }
}

/// An intent that sets a value (a control's toggle), AppIntents' `SetValueIntent`.
public protocol SetValueIntent: AppIntent {
    associatedtype ValueType
    var value: ValueType { get set }
}
