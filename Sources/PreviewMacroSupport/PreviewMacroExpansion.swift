/// Expands one `#Preview` into a declaration that registers it: a type conforming to
/// `WidgetPreview.PreviewRegistration`, whose protocol conformance record the runtime lists, so the command
/// line finds every preview of every linked module without a list in user code.
///
/// ```swift
/// #Preview("Small", as: .systemSmall) { MyWidget() } timeline: { Entry.a }
/// // becomes
/// enum $s…12registrationfMu_: WidgetPreview.PreviewRegistration {
///     static var sourceLocation: WidgetPreview.PreviewSourceLocation { … "MyModule/Previews.swift", line: 12 … }
///     static func makePreview() -> WidgetPreview.Preview {
///         WidgetPreview.Preview("Small", as: .systemSmall) { MyWidget() } timeline: { Entry.a }
///     }
/// }
/// ```
///
/// The call after `#Preview` is valid Swift for an initializer with the same labels, so it is reused as
/// written; an unnamed preview gets the name Xcode's canvas gives it (its line), prefixed with the file
/// name because the gallery spans files: `Previews.swift:12`.
package enum PreviewMacroExpansion {
    /// What the compiler says about one use of the macro.
    package struct Request: Equatable {
        package var source: String
        /// The expansion's mangled context (`$s…fMf_`); unique names are built from it.
        package var discriminator: String
        package var fileID: String
        /// Where the source text starts in its file (its leading blank lines and comments included, as the
        /// compiler sends it): UTF-8 offset, line and column (1-based).
        package var offset: Int
        package var line: Int
        package var column: Int
        /// False inside a type or function: the registration would be a nested type, which discovery skips
        /// when the enclosing type is generic, and Xcode's previews are written at file scope.
        package var isAtFileScope: Bool

        package init(source: String, discriminator: String, fileID: String, offset: Int, line: Int, column: Int,
                     isAtFileScope: Bool = true) {
            self.source = source
            self.discriminator = discriminator
            self.fileID = fileID
            self.offset = offset
            self.line = line
            self.column = column
            self.isAtFileScope = isAtFileScope
        }
    }

    package struct Diagnostic: Equatable {
        package enum Severity: String { case error, warning }
        package var severity: Severity
        package var message: String
        /// UTF-8 offset in the file.
        package var offset: Int
    }

    package struct Result: Equatable {
        /// nil when an error stops the expansion.
        package var expandedSource: String?
        package var diagnostics: [Diagnostic]
    }

    /// The forms WidgetPreview's `#Preview` declarations accept.
    package enum Form: Equatable {
        case view, widgetTimeline, widgetTimelineProvider, widgetIntentTimelineProvider, liveActivity
    }

    package static func expand(_ request: Request) -> Result {
        let call: PreviewMacroCall
        do {
            call = try PreviewMacroCall.parse(request.source)
        } catch {
            return failure(error.message, at: error.offset, in: request)
        }
        func fail(_ message: String, at offset: Int) -> Result {
            failure(message, at: offset, in: request)
        }
        // The compiler's location is where the source text starts, leading comments and blank lines included:
        // the preview is where its `#` is.
        let (line, column) = position(of: call.hashOffset, in: request)
        guard isUniqueNameSafe(request.discriminator) else {
            return fail("the compiler sent no usable expansion discriminator (\(String(reflecting: request.discriminator)))",
                        at: call.hashOffset)
        }
        guard request.isAtFileScope else {
            return fail("write #\(call.name) at file scope (outside any type or function), where WidgetPreview finds it",
                        at: call.hashOffset)
        }
        let diagnostics: [Diagnostic] = []
        if case .failure(let message, let offset) = classify(call) {
            return fail(message, at: offset)
        }
        let fileName = request.fileID.split(separator: "/").last.map(String.init) ?? request.fileID
        let arguments = call.hasName ? (call.argumentList ?? "")
            : swiftStringLiteral("\(fileName):\(line)") + (call.arguments.isEmpty ? "" : ", " + (call.argumentList ?? ""))
        let expanded = """
            enum \(request.discriminator)12registrationfMu_: WidgetPreview.PreviewRegistration {
                static var sourceLocation: WidgetPreview.PreviewSourceLocation {
                    WidgetPreview.PreviewSourceLocation(fileID: \(swiftStringLiteral(request.fileID)), line: \(line), column: \(column))
                }
                static func makePreview() -> WidgetPreview.Preview {
                    WidgetPreview.Preview(\(arguments))\(call.trailingText)
                }
            }
            """
        return Result(expandedSource: expanded, diagnostics: diagnostics)
    }

    /// Labels of forms Apple has and WidgetPreview does not, with why.
    static let unsupportedLabels: [String: String] = [
        "relevanceEntries": "relevance widgets (watchOS RelevanceConfiguration) are not drawn by WidgetPreview",
        "relevanceProvider": "relevance widgets (watchOS RelevanceConfiguration) are not drawn by WidgetPreview",
        "relevance": "relevance widgets (watchOS RelevanceConfiguration) are not drawn by WidgetPreview",
        "arguments": "parameterized previews (#Preview(_:traits:arguments:body:)) are not supported; write one #Preview per argument",
        "cameras": "visionOS preview cameras are not supported",
    ]

    enum Classification: Equatable {
        case success(Form)
        case failure(String, Int)
    }

    /// Which form the labels name. The compiler has already matched the call against the macro's
    /// declarations, so this mostly guards against a declaration added without an expansion.
    static func classify(_ call: PreviewMacroCall) -> Classification {
        for argument in call.arguments + call.trailingClosures {
            if let label = argument.label, let why = unsupportedLabels[label] {
                return .failure("WidgetPreview cannot expand this #\(call.name): \(why)", argument.offset)
            }
        }
        let named = Set(call.labels(firstTrailingLabel: nil))
        let form: Form
        let firstTrailing: String
        if named.contains("contentStates") {
            (form, firstTrailing) = (.liveActivity, "widget")
        } else if named.contains("timelineProvider") {
            (form, firstTrailing) = (named.contains("using") ? .widgetIntentTimelineProvider : .widgetTimelineProvider, "widget")
        } else if named.contains("timeline") {
            (form, firstTrailing) = (.widgetTimeline, "widget")
        } else {
            (form, firstTrailing) = (.view, "body")
        }
        let expected: [Form: [String]] = [
            .view: ["traits", "body"],
            .widgetTimeline: ["as", "widget", "timeline"],
            .widgetTimelineProvider: ["as", "widget", "timelineProvider"],
            .widgetIntentTimelineProvider: ["as", "using", "widget", "timelineProvider"],
            .liveActivity: ["as", "using", "widget", "contentStates"],
        ]
        let labels = call.labels(firstTrailingLabel: firstTrailing)
        let allowed = expected[form] ?? []
        let written = labels.map { $0 + ":" }.joined()
        func offset(of label: String) -> Int {
            (call.arguments + call.trailingClosures).first { $0.label == label }?.offset ?? call.hashOffset
        }
        if let stray = labels.first(where: { !allowed.contains($0) }) {
            return .failure("#\(call.name)(\(written)) is not a form WidgetPreview knows: '\(stray):' is not expected here",
                            offset(of: stray))
        }
        if let twice = labels.enumerated().first(where: { labels[..<$0.offset].contains($0.element) })?.element {
            return .failure("#\(call.name)(\(written)) gives '\(twice):' twice", call.hashOffset)
        }
        // `traits:` is optional in the view form; every other label is required, in the declaration's order.
        let required = form == .view ? ["body"] : allowed
        if let missing = required.first(where: { !labels.contains($0) }) {
            return .failure("#\(call.name)(\(written)) is not a form WidgetPreview knows: it needs '\(missing):'",
                            call.hashOffset)
        }
        if labels != allowed.filter(labels.contains) {
            return .failure("#\(call.name)(\(written)) is not a form WidgetPreview knows: write the labels in the order "
                            + "(\(allowed.map { $0 + ":" }.joined()))", call.hashOffset)
        }
        return .success(form)
    }

    private static func failure(_ message: String, at offset: Int, in request: Request) -> Result {
        Result(expandedSource: nil, diagnostics: [Diagnostic(severity: .error, message: message, offset: request.offset + offset)])
    }

    /// The line and column of a UTF-8 offset in the source text, counted from where the text starts.
    static func position(of offset: Int, in request: Request) -> (line: Int, column: Int) {
        let before = request.source.utf8.prefix(offset)
        let newlines = before.filter { $0 == UInt8(ascii: "\n") }.count
        guard newlines > 0, let lastNewline = before.lastIndex(of: UInt8(ascii: "\n")) else {
            return (request.line, request.column + before.count)
        }
        return (request.line + newlines, before.distance(from: lastNewline, to: before.endIndex))
    }

    /// Whether the discriminator can start an identifier unchanged (`$s` + letters, digits and `_`).
    static func isUniqueNameSafe(_ discriminator: String) -> Bool {
        let bytes = Array(discriminator.utf8)
        guard bytes.count >= 2, bytes[0] == .dollar else { return false }
        return bytes.dropFirst().allSatisfy { SwiftSourceScanner.continuesIdentifier($0) && $0 < 0x80 }
    }

    /// `text` as a Swift string literal (quotes, backslashes and control characters escaped).
    static func swiftStringLiteral(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
