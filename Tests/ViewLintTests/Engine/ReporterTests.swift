import Foundation
import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine
@testable import ViewLintCLI

final class ReporterTests: XCTestCase {
    private func finding(_ file: String, _ line: Int, _ column: Int, _ severity: Severity = .warning,
                         view: String? = "ContentView", message: String = "m") -> Finding {
        Finding(file: file, line: line, column: column, severity: severity, rule: .bodyComplexity, view: view, message: message)
    }

    // MARK: Xcode

    /// The files with the most findings are the first `limit` by count, ties in byte order
    /// of their paths, as sorting them all gives them (the section keeps the first few as
    /// it goes).
    func testFilesWithMostFindingsAreTheFirstByCountThenPath() {
        let counts = ["b.swift": 2, "a.swift": 2, "é.swift": 3, "c.swift": 1, "o\u{301}.swift": 3, "d.swift": 2, "f.swift": 1]
        var findings: [Finding] = []
        for (file, count) in counts.sorted(by: { $0.key < $1.key }) {
            for line in 1...count {
                findings.append(Finding(file: file, line: line, column: 1, severity: .warning, rule: .bodyComplexity, view: nil,
                                        message: "m"))
            }
        }
        let ordered = counts.sorted { $0.value != $1.value ? $0.value > $1.value : LexicographicBytes.precedes($0.key, $1.key) }
        for limit in [0, 1, 3, 4, 7, 10] {
            let expected = "Files with the most findings:\n"
                + ordered.prefix(limit).map { String($0.value).leftPadded(to: 7) + "  \($0.key)\n" }.joined()
            XCTAssertEqual(ReportSections.filesWithMostFindings(findings.shuffled(), limit: limit),
                           limit == 0 ? expected + "  none\n" : expected, "limit \(limit)")
        }
    }

    /// The audit's order by score is `ViewScore.byScore`'s whether or not the views come in
    /// position order (the table sorts positions by score alone when they do): ties of
    /// score, views without a body, and non-ASCII names and paths included.
    func testAuditOrderIsByScoreWhateverTheOrderViewsComeIn() {
        var views: [ViewScore] = []
        for file in ["A.swift", "B/é.swift", "B/e\u{301}x.swift", "C.swift"] {
            for line in 1...6 {
                views.append(ViewScore(file: file, name: "V\(line)", line: line, column: 3,
                                       score: line % 3 == 0 ? nil : (line * 7) % 4))
            }
        }
        let positioned = views.sorted(by: ViewScore.ordered)
        var generator = SystemRandomNumberGenerator()
        for input in [positioned, positioned.reversed(), positioned.shuffled(using: &generator)] {
            XCTAssertEqual(AuditTableReporter.sortedByScore(input), input.sorted(by: ViewScore.byScore))
        }
    }

    func testXcodeLinesAreSortedByFileLineColumn() {
        let findings = [
            finding("b.swift", 1, 1, message: "fourth"),
            finding("a.swift", 12, 9, .error, message: "third"),
            finding("a.swift", 2, 30, message: "second"),
            finding("a.swift", 2, 5, message: "first"),
        ]
        XCTAssertEqual(XcodeReporter.report(findings), """
        a.swift:2:5: warning: first (body_complexity)
        a.swift:2:30: warning: second (body_complexity)
        a.swift:12:9: error: third (body_complexity)
        b.swift:1:1: warning: fourth (body_complexity)

        """)
    }

    func testXcodeSortsFilesByBytesNotLocale() {
        // 'B' (42) < '_' (5F) < 'a' (61): a case-insensitive or locale order would differ.
        let findings = [finding("a.swift", 1, 1), finding("_.swift", 1, 1), finding("B.swift", 1, 1)]
        XCTAssertEqual(XcodeReporter.report(findings),
                       "B.swift:1:1: warning: m (body_complexity)\n_.swift:1:1: warning: m (body_complexity)\na.swift:1:1: warning: m (body_complexity)\n")
    }

