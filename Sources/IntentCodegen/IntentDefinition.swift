/// What an `.intentdefinition` file declares, as far as the Swift Xcode generates from it depends on it:
/// custom intents with their parameters and responses, enums, and custom object types.
package struct IntentDefinition: Equatable, Sendable {
    package var intents: [Intent]
    package var enums: [Enumeration]
    package var types: [ObjectType]

    /// One custom intent (`INIntents` item). Xcode names its class `<name>Intent`.
    package struct Intent: Equatable, Sendable {
        package var name: String
        package var parameters: [Parameter]
        package var responseParameters: [Parameter]
        /// Custom response codes (not the seven every response has), in file order.
        package var customResponseCodes: [String]

        package var className: String { name + "Intent" }
        package var responseClassName: String { className + "Response" }
        package var responseCodeName: String { responseClassName + "Code" }
    }

    /// A parameter of an intent or a response, or a property of an object type.
    package struct Parameter: Equatable, Sendable {
        package var name: String
        package var type: ParameterType
        package var supportsMultipleValues: Bool
    }

    /// An enum (`INEnums` item): Xcode writes an `Int` enum with the values' indexes as raw values.
    package struct Enumeration: Equatable, Sendable {
        package var name: String
        package var values: [Value]

        package struct Value: Equatable, Sendable {
            package var name: String
            package var index: Int
        }
    }

    /// A custom type (`INTypes` item): an `INObject` subclass with the type's own properties.
    package struct ObjectType: Equatable, Sendable {
        package var name: String
        /// The properties beyond those every `INObject` has (identifier, display string, …).
        package var properties: [Parameter]
    }
}
