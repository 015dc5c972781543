import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine
@testable import ViewLintCLI

/// Sorting on path ranks (`PathRankedSort`) orders findings and scores exactly as the
/// stable sort by `ordered` did, ties included.
final class PathRankedSortTests: XCTestCase {
    private func sampleFindings(count: Int, seed: UInt64) -> [Finding] {
        var random = SeededGenerator(seed: seed)
        // Shared prefixes, bytes that sort differently than Characters would, a non-ASCII path.
        let files = ["a.swift", "a-b.swift", "a/x.swift", "B.swift", "_.swift", "Ünï/V.swift", "a.swift.orig", ""]
        return (0..<count).map { _ in
            // Few distinct values, so that many findings tie on every key; severity and view
            // tell tied findings apart, so that a sort that moves them shows.
            Finding(file: files.randomElement(using: &random)!, line: Int.random(in: 1...4, using: &random),
                    column: Int.random(in: 1...3, using: &random), severity: Bool.random(using: &random) ? .warning : .error,
                    rule: [RuleID.bodyComplexity, .unstableId, .nonEquatableProperty].randomElement(using: &random)!,
                    view: "V\(Int.random(in: 0...1000, using: &random))",
                    message: ["m", "n", "é"].randomElement(using: &random)!)
        }
    }

    func testFindingsAreSortedAsTheStableSortByOrderedSortsThem() {
        for (count, seed) in [(0, 1), (1, 2), (2, 3), (50, 4), (3000, 5)] as [(Int, UInt64)] {
            let findings = sampleFindings(count: count, seed: seed)
            var sorted = findings
            Finding.sortForOutput(&sorted)
            XCTAssertEqual(sorted, findings.sorted(by: Finding.ordered), "count \(count)")
        }
    }

    func testScoresAreSortedAsTheStableSortByOrderedSortsThem() {
        var random = SeededGenerator(seed: 7)
        let scores = sampleFindings(count: 2000, seed: 8).map { finding in
            ViewScore(file: finding.file, name: ["A", "B", "Ä"].randomElement(using: &random)!, line: finding.line,
                      column: finding.column, score: Int.random(in: 0...30, using: &random))
        }
        var sorted = scores
        ViewScore.sortForOutput(&sorted)
        XCTAssertEqual(sorted, scores.sorted(by: ViewScore.ordered))
    }

    /// Long paths with equal bytes in separate strings (as a rule that builds its finding's
    /// path anew makes them) sort as one path, and paths equal only as Unicode as two.
    func testLongPathsWithEqualBytesInSeparateStringsSortAsOnePath() {
        var random = SeededGenerator(seed: 9)
        let names = ["Sources/Feature/Views/Album.swift", "Sources/Feature/Views/Album-Cards.swift",
                     "Sources/Feature/Views/Äbum.swift", "Sources/Feature/Views/A\u{308}bum.swift"]
        let findings = (0..<2000).map { _ -> Finding in
            // A new string each time, with the same bytes as the others of its name.
            let name = names.randomElement(using: &random)!
            let path = String(decoding: Array(name.utf8), as: UTF8.self)
            return Finding(file: path, line: Int.random(in: 1...5, using: &random), column: 1, severity: .warning,
                           rule: .bodyComplexity, view: nil, message: "m\(Int.random(in: 0...3, using: &random))")
        }
        let shared = sampleFindings(count: 500, seed: 10).map { finding -> Finding in
            var long = finding
            long.file = names[(finding.line + finding.column) % names.count]
            return long
        }
        for list in [findings, shared, findings + shared] {
            var sorted = list
            Finding.sortForOutput(&sorted)
            XCTAssertEqual(sorted, list.sorted(by: Finding.ordered))
        }
    }
}
