/// A shortest line diff (Myers' O(ND) algorithm) between two texts, for SVG golden failures.
package enum LineDiff {
    package enum Edit: Equatable, Sendable {
        case equal(String)
        case delete(String)
        case insert(String)
    }

    /// Edit distances above this are not searched for a shortest script: the middle is shown as all
    /// deleted then all inserted (still a correct diff, and the time stays bounded on huge rewrites).
    package static let maxEditDistance = 2_000

    package static func diff(_ old: [String], _ new: [String]) -> [Edit] {
        // Common prefix and suffix first: the usual SVG change touches a few lines in the middle.
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        let a = Array(old[prefix ..< old.count - suffix])
        let b = Array(new[prefix ..< new.count - suffix])

        var edits = old[..<prefix].map(Edit.equal)
        if let middle = myers(a, b) {
            edits += middle
        } else {
            edits += a.map(Edit.delete) + b.map(Edit.insert)
        }
        edits += old[(old.count - suffix)...].map(Edit.equal)
        return edits
    }

    /// The edit script, or nil when it needs more than `maxEditDistance` edits.
    private static func myers(_ a: [String], _ b: [String]) -> [Edit]? {
        let n = a.count, m = b.count
        if n == 0 { return b.map(Edit.insert) }
        if m == 0 { return a.map(Edit.delete) }
        let limit = min(n + m, maxEditDistance)
        let offset = limit + 1
        var v = [Int](repeating: 0, count: 2 * limit + 3)
        // trace[d] holds v[-d…d] as it was before step d, for the walk back.
        var trace: [[Int]] = []
        var found = -1
        search: for d in 0 ... limit {
            trace.append(Array(v[(offset - d) ... (offset + d)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x = (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]))
                    ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                v[offset + k] = x
                if x >= n, y >= m { found = d; break search }
            }
        }
        guard found >= 0 else { return nil }

        var edits: [Edit] = []
        var x = n, y = m
        for d in stride(from: found, through: 0, by: -1) {
            let snapshot = trace[d]
            func at(_ k: Int) -> Int { snapshot[k + d] }
            let k = x - y
            let previousK = (k == -d || (k != d && at(k - 1) < at(k + 1))) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : at(previousK)
            let previousY = d == 0 ? 0 : previousX - previousK
            while x > previousX, y > previousY {
                edits.append(.equal(a[x - 1]))
                x -= 1; y -= 1
            }
            if d > 0 {
                if x == previousX { edits.append(.insert(b[y - 1])) } else { edits.append(.delete(a[x - 1])) }
                x = previousX; y = previousY
            }
        }
        return edits.reversed()
    }
}
