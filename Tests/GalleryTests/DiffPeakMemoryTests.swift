import Foundation
import Testing
import Graphics
@testable import WidgetPreviewCLI
@testable import WidgetPreviewDev

/// `widget-preview diff` on two large PNGs streams rows (README "Speed"): its peak memory, read by `wait4`
/// from the real command run as a child process, stays far below even one of the two decoded images.
/// 16384 px wide, the widest image accepted, and 2048 rows keep the debug build to a few seconds; the
/// streamed bound grows with the width only, and the full 16384×16384 case is measured in the README.
///
/// The command is started by a fresh copy of this test binary (`DiffPeakMemoryChild`), not by this
/// process: `posix_spawn` starts a child in its parent's memory (`CLONE_VM`) and Linux then counts the
/// parent's peak in the child's `ru_maxrss`, so a spawn from this test process, grown by every other test
/// running beside it, would report this process's peak, not the command's.
@Suite("diff peak memory")
struct DiffPeakMemoryTests {
    static let width = 16_384, height = 2_048
    /// One decoded image: 128 MiB. The whole-image path held both, plus the diff image (384 MiB and more).
    static let decodedImageMiB = (width * height * 4) >> 20
    /// The bound asserted: half of one decoded image. Measured 36–37 MiB in a debug build: the process
    /// itself (about 24 MiB for `diff` of two tiny files), the streamed windows (2 × 68 rows of 64 KiB plus
    /// 64 diff rows: 12.5 MiB at this width), libpng's and zlib's buffers and the compressed diff.
    static let boundMiB = 64

    typealias Patch = (x: Int, y: Int, w: Int, h: Int)
    /// Patches of a very different colour in the second image: at the top, across a band boundary, and
    /// in the bottom-right corner. No patch pixel is anti-aliasing (each has 3+ equal neighbours).
    static let patches: [Patch] = [(100, 10, 300, 40), (8_000, 1_000, 500, 100), (width - 50, height - 48, 50, 48)]
    static var changedPixels: Int { patches.reduce(0) { $0 + $1.w * $1.h } }

    static let background: (UInt8, UInt8, UInt8) = (240, 240, 235), patchColour: (UInt8, UInt8, UInt8) = (20, 20, 200)

    /// Writes the PNG row by row with the streaming encoder; a row is rebuilt only where a patch starts or ends.
    static func writePNG(to url: URL, patches: [Patch]) throws {
        let writer = try PNGRowWriter(width: width, height: height, opaque: true)
        var row = [UInt8](repeating: 255, count: width * 4)
        var lastInside: [Bool]? = nil
        for y in 0..<height {
            let inside = patches.map { y >= $0.y && y < $0.y + $0.h }
            if inside != lastInside {
                for x in 0..<width { (row[4 * x], row[4 * x + 1], row[4 * x + 2]) = background }
                for (patch, isInside) in zip(patches, inside) where isInside {
                    for x in patch.x..<(patch.x + patch.w) { (row[4 * x], row[4 * x + 1], row[4 * x + 2]) = patchColour }
                }
                lastInside = inside
            }
            try writer.write(rows: row, count: 1)
        }
        try writer.finish().write(to: url)
    }

    /// The `widget-preview` executable SwiftPM built beside this test binary.
    static func executable() throws -> String {
        let testBinary = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let candidate = URL(fileURLWithPath: testBinary).deletingLastPathComponent().appendingPathComponent("widget-preview").path
        guard FileManager.default.isExecutableFile(atPath: candidate) else {
            throw CLIError("\(candidate) is missing: build it with `swift build --build-tests` before running this test")
        }
        return candidate
    }

