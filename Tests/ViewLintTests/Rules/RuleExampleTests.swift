import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine
@testable import ViewLintCLI

/// Each rule's own triggering and non-triggering examples: a finding exactly at every `↓`,
/// and none elsewhere.
final class RuleExampleTests: XCTestCase {
    private func findings(of rule: RuleID, in example: RuleExample) throws -> (marked: MarkedSource, found: [SourcePosition]) {
        var configuration = Configuration()
        if let options = example.options {
            let indented = options.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")
            configuration = try ConfigurationLoader.parse(text: "rules:\n  \(rule.rawValue):\n\(indented)\n", path: "example.yml")
        }
        let marked = MarkedSource(example.code)
        let result = Linter(configuration: configuration).lint([SourceInput(path: "Example.swift", text: marked.text)])
        let found = result.findings.filter { $0.rule == rule }.map { SourcePosition(line: $0.line, column: $0.column) }
        return (marked, found)
    }

    func testTriggeringExamplesReportAtEveryMarker() throws {
        for description in RuleRegistry.descriptions {
            XCTAssertFalse(description.triggeringExamples.isEmpty, "\(description.id.rawValue) has no triggering example")
            for example in description.triggeringExamples {
                let (marked, found) = try findings(of: description.id, in: example)
                XCTAssertFalse(marked.markers.isEmpty, "a triggering example of \(description.id.rawValue) has no ↓")
                XCTAssertEqual(found, marked.markers, "\(description.id.rawValue):\n\(example.code)")
            }
        }
    }

    func testNonTriggeringExamplesReportNothing() throws {
        for description in RuleRegistry.descriptions {
            XCTAssertFalse(description.nonTriggeringExamples.isEmpty, "\(description.id.rawValue) has no non-triggering example")
            for example in description.nonTriggeringExamples {
                let (_, found) = try findings(of: description.id, in: example)
                XCTAssertEqual(found, [], "\(description.id.rawValue):\n\(example.code)")
            }
        }
    }

    func testMarkersAreTakenOutAndPlacedInUTF8Columns() {
        let marked = MarkedSource("let é = 1\nvar ↓body = é↓x")
        XCTAssertEqual(marked.text, "let é = 1\nvar body = éx")
        XCTAssertEqual(marked.markers, [SourcePosition(line: 2, column: 5), SourcePosition(line: 2, column: 14)])
    }
}
