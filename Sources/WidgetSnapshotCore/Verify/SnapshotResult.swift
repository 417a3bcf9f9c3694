/// What happened to one image of one snapshot: the input of failure messages and of the report.
package struct SnapshotResult: Codable, Sendable, Equatable {
    package enum Status: String, Codable, Sendable {
        /// Matched its golden (within the tolerance).
        case passed
        /// No golden existed (it was written unless the mode is `never`).
        case new
        /// Differs from its golden: size, pixels, SVG text, or the golden cannot be read.
        case changed
        /// Could not be checked: rendering or writing failed.
        case error
    }

    /// One reason an image does not match.
    package enum Problem: Codable, Sendable, Equatable {
        case missingGolden
        case missingSVGGolden
        case sizeMismatch(expectedWidth: Int, expectedHeight: Int, actualWidth: Int, actualHeight: Int)
        case pixels(mismatched: Int, total: Int, allowed: Int, threshold: Double)
        case svgText(diff: String)
        /// Drawn with other fonts than the golden (`SVGFontFaces`): face names of each, sorted.
        case fonts(golden: [String], actual: [String])
        case corruptGolden(file: String, reason: String)
        case renderFailed(reason: String)
        case harness(reason: String)
    }

    /// Sanitised golden path below the snapshot root, without extension (the key everything uses).
    package var golden: String
    /// The test that checked it (`Module.Suite/test` or the function name).
    package var test: String
    package var variant: String
    package var status: Status
    package var problems: [Problem]
    /// Pixels over the threshold, when the pixels were compared (0 for a byte-identical image).
    package var mismatchedPixels: Int?
    package var totalPixels: Int?
    /// True when this run wrote the golden (a new one, or re-recorded under `all` / `failed`).
    package var wroteGolden: Bool
    package var artifacts: SnapshotArtifacts
    /// The failure message, nil when passed.
    package var message: String?

    package init(golden: String, test: String, variant: String, status: Status, problems: [Problem] = [],
                 mismatchedPixels: Int? = nil, totalPixels: Int? = nil, wroteGolden: Bool = false,
                 artifacts: SnapshotArtifacts = SnapshotArtifacts(), message: String? = nil) {
        self.golden = golden
        self.test = test
        self.variant = variant
        self.status = status
        self.problems = problems
        self.mismatchedPixels = mismatchedPixels
        self.totalPixels = totalPixels
        self.wroteGolden = wroteGolden
        self.artifacts = artifacts
        self.message = message
    }

    package var failed: Bool { message != nil }
}

/// Files written for a failing image, as paths relative to the artifacts folder.
package struct SnapshotArtifacts: Codable, Sendable, Equatable {
    package var actualPNG: String?
    package var expectedPNG: String?
    package var diffPNG: String?
    /// The 3-panel image: expected | diff | actual.
    package var comparisonPNG: String?
    package var actualSVG: String?
    package var expectedSVG: String?

    package init(actualPNG: String? = nil, expectedPNG: String? = nil, diffPNG: String? = nil,
                 comparisonPNG: String? = nil, actualSVG: String? = nil, expectedSVG: String? = nil) {
        self.actualPNG = actualPNG
        self.expectedPNG = expectedPNG
        self.diffPNG = diffPNG
        self.comparisonPNG = comparisonPNG
        self.actualSVG = actualSVG
        self.expectedSVG = expectedSVG
    }

    package var isEmpty: Bool {
        actualPNG == nil && expectedPNG == nil && diffPNG == nil && comparisonPNG == nil
            && actualSVG == nil && expectedSVG == nil
    }
}
