import Foundation

/// Reads an `.intentdefinition` file (the XML property list Xcode's intent editor writes) into an
/// `IntentDefinition`, checking everything the generated Swift depends on. Errors name the file, the line
/// (of XML the property list parser rejects, or of the value that is wrong) and, for a structure the
/// generator cannot use, the key path, and say what to fix; nothing here traps.
package enum IntentDefinitionParser {
    package static func parse(_ data: Data, file: String) throws -> IntentDefinition {
        let value = try propertyList(data, file: file)
        do {
            return try definition(from: PlistNode(value: value, path: "", file: file))
        } catch let error as IntentDefinitionError where error.line == nil {
            // A structural error: the line of the value its key path names, when the XML has one.
            guard let keyPath = error.keyPath, let line = PlistLineIndex.lines(in: data)[keyPath] else { throw error }
            throw IntentDefinitionError(file: error.file, line: line, keyPath: error.keyPath, message: error.message)
        }
    }

    private static func definition(from root: PlistNode) throws -> IntentDefinition {
        guard root.value is [String: Any] else {
            throw root.error("the root is \(PlistNode.kind(of: root.value)), not the dictionary an .intentdefinition has")
        }
        let enums = try root.array("INEnums").map(enumeration)
        let types = try root.array("INTypes").map(objectType)
        let intents = try root.array("INIntents").map(intent)
        let definition = IntentDefinition(intents: intents, enums: enums, types: types)
        try checkReferences(definition, root: root)
        return definition
    }

    private static func propertyList(_ data: Data, file: String) throws -> Any {
        if data.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            throw IntentDefinitionError(file: file, message: "the file is empty; an .intentdefinition is the XML property list Xcode's intent editor writes")
        }
        var format = PropertyListSerialization.PropertyListFormat.xml
        let value: Any
        do {
            value = try PropertyListSerialization.propertyList(from: data, options: [], format: &format)
        } catch {
            // The parser's message quotes the file (an encoding name, a tag): kept on one line, control characters escaped.
            let detail = PlistNode.escaped(((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? "\(error)", limit: 200)
            throw IntentDefinitionError(file: file, line: line(in: detail),
                                        message: "not a valid XML property list (\(detail)); open the file in Xcode's intent editor or fix the XML")
        }
        guard format != .openStep else {
            throw IntentDefinitionError(file: file, message: "not an XML property list (it reads as an old-style text property list); an .intentdefinition is XML")
        }
        return value
    }

    /// The line number CoreFoundation's XML parser puts in its messages ("… at line 8", "… on line 5").
    static func line(in message: String) -> Int? {
        let words = message.split(separator: " ")
        for (index, word) in words.enumerated().dropFirst() where words[index - 1] == "line" {
            if let number = Int(word.prefix(while: \.isNumber)) { return number }
        }
        return nil
    }

    private static func intent(_ node: PlistNode) throws -> IntentDefinition.Intent {
        let name = try node.identifier("INIntentName", what: "intent")
        let parameters = try node.array("INIntentParameters").map { try parameter($0, prefix: "INIntentParameter") }
        try checkUnique(parameters.map(\.name), in: node.child("INIntentParameters", ()), what: "parameter")
        var responseParameters: [IntentDefinition.Parameter] = []
        var customCodes: [String] = []
        if let response = try node.optionalDictionary("INIntentResponse") {
            responseParameters = try response.array("INIntentResponseParameters").map { try parameter($0, prefix: "INIntentResponseParameter") }
            try checkUnique(responseParameters.map(\.name), in: response.child("INIntentResponseParameters", ()), what: "response parameter")
            for code in try response.array("INIntentResponseCodes") {
                let codeName = try code.identifier("INIntentResponseCodeName", what: "response code")
                if !IntentSwiftGenerator.standardResponseCodes.contains(codeName), !customCodes.contains(codeName) {
                    customCodes.append(codeName)
                }
            }
        }
        return IntentDefinition.Intent(name: name, parameters: parameters, responseParameters: responseParameters,
                                       customResponseCodes: customCodes)
    }

    /// An intent parameter (`INIntentParameter…` keys), a response parameter (`INIntentResponseParameter…`)
    /// or a type's property (`INTypeProperty…`): the same fields under different prefixes.
    private static func parameter(_ node: PlistNode, prefix: String) throws -> IntentDefinition.Parameter {
        let what = prefix == "INTypeProperty" ? "property" : "parameter"
        let name = try node.identifier(prefix + "Name", what: what)
        let multiple = try node.bool(prefix + "SupportsMultipleValues")
        let typeKey = prefix + "Type"
        guard let typeName = try node.optionalString(typeKey) else {
            throw node.error("\(typeKey) is missing for \(what) '\(name)'")
        }
        let typeNode = node.child(typeKey, typeName)
        if let enumName = try node.optionalString(prefix + "EnumType") {
            guard SwiftIdentifier.isValid(enumName) else {
                throw node.child(prefix + "EnumType", enumName).error("enum name \(PlistNode.quoted(enumName)) is not a Swift identifier")
            }
            return .init(name: name, type: .enumeration(enumName), supportsMultipleValues: multiple)
        }
        let type: ParameterType
        switch typeName {
        case "String": type = .string
        case "Integer": type = .integer
        case "Boolean": type = .boolean
        case "Decimal": type = .decimal
        case "Date", "DateComponents": type = .date
        case "Duration": type = .duration
        case "URL": type = .url
        case "Object":
            guard let objectName = try node.optionalString(prefix + "ObjectType") else {
                throw node.error("\(what) '\(name)' has type Object but no \(prefix)ObjectType naming one of the file's INTypes")
            }
            guard SwiftIdentifier.isValid(objectName) else {
                throw node.child(prefix + "ObjectType", objectName).error("type name \(PlistNode.quoted(objectName)) is not a Swift identifier")
            }
            type = .object(objectName)
        default:
            if let swiftType = ParameterType.unsupportedSystemNames[typeName] {
                throw typeNode.error("\(what) '\(name)' has type \(typeName) (\(swiftType)), which WidgetPreview does not provide; use one of \(ParameterType.supportedNames.joined(separator: ", ")), an enum or a custom type")
            }
            throw typeNode.error("\(what) '\(name)' has unknown type \(PlistNode.quoted(typeName)); SiriKit types WidgetPreview generates: \(ParameterType.supportedNames.joined(separator: ", ")) (with \(prefix)EnumType for an enum)")
        }
        return .init(name: name, type: type, supportsMultipleValues: multiple)
    }

    private static func enumeration(_ node: PlistNode) throws -> IntentDefinition.Enumeration {
        let name = try node.identifier("INEnumName", what: "enum")
        var values: [IntentDefinition.Enumeration.Value] = []
        for valueNode in try node.array("INEnumValues") {
            let valueName = try valueNode.identifier("INEnumValueName", what: "enum value")
            // Xcode leaves the index out for the first value (`unknown`, 0).
            let index = try valueNode.optionalInteger("INEnumValueIndex") ?? 0
            if let clash = values.first(where: { $0.index == index }) {
                throw valueNode.error("enum \(name): value '\(valueName)' has index \(index), which '\(clash.name)' already has; give each value its own INEnumValueIndex")
            }
            values.append(.init(name: valueName, index: index))
        }
        guard !values.isEmpty else { throw node.error("enum \(name) has no INEnumValues; add at least one value") }
        try checkUnique(values.map(\.name), in: node.child("INEnumValues", ()), what: "value of enum \(name)")
        return .init(name: name, values: values)
    }

    /// The properties every INObject has; Xcode lists them in INTypeProperties but generates none of them.
    static let builtInProperties: Set<String> = [
        "identifier", "displayString", "pronunciationHint", "alternativeSpeakableMatches", "subtitleString", "displayImage",
    ]

    private static func objectType(_ node: PlistNode) throws -> IntentDefinition.ObjectType {
        let name = try node.identifier("INTypeName", what: "type")
        let properties = try node.array("INTypeProperties")
            .filter { !builtInProperties.contains((try? $0.optionalString("INTypePropertyName")) ?? "") }
            .map { try parameter($0, prefix: "INTypeProperty") }
        try checkUnique(properties.map(\.name), in: node.child("INTypeProperties", ()), what: "property of type \(name)")
        return .init(name: name, properties: properties)
    }

    private static func checkUnique(_ names: [String], in node: PlistNode, what: String) throws {
        var seen: Set<String> = []
        for name in names where !seen.insert(name).inserted {
            throw node.error("two of them are named '\(name)'; each \(what) needs its own name")
        }
    }

    /// Every enum and object type a parameter names is declared in this file, and no two declarations
    /// share a Swift name.
    private static func checkReferences(_ definition: IntentDefinition, root: PlistNode) throws {
        let enumNames = Set(definition.enums.map(\.name))
        let typeNames = Set(definition.types.map(\.name))
        var declared: [String: String] = [:]
        let declarations = definition.enums.map { ($0.name, "INEnums") } + definition.types.map { ($0.name, "INTypes") }
            + definition.intents.flatMap { [($0.className, "INIntents"), ($0.responseClassName, "INIntents"), ($0.responseCodeName, "INIntents")] }
        for (name, key) in declarations {
            if let other = declared[name] {
                throw root.child(key, ()).error("'\(name)' is declared twice (in \(other) and \(key)); rename one of them")
            }
            declared[name] = key
        }
        func check(_ parameters: [IntentDefinition.Parameter], _ owner: String, _ key: String) throws {
            for parameter in parameters {
                switch parameter.type {
                case .enumeration(let name) where !enumNames.contains(name):
                    throw root.child(key, ()).error("\(owner): parameter '\(parameter.name)' uses enum \(name), which is not in this file's INEnums")
                case .object(let name) where !typeNames.contains(name):
                    throw root.child(key, ()).error("\(owner): parameter '\(parameter.name)' uses type \(name), which is not in this file's INTypes")
                default: continue
                }
            }
        }
        for (index, intent) in definition.intents.enumerated() {
            try check(intent.parameters + intent.responseParameters, "intent \(intent.name)", "INIntents[\(index)]")
        }
        for (index, type) in definition.types.enumerated() {
            try check(type.properties, "type \(type.name)", "INTypes[\(index)]")
        }
    }
}
