import Foundation
import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine
@testable import ViewLintCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Collects what the tool writes, so runs are checked in-process.
private final class CapturedOutput {
    var text = ""
    var output: TextOutput { TextOutput { self.text += $0 } }
}

final class CommandLineToolTests: XCTestCase {
    private var tree: WalkerTestTree!

    override func setUpWithError() throws {
        tree = try WalkerTestTree()
    }

    override func tearDown() {
        tree.remove()
    }

    private struct Run {
        var code: Int32
        var stdout: String
        var stderr: String
        /// What the lint step was handed.
        var inputs: [SourceInput]
        /// The linter the run made; nil when nothing was linted.
        var linter: Linter?
        var configuration: Configuration? { linter?.configuration }
    }

    /// Runs the tool in the temporary tree, with a lint step returning `result`.
    private func run(_ arguments: [String], result: LintResult = LintResult()) -> Run {
        let out = CapturedOutput(), err = CapturedOutput()
        var inputs: [SourceInput] = []
        var linter: Linter?
        let code = CommandLineTool.run(arguments: arguments, currentDirectory: tree.root, stdout: out.output, stderr: err.output) {
            linter = $0
            inputs = $1.sources
            return result
        }
        return Run(code: code, stdout: out.text, stderr: SummaryLine.removed(from: err.text), inputs: inputs, linter: linter)
    }

    private func finding(_ severity: Severity, line: Int = 3) -> Finding {
        Finding(file: "./V.swift", line: line, column: 9, severity: severity, rule: .bodyComplexity, view: "V", message: "too complex")
    }

    // MARK: Help and version

    func testHelp() {
        let result = run(["--help"])
        XCTAssertEqual(result.code, 0)
        XCTAssertTrue(result.stdout.hasPrefix("OVERVIEW: viewlint 0.1.0"))
        for piece in ["USAGE: viewlint [lint] [options] [PATH ...]", "viewlint audit", "--config FILE", "--reporter NAME", "-h, --help", "--version", "EXIT CODES:"] {
            XCTAssertTrue(result.stdout.contains(piece), "help lacks \(piece)")
        }
        XCTAssertEqual(result.stderr, "")
    }

