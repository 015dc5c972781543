import Foundation
import XCTest
@testable import ViewLintSupport
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine
@testable import ViewLintCLI

/// A program that uses the library gets the command line's findings (issue 26 item 3): it
/// builds the configuration and the run options in code, runs `LintRun` on the fixtures,
/// and its report is byte for byte what `viewlint` prints for the same settings given as a
/// `--config` file and flags, run in-process.
final class LintRunLibraryTests: XCTestCase {
    private var tree: WalkerTestTree!

    override func setUpWithError() throws {
        tree = try WalkerTestTree()
    }

    override func tearDown() {
        tree.remove()
    }

    /// Every registered rule on, the first one's findings errors: the defaults leave some
    /// rules off, so a run that ignored the configuration would report less.
    private func configurationInCode() -> Configuration {
        var configuration = Configuration()
        for rule in RuleRegistry.rules { configuration.rules.setEnabled(true, of: rule) }
        configuration.rules.setSeverity(.error, of: RuleRegistry.rules[0])
        return configuration
    }

    /// The same settings as a configuration file.
    private func configurationFile() throws -> String {
        var text = "rules:\n"
        for (index, id) in RuleRegistry.ids.enumerated() {
            text += "  \(id.rawValue):\n    enabled: true\n" + (index == 0 ? "    severity: error\n" : "")
        }
        try tree.file("settings.yml", text)
        return tree.root + "/settings.yml"
    }

    /// What the command line prints, and its exit code.
    private func commandLine(_ arguments: [String]) -> (code: Int32, stdout: String, stderr: String) {
        var out = "", err = ""
        let code = CommandLineTool.run(arguments: arguments, currentDirectory: PackageRoot.url.path,
                                       stdout: TextOutput { out += $0 }, stderr: TextOutput { err += $0 })
        return (code, out, err)
    }

    func testAProgramGetsTheCommandLinesFindingsOnTheFixtures() throws {
        let file = try configurationFile()
        let configuration = configurationInCode()
        for reporter in [ReporterKind.xcode, .json] {
            let cli = commandLine(["--config", file, "--reporter", reporter.rawValue, "--report-unused-suppressions", "--jobs", "2",
                                   "Fixtures"])

            var options = RunOptions()
            options.jobs = 2
            options.reportUnusedSuppressions = true
            options.listsViewScores = reporter == .json
            options.buildsViewGraph = reporter == .json
            let request = LintRequest(paths: ["Fixtures"], currentDirectory: PackageRoot.url.path, configuration: configuration,
                                      options: options)
            let outcome = try LintRun(request).lint().get()
            let findings = outcome.result.findings

            XCTAssertGreaterThan(Set(findings.map(\.rule)).count, 1, "the fixtures trigger several rules")
            XCTAssertTrue(findings.contains { $0.severity == .error } && findings.contains { $0.severity == .warning })
            XCTAssertEqual(outcome.problems, [])
            let report = reporter.render(outcome.result, context: ReportContext(configuration: configuration), sources: outcome.sources)
            XCTAssertEqual(report, cli.stdout, "\(reporter.rawValue): the library's report differs from the command line's")
            XCTAssertEqual(cli.code, ExitCode.of(command: .lint, findings: findings, hadInputProblems: outcome.hadInputErrors).rawValue)
            // The summary counts the same findings and files (its time aside).
            let summary = RunSummary.line(findings: findings, files: outcome.lintedFileCount, seconds: 0)
            XCTAssertTrue(cli.stderr.hasSuffix("\n") && cli.stderr.hasPrefix(String(summary.dropLast(" 0.00 s".count))), cli.stderr)
        }
    }

    /// `explain FILE` is the run's too: the library's explanations are what the command line prints.
    func testAProgramGetsTheCommandLinesExplanation() throws {
        let file = try configurationFile()
        let target = "Fixtures/BodyComplexity"
        let paths = try FileManager.default.contentsOfDirectory(atPath: PackageRoot.url.path + "/" + target)
            .filter { $0.hasSuffix(".swift") }.sorted().map { target + "/" + $0 }
        let path = try XCTUnwrap(paths.first)
        let cli = commandLine(["explain", "--config", file, path])
        XCTAssertEqual(cli.code, 0)
        var request = LintRequest(paths: [path], currentDirectory: PackageRoot.url.path, configuration: configurationInCode())
        request.command = .explain
        let explanation = try LintRun(request).explain().get()
        XCTAssertNil(explanation.missing)
        XCTAssertFalse(explanation.texts.isEmpty)
        XCTAssertEqual(explanation.texts.joined(), cli.stdout)
        request.paths = [path + ":NoSuchView"]
        XCTAssertEqual(try LintRun(request).explain().get().missing, "no view 'NoSuchView' with a body in '\(path)'")
    }

    /// The run's reporting switches are the library's too: a baseline written by the command
    /// line leaves the library nothing new, and `lenient` turns errors into warnings.
    func testBaselineAndLenientAreTheRunsNotTheCommandLines() throws {
        let file = try configurationFile()
        let baseline = tree.root + "/baseline.json"
        _ = commandLine(["--config", file, "--write-baseline", baseline, "Fixtures"])
        var request = LintRequest(paths: ["Fixtures"], currentDirectory: PackageRoot.url.path, configuration: configurationInCode())
        let all = try LintRun(request).lint().get()
        XCTAssertFalse(all.result.findings.isEmpty)
        request.baselinePath = baseline
        let past = try LintRun(request).lint().get()
        XCTAssertEqual(past.result.findings, [])
        XCTAssertEqual(past.unbaselinedFindings, all.result.findings)
        request.baselinePath = nil
        request.lenient = true
        let lenient = try LintRun(request).lint().get()
        XCTAssertEqual(lenient.result.findings.count, all.result.findings.count)
        XCTAssertFalse(lenient.result.findings.contains { $0.severity == .error })
        request.baselinePath = tree.root + "/missing.json"
        guard case .failure(let failure) = LintRun(request).lint() else { return XCTFail("a missing baseline is an error") }
        XCTAssertEqual(failure.lines.count, 1)
        XCTAssertTrue(failure.lines[0].hasPrefix("viewlint: error: cannot read baseline '\(tree.root)/missing.json': "), failure.lines[0])
    }
}
