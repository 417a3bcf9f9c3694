import Foundation

/// pixelmatch over two images read a band of rows at a time, so memory grows with the width, not the
/// area: two 16384×16384 PNGs are compared in a few tens of MiB (README "Speed").
///
/// Same counts and, pixel for pixel, the same diff image as `Pixelmatch.compare` on the whole images: it
/// runs the same kernel, one band at a time, over a window that keeps two rows of context above and
/// below the band (the anti-aliasing test looks at a pixel's 3×3 neighbourhood and at the 3×3
/// neighbourhoods of two of its neighbours, so row y needs rows y-2…y+2).
package enum StreamedPixelmatch {
    /// Images up to this many pixels are compared whole by `diff`, `verify` and `assertSnapshot`; larger
    /// ones are streamed. On `make bench`'s 1092×1146 pair the two ways took the same time within the
    /// noise of a shared 2-core machine (streamed/whole, medians of 20–30 runs in one process, five runs:
    /// 59.7/120.7, 45.9/48.3, 51.8/51.7, 51.4/36.5, 52.9/121.1 ms), so the whole path, whose memory is at
    /// most three images of this size (48 MiB), stays for widget-sized images, where the harness also
    /// needs the decoded golden for its comparison sheet.
    package static let wholeImagePixelLimit = 4 * 1024 * 1024

    /// Rows compared per band: large enough that the per-band work (two decoder calls, one kernel run,
    /// shifting four context rows) is negligible, small enough that a band of a wide image stays in cache
    /// (64 rows of 16384 px are 4 MiB per image).
    package static let defaultBandRows = 64
    /// Rows of context the kernel reads on each side of the rows it runs over.
    static let contextRows = 2

    /// What a streamed comparison found.
    package struct Result: Equatable, Sendable {
        /// Pixels pixelmatch counts as different.
        package var mismatched: Int
        /// Whether every byte of the two images is the same (what the harness's `sameBytes` checks first).
        package var identical: Bool
    }

    /// Compares `a` with `b`; when `diffRows` is given, the diff image is handed to it band by band, top
    /// to bottom (`rows` points at `count` rows of RGBA).
    ///
    /// - Parameter decodesInParallel: read each band of `a` and `b` on two threads (worth it when both are
    ///   PNG decoders; a bitmap source only copies).
    /// - Throws: `PixelmatchError.sizeMismatch`, or the first error of `a`, `b` or `diffRows`.
    package static func compare(_ a: some PixelRowSource, _ b: some PixelRowSource, options: PixelmatchOptions = .init(),
                                bandRows: Int = defaultBandRows, decodesInParallel: Bool = false,
                                diffRows: ((_ rows: UnsafePointer<UInt8>, _ count: Int) throws -> Void)? = nil) throws -> Result {
        guard a.width == b.width, a.height == b.height else {
            throw PixelmatchError.sizeMismatch(firstWidth: a.width, firstHeight: a.height,
                                               secondWidth: b.width, secondHeight: b.height)
        }
        let (width, height) = (a.width, a.height)
        guard width > 0, height > 0 else { return Result(mismatched: 0, identical: true) }
        let band = max(1, bandRows)
        let rowBytes = width * 4
        let capacity = min(height, band + 2 * contextRows)
        let window = Window(capacity: capacity * rowBytes, hasDiff: diffRows != nil, diffBytes: min(height, band) * rowBytes)
        defer { window.deallocate() }

        var firstStored = 0 // image row at the start of the window
        var loaded = 0      // image rows read so far
        var result = Result(mismatched: 0, identical: true)
        for start in stride(from: 0, to: height, by: band) {
            let end = min(start + band, height)
            // Drop the rows no longer needed as context, then read up to two rows past the band.
            let keepFrom = max(start - contextRows, 0)
            if keepFrom > firstStored {
                let kept = (loaded - keepFrom) * rowBytes, dropped = (keepFrom - firstStored) * rowBytes
                memmove(window.first, window.first + dropped, kept)
                memmove(window.second, window.second + dropped, kept)
                firstStored = keepFrom
            }
            let need = min(end + contextRows, height)
            if need > loaded {
                let offset = (loaded - firstStored) * rowBytes
                try read(a, into: window.first + offset, b, into: window.second + offset, count: need - loaded,
                         inParallel: decodesInParallel)
                loaded = need
            }
            if result.identical {
                let stored = (start - firstStored) * rowBytes
                result.identical = memcmp(window.first + stored, window.second + stored, (end - start) * rowBytes) == 0
            }
            var kernel = PixelmatchKernel(img1: window.first, img2: window.second, width: width, height: height,
                                          checkerboard: options.checkerboard)
            kernel.firstRow = firstStored
            if let diffRows, let diff = window.diff {
                diff.initialize(repeating: 0, count: (end - start) * rowBytes)
                result.mismatched += kernel.run(rows: start..<end, options: options, output: diff)
                try diffRows(diff, end - start)
            } else {
                result.mismatched += kernel.run(rows: start..<end, options: options, output: nil)
            }
        }
        return result
    }

    /// Reads the same rows of both sources; the first source's error wins when both fail.
    private static func read(_ a: some PixelRowSource, into first: UnsafeMutablePointer<UInt8>,
                             _ b: some PixelRowSource, into second: UnsafeMutablePointer<UInt8>,
                             count: Int, inParallel: Bool) throws {
        guard inParallel else {
            try a.readRows(into: first, count: count)
            try b.readRows(into: second, count: count)
            return
        }
        let reads = ParallelReads(a, first, b, second, count)
        DispatchQueue.concurrentPerform(iterations: 2) { reads.run($0) }
        try reads.rethrow()
    }

    /// The two row buffers of the window and the diff rows of one band.
    private struct Window {
        let first: UnsafeMutablePointer<UInt8>
        let second: UnsafeMutablePointer<UInt8>
        let diff: UnsafeMutablePointer<UInt8>?

        init(capacity: Int, hasDiff: Bool, diffBytes: Int) {
            first = .allocate(capacity: capacity)
            second = .allocate(capacity: capacity)
            diff = hasDiff ? .allocate(capacity: diffBytes) : nil
        }

        func deallocate() {
            first.deallocate()
            second.deallocate()
            diff?.deallocate()
        }
    }

    /// One band read from each source on its own thread. Each thread touches only its own source, buffer
    /// and error slot, and `concurrentPerform` returns after both, so nothing is shared while they run.
    private final class ParallelReads: @unchecked Sendable {
        let a: any PixelRowSource, b: any PixelRowSource
        let first: UnsafeMutablePointer<UInt8>, second: UnsafeMutablePointer<UInt8>
        let count: Int
        var firstError: Error?
        var secondError: Error?

        init(_ a: any PixelRowSource, _ first: UnsafeMutablePointer<UInt8>, _ b: any PixelRowSource,
             _ second: UnsafeMutablePointer<UInt8>, _ count: Int) {
            (self.a, self.first, self.b, self.second, self.count) = (a, first, b, second, count)
        }

        func run(_ index: Int) {
            if index == 0 {
                do { try a.readRows(into: first, count: count) } catch { firstError = error }
            } else {
                do { try b.readRows(into: second, count: count) } catch { secondError = error }
            }
        }

        func rethrow() throws {
            if let error = firstError ?? secondError { throw error }
        }
    }
}