    /// `explain RULE` prints the rule's entry and examples; a file named like a rule is
    /// still a file.
    func testExplainARule() throws {
        let result = run(["explain", "non_equatable_property"])
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("non_equatable_property — Non-Equatable Property\n  enabled: true, severity: warning,"))
        XCTAssertTrue(result.stdout.contains("kinds: [closure, anyview, value]"))
        XCTAssertTrue(result.stdout.contains("\nTriggering examples:\n    struct RowView: View {\n"))
        XCTAssertTrue(result.stdout.contains("let ↓onTap: () -> Void"))
        XCTAssertTrue(result.stdout.contains("\nNon-triggering examples:\n"))
        XCTAssertNil(result.configuration, "explaining a rule lints nothing")
        try tree.file("unstable_id", "struct V: View { var body: some View { Text(\"\") } }\n")
        let file = run(["explain", "unstable_id"])
        XCTAssertEqual(file.code, 0, file.stderr)
        XCTAssertTrue(file.stdout.hasPrefix("View 'V': body complexity 0"), file.stdout)
    }

    func testVersion() {
        let result = run(["--version"])
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(result.stdout, "0.1.0\n")
    }

    // MARK: Usage errors: exit 2

    func testUnknownFlag() {
        let result = run(["--confg", "x.yml"])
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "viewlint: error: unknown option '--confg'; did you mean '--config'?\nRun 'viewlint --help' for usage.\n")
    }

    func testMissingOptionValue() {
        let result = run(["--reporter"])
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.stderr, "viewlint: error: missing value for option '--reporter'\nRun 'viewlint --help' for usage.\n")
    }

    // MARK: Inputs

    func testLintsDotByDefaultWithPathsAsGivenInByteOrder() throws {
        try tree.file("b.swift", "let b = 1\n")
        try tree.file("A/a.swift", "let a = 1\n")
        let result = run([])
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(result.inputs.map(\.path), ["A/a.swift", "b.swift"])
        XCTAssertEqual(result.inputs.map(\.bytes), [Array("let a = 1\n".utf8), Array("let b = 1\n".utf8)])
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "")
    }

    func testMissingPathIsExit2ButTheRestIsLinted() throws {
        try tree.file("V.swift")
        let result = run(["nope", "V.swift"], result: LintResult(findings: [finding(.warning)]))
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.stderr, "viewlint: error: no such file or directory: 'nope'\n")
        XCTAssertEqual(result.inputs.map(\.path), ["V.swift"])
        XCTAssertEqual(result.stdout, "./V.swift:3:9: warning: too complex (body_complexity)\n")
    }

    func testUnreadableFileIsExit2ButTheRestIsLinted() throws {
        if geteuid() == 0 {
            // root opens a file whatever its mode, so chmod cannot make one unreadable here.
            throw XCTSkip("running as root: permissions do not restrict reading")
        }
        try tree.file("Locked.swift")
        try tree.file("Open.swift", "struct V: View {\n    var body: some View { Text(\"a\") }\n}\n")
        XCTAssertEqual(chmod(tree.root + "/Locked.swift", 0o000), 0)
        let result = runLinting(["--reporter", "json", "."])
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.stderr.hasPrefix("viewlint: error: cannot read './Locked.swift': Permission denied\n"), result.stderr)
        XCTAssertTrue(result.stderr.contains("in 1 file,"), result.stderr)
        XCTAssertTrue(result.stdout.contains("\"file\":\"./Open.swift\""), result.stdout)
    }

    /// A file that goes away between the walk and its read is a warning (issue 24 item 17:
    /// the exit code is the other files'), and the other files are linted (this one runs
    /// as root too).
    func testFileGoneBeforeItIsReadIsAWarningAndTheRestIsLinted() throws {
        try tree.file("Open.swift", "struct V: View {\n    var body: some View { Text(\"a\") }\n}\n")
        let out = CapturedOutput(), err = CapturedOutput()
        let code = CommandLineTool.run(arguments: ["--reporter", "json", "."], currentDirectory: tree.root,
                                       stdout: out.output, stderr: err.output) { linter, feed in
            var linter = linter
            linter.jobs = 1
            return linter.lint(feed.sources + [SourceInput(path: "./Gone.swift", readingFrom: self.tree.root + "/Gone.swift")])
        }
        XCTAssertEqual(code, 0)
        XCTAssertTrue(err.text.hasPrefix("viewlint: warning: './Gone.swift' was removed while viewlint ran; it was not linted\n"), err.text)
        XCTAssertTrue(out.text.contains("\"name\":\"V\""), out.text)
    }

    /// Runs the tool in the temporary tree with the real lint step.
    private func runLinting(_ arguments: [String]) -> (code: Int32, stdout: String, stderr: String) {
        let out = CapturedOutput(), err = CapturedOutput()
        let code = CommandLineTool.run(arguments: arguments, currentDirectory: tree.root, stdout: out.output, stderr: err.output)
        return (code, out.text, err.text)
    }

    func testEmptyFileIsReadAsNoBytes() throws {
        try tree.file("Empty.swift", "")
        let result = run(["Empty.swift"])
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(result.inputs.map(\.bytes), [[]])
    }

    func testLargeFileIsReadWhole() throws {
        let text = String(repeating: "let value = \"é\"\n", count: 20_000)
        try tree.file("Big.swift", text)
        XCTAssertEqual(run(["Big.swift"]).inputs.first?.bytes, Array(text.utf8))
    }

    // MARK: Exit codes and reporters

    func testWarningsOnlyExit0() throws {
        try tree.file("V.swift")
        let result = run(["V.swift"], result: LintResult(findings: [finding(.warning)]))
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(result.stdout, "./V.swift:3:9: warning: too complex (body_complexity)\n")
    }

    func testErrorFindingExit1() throws {
        try tree.file("V.swift")
        let result = run(["V.swift"], result: LintResult(findings: [finding(.warning, line: 9), finding(.error)]))
        XCTAssertEqual(result.code, 1)
        XCTAssertEqual(result.stdout, "./V.swift:3:9: error: too complex (body_complexity)\n./V.swift:9:9: warning: too complex (body_complexity)\n")
    }

    func testJSONReporter() throws {
        try tree.file("V.swift")
        let lint = LintResult(views: [ViewScore(file: "V.swift", name: "V", line: 3, column: 9, score: 11)], findings: [finding(.error)])
        let result = run(["--reporter=json", "V.swift"], result: lint)
        XCTAssertEqual(result.code, 1)
        XCTAssertEqual(result.stdout, #"{"views":[{"file":"V.swift","name":"V","line":3,"column":9,"score":11}],"#
            + #""findings":[{"file":"./V.swift","line":3,"column":9,"severity":"error","rule":"body_complexity","view":"V","message":"too complex"}]}"#
            + "\n")
    }

    func testAuditPrintsTableAndDoesNotFailOnErrorFindings() throws {
        try tree.file("V.swift")
        let lint = LintResult(views: [ViewScore(file: "V.swift", name: "V", line: 3, column: 9, score: 11)], findings: [finding(.error)])
        let result = run(["audit", "V.swift"], result: lint)
        XCTAssertEqual(result.code, 0)
        XCTAssertTrue(result.stdout.hasPrefix("SCORE  VIEW  LOCATION\n   11  V     V.swift:3:9\n\n1 view, 1 over the limit of 10.\n\n"),
                      result.stdout)
        XCTAssertTrue(result.stdout.contains("\n  11-20     1  ####"), result.stdout)
        XCTAssertTrue(result.stdout.hasSuffix("Files with the most findings:\n      1  ./V.swift\n"), result.stdout)
    }

    func testFileDiagnosticsGoToStderr() throws {
        try tree.file("V.swift")
        let lint = LintResult(diagnostics: [FileDiagnostic(file: "V.swift", line: 2, column: 5, message: "unterminated string literal")])
        let result = run(["V.swift"], result: lint)
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "V.swift:2:5: warning: unterminated string literal\n")
    }

    func testExitCodeRule() {
        XCTAssertEqual(ExitCode.of(command: .lint, findings: [], hadInputProblems: false), .success)
        XCTAssertEqual(ExitCode.of(command: .lint, findings: [finding(.warning)], hadInputProblems: false), .success)
        XCTAssertEqual(ExitCode.of(command: .lint, findings: [finding(.error)], hadInputProblems: false), .findings)
        XCTAssertEqual(ExitCode.of(command: .lint, findings: [finding(.error)], hadInputProblems: true), .failure)
        XCTAssertEqual(ExitCode.of(command: .audit, findings: [finding(.error)], hadInputProblems: false), .success)
        XCTAssertEqual(ExitCode.of(command: .audit, findings: [], hadInputProblems: true), .failure)
    }

    // MARK: Configuration

    func testMissingConfigFileIsExit2() {
        let result = run(["--config", "missing.yml", "."])
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.stderr, "viewlint: error: cannot read configuration file 'missing.yml': No such file or directory\n")
        XCTAssertEqual(result.stdout, "")
    }

    func testInvalidConfigFileIsExit2NamingTheFile() throws {
        let text = "rules:\n  body_complexity:\n    limit: banana\n"
        try tree.file(".viewlint.yml", text)
        let result = run([])
        XCTAssertEqual(result.code, 2)
        // The loader's own message, naming file, line and key, printed as it is.
        XCTAssertEqual(result.stderr,
                       ".viewlint.yml:3: error: 'rules.body_complexity.limit': must be a whole number (0 or more), got 'banana'\n")
        XCTAssertEqual(result.stdout, "")
    }

    func testConfigurationErrorIsPrintedAsTheLoaderWroteIt() {
        let error = ConfigurationError(file: "c.yml", line: 3, key: "limit", message: "expected an integer")
        XCTAssertEqual(ConfigurationLocator.Failure.invalid(error).description, "c.yml:3: error: 'limit': expected an integer")
    }

    func testConfigurationFolderIsNotAFile() throws {
        try tree.folder("conf.yml")
        let result = run(["--config", "conf.yml"])
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.stderr, "viewlint: error: cannot read configuration file 'conf.yml': Is a directory\n")
    }

    func testDefaultConfigFileIsFound() throws {
        // Whatever the loader makes of it, a present `.viewlint.yml` is read, not skipped:
        // an unreadable one (here a folder) would be exit 2; an empty file is the defaults.
        try tree.file(".viewlint.yml", "")
        try tree.file("V.swift")
        let result = run([])
        XCTAssertEqual(result.code, 0, result.stderr)
        // The default reporter shows no view scores, so the lint is told not to list them.
        XCTAssertEqual(result.linter?.options.listsViewScores, false)
        // A found configuration may be refined below its folder: the lint is told to look.
        XCTAssertNotNil(result.linter?.scopes)
        XCTAssertEqual(result.configuration, Configuration.default)
    }

    func testIncludedPathsAreRelativeToTheConfigurationFolder() throws {
        try tree.file("Project/Sources/V.swift")
        try tree.file("Project/Sources/Gen/G.swift")
        try tree.file("Project/Other/O.swift")
        var configuration = Configuration()
        configuration.included = ["Sources"]
        configuration.excluded = ["Sources/Gen"]
        let located = ConfigurationLocator.Located(configuration: configuration, directory: "Project")
        let inputs = InputCollector(currentDirectory: tree.root, configuration: located).collect(paths: [])
        XCTAssertEqual(inputs.sources.map(\.path), ["Project/Sources/V.swift"])
        XCTAssertEqual(inputs.problems, [])

        // Paths on the command line win over `included:`; `excluded:` still applies.
        let given = InputCollector(currentDirectory: tree.root, configuration: located).collect(paths: ["Project"])
        XCTAssertEqual(given.sources.map(\.path), ["Project/Other/O.swift", "Project/Sources/V.swift"])
    }

    func testMissingIncludedPathIsAProblem() throws {
        var configuration = Configuration()
        configuration.included = ["Nowhere"]
        let located = ConfigurationLocator.Located(configuration: configuration, directory: "")
        let inputs = InputCollector(currentDirectory: tree.root, configuration: located).collect(paths: [])
        XCTAssertEqual(inputs.problems, [InputProblem(path: "Nowhere", kind: .missing, reason: "No such file or directory")])
    }

    // MARK: Summary, strict, quiet

    func testSummaryLineStrictAndQuiet() throws {
        try tree.file("V.swift", "struct V {}\n")
        let out = CapturedOutput(), err = CapturedOutput()
        let warning = LintResult(findings: [finding(.warning), finding(.error, line: 4)])
        _ = CommandLineTool.run(arguments: ["V.swift"], currentDirectory: tree.root, stdout: out.output, stderr: err.output) { _, _ in warning }
        let line = err.text
        XCTAssertTrue(line.hasPrefix("Found 2 findings (1 error) in 1 file, "), line)
        XCTAssertTrue(line.hasSuffix(" s\n"), line)
        XCTAssertEqual(line.split(separator: ",").last?.split(separator: ".").last?.count, 5, "two decimals, then \" s\\n\"")
        XCTAssertEqual(RunSummary.line(findings: [finding(.warning)], files: 12, seconds: 0.041), "Found 1 finding (0 errors) in 12 files, 0.04 s")
        XCTAssertEqual(RunSummary.line(findings: [], files: 0, seconds: 12.5), "Found 0 findings (0 errors) in 0 files, 12.50 s")

        XCTAssertEqual(run(["--quiet", "V.swift"], result: warning).stderr, "")
        let onlyWarnings = LintResult(findings: [finding(.warning)])
        XCTAssertEqual(run(["V.swift"], result: onlyWarnings).code, 0)
        XCTAssertEqual(run(["--strict", "V.swift"], result: onlyWarnings).code, 1)
        XCTAssertEqual(run(["--strict", "V.swift"]).code, 0)
        XCTAssertEqual(run(["audit", "--strict", "V.swift"], result: onlyWarnings).code, 0)
    }
}
