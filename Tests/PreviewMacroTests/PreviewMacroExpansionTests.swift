import Testing
@testable import PreviewMacroSupport

/// The `#Preview` expansion: source text in, declaration out (exact text), and the errors for what it cannot expand.
@Suite("#Preview expansion")
struct PreviewMacroExpansionTests {
    static let discriminator = "$s7Widgets0015Previewsswift_xyzfMf_"

    static func expand(_ source: String, offset: Int = 1000, line: Int = 12) -> PreviewMacroExpansion.Result {
        PreviewMacroExpansion.expand(PreviewMacroExpansion.Request(
            source: source, discriminator: discriminator, fileID: "Widgets/Previews.swift", offset: offset, line: line, column: 1))
    }

    static func declaration(_ call: String) -> String {
        """
        enum $s7Widgets0015Previewsswift_xyzfMf_12registrationfMu_: WidgetPreview.PreviewRegistration {
            static var sourceLocation: WidgetPreview.PreviewSourceLocation {
                WidgetPreview.PreviewSourceLocation(fileID: "Widgets/Previews.swift", line: 12, column: 1)
            }
            static func makePreview() -> WidgetPreview.Preview {
                \(call)
            }
        }
        """
    }

    @Test("a named widget preview keeps its arguments and trailing closures as written")
    func namedWidgetTimeline() {
        let result = Self.expand("#Preview(\"Small\", as: .systemSmall) {\n    MyWidget()\n} timeline: {\n    Entry.a\n}")
        #expect(result.diagnostics == [])
        #expect(result.expandedSource == Self.declaration(
            "WidgetPreview.Preview(\"Small\", as: .systemSmall) {\n    MyWidget()\n} timeline: {\n    Entry.a\n}"))
    }

    @Test("an unnamed preview is named by its file and line, as the canvas names it by its line")
    func unnamedGetsFileAndLine() {
        #expect(Self.expand("#Preview(as: .systemSmall) { W() } timeline: { E() }").expandedSource
                == Self.declaration("WidgetPreview.Preview(\"Previews.swift:12\", as: .systemSmall) { W() } timeline: { E() }"))
        #expect(Self.expand("#Preview { Text(\"hi\") }").expandedSource
                == Self.declaration("WidgetPreview.Preview(\"Previews.swift:12\") { Text(\"hi\") }"))
        #expect(Self.expand("#Preview() { Text(\"hi\") }").expandedSource
                == Self.declaration("WidgetPreview.Preview(\"Previews.swift:12\") { Text(\"hi\") }"))
    }

    @Test("the compiler's location includes the blank lines and comments before the macro: the preview's line is its #'s")
    func leadingTriviaShiftsTheLine() {
        let result = PreviewMacroExpansion.expand(.init(source: "\n\n// doc\n  #Preview { V() }", discriminator: Self.discriminator,
                                                        fileID: "Widgets/Previews.swift", offset: 300, line: 34, column: 2))
        #expect(result.expandedSource?.contains(#"WidgetPreview.Preview("Previews.swift:37") { V() }"#) == true)
        #expect(result.expandedSource?.contains(#"fileID: "Widgets/Previews.swift", line: 37, column: 3)"#) == true)
        #expect(PreviewMacroExpansion.position(of: 3, in: .init(source: "ab #", discriminator: "", fileID: "", offset: 0, line: 5, column: 4))
                == (5, 7))
    }

    @Test("variadic traits after a name; commas, colons and brackets inside strings and closures are not arguments")
    func scannerSkipsNestedText() {
        let source = ##"#Preview("a, b: (c", traits: .sizeThatFitsLayout, .landscapeLeft) { Text("x)") ; Text(#"y"}"#) ; Text("\(f(1, 2))") }"##
        let result = Self.expand(source)
        #expect(result.diagnostics == [])
        #expect(result.expandedSource == Self.declaration(
            ##"WidgetPreview.Preview("a, b: (c", traits: .sizeThatFitsLayout, .landscapeLeft) { Text("x)") ; Text(#"y"}"#) ; Text("\(f(1, 2))") }"##))
        let call = try? PreviewMacroCall.parse(source)
        #expect(call?.arguments.map(\.label) == [nil, "traits", nil])
        #expect(call?.trailingClosures.map(\.label) == [nil])
    }

    @Test("leading comments are skipped; the forms are recognised by their labels")
    func forms() throws {
        func form(_ source: String) throws -> PreviewMacroExpansion.Classification {
            PreviewMacroExpansion.classify(try PreviewMacroCall.parse(source))
        }
        #expect(try form("// doc\n/* c */ #Preview { V() }") == .success(.view))
        #expect(try form("#Preview(\"n\", traits: .portrait) { V() }") == .success(.view))
        #expect(try form("#Preview(as: .systemSmall) { W() } timeline: { E() }") == .success(.widgetTimeline))
        #expect(try form("#Preview(as: .systemSmall, widget: { W() }, timelineProvider: { P() })") == .success(.widgetTimelineProvider))
        #expect(try form("#Preview(as: .systemSmall, using: i) { W() } timelineProvider: { P() }") == .success(.widgetIntentTimelineProvider))
        #expect(try form("#Preview(\"L\", as: .content, using: a) { W() } contentStates: { s }") == .success(.liveActivity))
    }

    @Test("Live Activity previews expand without a diagnostic: WidgetPreview draws them")
    func liveActivityExpands() {
        let result = Self.expand("#Preview(\"L\", as: .content, using: a) { W() } contentStates: { s }", offset: 500)
        #expect(result.expandedSource != nil)
        #expect(result.diagnostics.isEmpty)
    }

    @Test("forms WidgetPreview cannot expand are errors at the offending label, in file offsets")
    func unsupportedForms() {
        let relevance = Self.expand("#Preview(widget: { W() }, relevanceEntries: { [] })", offset: 1000)
        #expect(relevance.expandedSource == nil)
        #expect(relevance.diagnostics == [PreviewMacroExpansion.Diagnostic(
            severity: .error,
            message: "WidgetPreview cannot expand this #Preview: relevance widgets (watchOS RelevanceConfiguration) are not drawn by WidgetPreview",
            offset: 1000 + 26)])
        // The request's offset is where the text starts, comments before the `#` included.
        let commented = Self.expand("/* x */ #Preview(arguments: [1]) { V($0) }", offset: 1000)
        #expect(commented.diagnostics.map(\.offset) == [1000 + 17])
        let missing = Self.expand("#Preview(as: .systemSmall) { W() }")
        #expect(missing.diagnostics.map(\.message) == ["#Preview(as:body:) is not a form WidgetPreview knows: 'as:' is not expected here"])
    }

    @Test("text the scanner cannot take apart is an error inside the text, never a trap")
    func malformed() {
        for source in ["#Preview(", "#Preview(\"a\"", "#Preview { ", "#Preview(a, , b) {}", "Preview {}", "#", "#Preview<W>()",
                       "#Preview() {} trailing", "#Preview(\"\\(\") {}", "#Preview(]) {}", ""] {
            let result = Self.expand(source, offset: 50)
            #expect(result.expandedSource == nil, "\(source)")
            #expect(result.diagnostics.count == 1, "\(source)")
            #expect(result.diagnostics.allSatisfy { $0.severity == .error && (50...(50 + source.utf8.count)).contains($0.offset) },
                    "\(source): \(result.diagnostics)")
        }
    }

    @Test("names and file IDs become escaped string literals; a bad discriminator is an error")
    func escaping() {
        #expect(PreviewMacroExpansion.swiftStringLiteral("a\"b\\c\nd\u{1}") == #""a\"b\\c\nd\u{1}""#)
        let result = PreviewMacroExpansion.expand(.init(source: "#Preview { V() }", discriminator: "x y", fileID: "M/F.swift",
                                                        offset: 7, line: 1, column: 1))
        #expect(result.expandedSource == nil)
        #expect(result.diagnostics.first?.offset == 7)
    }
}
