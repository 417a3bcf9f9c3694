/// Finds the valid name closest to a mistyped one (case-insensitive edit distance).
enum NameSuggestion {
    static func nearest(to name: String, in candidates: [String]) -> String? {
        // A unique candidate that starts with what was typed is the likeliest intent ("--thresh").
        let prefixed = candidates.filter { $0.lowercased().hasPrefix(name.lowercased()) }
        if prefixed.count == 1, name.count >= 2 { return prefixed[0] }
        let target = Array(name.lowercased())
        var best: (String, Int)?
        for candidate in candidates {
            let d = distance(target, Array(candidate.lowercased()))
            if best.map({ d < $0.1 }) ?? true { best = (candidate, d) }
        }
        guard let (candidate, d) = best, d <= max(2, target.count / 3) else { return nil }
        return candidate
    }

    /// Levenshtein distance with two rows.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
