/// Writes the Swift Xcode generates from an `.intentdefinition` (one class per intent, its response and
/// response code, one enum per enum, one `INObject` subclass per type), in the form that compiles on Linux
/// against WidgetPreview: the same public names, types and initializers, without the Objective-C runtime.
package enum IntentSwiftGenerator {
    /// The codes every generated response enum starts with, in Xcode's order (raw values 0…6).
    package static let standardResponseCodes = [
        "unspecified", "ready", "continueInApp", "inProgress", "success", "failure", "failureRequiringAppLaunch",
    ]

    /// Xcode's availability lines for generated classes and enums, and for the properties of custom types.
    static let availability = "@available(iOS 12.0, macOS 11.0, watchOS 5.0, *) @available(tvOS, unavailable)"
    static let propertyAvailability = "@available(iOS 13.0, macOS 11.0, watchOS 6.0, *)"

    /// The whole file; `source` is the definition's file name, named in the header.
    package static func swift(for definition: IntentDefinition, source: String) -> String {
        var out = header(source: source)
        for enumeration in definition.enums { out += section(enumeration.name) + declaration(of: enumeration) }
        for type in definition.types { out += section(type.name) + declaration(of: type, definition) }
        for intent in definition.intents { out += section(intent.className) + declaration(of: intent, definition) }
        out += "\n#endif\n"
        return out
    }

    private static func header(source: String) -> String {
        """
        //
        // Intents generated from \(source.unicodeScalars.contains { $0.value < 0x20 } ? "the intent definition" : source)
        //
        // This file was automatically generated and should not be edited.
        // Regenerate it with `widget-preview intents \(source.unicodeScalars.contains { $0.value < 0x20 } ? "FILE.intentdefinition" : source) -o FILE.swift`.
        //
        // The public classes, enums, properties and initializers are those Xcode generates for iOS. Linux has
        // no Objective-C runtime, so where Xcode writes `@objc` classes with `@NSManaged` properties this file
        // has plain classes with stored properties: nil (an enum: its 0 value) until the code sets them. The
        // intent handling protocols and resolution results are not generated: intents are handled in an
        // Intents extension, which widgets do not run. Xcode builds use Xcode's own generated code instead.
        //

        #if !canImport(Intents)

        import Foundation
        import WidgetPreview

        """
    }

    private static func section(_ name: String) -> String { "\n// MARK: - \(name).swift\n\n" }

    private static func declaration(of enumeration: IntentDefinition.Enumeration) -> String {
        var out = "\(availability)\npublic enum \(enumeration.name): Int {\n"
        for value in enumeration.values { out += "    case `\(value.name)` = \(value.index)\n" }
        return out + "}\n"
    }

    private static func declaration(of type: IntentDefinition.ObjectType, _ definition: IntentDefinition) -> String {
        var out = "\(availability)\npublic class \(type.name): INObject {\n\n"
        for property in type.properties {
            out += "    \(propertyAvailability)\n" + propertyDeclaration(property, definition) + "\n"
        }
        return out + "}\n"
    }

    private static func declaration(of intent: IntentDefinition.Intent, _ definition: IntentDefinition) -> String {
        var out = "\(availability)\npublic class \(intent.className): INIntent {\n\n"
        for parameter in intent.parameters { out += propertyDeclaration(parameter, definition) }
        out += "\n}\n\n"
        out += "/// Constants indicating the state of the response.\n"
        out += "\(availability)\npublic enum \(intent.responseCodeName): Int {\n"
        for (index, code) in standardResponseCodes.enumerated() { out += "    case \(code)\(index == 0 ? " = 0" : "")\n" }
        for (index, code) in intent.customResponseCodes.enumerated() {
            out += "    case \(SwiftIdentifier.escaped(code))\(index == 0 ? " = 100" : "")\n"
        }
        out += "}\n\n"
        out += "\(availability)\npublic class \(intent.responseClassName): INIntentResponse {\n\n"
        for parameter in intent.responseParameters { out += propertyDeclaration(parameter, definition) }
        if !intent.responseParameters.isEmpty { out += "\n" }
        out += """
            /// The response code indicating your success or failure in confirming or handling the intent.
            public fileprivate(set) var code: \(intent.responseCodeName) = .unspecified

            /// Initializes the response object with the specified code and user activity object.
            public convenience init(code: \(intent.responseCodeName), userActivity: NSUserActivity?) {
                self.init()
                self.code = code
                self.userActivity = userActivity
            }

        }

        """
        return out
    }

    /// One stored property with the type Xcode declares; a single enum value starts at the enum's 0 value
    /// (what an unset `@NSManaged` enum reads as), or its first value when it has no 0.
    private static func propertyDeclaration(_ parameter: IntentDefinition.Parameter, _ definition: IntentDefinition) -> String {
        let name = SwiftIdentifier.escaped(parameter.name)
        let type = parameter.type.swiftPropertyType(multiple: parameter.supportsMultipleValues)
        if case .enumeration(let enumName) = parameter.type, !parameter.supportsMultipleValues,
           let values = definition.enums.first(where: { $0.name == enumName })?.values,
           let initial = values.first(where: { $0.index == 0 }) ?? values.first {
            return "    public var \(name): \(type) = .\(SwiftIdentifier.escaped(initial.name))\n"
        }
        return "    public var \(name): \(type)\n"
    }
}
