import Foundation
import Graphics

/// Checks one rendered image against its golden and applies the record mode: the harness's core,
/// shared by `assertSnapshot` and the CLI's `verify`.
///
/// Verifying reads and decodes the golden once and compares pixels (byte-equal first, then the
/// comparer); it encodes a PNG only when it must write a golden or an artifact. The live codec compares
/// a golden with the rendered rows as it decodes them, a band at a time; only a golden that differs (or
/// fails to decode) is then decoded whole for the comparer, its messages and artifacts. A golden over
/// `StreamedPixelmatch.wholeImagePixelLimit` pixels is never decoded whole when the comparer can stream
/// (`SnapshotRowComparing`, the live one): it is decoded a band of rows at a time against the rendered
/// image, its diff artifact encoded the same way, and no comparison sheet is drawn (README "Speed").
package struct SnapshotVerifier: Sendable {
    package var settings: SnapshotSettings
    package var writer: AtomicFileWriter
    /// The command that re-runs this check in a record mode, shown in failure messages (the developer's own
    /// `swift test --filter …` or `swift run <executable> verify --record …`; a test runs each form).
    package var recordCommand: @Sendable (SnapshotRecordMode) -> String

    /// `acceptCommand` run with `WIDGET_SNAPSHOT_RECORD=<mode>` in front, as the harness reads the mode.
    package init(settings: SnapshotSettings, acceptCommand: String, writer: AtomicFileWriter = AtomicFileWriter()) {
        self.init(settings: settings, recordCommand: { "\(SnapshotRecordMode.environmentVariable)=\($0.rawValue) \(acceptCommand)" },
                  writer: writer)
    }

    package init(settings: SnapshotSettings, recordCommand: @escaping @Sendable (SnapshotRecordMode) -> String,
                 writer: AtomicFileWriter = AtomicFileWriter()) {
        self.settings = settings
        self.recordCommand = recordCommand
        self.writer = writer
    }

    package func verify(_ image: SnapshotImage, name: GoldenName, test: String) -> SnapshotResult {
        let location: GoldenLocation
        do {
            location = try GoldenLocation(root: settings.snapshotRoot, name: name)
        } catch {
            return errorResult(name: name, test: test, reason: Self.text(error))
        }
        let codec = settings.backend.codec
        let actual = image.bitmap
        let fm = FileManager.default
        var problems: [SnapshotResult.Problem] = []

        // 1. The PNG golden, read and decoded once.
        var goldenData: Data?
        var expected: Bitmap?
        // A large golden the comparer reads a band of rows at a time instead (see the type's comment).
        var goldenRows: PNGRowReader?
        // Whether the codec found the golden's pixels equal to the rendered ones as it decoded them.
        var matchedWhileDecoding = false
        if fm.fileExists(atPath: location.png.path) {
            if !fm.isReadableFile(atPath: location.png.path) {
                problems.append(.corruptGolden(file: location.png.path,
                                               reason: "it is not readable (permission denied); give the test process read access to it"))
            } else {
                do {
                    let data = try Data(contentsOf: location.png)
                    goldenData = data
                    if Self.streams(data, comparer: settings.backend.comparer) {
                        // Read from the file again rather than from `data`: no second copy of a large file.
                        goldenRows = try PNGRowReader(contentsOf: location.png)
                    } else if codec.decodedPNG(data, name: location.png.path, isExactly: actual) == true {
                        // The usual case, settled while decoding: the golden's pixels are the rendered ones.
                        expected = actual
                        matchedWhileDecoding = true
                    } else {
                        expected = try codec.decodePNG(data, name: location.png.path)
                    }
                } catch {
                    problems.append(.corruptGolden(file: location.png.path, reason: Self.corruptReason(error, data: goldenData)))
                }
            }
        } else {
            problems.append(.missingGolden)
        }

        // 2. Pixels: size, then byte equality, then the comparer.
        var mismatched: Int?
        var pixelsDiffer = false
        let total = actual.width * actual.height
        let goldenSize = expected.map { (width: $0.width, height: $0.height) }
            ?? goldenRows.map { (width: $0.width, height: $0.height) }
        if let goldenSize {
            if goldenSize.width != actual.width || goldenSize.height != actual.height {
                problems.append(.sizeMismatch(expectedWidth: goldenSize.width, expectedHeight: goldenSize.height,
                                              actualWidth: actual.width, actualHeight: actual.height))
                pixelsDiffer = true
            } else if let rows = goldenRows, let rowComparer = settings.backend.comparer as? any SnapshotRowComparing {
                do {
                    let streamed = try rowComparer.compare(expected: rows, actual: actual,
                                                           threshold: settings.tolerance.threshold, diff: nil)
                    mismatched = streamed.mismatched
                    pixelsDiffer = !streamed.identical
                    let allowed = settings.tolerance.allowedPixels(of: total)
                    if streamed.mismatched > allowed {
                        problems.append(.pixels(mismatched: streamed.mismatched, total: total,
                                                allowed: allowed, threshold: settings.tolerance.threshold))
                    }
                } catch let error as PNGError {
                    // A golden damaged past its header is found only while streaming it.
                    problems.append(.corruptGolden(file: location.png.path, reason: Self.text(error)))
                    goldenRows = nil
                } catch {
                    return errorResult(name: name, test: test, reason: "comparing \(location.png.path): \(Self.text(error))")
                }
            } else if let expected, matchedWhileDecoding || Self.sameBytes(expected.pixels, actual.pixels) {
                mismatched = 0
            } else if let expected {
                pixelsDiffer = true
                do {
                    let comparison = try settings.backend.comparer.compare(
                        expected: expected, actual: actual, threshold: settings.tolerance.threshold, writeDiff: false)
                    mismatched = comparison.mismatchedPixels
                    let allowed = settings.tolerance.allowedPixels(of: total)
                    if comparison.mismatchedPixels > allowed {
                        problems.append(.pixels(mismatched: comparison.mismatchedPixels, total: total,
                                                allowed: allowed, threshold: settings.tolerance.threshold))
                    }
                } catch {
                    return errorResult(name: name, test: test, reason: "comparing \(location.png.path): \(Self.text(error))")
                }
            }
        }

        // 3. SVG text.
        var goldenSVG: String?
        var svgDiffers = false
        if let svg = image.svg, !problems.contains(.missingGolden) {
            let data = try? Data(contentsOf: location.svg)
            if let data, Self.sameBytes(data, svg) {
                // The usual case, settled without decoding or normalizing either text.
                goldenSVG = svg
            } else if let data, let text = String(data: data, encoding: .utf8) {
                goldenSVG = text
                if Self.normalizedSVG(text) != Self.normalizedSVG(svg) {
                    svgDiffers = true
                    let diff = UnifiedDiff.format(old: Self.normalizedSVG(text), new: Self.normalizedSVG(svg),
                                                  oldName: "golden " + location.relativeSVG, newName: "actual")
                    let goldenFaces = SVGFontFaces.names(in: text), actualFaces = SVGFontFaces.names(in: svg)
                    if goldenFaces != actualFaces { problems.append(.fonts(golden: goldenFaces, actual: actualFaces)) }
                    problems.append(.svgText(diff: diff))
                }
            } else if fm.fileExists(atPath: location.svg.path) {
                problems.append(.corruptGolden(file: location.svg.path, reason: "it is not readable UTF-8 text"))
                svgDiffers = true
            } else {
                problems.append(.missingSVGGolden)
                svgDiffers = true
            }
        }

        let failing = !problems.isEmpty
        let onlySVGMissing = failing && problems.allSatisfy { $0 == .missingSVGGolden }
        let isNew = problems.contains(.missingGolden) || onlySVGMissing
        let mode = settings.record
        let shouldRecord: Bool
        switch mode {
        case .never: shouldRecord = false
        case .missing: shouldRecord = isNew
        case .failed: shouldRecord = failing
        case .all: shouldRecord = failing || pixelsDiffer || svgDiffers
        }

        var result = SnapshotResult(golden: location.stem, test: test, variant: name.variant.description,
                                    status: failing ? (isNew ? .new : .changed) : .passed,
                                    problems: problems, mismatchedPixels: mismatched,
                                    totalPixels: expected == nil && goldenRows == nil ? nil : total)
        if !failing && !shouldRecord {
            ArtifactWriter(root: settings.artifactsRoot, writer: writer).removeStale(stem: location.stem)
            return result
        }

        // Encoded at most once, shared by the golden and the artifact.
        var encodedActual: Data?
        func actualPNG() throws -> Data {
            if let encodedActual { return encodedActual }
            let data = try codec.encodePNG(actual)
            encodedActual = data
            return data
        }

        var notes: [String] = []
        if shouldRecord {
            do {
                // A missing SVG next to a good PNG only adds the SVG under `missing`. PNG and SVG are
                // committed together: a full disk leaves both old goldens, never a new PNG beside an old SVG.
                var files: [(data: Data, url: URL)] = []
                if !(onlySVGMissing && mode == .missing) { files.append((try actualPNG(), location.png)) }
                if let svg = image.svg { files.append((Data(svg.utf8), location.svg)) }
                try writer.write(files)
                result.wroteGolden = true
            } catch {
                notes.append("Could not record the golden: \(Self.text(error))")
                result.status = .error
            }
        }

        // Artifacts for every failure, a just-recorded new golden included (so the report can show it);
        // not when only the SVG of a matching PNG was added.
        if failing && !(onlySVGMissing && result.wroteGolden) {
            do {
                result.artifacts = try writeArtifacts(image: image, expected: expected, goldenData: goldenData,
                                                      goldenSVG: goldenSVG, stem: location.stem,
                                                      pixelsCompared: mismatched != nil && pixelsDiffer, mismatchedPixels: mismatched,
                                                      streamedGolden: goldenRows.map { (width: $0.width, height: $0.height) },
                                                      goldenFile: location.png, notes: &notes, actualPNG: actualPNG)
            } catch {
                notes.append("Could not write the failure artifacts under \(settings.artifactsRoot.path): \(Self.text(error))")
            }
        }

        result.message = message(for: result, location: location, image: image, notes: notes)
        if result.message == nil && result.wroteGolden && mode == .all {
            // Re-recorded a golden that differed within the tolerance: say so, so `all` is never left on.
            result.message = "Recorded \(location.png.path) (record mode all): it differed from the old golden. "
                + "Turn record mode off and re-run to verify."
        }
        if result.message != nil {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            if let json = try? encoder.encode(result) {
                _ = try? ArtifactWriter(root: settings.artifactsRoot, writer: writer).write(json, stem: location.stem, .resultJSON)
            }
        }
        return result
    }

    private func writeArtifacts(image: SnapshotImage, expected: Bitmap?, goldenData: Data?, goldenSVG: String?,
                                stem: String, pixelsCompared: Bool, mismatchedPixels: Int?,
                                streamedGolden: (width: Int, height: Int)?, goldenFile: URL, notes: inout [String],
                                actualPNG: () throws -> Data) throws -> SnapshotArtifacts {
        let artifacts = ArtifactWriter(root: settings.artifactsRoot, writer: writer)
        artifacts.removeStale(stem: stem)
        var written = SnapshotArtifacts()
        written.actualPNG = try artifacts.write(try actualPNG(), stem: stem, .actualPNG)
        if let goldenData, expected != nil || streamedGolden != nil {
            written.expectedPNG = try artifacts.write(goldenData, stem: stem, .expectedPNG)
        }
        var diff: Bitmap?
        if pixelsCompared, let expected {
            diff = try settings.backend.comparer.compare(expected: expected, actual: image.bitmap,
                                                         threshold: settings.tolerance.threshold, writeDiff: true).diff
            if let diff {
                written.diffPNG = try artifacts.write(try settings.backend.codec.encodePNG(diff), stem: stem, .diffPNG)
            }
        }
        if let streamedGolden, let rowComparer = settings.backend.comparer as? any SnapshotRowComparing {
            // Large images: the diff is encoded row by row as it is computed, and the sheet, which would
            // hold all three pictures at once, is not drawn.
            let actual = image.bitmap
            if pixelsCompared {
                let writer = try PNGRowWriter(width: actual.width, height: actual.height, opaque: true)
                _ = try rowComparer.compare(expected: PNGRowReader(contentsOf: goldenFile), actual: actual,
                                            threshold: settings.tolerance.threshold, diff: writer)
                written.diffPNG = try artifacts.write(try writer.finish(), stem: stem, .diffPNG)
            }
            notes.append("No comparison sheet: the golden is \(streamedGolden.width)×\(streamedGolden.height) px, over the "
                + "\(StreamedPixelmatch.wholeImagePixelLimit / (1 << 20)) Mpx up to which one is drawn; "
                + "open the expected, actual and diff images instead.")
        } else if expected != nil, let sheet = ComparisonSheet.compose(expected: expected, diff: diff, actual: image.bitmap,
                                                                    mismatchedPixels: mismatchedPixels) {
            written.comparisonPNG = try artifacts.write(try settings.backend.codec.encodePNG(sheet), stem: stem, .comparisonPNG)
        }
        if let svg = image.svg {
            written.actualSVG = try artifacts.write(Data(svg.utf8), stem: stem, .actualSVG)
            if let goldenSVG {
                written.expectedSVG = try artifacts.write(Data(goldenSVG.utf8), stem: stem, .expectedSVG)
            }
        }
        return written
    }

    // MARK: - Messages

    private func message(for result: SnapshotResult, location: GoldenLocation, image: SnapshotImage,
                         notes: [String]) -> String? {
        guard !result.problems.isEmpty || !notes.isEmpty else { return nil }
        let title = "\"\(location.stem)\""
        var lines: [String] = []
        let mode = settings.record
        if result.status == .new || (result.status == .error && result.problems.contains(.missingGolden)) {
            let onlySVG = !result.problems.contains(.missingGolden)
            if result.wroteGolden {
                lines.append("No \(onlySVG ? "SVG golden" : "golden") for \(title); recorded it (record mode \(mode.rawValue)):")
                if !onlySVG { lines.append("  \(location.png.path)") }
                if image.svg != nil { lines.append("  \(location.svg.path)") }
                lines.append("Look at it, commit it, and re-run the test to verify against it.")
            } else {
                lines.append("No \(onlySVG ? "SVG golden" : "golden") for \(title) at \(onlySVG ? location.svg.path : location.png.path).")
                let why = settings.environment.isCI && settings.environment[SnapshotRecordMode.environmentVariable] == nil
                    ? "CI is set, so the record mode is never" : "the record mode is never"
                lines.append("Nothing was recorded: \(why) (a retried run cannot pass by recording its own golden).")
                lines.append("Record it on your machine with: \(recordCommand(.missing))")
            }
        } else {
            lines.append(result.wroteGolden
                ? "Snapshot \(title) did not match its golden; re-recorded it (record mode \(mode.rawValue)):"
                : "Snapshot \(title) does not match its golden:")
            for problem in result.problems { lines.append("  " + Self.describe(problem)) }
            lines.append("  golden:   \(location.png.path)")
            if result.wroteGolden { lines.append("Re-run the test to verify against the new golden.") }
        }
        let a = result.artifacts
        if !a.isEmpty {
            let art = ArtifactWriter(root: settings.artifactsRoot)
            if let p = a.comparisonPNG { lines.append("  compare:  \(art.root.appendingPathComponent(p).path)  (expected | diff | actual)") }
            if let p = a.expectedPNG { lines.append("  expected: \(art.root.appendingPathComponent(p).path)") }
            if let p = a.actualPNG { lines.append("  actual:   \(art.root.appendingPathComponent(p).path)") }
            if let p = a.diffPNG { lines.append("  diff:     \(art.root.appendingPathComponent(p).path)") }
            if let p = a.actualSVG { lines.append("  actual SVG: \(art.root.appendingPathComponent(p).path)") }
        }
        for problem in result.problems {
            if case .svgText(let diff) = problem { lines.append("SVG differs:"); lines.append(diff) }
        }
        if !image.warnings.isEmpty {
            lines.append("Renderer warnings: " + image.warnings.joined(separator: "; "))
        }
        lines += notes
        if !result.wroteGolden && result.status != .new {
            lines.append("If the new image is right, accept it with:")
            lines.append("  \(recordCommand(.failed))")
        }
        return lines.joined(separator: "\n")
    }

    package static func describe(_ problem: SnapshotResult.Problem) -> String {
        switch problem {
        case .missingGolden: return "the golden PNG is missing"
        case .missingSVGGolden: return "the golden SVG is missing"
        case let .sizeMismatch(ew, eh, aw, ah):
            return "size differs: golden is \(ew)×\(eh) px, new image is \(aw)×\(ah) px"
        case let .pixels(mismatched, total, allowed, threshold):
            let percent = total == 0 ? 0 : Double(mismatched) * 100 / Double(total)
            return "\(mismatched) of \(total) pixels differ (\(Self.percentText(percent))); allowed \(allowed) at threshold \(threshold)"
        case .svgText: return "the SVG text differs (diff below)"
        case let .fonts(golden, actual):
            let gone = golden.filter { !actual.contains($0) }, new = actual.filter { !golden.contains($0) }
            return "drawn with other fonts than the golden: the golden with \(gone.isEmpty ? "no other face" : gone.joined(separator: ", ")), "
                + "this image with \(new.isEmpty ? "no other face" : new.joined(separator: ", ")) (Apple's system fonts come from "
                + "--system-fonts / WIDGET_PREVIEW_SYSTEM_FONTS / RenderContext.systemFontDirectory; without them the bundled stand-ins draw)"
        case let .corruptGolden(file, reason): return "cannot read the golden \(file): \(reason)"
        case let .renderFailed(reason): return "rendering failed: \(reason)"
        case let .harness(reason): return reason
        }
    }

    package static func percentText(_ percent: Double) -> String {
        let hundredths = Int((percent * 100).rounded())
        let text = "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)%"
        return hundredths == 0 && percent > 0 ? "<0.01%" : text
    }

    private func errorResult(name: GoldenName, test: String, reason: String) -> SnapshotResult {
        let stem = (try? name.relativeStem()) ?? name.description
        return SnapshotResult(golden: stem, test: test, variant: name.variant.description, status: .error,
                              problems: [.harness(reason: reason)],
                              message: "Snapshot \"\(stem)\" could not be checked: \(reason)")
    }

    /// Whether a golden is read a band of rows at a time: it declares more pixels than are compared whole,
    /// and the comparer can stream.
    static func streams(_ golden: Data, comparer: any SnapshotImageComparing) -> Bool {
        guard comparer is any SnapshotRowComparing, let size = PNGCodec.declaredSize(golden) else { return false }
        return size.width.multipliedReportingOverflow(by: size.height).partialValue > StreamedPixelmatch.wholeImagePixelLimit
    }

    /// `memcmp` of two pixel buffers: the common case (nothing changed) costs one pass over memory, also
    /// in debug builds, where `Array ==` compares element by element.
    package static func sameBytes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBytes { pa in
            b.withUnsafeBytes { pb in
                guard let x = pa.baseAddress, let y = pb.baseAddress else { return true }
                return memcmp(x, y, a.count) == 0
            }
        }
    }

    /// Whether a file's bytes are exactly `text`'s UTF-8.
    static func sameBytes(_ data: Data, _ text: String) -> Bool {
        var text = text
        return text.withUTF8 { utf8 in
            guard data.count == utf8.count else { return false }
            return data.withUnsafeBytes { bytes in
                guard let x = bytes.baseAddress, let y = utf8.baseAddress else { return true }
                return memcmp(x, y, utf8.count) == 0
            }
        }
    }

    /// CRLF (a Windows checkout) and a missing final newline do not count as changes.
    package static func normalizedSVG(_ text: String) -> String {
        // What our writer produces is already normal: LF only, one final newline.
        let tail = Array(text.utf8.suffix(2))
        if tail.last == 0x0A, tail.count == 1 || tail[0] != 0x0A, !text.utf8.contains(0x0D) { return text }
        var lines = UnifiedDiff.lines(text)
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func corruptReason(_ error: Error, data: Data?) -> String {
        if let data, data.starts(with: Data("version https://git-lfs".utf8)) {
            return "it is a Git LFS pointer, not a PNG; run `git lfs pull` (or re-record it)"
        }
        if let data, data.isEmpty { return "the file is empty; delete it or re-record it" }
        // The codec's own message already says what to do.
        if error is PNGError { return text(error) }
        return text(error) + "; re-record it if it is damaged"
    }

    package static func text(_ error: Error) -> String {
        String(describing: error)
    }
}
