/// The type of an intent parameter (`INIntentParameterType`, with `INIntentParameterEnumType` or
/// `INIntentParameterObjectType`), and the Swift type Xcode gives its property.
package enum ParameterType: Equatable, Sendable {
    case string, integer, boolean, decimal, date, duration, url
    case enumeration(String)
    case object(String)

    /// The `INIntentParameterType` names WidgetPreview generates code for.
    package static let supportedNames = ["String", "Integer", "Boolean", "Decimal", "Date", "Duration", "URL", "Object"]

    /// SiriKit's other system types: real, but their classes (CLPlacemark, INPerson, …) are not in WidgetPreview.
    package static let unsupportedSystemNames: [String: String] = [
        "Placemark": "CLPlacemark", "Person": "INPerson", "File": "INFile", "CurrencyAmount": "INCurrencyAmount",
        "PaymentMethod": "INPaymentMethod", "Distance": "Measurement<UnitLength>", "Mass": "Measurement<UnitMass>",
        "Volume": "Measurement<UnitVolume>", "Speed": "Measurement<UnitSpeed>", "Energy": "Measurement<UnitEnergy>",
        "Temperature": "Measurement<UnitTemperature>", "Location": "CLLocation",
    ]

    /// The type of one value, as Xcode writes it (numbers and booleans are `NSNumber`, dates `DateComponents`).
    var swiftElementType: String {
        switch self {
        case .string: return "String"
        case .integer, .boolean, .decimal, .duration: return "NSNumber"
        case .date: return "DateComponents"
        case .url: return "URL"
        case .enumeration(let name): return name
        case .object(let name): return name
        }
    }

    /// The property's declared type: optional, an array when several values are allowed; a single enum value
    /// is not optional (its `unknown` case, 0, stands for no value) and enum arrays hold `NSNumber`s.
    func swiftPropertyType(multiple: Bool) -> String {
        if case .enumeration = self {
            return multiple ? "[NSNumber]?" : swiftElementType
        }
        return multiple ? "[\(swiftElementType)]?" : "\(swiftElementType)?"
    }
}
