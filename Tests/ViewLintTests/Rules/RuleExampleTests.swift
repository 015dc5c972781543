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

    /// Messages say why in one short line (the advice lives in `viewlint explain RULE`): under
    /// 200 characters for every finding of every example, and for quoted code of any length.
    func testMessagesAreShort() throws {
        var checked = 0
        for description in RuleRegistry.descriptions {
            for example in description.triggeringExamples {
                let result = Linter().lint([SourceInput(path: "Example.swift", text: MarkedSource(example.code).text)])
                for finding in result.findings {
                    checked += 1
                    XCTAssertLessThan(finding.message.count, 200, finding.message)
                }
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 20)
        let longType = "(" + Array(repeating: "SomeRatherLongTypeName", count: 12).joined(separator: ", ") + ") -> Void"
        let longArgument = Array(repeating: "item.identifier", count: 12).joined(separator: " + ")
        let source = """
            struct ConversationDetailHeaderView: View {
                let onSelectAttachment: \(longType)
                var body: some View { List(items) { _ in Text("").id(\(longArgument)) } }
            }
            """
        let findings = Linter().lint([SourceInput(path: "Long.swift", text: source)]).findings
        XCTAssertEqual(findings.map(\.rule), [.nonEquatableProperty, .idInLazyContainer])
        for finding in findings {
            XCTAssertLessThan(finding.message.count, 200, finding.message)
            // Contract v2: a closure's message states the kind, not the closure's type.
            if finding.rule != .nonEquatableProperty { XCTAssertTrue(finding.message.contains("…"), finding.message) }
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
