/// Why an `.intentdefinition` file cannot be turned into Swift: the file, the line when the property
/// list parser knows it, the key path of what is wrong (`INIntents[0].INIntentParameters[1]…`) and what to do.
package struct IntentDefinitionError: Error, Equatable, CustomStringConvertible {
    package let file: String
    package let line: Int?
    package let keyPath: String?
    package let message: String

    package init(file: String, line: Int? = nil, keyPath: String? = nil, message: String) {
        self.file = file
        self.line = line
        self.keyPath = keyPath
        self.message = message
    }

    /// `FILE:LINE: KEYPATH: message`, the parts that are known.
    package var description: String {
        var text = file
        if let line { text += ":\(line)" }
        text += ": "
        if let keyPath { text += "\(keyPath): " }
        return text + message
    }
}
