/// Number formats shared by the report writers, independent of the machine's locale.
package enum ReportFormatting {
    /// `57800` → `57,800`.
    package static func grouped(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return (n < 0 ? "-" : "") + out
    }

    /// `312 of 57,800 (0.54%)`, or `—` when the pixels were not compared.
    package static func mismatch(_ item: SnapshotReport.Item) -> String {
        guard let mismatched = item.mismatchedPixels, let total = item.totalPixels else { return "—" }
        let percent = total == 0 ? 0 : Double(mismatched) * 100 / Double(total)
        return "\(grouped(mismatched)) of \(grouped(total)) (\(SnapshotVerifier.percentText(percent)))"
    }
}