    func testXcodeKeepsEachFindingOnOneLine() {
        let findings = [finding("a.swift", 1, 1, message: "one\ntwo\r\nthree\rfour"), finding("a.swift", 2, 1, message: "plain")]
        XCTAssertEqual(XcodeReporter.report(findings),
                       #"a.swift:1:1: warning: one\ntwo\r\nthree\rfour (body_complexity)"# + "\na.swift:2:1: warning: plain (body_complexity)\n")
        // A carriage return alone, and a line break as the last byte.
        let lone = [finding("a.swift", 1, 1, message: "one\rtwo"), finding("a.swift", 2, 1, message: "end\n")]
        XCTAssertEqual(XcodeReporter.report(lone),
                       #"a.swift:1:1: warning: one\rtwo (body_complexity)"# + "\n" + #"a.swift:2:1: warning: end\n (body_complexity)"# + "\n")
    }

    func testXcodeNothingToReportIsEmpty() {
        XCTAssertEqual(XcodeReporter.report([Finding]()), "")
    }

    func testFileDiagnostics() {
        let diagnostics = [
            FileDiagnostic(file: "z.swift", line: 3, column: 1, message: "unterminated string literal"),
            FileDiagnostic(file: "a.swift", line: 7, column: 12, message: "unterminated block comment"),
        ]
        XCTAssertEqual(XcodeReporter.report(diagnostics),
                       "a.swift:7:12: warning: unterminated block comment\nz.swift:3:1: warning: unterminated string literal\n")
    }

    // MARK: JSON

    func testJSONShapeAndOrder() throws {
        let result = LintResult(
            views: [
                ViewScore(file: "b.swift", name: "Row", line: 3, column: 9, score: 2),
                ViewScore(file: "a.swift", name: "Zed", line: 5, column: 9, score: 4),
                ViewScore(file: "a.swift", name: "Alpha", line: 5, column: 9, score: 1),
                ViewScore(file: "a.swift", name: "Top", line: 1, column: 14, score: 12),
            ],
            findings: [
                finding("b.swift", 4, 2, view: nil, message: "no view"),
                finding("a.swift", 1, 14, .error, view: "Top", message: "too complex"),
            ]
        )
        let expected = #"{"views":["#
            + #"{"file":"a.swift","name":"Top","line":1,"column":14,"score":12},"#
            + #"{"file":"a.swift","name":"Alpha","line":5,"column":9,"score":1},"#
            + #"{"file":"a.swift","name":"Zed","line":5,"column":9,"score":4},"#
            + #"{"file":"b.swift","name":"Row","line":3,"column":9,"score":2}"#
            + #"],"findings":["#
            + #"{"file":"a.swift","line":1,"column":14,"severity":"error","rule":"body_complexity","view":"Top","message":"too complex"},"#
            + #"{"file":"b.swift","line":4,"column":2,"severity":"warning","rule":"body_complexity","view":null,"message":"no view"}"#
            + #"]}"#
        let json = JSONReporter.report(result)
        XCTAssertEqual(json, expected)

        let parsed = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let views = try XCTUnwrap(parsed["views"] as? [[String: Any]])
        XCTAssertEqual(views.count, 4)
        XCTAssertEqual(views.first?["score"] as? Int, 12)
        let findings = try XCTUnwrap(parsed["findings"] as? [[String: Any]])
        XCTAssertTrue(findings[1]["view"] is NSNull)
    }

    /// A view without a body of its own: `null` in JSON, "no body" in the text and HTML
    /// tables, in no bucket of the distribution, never over the limit, listed last.
    func testViewsWithoutABodyInEveryAuditReport() {
        let result = LintResult(views: [
            ViewScore(file: "a.swift", name: "Wrapper", line: 2, column: 8, score: nil),
            ViewScore(file: "a.swift", name: "Feed", line: 9, column: 9, score: 12),
        ], findings: [])
        XCTAssertEqual(JSONReporter.report(result), #"{"views":["#
            + #"{"file":"a.swift","name":"Wrapper","line":2,"column":8,"score":null},"#
            + #"{"file":"a.swift","name":"Feed","line":9,"column":9,"score":12}],"findings":[]}"#)
        XCTAssertEqual(AuditTableReporter.report(result.views, context: ReportContext(scoreLimit: 10)), """
              SCORE  VIEW     LOCATION
                 12  Feed     a.swift:9:9
            no body  Wrapper  a.swift:2:8

            2 views (1 without a body of their own), 1 over the limit of 10.

            """)
        XCTAssertEqual(ReportSections.bucketCounts(result.views), [0, 0, 1, 0, 0])
        let html = HTMLReporter.report(result, context: ReportContext(scoreLimit: 10)) { _, _ in nil }
        XCTAssertTrue(html.contains("<td>no body</td><td>Wrapper</td>"), html)
        XCTAssertTrue(html.contains("2 views, 1 over the limit of 10"), html)
    }

    func testJSONEmpty() {
        XCTAssertEqual(JSONReporter.report(LintResult()), #"{"views":[],"findings":[]}"#)
    }

    func testJSONStringEscaping() {
        XCTAssertEqual(JSONString.quoted(#"say "hi""#), #""say \"hi\"""#)
        XCTAssertEqual(JSONString.quoted(#"C:\dir\"#), #""C:\\dir\\""#)
        XCTAssertEqual(JSONString.quoted("a\nb\tc"), #""a\nb\tc""#)
        XCTAssertEqual(JSONString.quoted("\u{0}\u{1}\u{1F}\r\u{8}\u{C}"), #""\u0000\u0001\u001f\u000d\u0008\u000c""#)
        XCTAssertEqual(JSONString.quoted("café 😀 /"), "\"café 😀 /\"")
        XCTAssertEqual(JSONString.quoted("\u{7F}"), "\"\u{7F}\"")
        XCTAssertEqual(JSONString.quoted(""), "\"\"")
    }

    func testJSONWithAwkwardTextParsesBackToTheSameStrings() throws {
        let awkward = "quote \" backslash \\ newline \n tab \t bell \u{7} nul \u{0} é 😀 \u{2028}"
        let result = LintResult(
            views: [ViewScore(file: "dir \"x\"/a\\b.swift", name: "V\n", line: 1, column: 1, score: 0)],
            findings: [finding("f\u{1}.swift", 1, 1, view: awkward, message: awkward)]
        )
        let json = JSONReporter.report(result)
        XCTAssertFalse(json.contains("\n"), "a raw newline would break the one-line output")
        let parsed = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let view = try XCTUnwrap((parsed["views"] as? [[String: Any]])?.first)
        XCTAssertEqual(view["file"] as? String, "dir \"x\"/a\\b.swift")
        XCTAssertEqual(view["name"] as? String, "V\n")
        let found = try XCTUnwrap((parsed["findings"] as? [[String: Any]])?.first)
        XCTAssertEqual(found["file"] as? String, "f\u{1}.swift")
        XCTAssertEqual(found["message"] as? String, awkward)
        XCTAssertEqual(found["view"] as? String, awkward)
    }

    // MARK: Audit table

    func testAuditTableByScoreThenPosition() {
        let views = [
            ViewScore(file: "Sources/Row.swift", name: "Row", line: 5, column: 9, score: 3),
            ViewScore(file: "Sources/ContentView.swift", name: "ContentView", line: 12, column: 9, score: 14),
            ViewScore(file: "Sources/A.swift", name: "Badge", line: 2, column: 9, score: 3),
            ViewScore(file: "Sources/A.swift", name: "Card", line: 40, column: 9, score: 10),
        ]
        XCTAssertEqual(AuditTableReporter.report(views, context: ReportContext(scoreLimit: 10)), """
        SCORE  VIEW         LOCATION
           14  ContentView  Sources/ContentView.swift:12:9
           10  Card         Sources/A.swift:40:9
            3  Badge        Sources/A.swift:2:9
            3  Row          Sources/Row.swift:5:9

        4 views, 1 over the limit of 10.

        """)
    }

    func testAuditTableWidensForLongScores() {
        let views = [ViewScore(file: "a.swift", name: "V", line: 1, column: 1, score: 1234567)]
        XCTAssertEqual(AuditTableReporter.report(views, context: ReportContext(scoreLimit: 5)),
                       "  SCORE  VIEW  LOCATION\n1234567  V     a.swift:1:1\n\n1 view, 1 over the limit of 5.\n")
    }

    func testAuditTableEmpty() {
        XCTAssertEqual(AuditTableReporter.report([], context: ReportContext(scoreLimit: 10)), "No views found.\n")
    }
}
