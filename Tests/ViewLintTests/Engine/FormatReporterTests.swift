import Foundation
import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine
@testable import ViewLintCLI
#if canImport(FoundationXML)
import FoundationXML
#endif

/// SARIF, GitHub Actions, Checkstyle, JUnit, Markdown and summary output on findings whose
/// paths and messages hold every character those formats must escape.
final class FormatReporterTests: XCTestCase {
    private let awkward = Finding(file: "Sources/My App/\"Q\"<&>.swift", line: 3, column: 9, severity: .warning,
                                  rule: .nonEquatableProperty, view: "V",
                                  message: "a 'b' <c> & \"d\"\nnext: 100%, done|ok")
    private let plain = Finding(file: "./A.swift", line: 1, column: 2, severity: .error, rule: .bodyComplexity,
                                view: "A", message: "View 'A' has body complexity 12 (limit 10)")

    private var findings: [Finding] { [awkward, plain] }

    func testGitHubActionsEscapesDataAndProperties() {
        XCTAssertEqual(GitHubActionsReporter.report(findings), """
        ::error file=./A.swift,line=1,col=2,title=body_complexity::View 'A' has body complexity 12 (limit 10)
        ::warning file=Sources/My App/"Q"<&>.swift,line=3,col=9,title=non_equatable_property::a 'b' <c> & "d"%0Anext: 100%25, done|ok

        """)
        XCTAssertEqual(GitHubActionsReporter.property("a:b,c%\r\n"), "a%3Ab%2Cc%25%0D%0A")
    }

    func testCheckstyleIsExactAndWellFormed() throws {
        let output = CheckstyleReporter.report(findings)
        XCTAssertEqual(output, """
        <?xml version="1.0" encoding="UTF-8"?>
        <checkstyle version="4.3">
          <file name="./A.swift">
            <error line="1" column="2" severity="error" message="View &apos;A&apos; has body complexity 12 (limit 10)" source="viewlint.body_complexity"/>
          </file>
          <file name="Sources/My App/&quot;Q&quot;&lt;&amp;&gt;.swift">
            <error line="3" column="9" severity="warning" message="a &apos;b&apos; &lt;c&gt; &amp; &quot;d&quot;&#10;next: 100%, done|ok" source="viewlint.non_equatable_property"/>
          </file>
        </checkstyle>

        """)
        try assertWellFormed(output)
    }

    func testJUnitIsExactAndWellFormed() throws {
        let output = JUnitReporter.report([plain])
        XCTAssertEqual(output, """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites>
          <testsuite name="viewlint" tests="1" failures="1" errors="0">
            <testcase classname="./A.swift" name="body_complexity:1:2">
              <failure message="View &apos;A&apos; has body complexity 12 (limit 10)" type="error">./A.swift:1:2: View &apos;A&apos; has body complexity 12 (limit 10)</failure>
            </testcase>
          </testsuite>
        </testsuites>

        """)
        try assertWellFormed(output)
        try assertWellFormed(JUnitReporter.report(findings))
        XCTAssertTrue(JUnitReporter.report([]).contains("<testcase classname=\"viewlint\" name=\"no findings\"/>"))
        try assertWellFormed(JUnitReporter.report([]))
    }

    func testMarkdownEscapesCells() {
        XCTAssertEqual(MarkdownReporter.report(findings), """
        | File | Line | Column | Severity | Rule | Message |
        | --- | ---: | ---: | --- | --- | --- |
        | ./A.swift | 1 | 2 | error | `body_complexity` | View 'A' has body complexity 12 (limit 10) |
        | Sources/My App/"Q"&lt;&amp;&gt;.swift | 3 | 9 | warning | `non_equatable_property` | a 'b' &lt;c&gt; &amp; "d"<br>next: 100%, done\\|ok |

        """)
        XCTAssertEqual(MarkdownReporter.report([]), "No findings.\n")
    }

    func testSARIFIsValidWithRuleMetadata() throws {
        let output = SARIFReporter.report(findings)
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        XCTAssertEqual(root["version"] as? String, "2.1.0")
        let run = try XCTUnwrap((root["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "viewlint")
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.compactMap { $0["id"] as? String }, RuleRegistry.descriptions.map(\.id.rawValue))
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 2)
        let first = results[0]
        XCTAssertEqual(first["ruleId"] as? String, "body_complexity")
        XCTAssertEqual(first["ruleIndex"] as? Int, RuleRegistry.ids.firstIndex(of: .bodyComplexity))
        XCTAssertEqual(first["level"] as? String, "error")
        let location = try XCTUnwrap(((first["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
        XCTAssertEqual((location["artifactLocation"] as? [String: Any])?["uri"] as? String, "A.swift")
        XCTAssertEqual((location["region"] as? [String: Any])?["startColumn"] as? Int, 2)
        XCTAssertEqual(SARIFReporter.uri("./Sources/My App/\"Q\"<&>.swift"), "Sources/My%20App/%22Q%22%3C%26%3E.swift")
        XCTAssertEqual(SARIFReporter.uri("é.swift"), "%C3%A9.swift")
    }

    func testSummaryCountsRulesAndSeverities() {
        let result = LintResult(views: [ViewScore(file: "A.swift", name: "A", line: 1, column: 2, score: 12)], findings: findings)
        XCTAssertEqual(SummaryReporter.report(result, context: ReportContext(scoreLimit: 10)), """
        Findings by severity:
          error: 1
          warning: 1

        Findings by rule:
          body_complexity: 1
          non_equatable_property: 1

        """ + "\n" + AuditTableReporter.report(result.views, context: ReportContext(scoreLimit: 10)))
    }

    private func assertWellFormed(_ xml: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let parser = XMLParser(data: Data(xml.utf8))
        XCTAssertTrue(parser.parse(), "not well-formed: \(String(describing: parser.parserError))", file: file, line: line)
    }

    func testAuditShowsDistributionRulesAndFiles() {
        let views = [3, 7, 12, 60, 4].enumerated().map { index, score in
            ViewScore(file: "F\(index).swift", name: "V\(index)", line: 1, column: 1, score: score)
        }
        let result = LintResult(views: views, findings: findings + [plain])
        let expected = AuditTableReporter.report(views, context: ReportContext(scoreLimit: 10)) + """

        Score distribution:
          0-5       2  ########################################
          6-10      1  ####################
          11-20     1  ####################
          21-50     0
          51+       1  ####################

        Findings by rule:
          body_complexity: 2
          non_equatable_property: 1

        Files with the most findings:
              2  ./A.swift
              1  Sources/My App/"Q"<&>.swift

        """
        XCTAssertEqual(AuditReporter.report(result, context: ReportContext(scoreLimit: 10)), expected)
    }
}
