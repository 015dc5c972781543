/// Levenshtein distance, for "did you mean" suggestions on mistyped options and reporters.
package enum EditDistance {
    static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // One rolling row: distances from a prefix of `a` to every prefix of `b`.
        var row = Array(0...b.count)
        for i in 1...a.count {
            var diagonal = row[0]
            row[0] = i
            for j in 1...b.count {
                let substitution = diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)
                diagonal = row[j]
                row[j] = min(substitution, row[j] + 1, row[j - 1] + 1)
            }
        }
        return row[b.count]
    }

    /// The closest candidate, when it is close enough to be a plausible typo
    /// (at most 3 edits, and fewer than half the candidate's length); ties go to the first.
    package static func closest(to word: String, among candidates: [String]) -> String? {
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = between(word, candidate)
            guard distance <= 3, distance * 2 < candidate.count else { continue }
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        return best?.candidate
    }
}
