import Foundation
import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine
@testable import ViewLintCLI

/// Lints `Fixtures/` as `swift run viewlint Fixtures` does, with the project's own
/// `.viewlint.yml`, and compares every finding with the expectations in the fixtures.
final class FixtureTests: XCTestCase {
    func testEveryFixtureFindingMatchesItsExpectation() throws {
        let root = PackageRoot.url
        let configuration = try ConfigurationLoader.load(path: root.appendingPathComponent(".viewlint.yml").path)
        let fixtures = root.appendingPathComponent("Fixtures")
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil))
        var inputs: [SourceInput] = []
        var expected: [ExpectedFinding] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let relative = "Fixtures/" + url.path.dropFirst(fixtures.path.count + 1)
            let text = try String(contentsOf: url, encoding: .utf8)
            inputs.append(SourceInput(path: relative, text: text))
            expected += ExpectedFinding.parse(text, file: relative)
        }
        XCTAssertGreaterThan(inputs.count, 5, "the fixtures were not found")
        XCTAssertFalse(expected.isEmpty, "no expectations were read from the fixtures")

        let result = Linter(configuration: configuration).lint(inputs.sorted { $0.path < $1.path })
        XCTAssertEqual(result.diagnostics, [], "fixtures must lex cleanly")

        var unmatched = expected
        for finding in result.findings {
            let match = unmatched.firstIndex {
                $0.file == finding.file && $0.line == finding.line && $0.column == finding.column
                    && $0.rule == finding.rule.rawValue && $0.severity == finding.severity
            }
            guard let match else {
                XCTFail("unexpected finding: \(finding.file):\(finding.line):\(finding.column): \(finding.message) (\(finding.rule.rawValue))")
                continue
            }
            if let fragment = unmatched[match].messageFragment {
                XCTAssertTrue(finding.message.contains(fragment), "\(unmatched[match]): message was '\(finding.message)'")
            }
            unmatched.remove(at: match)
        }
        for missing in unmatched { XCTFail("expected finding not reported: \(missing)") }
    }

    func testExpectationCommentsAreRead() {
        let text = """
        let a = 1
        var body: some View { // expect: 9 body_complexity "complexity 12"; 5 other_rule error
        """
        XCTAssertEqual(ExpectedFinding.parse(text, file: "F.swift"), [
            ExpectedFinding(file: "F.swift", line: 2, column: 9, rule: "body_complexity", severity: .warning, messageFragment: "complexity 12"),
            ExpectedFinding(file: "F.swift", line: 2, column: 5, rule: "other_rule", severity: .error, messageFragment: nil),
        ])
    }
}
