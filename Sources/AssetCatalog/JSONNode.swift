import Foundation

/// A value of a parsed `Contents.json` with the file and key path that lead to it, so every issue names
/// where it is. Reading a key of the wrong kind logs an issue and answers nil.
struct JSONNode {
    let value: Any
    let file: String
    let path: String

    /// Parses `data`; nil (with an issue) when it is not a JSON object.
    static func parse(_ data: Data, file: String, log: inout AssetIssueLog) -> JSONNode? {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            log.add(file, "", "is not valid JSON (\(Self.reason(error))); fix or re-save it in Xcode")
            return nil
        }
        guard object is [String: Any] else {
            log.add(file, "", "the top level is \(kind(of: object)), not the object a Contents.json holds")
            return nil
        }
        return JSONNode(value: object, file: file, path: "")
    }

    private func childPath(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    func child(_ key: String) -> JSONNode? {
        guard let dictionary = value as? [String: Any], let child = dictionary[key], !(child is NSNull) else { return nil }
        return JSONNode(value: child, file: file, path: childPath(key))
    }

    func string(_ key: String, log: inout AssetIssueLog) -> String? {
        guard let node = child(key) else { return nil }
        if let s = node.value as? String { return s }
        log.add(file, node.path, "is \(Self.kind(of: node.value)), expected a string; ignored")
        return nil
    }

    func object(_ key: String, log: inout AssetIssueLog) -> JSONNode? {
        guard let node = child(key) else { return nil }
        if node.value is [String: Any] { return node }
        log.add(file, node.path, "is \(Self.kind(of: node.value)), expected an object; ignored")
        return nil
    }

    func array(_ key: String, log: inout AssetIssueLog) -> [JSONNode]? {
        guard let node = child(key) else { return nil }
        guard let items = node.value as? [Any] else {
            log.add(file, node.path, "is \(Self.kind(of: node.value)), expected an array; ignored")
            return nil
        }
        return items.enumerated().map { JSONNode(value: $1, file: file, path: "\(node.path)[\($0)]") }
    }

    func bool(_ key: String, log: inout AssetIssueLog) -> Bool? {
        guard let node = child(key) else { return nil }
        if Self.isBoolean(node.value), let flag = node.value as? Bool { return flag }
        log.add(file, node.path, "is \(Self.kind(of: node.value)), expected true or false; ignored")
        return nil
    }

    /// `true`/`false`: a `Bool` on Linux, a boolean `NSNumber` (Objective-C type `c`) elsewhere; numbers also
    /// bridge to `Bool`, so the type is what tells them apart.
    static func isBoolean(_ value: Any) -> Bool {
        if type(of: value) == Bool.self { return true }
        guard let number = value as? NSNumber, type(of: value) != Int.self, type(of: value) != Double.self else { return false }
        return String(cString: number.objCType) == "c"
    }

    static func kind(of value: Any) -> String {
        switch value {
        case is String: return "a string"
        case _ where isBoolean(value): return "a boolean"
        case is NSNumber, is Int, is Double: return "a number"
        case is [Any]: return "an array"
        case is [String: Any]: return "an object"
        default: return "null"
        }
    }

    /// The first line of an error's description, without control characters.
    static func reason(_ error: Error) -> String {
        let text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
        let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? text
        return String(line.unicodeScalars.map { $0.value < 0x20 ? " " : Character($0) }.prefix(160))
    }
}
