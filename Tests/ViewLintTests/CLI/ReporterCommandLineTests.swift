import Foundation
import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine
@testable import ViewLintCLI

/// `--reporter`, `--strict`, `--quiet` and the summary line through the whole tool, with
/// the lint step and the clock replaced; and the reporter table against `--help` and the
/// README.
final class ReporterCommandLineTests: XCTestCase {
    private var tree: WalkerTestTree!

    override func setUpWithError() throws {
        tree = try WalkerTestTree()
        // Line 3: `x` is UTF-8 byte 11 and UTF-16 unit 8 (é is 2 bytes / 1 unit, 😀 4 / 2).
        try tree.file("V.swift", "struct V {}\n\n/*é😀*/x\n")
    }

    override func tearDown() {
        tree.remove()
    }

    private struct Run {
        var code: Int32
        var stdout: String
        var stderr: String
    }

    private final class Captured {
        var text = ""
        var output: TextOutput { TextOutput { self.text += $0 } }
    }

    /// Runs in the temporary tree; the clock reads `start` and then `end` (nanoseconds).
    private func run(_ arguments: [String], result: LintResult = LintResult(),
                     start: UInt64 = 5_000_000_000, end: UInt64 = 5_123_000_000) -> Run {
        let out = Captured(), err = Captured()
        var readings = [start, end]
        let code = CommandLineTool.run(arguments: arguments, currentDirectory: tree.root, stdout: out.output, stderr: err.output,
                                       linter: { _, _ in result }, clock: { readings.count > 1 ? readings.removeFirst() : readings[0] })
        return Run(code: code, stdout: out.text, stderr: err.text)
    }

    private func finding(_ severity: Severity = .warning, line: Int = 3, column: Int = 9, message: String = "too complex") -> Finding {
        Finding(file: "V.swift", line: line, column: column, severity: severity, rule: .bodyComplexity, view: "V", message: message)
    }

    private var oneWarning: LintResult { LintResult(findings: [finding()]) }

    // MARK: --reporter NAME

    func testXcodeIsTheDefault() {
        let result = run(["V.swift"], result: oneWarning)
        XCTAssertEqual(result.stdout, "V.swift:3:9: warning: too complex (body_complexity)\n")
        XCTAssertEqual(run(["--reporter", "xcode", "V.swift"], result: oneWarning).stdout, result.stdout)
    }

    func testJSON() {
        XCTAssertEqual(run(["--reporter", "json", "V.swift"], result: oneWarning).stdout,
                       #"{"views":[],"findings":[{"file":"V.swift","line":3,"column":9,"severity":"warning","rule":"body_complexity","view":"V","message":"too complex"}]}"#
                           + "\n")
    }

