import Foundation

/// A value of the parsed property list with the key path that leads to it, so every structural error
/// names where it is (`INIntents[0].INIntentParameters[2].INIntentParameterType`).
struct PlistNode {
    let value: Any
    let path: String
    let file: String

    func error(_ message: String) -> IntentDefinitionError {
        IntentDefinitionError(file: file, keyPath: path.isEmpty ? nil : path, message: message)
    }

    func child(_ key: String, _ value: Any) -> PlistNode {
        PlistNode(value: value, path: path.isEmpty ? key : "\(path).\(key)", file: file)
    }

    func dictionary() throws -> [String: Any] {
        guard let dictionary = value as? [String: Any] else { throw error("expected a dictionary, found \(Self.kind(of: value))") }
        return dictionary
    }

    /// The items of the array under `key` (none when the key is absent).
    func array(_ key: String) throws -> [PlistNode] {
        let dictionary = try dictionary()
        guard let raw = dictionary[key] else { return [] }
        guard let items = raw as? [Any] else { throw child(key, raw).error("expected an array, found \(Self.kind(of: raw))") }
        let node = child(key, raw)
        return items.enumerated().map { index, item in PlistNode(value: item, path: "\(node.path)[\(index)]", file: file) }
    }

    func optionalDictionary(_ key: String) throws -> PlistNode? {
        guard let raw = try dictionary()[key] else { return nil }
        let node = child(key, raw)
        _ = try node.dictionary()
        return node
    }

    func optionalString(_ key: String) throws -> String? {
        guard let raw = try dictionary()[key] else { return nil }
        guard let string = raw as? String else { throw child(key, raw).error("expected a string, found \(Self.kind(of: raw))") }
        return string
    }

    /// A required name: present, a string, and a Swift identifier (it becomes a declaration).
    func identifier(_ key: String, what: String) throws -> String {
        guard let name = try optionalString(key) else {
            throw error("\(key) is missing: every \(what) needs a name (set it in Xcode's intent editor)")
        }
        guard SwiftIdentifier.isValid(name) else {
            throw child(key, name).error("\(what) name \(Self.quoted(name)) is not a Swift identifier (letters, digits and _, not starting with a digit)")
        }
        return name
    }

    func bool(_ key: String) throws -> Bool {
        guard let raw = try dictionary()[key] else { return false }
        guard Self.isBoolean(raw), let flag = raw as? Bool else {
            throw child(key, raw).error("expected <true/> or <false/>, found \(Self.kind(of: raw))")
        }
        return flag
    }

    func optionalInteger(_ key: String) throws -> Int? {
        guard let raw = try dictionary()[key] else { return nil }
        guard !Self.isBoolean(raw), let number = raw as? Int else {
            throw child(key, raw).error("expected an integer, found \(Self.kind(of: raw))")
        }
        return number
    }

    /// `<true/>`/`<false/>`: a `Bool` on Linux, a boolean `NSNumber` (Objective-C type `c`) elsewhere. Integers
    /// are `NSNumber`s that `as? Bool` also accepts (0 and 1), so the type is what tells them apart.
    static func isBoolean(_ value: Any) -> Bool {
        if type(of: value) == Bool.self { return true }
        guard let number = value as? NSNumber, type(of: value) != Int.self, type(of: value) != Double.self else { return false }
        return String(cString: number.objCType) == "c"
    }

    static func kind(of value: Any) -> String {
        switch value {
        case is [String: Any]: return "a dictionary"
        case is [Any]: return "an array"
        case is String: return "a string"
        case _ where isBoolean(value): return "a boolean"
        case is NSNumber, is Int, is Double: return "a number"
        case is Date: return "a date"
        case is Data: return "data"
        default: return "\(type(of: value))"
        }
    }

    /// A name from the file in quotes, cut short and with control characters escaped, for messages.
    static func quoted(_ text: String) -> String { "'" + escaped(text, limit: 60) + "'" }

    /// `text` cut to `limit` characters, with control characters (and line separators) as `\u{…}`: an error
    /// message stays one line whatever the file holds.
    static func escaped(_ text: String, limit: Int) -> String {
        let short = text.count > limit ? text.prefix(limit) + "…" : Substring(text)
        return short.unicodeScalars.map { scalar in
            let value = scalar.value
            let control = value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
            return control ? "\\u{\(String(value, radix: 16))}" : String(scalar)
        }.joined()
    }
}
