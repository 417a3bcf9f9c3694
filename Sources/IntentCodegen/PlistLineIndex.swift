import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The line each value of an XML property list starts on, by the key path `PlistNode` gives it
/// (`INIntents[0].INIntentParameters[1].INIntentParameterType`), so an error about the structure names a
/// line too. Built with FoundationXML's `XMLParser` only when there is an error to place.
final class PlistLineIndex: NSObject, XMLParserDelegate {
    private enum Container {
        case dictionary(key: String?)
        case array(count: Int)
    }

    private var stack: [(path: String, container: Container)] = []
    private var lines: [String: Int] = [:]
    private var keyText: String?
    private static let values: Set<String> = ["dict", "array", "string", "integer", "real", "true", "false", "date", "data"]

    /// Key path → line, for the values the parser reached before any XML error.
    static func lines(in data: Data) -> [String: Int] {
        let index = PlistLineIndex()
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.delegate = index
        _ = parser.parse()
        return index.lines
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        if elementName == "key" {
            keyText = ""
            return
        }
        guard Self.values.contains(elementName) else { return }
        let path = childPath()
        if lines[path] == nil { lines[path] = parser.lineNumber }
        if elementName == "dict" { stack.append((path, .dictionary(key: nil))) }
        if elementName == "array" { stack.append((path, .array(count: 0))) }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if keyText != nil { keyText? += string }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if elementName == "key" {
            if let last = stack.indices.last, case .dictionary = stack[last].container {
                stack[last].container = .dictionary(key: keyText)
            }
            keyText = nil
            return
        }
        guard Self.values.contains(elementName) else { return }
        if elementName == "dict" || elementName == "array" { _ = stack.popLast() }
        // The value is complete: the next one is the array's next item or needs a new key.
        guard let last = stack.indices.last else { return }
        switch stack[last].container {
        case .dictionary: stack[last].container = .dictionary(key: nil)
        case .array(let count): stack[last].container = .array(count: count + 1)
        }
    }

    private func childPath() -> String {
        guard let top = stack.last else { return "" }
        switch top.container {
        case .dictionary(let key):
            let key = key ?? ""
            return top.path.isEmpty ? key : "\(top.path).\(key)"
        case .array(let count):
            return "\(top.path)[\(count)]"
        }
    }
}
