import Foundation
import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine
@testable import ViewLintCLI

final class BaselineTests: XCTestCase {
    private func finding(_ file: String, _ line: Int, _ message: String, rule: RuleID = .nonEquatableProperty) -> Finding {
        Finding(file: file, line: line, column: 9, severity: .warning, rule: rule, view: "V", message: message)
    }

    func testEntriesSurviveEditsAboveThem() {
        let before = [finding("A.swift", 3, "closure a"), finding("B.swift", 10, "closure b")]
        let baseline = Baseline(findings: before)
        // Ten lines were added above both findings, and one new finding appeared.
        let after = [finding("A.swift", 13, "closure a"), finding("A.swift", 20, "closure c"), finding("B.swift", 20, "closure b")]
        XCTAssertEqual(baseline.newFindings(in: after), [finding("A.swift", 20, "closure c")])
    }

    func testAnEntryMatchesAsManyFindingsAsItWasRecorded() {
        let baseline = Baseline(findings: [finding("A.swift", 3, "same")])
        let after = [finding("A.swift", 3, "same"), finding("A.swift", 9, "same")]
        XCTAssertEqual(baseline.newFindings(in: after), [finding("A.swift", 9, "same")])
    }

    /// A release that rewords messages keeps what was recorded: left-over entries match
    /// left-over findings of the same file, rule and view, as many as were recorded.
    func testRewordedMessagesStillMatchByFileRuleAndView() {
        let baseline = Baseline(findings: [finding("A.swift", 3, "old words a"), finding("A.swift", 4, "old words b")])
        let after = [finding("A.swift", 3, "new words a"), finding("A.swift", 4, "new words b"), finding("A.swift", 5, "new words c"),
                     finding("B.swift", 3, "new words a")]
        XCTAssertEqual(baseline.newFindings(in: after), [finding("A.swift", 5, "new words c"), finding("B.swift", 3, "new words a")])
        // An exact match is taken first, whatever the order of the findings.
        let exact = Baseline(findings: [finding("A.swift", 3, "kept"), finding("A.swift", 4, "reworded")])
        XCTAssertEqual(exact.newFindings(in: [finding("A.swift", 1, "new"), finding("A.swift", 2, "kept"), finding("A.swift", 3, "other")]),
                       [finding("A.swift", 3, "other")])
    }

    /// Paths lost their leading `./`: a baseline written by `viewlint .` before still matches.
    func testABaselineWithDotSlashPathsStillMatches() throws {
        let old = #"{"version":1,"findings":[{"file":"./A.swift","rule":"non_equatable_property","view":"V","message":"closure a"}]}"#
        let baseline = try Baseline.decode(Array(old.utf8), file: "b.json")
        XCTAssertEqual(baseline.newFindings(in: [finding("A.swift", 3, "closure a"), finding("A.swift", 4, "closure b")]),
                       [finding("A.swift", 4, "closure b")])
    }

    func testEncodingIsStableAndReadsBack() throws {
        let baseline = Baseline(findings: [finding("b \"q\".swift", 1, "line\nbreak"), finding("A.swift", 2, "plain", rule: .bodyComplexity)])
        let expected = """
        {"version":1,"findings":[
        {"file":"A.swift","rule":"body_complexity","view":"V","message":"plain"},
        {"file":"b \\"q\\".swift","rule":"non_equatable_property","view":"V","message":"line\\nbreak"}
        ]}

        """
        XCTAssertEqual(baseline.encoded(), expected)
        XCTAssertEqual(try Baseline.decode(Data(expected.utf8), file: "base.json"), baseline)
    }

    func testUnreadableBaselinesSayWhy() {
        XCTAssertThrowsError(try Baseline.decode(Data("[".utf8), file: "b.json")) { error in
            XCTAssertEqual("\(error)", "b.json: error: not a viewlint baseline: invalid JSON")
        }
        XCTAssertThrowsError(try Baseline.decode(Data(#"{"version":2,"findings":[]}"#.utf8), file: "b.json")) { error in
            XCTAssertEqual("\(error)", "b.json: error: not a viewlint baseline: unsupported version 2")
        }
        XCTAssertThrowsError(try Baseline.decode(Data(#"{"version":1,"findings":[{"file":"a"}]}"#.utf8), file: "b.json")) { error in
            XCTAssertEqual("\(error)", "b.json: error: not a viewlint baseline: entry 1 lacks 'file', 'rule' or 'message'")
        }
    }
}
