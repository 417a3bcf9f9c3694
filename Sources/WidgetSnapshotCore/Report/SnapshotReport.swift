import Foundation

/// What a run changed, for reviewers: the model behind the Markdown summary and the HTML report.
package struct SnapshotReport: Sendable, Equatable {
    package enum Kind: String, Sendable, CaseIterable, Codable {
        /// Differs from its golden (pixels, size, SVG text, unreadable golden) or could not be checked.
        case changed
        /// Had no golden.
        case new
        /// A golden this run deleted (the gallery prunes goldens no preview produces).
        case removed
        /// A golden in the gallery's folders that no preview produces any more (a deleted preview, a place
        /// or family it no longer has): `gallery --prune` removes it.
        case stray
        /// A golden no assertion of this run checked (a renamed or deleted test left it behind).
        case unused
        case passed
    }

    package struct Item: Sendable, Equatable {
        package var kind: Kind
        /// Golden path below the snapshot root, without extension.
        package var golden: String
        package var test: String?
        package var variant: String?
        package var mismatchedPixels: Int?
        package var totalPixels: Int?
        package var problems: [SnapshotResult.Problem]
        package var wroteGolden: Bool
        package var artifacts: SnapshotArtifacts

        package init(kind: Kind, golden: String, test: String? = nil, variant: String? = nil,
                     mismatchedPixels: Int? = nil, totalPixels: Int? = nil, problems: [SnapshotResult.Problem] = [],
                     wroteGolden: Bool = false, artifacts: SnapshotArtifacts = SnapshotArtifacts()) {
            self.kind = kind
            self.golden = golden
            self.test = test
            self.variant = variant
            self.mismatchedPixels = mismatchedPixels
            self.totalPixels = totalPixels
            self.problems = problems
            self.wroteGolden = wroteGolden
            self.artifacts = artifacts
        }

        /// A few words on what differs: `pixels`, `size 170×170 → 172×170`, `SVG`, `unreadable golden` …
        package var summary: String {
            var parts: [String] = []
            for problem in problems {
                switch problem {
                case .missingGolden: parts.append("no golden")
                case .missingSVGGolden: parts.append("no SVG golden")
                case let .sizeMismatch(ew, eh, aw, ah): parts.append("size \(ew)×\(eh) → \(aw)×\(ah)")
                case .pixels: parts.append("pixels")
                case .svgText: parts.append("SVG")
                case .fonts: parts.append("fonts")
                case .corruptGolden: parts.append("unreadable golden")
                case .renderFailed(let reason): parts.append("render failed: \(reason)")
                case .harness(let reason): parts.append(reason)
                }
            }
            if wroteGolden { parts.append(kind == .new ? "recorded" : "re-recorded") }
            return parts.joined(separator: ", ")
        }

        /// The SVG unified diff, when the SVG text differs.
        package var svgDiff: String? {
            for case .svgText(let diff) in problems { return diff }
            return nil
        }
    }

    /// Sorted: changed, new, removed, stray, unused, passed; by golden path within each.
    package var items: [Item]
    /// Where the artifact paths of the items are relative to.
    package var artifactsRoot: URL?

    package init(items: [Item], artifactsRoot: URL?) {
        let order = Dictionary(uniqueKeysWithValues: Kind.allCases.enumerated().map { ($1, $0) })
        self.items = items.sorted {
            (order[$0.kind] ?? 0, $0.golden) < (order[$1.kind] ?? 0, $1.golden)
        }
        self.artifactsRoot = artifactsRoot
    }

    /// Builds the report of a run: its results, plus the goldens under the snapshot root that no result
    /// checked (`unused`, only when `existingGoldens` is given), those the run deleted (`removed`), the
    /// gallery's orphaned goldens (`stray`), and nothing for `notGoldens` (the gallery's contact sheets and
    /// mock-ups, which nobody checks).
    package init(results: [SnapshotResult], existingGoldens: [String]? = nil, removed: [String] = [],
                 stray: [String] = [], notGoldens: Set<String> = [], artifactsRoot: URL?) {
        var items: [Item] = []
        var seen = Set<String>()
        for r in results {
            seen.insert(r.golden)
            let kind: Kind
            switch r.status {
            case .passed: kind = .passed
            case .new: kind = .new
            case .changed, .error: kind = .changed
            }
            items.append(Item(kind: kind, golden: r.golden, test: r.test, variant: r.variant,
                              mismatchedPixels: r.mismatchedPixels, totalPixels: r.totalPixels, problems: r.problems,
                              wroteGolden: r.wroteGolden, artifacts: r.artifacts))
        }
        let removedSet = Set(removed)
        for golden in removed where !seen.contains(golden) {
            items.append(Item(kind: .removed, golden: golden))
            seen.insert(golden)
        }
        for golden in Set(stray).sorted() where !seen.contains(golden) {
            items.append(Item(kind: .stray, golden: golden))
            seen.insert(golden)
        }
        seen.formUnion(notGoldens)
        for golden in existingGoldens ?? [] where !seen.contains(golden) && !removedSet.contains(golden) {
            items.append(Item(kind: .unused, golden: golden))
        }
        self.init(items: items, artifactsRoot: artifactsRoot)
    }

    package func count(_ kind: Kind) -> Int {
        items.lazy.filter { $0.kind == kind }.count
    }

    /// True when a reviewer has something to look at.
    package var hasDifferences: Bool {
        items.contains { $0.kind != .passed }
    }

    /// The failing results a test run left in an artifacts folder (`*.result.json`), for
    /// `widget-preview report` after the run. Unreadable files are skipped.
    package static func failedResults(inArtifacts root: URL) -> [SnapshotResult] {
        let base = root.standardizedFileURL
        guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
        var results: [SnapshotResult] = []
        let decoder = JSONDecoder()
        for case let path as String in walker where path.hasSuffix(".result.json") {
            if let data = try? Data(contentsOf: base.appendingPathComponent(path)),
               let result = try? decoder.decode(SnapshotResult.self, from: data) {
                results.append(result)
            }
        }
        return results.sorted { $0.golden < $1.golden }
    }

    /// Golden stems (paths without `.png`) of every PNG below `root`, sorted; empty when it does not exist.
    package static func goldens(under root: URL) -> [String] {
        let base = root.standardizedFileURL.path
        guard let walker = FileManager.default.enumerator(atPath: base) else { return [] }
        var stems: [String] = []
        for case let path as String in walker where path.hasSuffix(".png") {
            let name = (path as NSString).lastPathComponent
            if name.hasPrefix(".") { continue }
            stems.append(String(path.dropLast(4)))
        }
        return stems.sorted()
    }
}
