import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules

/// Text sections shared by the `summary` and audit reports.
enum ReportSections {
    /// Count of findings per rule, in rule order.
    static func findingsByRule(_ findings: [Finding]) -> String {
        var counts: [RuleID: Int] = [:]
        for finding in findings { counts[finding.rule, default: 0] += 1 }
        var text = "Findings by rule:\n"
        for rule in RuleID.allCases { if let count = counts[rule] { text += "  \(rule.rawValue): \(count)\n" } }
        return counts.isEmpty ? text + "  none\n" : text
    }

    static func findingsBySeverity(_ findings: [Finding]) -> String {
        let errors = findings.filter { $0.severity == .error }.count
        return "Findings by severity:\n  error: \(errors)\n  warning: \(findings.count - errors)\n"
    }

    /// The score ranges and how many views fall in each, with a bar for the eye.
    static let scoreBuckets: [(label: String, range: ClosedRange<Int>)] = [
        ("0-5", 0...5), ("6-10", 6...10), ("11-20", 11...20), ("21-50", 21...50), ("51+", 51...Int.max),
    ]

    static func scoreDistribution(_ views: [ViewScore]) -> String {
        var text = "Score distribution:\n"
        let counts = bucketCounts(views)
        let widest = max(1, counts.max() ?? 1)
        for (bucket, count) in zip(scoreBuckets, counts) {
            let bar = String(repeating: "#", count: count == 0 ? 0 : max(1, count * 40 / widest))
            text += "  " + bucket.label.rightPadded(to: 6)
                + String(count).leftPadded(to: 5) + (bar.isEmpty ? "" : "  " + bar) + "\n"
        }
        return text
    }

    /// How many views fall in each of `scoreBuckets`; views without a body fall in none.
    static func bucketCounts(_ views: [ViewScore]) -> [Int] {
        scoreBuckets.map { bucket in views.filter { $0.score.map(bucket.range.contains) ?? false }.count }
    }

    /// The files with the most findings, most first, at most `limit` of them.
    static func filesWithMostFindings(_ findings: [Finding], limit: Int = 10) -> String {
        var counts: [String: Int] = [:]
        for finding in findings { counts[finding.file, default: 0] += 1 }
        // The first `limit` in order kept as the counts go by: all the files sorted, their
        // paths compared for every tie of counts, were 22 M instructions of a million-line audit.
        func precedes(_ a: (key: String, value: Int), _ b: (key: String, value: Int)) -> Bool {
            a.value != b.value ? a.value > b.value : LexicographicBytes.precedes(a.key, b.key)
        }
        var top: [(key: String, value: Int)] = []
        for entry in counts {
            if top.count >= limit, let last = top.last, !precedes(entry, last) { continue }
            top.insert(entry, at: top.firstIndex { precedes(entry, $0) } ?? top.count)
            if top.count > limit { top.removeLast() }
        }
        var text = "Files with the most findings:\n"
        for (file, count) in top { text += String(count).leftPadded(to: 7) + "  \(LineText.escapedField(file))\n" }
        return top.isEmpty ? text + "  none\n" : text
    }
}

extension String {
    func leftPadded(to width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
    func rightPadded(to width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
