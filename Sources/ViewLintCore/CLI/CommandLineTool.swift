import Foundation

/// The command-line entry point, kept in the library so that tests can run it in-process.
public enum CommandLineTool {
    /// Runs with the process's current folder, stdout and stderr.
    public static func run(arguments: [String]) -> Int32 {
        run(arguments: arguments,
            currentDirectory: FileManager.default.currentDirectoryPath,
            stdout: .standardOutput,
            stderr: .standardError)
    }

    /// The whole run. Relative paths are read from `currentDirectory` and printed as given.
    /// Returns the exit code: 0 no error finding, 1 an error finding (`lint`), 2 a usage,
    /// configuration or input error (the run still lints whatever it could read).
    ///
    /// `linter` is the lint step; tests replace it to drive the output and exit code
    /// with results of their choosing.
    public static func run(
        arguments: [String],
        currentDirectory: String,
        stdout: TextOutput,
        stderr: TextOutput,
        linter: (Configuration, [SourceInput]) -> LintResult = { Linter(configuration: $0).lint($1) }
    ) -> Int32 {
        let invocation: Invocation
        do {
            invocation = try ArgumentParser.parse(arguments)
        } catch {
            stderr.write("viewlint: error: \(error.message)\nRun 'viewlint --help' for usage.\n")
            return ExitCode.failure.rawValue
        }

        switch invocation.command {
        case .help:
            stdout.write(HelpText.usage)
            return ExitCode.success.rawValue
        case .version:
            stdout.write(ViewLintVersion.current + "\n")
            return ExitCode.success.rawValue
        case .lint, .audit:
            return lint(invocation, currentDirectory: currentDirectory, stdout: stdout, stderr: stderr, linter: linter).rawValue
        }
    }

    private static func lint(
        _ invocation: Invocation,
        currentDirectory: String,
        stdout: TextOutput,
        stderr: TextOutput,
        linter: (Configuration, [SourceInput]) -> LintResult
    ) -> ExitCode {
        let located: ConfigurationLocator.Located
        do {
            located = try ConfigurationLocator(currentDirectory: currentDirectory).locate(explicitPath: invocation.configurationPath)
        } catch {
            stderr.write(error.description + "\n")
            return .failure
        }
        let configuration = located.configuration

        let inputs = InputCollector(currentDirectory: currentDirectory, configuration: located)
            .collect(paths: invocation.paths)
        for problem in inputs.problems {
            stderr.write("viewlint: error: \(problem.description)\n")
        }

        let result = linter(configuration, inputs.sources)
        stderr.write(XcodeReporter.report(result.diagnostics))

        switch (invocation.command, invocation.reporter) {
        case (_, .json):
            stdout.write(JSONReporter.report(result) + "\n")
        case (.audit, _):
            stdout.write(AuditTableReporter.report(result.views, limit: configuration.bodyComplexity.limit))
        default:
            stdout.write(XcodeReporter.report(result.findings))
        }

        return .of(command: invocation.command, findings: result.findings, hadInputProblems: !inputs.problems.isEmpty)
    }
}