    func testSARIFConvertsColumnsWithTheFilesText() {
        let result = run(["--reporter=sarif", "V.swift"], result: LintResult(findings: [finding(column: 11)]))
        XCTAssertTrue(result.stdout.hasPrefix(#"{"$schema":"https://json.schemastore.org/sarif-2.1.0.json","version":"2.1.0","#))
        XCTAssertTrue(result.stdout.contains(#""artifactLocation":{"uri":"V.swift"},"region":{"startLine":3,"startColumn":8}}}],"#),
                      result.stdout)
        XCTAssertEqual(result.code, 0)
    }

    func testGitHubActions() {
        let result = run(["--reporter", "github-actions", "V.swift"],
                         result: LintResult(findings: [finding(.error, message: "a: b, 100%\nc")]))
        XCTAssertEqual(result.stdout, "::error file=V.swift,line=3,col=9,title=body_complexity::a: b, 100%25%0Ac\n")
        XCTAssertEqual(result.code, 1)
    }

    func testCheckstyle() {
        XCTAssertEqual(run(["--reporter", "checkstyle", "V.swift"], result: oneWarning).stdout, """
        <?xml version="1.0" encoding="UTF-8"?>
        <checkstyle version="4.3">
          <file name="V.swift">
            <error line="3" column="9" severity="warning" message="too complex" source="viewlint.body_complexity"/>
          </file>
        </checkstyle>

        """)
    }

    func testJUnitWithAndWithoutFindings() {
        XCTAssertEqual(run(["--reporter", "junit", "V.swift"], result: oneWarning).stdout, """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites>
          <testsuite name="viewlint" tests="1" failures="1" errors="0">
            <testcase classname="V.swift" name="body_complexity:3:9">
              <failure message="too complex" type="warning">V.swift:3:9: too complex</failure>
            </testcase>
          </testsuite>
        </testsuites>

        """)
        XCTAssertTrue(run(["--reporter", "junit", "V.swift"]).stdout.contains(#"<testsuite name="viewlint" tests="1" failures="0" errors="0">"#))
    }

    func testMarkdown() {
        XCTAssertEqual(run(["--reporter", "markdown", "V.swift"], result: oneWarning).stdout, """
        | File | Line | Column | Severity | Rule | Message |
        | --- | ---: | ---: | --- | --- | --- |
        | V.swift | 3 | 9 | warning | `body_complexity` | too complex |

        """)
        XCTAssertEqual(run(["--reporter", "markdown", "V.swift"]).stdout, "No findings.\n")
    }

    func testSummaryReporter() {
        let result = LintResult(views: [ViewScore(file: "V.swift", name: "V", line: 1, column: 8, score: 4),
                                        ViewScore(file: "V.swift", name: "Big", line: 9, column: 8, score: 11)],
                                findings: [finding(.error)])
        XCTAssertEqual(run(["--reporter", "summary", "V.swift"], result: result).stdout, """
        Findings by severity:
          error: 1
          warning: 0

        Findings by rule:
          body_complexity: 1

        SCORE  VIEW  LOCATION
           11  Big   V.swift:9:8
            4  V     V.swift:1:8

        2 views, 1 over the limit of 10.

        """)
        XCTAssertTrue(run(["--reporter", "summary", "--top", "1", "V.swift"], result: result).stdout.hasSuffix("""
        SCORE  VIEW  LOCATION
           11  Big   V.swift:9:8

        2 views, 1 over the limit of 10; the 1 highest shown.

        """))
        XCTAssertEqual(run(["--reporter", "summary", "--top", "0", "V.swift"], result: result).code, 2)
    }

    func testReporterFromTheConfiguration() throws {
        try tree.file(".viewlint.yml", "reporter: github-actions\n")
        XCTAssertEqual(run(["V.swift"], result: oneWarning).stdout, "::warning file=V.swift,line=3,col=9,title=body_complexity::too complex\n")
        XCTAssertEqual(run(["--reporter", "xcode", "V.swift"], result: oneWarning).stdout,
                       "V.swift:3:9: warning: too complex (body_complexity)\n", "the command line wins")
    }

    func testOutputFileGetsTheReportAndTheSummaryStaysOnStderr() throws {
        let result = run(["--reporter", "checkstyle", "--output", "report.xml", "V.swift"], result: oneWarning)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "Found 1 finding (0 errors) in 1 file, 0.12 s\n")
        let written = try String(contentsOfFile: tree.root + "/report.xml", encoding: .utf8)
        XCTAssertTrue(written.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n  <file name=\"V.swift\">\n"))
    }

    // MARK: Unknown reporters

    private let lintChoices = "one of 'xcode', 'json', 'sarif', 'github-actions', 'checkstyle', 'gitlab', 'junit', 'markdown', 'summary'"

    func testUnknownReporterSuggestsTheClosest() {
        let result = run(["--reporter", "sarf", "V.swift"], result: oneWarning)
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "viewlint: error: unknown reporter 'sarf'; expected \(lintChoices); did you mean 'sarif'?\n"
            + "Run 'viewlint --help' for usage.\n")
    }

    func testUnknownReporterSuggestionsByPrefixAndCase() {
        XCTAssertEqual(run(["--reporter=github", "V.swift"]).stderr,
                       "viewlint: error: unknown reporter 'github'; expected \(lintChoices); did you mean 'github-actions'?\nRun 'viewlint --help' for usage.\n")
        XCTAssertEqual(run(["--reporter=JSON", "V.swift"]).stderr,
                       "viewlint: error: unknown reporter 'JSON'; expected \(lintChoices); did you mean 'json'?\nRun 'viewlint --help' for usage.\n")
        XCTAssertEqual(run(["--reporter=xml", "V.swift"]).stderr,
                       "viewlint: error: unknown reporter 'xml'; expected \(lintChoices)\nRun 'viewlint --help' for usage.\n")
        XCTAssertEqual(run(["audit", "--reporter", "sarif", "V.swift"]).stderr,
                       "viewlint: error: reporter 'sarif' does not apply to 'audit'; expected one of 'text', 'json', 'html'\nRun 'viewlint --help' for usage.\n")
    }

    // MARK: --strict, --quiet, the summary line

    func testExitCodes() {
        XCTAssertEqual(run(["V.swift"]).code, 0)
        XCTAssertEqual(run(["V.swift"], result: oneWarning).code, 0, "warnings pass")
        XCTAssertEqual(run(["V.swift"], result: LintResult(findings: [finding(.error)])).code, 1)
        XCTAssertEqual(run(["--strict", "V.swift"], result: oneWarning).code, 1, "--strict: warnings fail")
        XCTAssertEqual(run(["--strict", "--reporter", "sarif", "V.swift"], result: oneWarning).code, 1)
        XCTAssertEqual(run(["--strict", "V.swift"]).code, 0, "--strict without findings passes")
        XCTAssertEqual(run(["--strict", "V.swift", "Missing"]).code, 2, "a missing path wins")
        XCTAssertEqual(run(["audit", "--strict", "V.swift"], result: oneWarning).code, 0, "audit is no gate")
    }

    func testSummaryLineAfterTheFindings() throws {
        try tree.file("W.swift")
        try tree.file("X.swift")
        let two = LintResult(findings: [finding(), finding(line: 4)])
        XCTAssertEqual(run(["."], result: two, start: 0, end: 1_500_000_000).stderr, "Found 2 findings (0 errors) in 3 files, 1.50 s\n")
        let result = run(["V.swift"], result: LintResult(findings: [finding(.error)]))
        XCTAssertEqual(result.stdout, "V.swift:3:9: error: too complex (body_complexity)\n")
        XCTAssertEqual(result.stderr, "Found 1 finding (1 error) in 1 file, 0.12 s\n")
        XCTAssertEqual(run(["V.swift"], start: 7, end: 7).stderr, "Found 0 findings (0 errors) in 1 file, 0.00 s\n")
        let errors = LintResult(findings: [finding(.error), finding(.error, line: 5), finding()])
        XCTAssertEqual(run(["V.swift"], result: errors, start: 0, end: 61_996_000_000).stderr, "Found 3 findings (2 errors) in 1 file, 62.00 s\n")
    }

    func testSummaryLineFollowsFileProblems() {
        let result = run(["V.swift", "Missing"], result: oneWarning)
        XCTAssertTrue(result.stderr.hasPrefix("viewlint: error: "), result.stderr)
        XCTAssertTrue(result.stderr.hasSuffix("\nFound 1 finding (0 errors) in 1 file, 0.12 s\n"), result.stderr)
    }

    func testQuietPrintsFindingsOnly() {
        let result = run(["--quiet", "V.swift"], result: oneWarning)
        XCTAssertEqual(result.stdout, "V.swift:3:9: warning: too complex (body_complexity)\n")
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(run(["--quiet", "--strict", "V.swift"], result: oneWarning).code, 1)
        XCTAssertEqual(run(["--quiet=yes", "V.swift"]).stderr, "viewlint: error: option '--quiet' takes no value\nRun 'viewlint --help' for usage.\n")
    }

    func testRunSummaryWording() {
        XCTAssertEqual(RunSummary.line(findings: [], files: 1, seconds: 0.004), "Found 0 findings (0 errors) in 1 file, 0.00 s")
        XCTAssertEqual(RunSummary.line(findings: [finding(.error)], files: 2, seconds: 0.999), "Found 1 finding (1 error) in 2 files, 1.00 s")
        XCTAssertEqual(RunSummary.line(findings: [finding(), finding(.error), finding(.error)], files: 0, seconds: 123.456),
                       "Found 3 findings (2 errors) in 0 files, 123.46 s")
    }

    // MARK: One table for help, parsing and README

    func testHelpListsEveryReporterFromTheTable() {
        let help = run(["--help"]).stdout
        XCTAssertTrue(help.contains("""
        REPORTERS:
          xcode             lint (default): path:line:col: warning: message (rule),
                            clickable in Xcode and editors.
          json              lint, audit: every view's score and re-run cost and every
                            finding, as one JSON object.

        """), help)
        let section = help.components(separatedBy: "REPORTERS:\n")[1].components(separatedBy: "\n\n")[0]
        let names = section.split(separator: "\n").filter { !$0.hasPrefix("   ") }.map { String($0.dropFirst(2).prefix { $0 != " " }) }
        XCTAssertEqual(names, ["xcode", "json", "sarif", "github-actions", "checkstyle", "gitlab", "junit", "markdown", "summary", "text", "html"])
        XCTAssertEqual(names, ReporterKind.allCases.map(\.rawValue))
        for line in help.split(separator: "\n") { XCTAssertLessThanOrEqual(line.count, 80, String(line)) }
    }

    func testTableAcceptsWhatItLists() throws {
        XCTAssertEqual(ReporterKind.accepted(by: .lint).map(\.rawValue),
                       ["xcode", "json", "sarif", "github-actions", "checkstyle", "gitlab", "junit", "markdown", "summary"])
        XCTAssertEqual(ReporterKind.accepted(by: .audit).map(\.rawValue), ["text", "json", "html"])
        for kind in ReporterKind.allCases {
            for command in kind.entry.commands {
                XCTAssertEqual(try ArgumentParser.reporterKind(named: kind.rawValue, for: command), kind)
            }
        }
    }

    func testREADMEReportersTableIsTheTable() throws {
        let readme = PackageRoot.url.appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let section = try XCTUnwrap(text.components(separatedBy: "\n### Reporters\n").dropFirst().first)
        let rows = section.split(separator: "\n", omittingEmptySubsequences: false).drop { !$0.hasPrefix("|") }
            .prefix { $0.hasPrefix("|") }.dropFirst(2)
        let cells = rows.map { row in
            row.dropFirst(2).dropLast(2).components(separatedBy: " | ").map { $0.replacingOccurrences(of: "`", with: "") }
        }
        XCTAssertEqual(cells.map { $0[0] }, ReporterKind.allCases.map(\.rawValue))
        for (cell, kind) in zip(cells, ReporterKind.allCases) {
            XCTAssertEqual(cell, [kind.rawValue, kind.usage, kind.entry.description])
        }
    }
}
