/// Where a `#Preview` is written: its file (`Module/File.swift`, as `#fileID` gives it), line and column.
/// Discovered previews are ordered by it, and every error about a preview names it.
public struct PreviewSourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let fileID: String
    public let line: Int
    public let column: Int

    public init(fileID: String, line: Int, column: Int) {
        self.fileID = fileID
        self.line = line
        self.column = column
    }

    /// The module the file belongs to (the part of `fileID` before the first `/`).
    public var moduleName: String { fileID.split(separator: "/", maxSplits: 1).first.map(String.init) ?? fileID }
    /// The file's name without its module.
    public var fileName: String { fileID.split(separator: "/").last.map(String.init) ?? fileID }

    /// `File.swift:12`, the form compilers print.
    public var description: String { "\(fileName):\(line)" }

    public static func < (a: PreviewSourceLocation, b: PreviewSourceLocation) -> Bool {
        (a.fileID, a.line, a.column) < (b.fileID, b.line, b.column)
    }
}

/// What a `#Preview` expands into: a type whose conformance to this protocol the Swift runtime records, so
/// `Preview.discovered` finds it in every loaded module. Written by the macro; not meant to be adopted by hand.
public protocol PreviewRegistration {
    static var sourceLocation: PreviewSourceLocation { get }
    static func makePreview() -> Preview
}
