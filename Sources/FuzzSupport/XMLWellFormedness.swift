import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Checks that a document is well-formed XML with FoundationXML's `XMLParser` (libxml2), and that no
/// element or processing instruction smuggles in script: the SVG writer's promise to user text.
package enum XMLWellFormedness {
    /// nil when `document` parses and holds no `<script`; otherwise what is wrong.
    package static func problem(in document: String) -> String? {
        if document.range(of: "<script", options: .caseInsensitive) != nil { return "the SVG contains a raw <script" }
        let parser = XMLParser(data: Data(document.utf8))
        parser.shouldResolveExternalEntities = false
        let collector = ElementCollector()
        parser.delegate = collector
        guard parser.parse() else {
            let error = parser.parserError.map { "\($0)" } ?? "unknown error"
            return "the SVG is not well-formed XML (line \(parser.lineNumber), column \(parser.columnNumber)): \(error)"
        }
        if collector.root != "svg" { return "the root element is \(collector.root ?? "missing"), not svg" }
        if let bad = collector.elements.first(where: { $0.lowercased() == "script" || $0.lowercased() == "foreignobject" }) {
            return "the SVG contains a <\(bad)> element"
        }
        return nil
    }

    private final class ElementCollector: NSObject, XMLParserDelegate {
        var root: String?
        var elements: Set<String> = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            if root == nil { root = name }
            elements.insert(name)
        }
    }
}
