import Foundation
import Testing
@testable import Typography

/// Unicode's own conformance files for UAX #9 and UAX #14, from Debian's `unicode-data` package (the
/// Makefile's test-deps and .ci/run install it). Every line must pass; a failing line is printed with what
/// we computed.
@Suite struct UnicodeConformanceTests {
    static let directory = ProcessInfo.processInfo.environment["UNICODE_DATA_DIR"] ?? "/usr/share/unicode"
    static let bidiTestPath = directory + "/BidiTest.txt"
    static let bidiCharacterTestPath = directory + "/BidiCharacterTest.txt"
    static let lineBreakTestPath = directory + "/auxiliary/LineBreakTest.txt"
    static let missing = "the Unicode test files are not in \(directory): install Debian's unicode-data (make test-deps does) or set UNICODE_DATA_DIR"

    static func lines(_ path: String) throws -> [Substring] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
    }

    static func header(_ path: String) throws -> String {
        try lines(path).first.map(String.init) ?? ""
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: lineBreakTestPath), "\(missing)"))
    func tablesAreFromTheTestFilesVersion() throws {
        #expect(try Self.header(Self.lineBreakTestPath).contains("LineBreakTest-\(UnicodeTables.version).txt"))
        #expect(try Self.header(Self.bidiCharacterTestPath).contains("BidiCharacterTest-\(UnicodeTables.version).txt"))
    }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The committed tables are exactly what Tools/unicode/generate_unicode_tables.py writes from the UCD.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: directory + "/extracted/DerivedBidiClass.txt"), "\(missing)"))
    func committedTablesAreWhatTheScriptWrites() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.repository.appendingPathComponent("Tools/unicode/generate_unicode_tables.py").path,
                             Self.directory]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let generated = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let committed = try Data(contentsOf: Self.repository.appendingPathComponent("Sources/Typography/Unicode/UnicodeTables.swift"))
        #expect(generated == committed, "run: python3 Tools/unicode/generate_unicode_tables.py > Sources/Typography/Unicode/UnicodeTables.swift")
    }

    /// Levels as the files print them: "x" for characters X9 removes.
    static func levelText(_ levels: [UInt8], removed: [Bool]) -> String {
        zip(levels, removed).map { $1 ? "x" : String($0) }.joined(separator: " ")
    }

    static func orderText(_ levels: [UInt8], removed: [Bool]) -> String {
        BidiParagraph.visualOrder(levels).filter { !removed[$0] }.map(String.init).joined(separator: " ")
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: bidiTestPath), "\(missing)"))
    func bidiTest() throws {
        // Compared as numbers (-1 for "x"); printed only when a case fails.
        var expectedLevels: [Int] = [], expectedOrder: [Int] = []
        func numbers(_ text: Substring) -> [Int] {
            text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map { Int($0) ?? -1 }
        }
        var failures: [String] = []
        var checked = 0
        for (number, line) in try Self.lines(Self.bidiTestPath).enumerated() {
            if line.hasPrefix("@Levels:") {
                expectedLevels = numbers(line.dropFirst(8))
                continue
            }
            if line.hasPrefix("@Reorder:") {
                expectedOrder = numbers(line.dropFirst(9))
                continue
            }
            guard !line.hasPrefix("#"), let semicolon = line.firstIndex(of: ";") else { continue }
            let classes = line[..<semicolon].split(separator: " ").compactMap { BidiClass(name: String($0)) }
            guard let bits = Int(line[line.index(after: semicolon)...].trimmingCharacters(in: .whitespaces)) else {
                failures.append("line \(number + 1): unreadable: \(line)")
                continue
            }
            let removed = classes.map(\.isRemovedByX9)
            for (bit, level) in [(1, nil), (2, 0), (4, 1)] as [(Int, UInt8?)] where bits & bit != 0 {
                let paragraph = BidiParagraph(classes: classes, paragraphLevel: level)
                let levels = paragraph.lineLevels(0..<classes.count)
                let gotLevels = zip(levels, removed).map { $1 ? -1 : Int($0) }
                let gotOrder = BidiParagraph.visualOrder(levels).filter { !removed[$0] }
                checked += 1
                if gotLevels != expectedLevels || gotOrder != expectedOrder {
                    failures.append("line \(number + 1) [\(line)] paragraph \(level.map(String.init) ?? "auto"): levels \(Self.levelText(levels, removed: removed)) (expected \(expectedLevels)), order \(Self.orderText(levels, removed: removed)) (expected \(expectedOrder))")
                }
            }
        }
        #expect(checked > 700_000)
        #expect(failures.isEmpty, "\(failures.count) of \(checked) failed, first: \(failures.prefix(20).joined(separator: "\n"))")
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: bidiCharacterTestPath), "\(missing)"))
    func bidiCharacterTest() throws {
        var failures: [String] = []
        var checked = 0
        for (number, line) in try Self.lines(Self.bidiCharacterTestPath).enumerated() {
            guard !line.hasPrefix("#"), !line.isEmpty else { continue }
            let fields = line.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 5, let direction = Int(fields[1]), let expectedParagraph = UInt8(fields[2]) else {
                failures.append("line \(number + 1): unreadable: \(line)")
                continue
            }
            let scalars = fields[0].split(separator: " ").compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
            let paragraph = BidiParagraph(scalars: scalars, paragraphLevel: direction == 2 ? nil : UInt8(direction))
            let removed = paragraph.classes.map(\.isRemovedByX9)
            let levels = paragraph.lineLevels(0..<scalars.count)
            let gotLevels = Self.levelText(levels, removed: removed)
            let gotOrder = Self.orderText(levels, removed: removed)
            checked += 1
            if paragraph.paragraphLevel != expectedParagraph || gotLevels != fields[3] || gotOrder != fields[4] {
                failures.append("line \(number + 1) [\(fields[0])] dir \(direction): paragraph \(paragraph.paragraphLevel), levels \(gotLevels) (expected \(fields[3])), order \(gotOrder) (expected \(fields[4]))")
            }
        }
        #expect(checked > 90_000)
        #expect(failures.isEmpty, "\(failures.count) of \(checked) failed, first: \(failures.prefix(20).joined(separator: "\n"))")
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: lineBreakTestPath), "\(missing)"))
    func lineBreakTest() throws {
        var failures: [String] = []
        var checked = 0
        for (number, line) in try Self.lines(Self.lineBreakTestPath).enumerated() {
            let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let tokens = content.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard !tokens.isEmpty else { continue }
            var scalars: [Unicode.Scalar] = []
            var expected: [Bool] = []   // a break after each scalar
            for token in tokens {
                if token == "÷" || token == "×" {
                    if !scalars.isEmpty { expected.append(token == "÷") }
                } else if let value = UInt32(token, radix: 16), let scalar = Unicode.Scalar(value) {
                    scalars.append(scalar)
                }
            }
            guard expected.count == scalars.count else {
                failures.append("line \(number + 1): unreadable: \(line)")
                continue
            }
            let got = LineBreaker.opportunities(scalars).map { $0 != nil }
            checked += 1
            if got != expected {
                let shown = zip(scalars, got).map { String($0.value, radix: 16, uppercase: true) + ($1 ? " ÷" : " ×") }
                failures.append("line \(number + 1): got × \(shown.joined(separator: " ")) for \(line)")
            }
        }
        #expect(checked > 7_000)
        #expect(failures.isEmpty, "\(failures.count) of \(checked) failed, first: \(failures.prefix(20).joined(separator: "\n"))")
    }
}