    @Test("diff of two 16384×2048 PNGs with a diff image peaks far below one decoded image")
    func peakMemoryIsBounded() throws {
        let folder = try temporaryFolder("diff-memory")
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("a.png"), b = folder.appendingPathComponent("b.png")
        let diff = folder.appendingPathComponent("diff.png"), out = folder.appendingPathComponent("diff-stdout.txt")
        try Self.writePNG(to: a, patches: [])
        try Self.writePNG(to: b, patches: Self.patches)

        let spawner = FullDiskSandbox.run([try FullDiskSandbox.testBinary(), "--testing-library", "swift-testing",
                                           "--filter", "DiffPeakMemoryChild"],
                                          environment: [DiffPeakMemoryChild.workVariable: folder.path], in: folder)
        let report = try String(contentsOf: folder.appendingPathComponent("usage.txt"), encoding: .utf8)
        let fields = report.split(separator: " ").compactMap { Int($0) }
        try #require(fields.count == 2, "the spawning test binary wrote no usage (exit \(spawner.code)): \(spawner.err)")
        let printed = try String(contentsOf: out, encoding: .utf8)
        #expect(fields[0] == 1, "\(printed)")
        #expect(printed == "\(Self.changedPixels) of \(Self.width * Self.height) pixels differ (threshold 0.1), diff image: \(diff.path)\n")
        let peakMiB = fields[1] / 1024
        print("diff of two \(Self.width)×\(Self.height) PNGs: peak RSS \(peakMiB) MiB (one decoded image is \(Self.decodedImageMiB) MiB)")
        #expect(peakMiB <= Self.boundMiB, "peak RSS \(peakMiB) MiB, bound \(Self.boundMiB) MiB")

        // The diff image, read back a row at a time: grey where equal, red on exactly the patches.
        let reader = try PNGRowReader(contentsOf: diff)
        #expect(reader.width == Self.width && reader.height == Self.height)
        var row = [UInt8](repeating: 0, count: reader.rowBytes)
        var greyRow: [UInt8]?
        var red = 0
        for y in 0..<reader.height {
            try reader.readRows(into: &row, count: 1)
            if !Self.patches.contains(where: { y >= $0.y && y < $0.y + $0.h }) {
                guard let greyRow else { greyRow = row; continue }
                // memcmp: `==` on arrays compares element by element in a debug build.
                #expect(memcmp(row, greyRow, row.count) == 0, "row \(y) is not the grey of the unchanged image")
                continue
            }
            for x in 0..<reader.width where row[4 * x] == 255 && row[4 * x + 1] == 0 && row[4 * x + 2] == 0 { red += 1 }
        }
        #expect(red == Self.changedPixels)
    }

    @Test("a large PNG cut off after its header is an error naming the file, exit 2")
    func truncatedLargeFile() throws {
        let folder = try temporaryFolder("diff-memory-cut")
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("a.png"), b = folder.appendingPathComponent("b.png")
        try Self.writePNG(to: a, patches: [])
        let whole = try Data(contentsOf: a)
        try whole.prefix(whole.count / 2).write(to: b)
        let run = CLIRun(["diff", a.path, b.path])
        #expect(run.code == 2)
        #expect(run.err.contains(b.path) && run.err.contains("truncated"), "\(run.err)")
    }
}

/// The spawning side of `DiffPeakMemoryTests`: does nothing unless that test started this process. Runs
/// `widget-preview diff a.png b.png --output diff.png` in the given folder and writes "EXIT PEAK-KiB".
@Suite("diff peak memory child (runs only inside DiffPeakMemoryTests)")
struct DiffPeakMemoryChild {
    static let workVariable = "WP_DIFF_MEMORY_WORK"
    static let work = ProcessInfo.processInfo.environment[workVariable]

    @Test("spawn diff and report its usage", .enabled(if: work != nil, "only inside DiffPeakMemoryTests"))
    func child() throws {
        let folder = URL(fileURLWithPath: try #require(Self.work))
        let file = { (name: String) in folder.appendingPathComponent(name).path }
        let usage = try ChildProcess.run(try DiffPeakMemoryTests.executable(),
                                         ["diff", file("a.png"), file("b.png"), "--output", file("diff.png")],
                                         outputFile: file("diff-stdout.txt"))
        try Data("\(usage.exitStatus) \(usage.peakMemoryKiB)".utf8).write(to: folder.appendingPathComponent("usage.txt"))
    }
}
