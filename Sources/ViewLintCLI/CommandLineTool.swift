import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules
import ViewLintEngine
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The command-line entry point, kept in the library so that tests can run it in-process.
public enum CommandLineTool {
    /// Runs with the process's own arguments, read as bytes: Swift's `CommandLine.arguments`
    /// repairs one that is not UTF-8, so that the file it names could not be found and its
    /// name would print wrong; such an argument is a usage error naming its bytes.
    public static func runWithProcessArguments() -> Int32 {
        switch decodedArguments(ProcessArguments.raw) {
        case .success(let arguments): return run(arguments: arguments)
        case .failure(let problem):
            TextOutput.standardError.writeLine("viewlint: error: \(problem.description)")
            return ExitCode.failure.rawValue
        }
    }

    /// An argument that is not UTF-8, named with its odd bytes as `\xFF`.
    struct UndecodableArgument: Error, CustomStringConvertible {
        var printable: String
        var description: String { "the argument '\(printable)' is not valid UTF-8" }
    }

    static func decodedArguments(_ raw: [[UInt8]]) -> Result<[String], UndecodableArgument> {
        var arguments: [String] = []
        for bytes in raw {
            guard let argument = FileSystem.validUTF8(bytes) else {
                return .failure(UndecodableArgument(printable: FileSystem.printable(bytes)))
            }
            arguments.append(argument)
        }
        return .success(arguments)
    }

    /// Runs with the process's current folder, stdout and stderr.
    public static func run(arguments: [String]) -> Int32 {
        run(arguments: arguments,
            currentDirectory: FileSystem.currentDirectory(),
            stdout: .standardOutput,
            stderr: .standardError,
            linter: {
                // The process ends after the report: its memory goes back to the system whole.
                var linter = $0
                linter.freesSyntaxAfterLint = false
                return linter.lint($1)
            },
            standardInput: {
                FileSystem.readAll(from: STDIN_FILENO).mapError { InputProblem(path: "", failure: $0) }
            },
            keepsOutcomeUntilExit: true)
    }

    /// The whole run. Relative paths are read from `currentDirectory` and printed as given.
    /// Returns the exit code: 0 no error finding, 1 an error finding (`lint`), 2 a usage,
    /// configuration or input error (the run still lints whatever it could read).
    ///
    /// `linter` is the lint step, handed the linter the run made (configuration, options,
    /// nested scopes); tests replace it to drive the output and exit code with results of
    /// their choosing. `clock` gives monotonic nanoseconds for the summary
    /// line's time; tests replace it to make the line exact. `keepsOutcomeUntilExit`: the
    /// lint's findings, files and graph are not freed one by one after the report, as the
    /// process ends next (freeing them was a serial millisecond at the end of a million-line run).
    public static func run(
        arguments: [String],
        currentDirectory: String,
        stdout: TextOutput,
        stderr: TextOutput,
        linter: @escaping (Linter, SourceFeed) -> LintResult = { $0.lint($1) },
        standardInput: @escaping () -> Result<[UInt8], InputProblem> = { .success([]) },
        clock: () -> UInt64 = RunClock.now,
        keepsOutcomeUntilExit: Bool = false
    ) -> Int32 {
        let code = runCommand(arguments: arguments, currentDirectory: currentDirectory, stdout: stdout, stderr: stderr, linter: linter,
                              standardInput: standardInput, clock: clock, keepsOutcome: keepsOutcomeUntilExit)
        // A report cut short (a full disk, `> /dev/full`) must not pass for a whole one. A
        // pipe closed by its reader (`| head`) is the reader's choice: no message for that.
        let failure = stdout.writeFailure
        guard failure != 0, failure != EPIPE else { return code }
        stderr.writeLine("viewlint: error: cannot write to standard output: \(String(cString: strerror(failure)))")
        return ExitCode.failure.rawValue
    }

    private static func runCommand(
        arguments: [String],
        currentDirectory: String,
        stdout: TextOutput,
        stderr: TextOutput,
        linter: @escaping (Linter, SourceFeed) -> LintResult,
        standardInput: @escaping () -> Result<[UInt8], InputProblem>,
        clock: () -> UInt64,
        keepsOutcome: Bool
    ) -> Int32 {
        let invocation: Invocation
        do {
            invocation = try ArgumentParser.parse(arguments)
        } catch {
            stderr.writeLine("viewlint: error: \(error.message)")
            stderr.write("Run 'viewlint --help' for usage.\n")
            return ExitCode.failure.rawValue
        }

        switch invocation.command {
        case .help:
            stdout.write(HelpText.usage)
            return ExitCode.success.rawValue
        case .version:
            stdout.write(ViewLintVersion.current + "\n")
            return ExitCode.success.rawValue
        case .rules:
            stdout.write(invocation.reporter == .json ? RulesJSON.listing() : RuleOptionsCatalog.listing())
            return ExitCode.success.rawValue
        case .initConfiguration:
            return writeInitialConfiguration(invocation, currentDirectory: currentDirectory, stdout: stdout, stderr: stderr).rawValue
        case .explain:
            if let rule = ExplainTarget.rule(named: invocation.paths, currentDirectory: currentDirectory) {
                stdout.write(RuleOptionsCatalog.explanation(of: rule))
                return ExitCode.success.rawValue
            }
            if let message = ExplainTarget.misspelledRule(invocation.paths, currentDirectory: currentDirectory) {
                stderr.writeLine("viewlint: error: \(message)")
                return ExitCode.failure.rawValue
            }
            return lint(invocation, currentDirectory: currentDirectory, stdout: stdout, stderr: stderr, linter: linter,
                        standardInput: standardInput, clock: clock, keepsOutcome: keepsOutcome).rawValue
        case .lint, .audit, .graph, .fix:
            return lint(invocation, currentDirectory: currentDirectory, stdout: stdout, stderr: stderr, linter: linter,
                        standardInput: standardInput, clock: clock, keepsOutcome: keepsOutcome).rawValue
        }
    }

    private static func lint(
        _ invocation: Invocation,
        currentDirectory: String,
        stdout: TextOutput,
        stderr: TextOutput,
        linter: @escaping (Linter, SourceFeed) -> LintResult,
        standardInput: @escaping () -> Result<[UInt8], InputProblem>,
        clock: () -> UInt64,
        keepsOutcome: Bool
    ) -> ExitCode {
        let started = clock()
        // Where the configuration is looked for; the run looks for nested ones and the git
        // repository from the same folder (`LintRequest.searchStart`).
        let start = ConfigurationLocator.searchStart(paths: invocation.paths, moduleRoot: invocation.moduleRoot,
                                                     stdinPath: invocation.stdinPath, currentDirectory: currentDirectory)
        let located: ConfigurationLocator.Located
        do {
            located = try ConfigurationLocator(currentDirectory: currentDirectory)
                .locate(explicitPaths: invocation.configurationPaths, ignoringFiles: invocation.ignoresConfiguration,
                        startingAt: start)
        } catch {
            stderr.writeLine(error.description)
            return .failure
        }
        let configuration = located.configuration
        var invocation = invocation
        // The configuration names a known reporter (its reader checks); one for the other
        // command (`reporter: sarif` read by `audit`) leaves this command its default.
        if !invocation.reporterWasGiven, let name = configuration.reporter,
           invocation.command == .lint || invocation.command == .audit {
            if let kind = ReporterKind(rawValue: name), ReporterKind.accepted(by: invocation.command).contains(kind) {
                invocation.reporter = kind
            } else {
                let command = invocation.command == .audit ? "audit" : "lint"
                stderr.writeLine("viewlint: note: the configuration's reporter '\(name)' does not apply to '\(command)'; "
                    + "using '\(invocation.reporter.rawValue)'")
            }
        }
        let run = LintRun(request(for: invocation, configuration: located, currentDirectory: currentDirectory),
                          lintStep: linter, standardInput: standardInput)
        switch invocation.command {
        case .explain: return explain(run, stdout: stdout, stderr: stderr)
        case .fix: return fix(run, dryRun: invocation.dryRun, stdout: stdout, stderr: stderr)
        default: break
        }

        switch run.lint() {
        case .failure(let failure):
            for line in failure.lines { stderr.writeLine(line) }
            return .failure
        case .success(let outcome):
            if keepsOutcome { KeptUntilExit.keep(KeptOutcome(outcome)) }
            return report(outcome, of: invocation, configuration: located, currentDirectory: currentDirectory, stdout: stdout,
                          stderr: stderr, seconds: { RunClock.seconds(from: started, to: clock()) })
        }
    }

    /// A lint's outcome kept until the process ends (`keepsOutcomeUntilExit`).
    private final class KeptOutcome {
        let outcome: LintRun.Outcome

        init(_ outcome: LintRun.Outcome) {
            self.outcome = outcome
        }
    }

    /// Prints a lint's outcome (notes, problems, parse diagnostics, then the report) and
    /// writes the files asked for; returns the exit code.
    private static func report(_ outcome: LintRun.Outcome, of invocation: Invocation, configuration located: ConfigurationLocator.Located,
                               currentDirectory: String, stdout: TextOutput, stderr: TextOutput,
                               seconds: () -> Double) -> ExitCode {
        let configuration = located.configuration
        for note in outcome.notes { stderr.writeLine(note) }
        for problem in outcome.problems { stderr.write(problem.diagnosticLine) }
        let result = outcome.result
        stderr.write(XcodeReporter.report(result.diagnostics))
        if let conflict = writeConflict(invocation, configuration: located, outcome: outcome, currentDirectory: currentDirectory) {
            stderr.writeLine("viewlint: error: \(conflict)")
            return .failure
        }
        if let path = invocation.writeBaselinePath {
            let findings = outcome.unbaselinedFindings
            let text = Baseline(findings: findings).encoded()
            do {
                try AtomicFile.write(Array(text.utf8), to: FilePath.resolve(path, against: currentDirectory))
                stderr.writeLine("viewlint: wrote \(findings.count) finding\(findings.count == 1 ? "" : "s") to baseline '\(path)'")
            } catch {
                stderr.writeLine("viewlint: error: cannot write baseline '\(path)': \(error.reason)")
                return .failure
            }
        }

        let report = ReportContext(configuration: configuration)
        var graph: ViewGraph?
        if invocation.command == .graph {
            guard let selected = result.graph?.selected(root: invocation.graphRoot, depth: invocation.graphDepth) else {
                stderr.writeLine("viewlint: error: no view named '\(invocation.graphRoot ?? "")'")
                return .failure
            }
            graph = selected
        }
        let reportJobs = invocation.jobs ?? ParallelMap.defaultJobs
        if let path = invocation.outputPath {
            do {
                try AtomicFile.write(to: FilePath.resolve(path, against: currentDirectory)) { file in
                    if let graph { invocation.graphFormat.write(graph, jobs: reportJobs, to: file) } else {
                        invocation.reporter.write(result, context: report, sources: outcome.sources, top: invocation.top,
                                                  jobs: reportJobs, to: file)
                    }
                }
            } catch {
                stderr.writeLine("viewlint: error: cannot write '\(path)': \(error.reason)")
                return .failure
            }
        } else if let graph {
            invocation.graphFormat.write(graph, jobs: reportJobs, to: stdout)
        } else {
            invocation.reporter.write(result, context: report, sources: outcome.sources, top: invocation.top,
                                      jobs: reportJobs, to: stdout)
        }

        if !invocation.quiet {
            stderr.write(RunSummary.line(findings: result.findings, files: outcome.lintedFileCount, seconds: seconds()) + "\n")
        }
        return .of(command: invocation.command, findings: result.findings, hadInputProblems: outcome.hadInputErrors,
                   strict: (invocation.strict || configuration.strict) && !invocation.lenient)
    }

    /// The run the command line asks for: its paths and switches, the configuration found.
    private static func request(for invocation: Invocation, configuration: ConfigurationLocator.Located,
                                currentDirectory: String) -> LintRequest {
        var options = RunOptions()
        options.reportUnusedSuppressions = invocation.reportUnusedSuppressions
        options.jobs = invocation.jobs
        options.listsViewScores = invocation.reporter.showsViewScores
        // Only `graph`, `audit` and the JSON report pay for the view graph (and for the
        // parse's records it needs): the default `lint` builds none.
        options.buildsViewGraph = invocation.command == .graph || invocation.command == .audit
            || invocation.reporter == .json
        options.explainsGraphViews = invocation.command == .audit && invocation.reporter == .html
        // `graph` prints the graph, and of the findings only their count.
        options.ordersFindings = invocation.command != .graph || invocation.writeBaselinePath != nil
        var request = LintRequest(paths: invocation.paths, currentDirectory: currentDirectory, configuration: configuration,
                                  options: options)
        request.command = invocation.command
        // A `.viewlint.yml` below the one found refines it for its folder; files named with
        // --config, or --no-config, are the whole configuration.
        request.readsNestedConfigurations = invocation.configurationPaths.isEmpty && !invocation.ignoresConfiguration
        request.moduleRoot = invocation.moduleRoot
        request.stdinPath = invocation.stdinPath
        request.forceExclude = invocation.forceExclude
        request.baselinePath = invocation.baselinePath
        request.changedSince = invocation.changedSince
        request.lenient = invocation.lenient
        return request
    }

    /// Why the files the run writes cannot be written (one is a file it reads), or nil.
    private static func writeConflict(_ invocation: Invocation, configuration: ConfigurationLocator.Located, outcome: LintRun.Outcome,
                                      currentDirectory: String) -> String? {
        var writes: [WriteConflicts.Role] = []
        if let path = invocation.writeBaselinePath { writes.append(.init(role: "--write-baseline", path: path)) }
        if let path = invocation.outputPath { writes.append(.init(role: "--output", path: path)) }
        guard !writes.isEmpty else { return nil }
        var reads = outcome.sources.map { WriteConflicts.Role(role: "a linted file", path: $0.path) }
        reads += configuration.paths.map { .init(role: "the configuration file", path: $0) }
        reads += outcome.nestedConfigurationPaths.map { .init(role: "a nested configuration file", path: $0) }
        if let path = invocation.baselinePath { reads.append(.init(role: "the baseline read with --baseline", path: path)) }
        if let conflict = WriteConflicts(currentDirectory: currentDirectory).firstConflict(writes: writes, reads: reads) { return conflict }
        for write in writes {
            if let refusal = OutputPathCheck.refusal(write.path, currentDirectory: currentDirectory) {
                return "cannot write \(write.role) '\(write.path)': \(refusal); nothing was written"
            }
        }
        return nil
    }

    /// `explain FILE[:VIEW]`.
    private static func explain(_ run: LintRun, stdout: TextOutput, stderr: TextOutput) -> ExitCode {
        switch run.explain() {
        case .failure(let failure):
            for line in failure.lines { stderr.writeLine(line) }
            return .failure
        case .success(let explanation):
            for problem in explanation.problems { stderr.write(problem.diagnosticLine) }
            if let missing = explanation.missing {
                stderr.writeLine("viewlint: error: \(missing)")
                return .failure
            }
            for text in explanation.texts { stdout.write(text) }
            return .success
        }
    }

    /// `fix --equatable FILE...`.
    private static func fix(_ run: LintRun, dryRun: Bool, stdout: TextOutput, stderr: TextOutput) -> ExitCode {
        switch run.loadedInputs() {
        case .failure(let failure):
            for line in failure.lines { stderr.writeLine(line) }
            return .failure
        case .success(let inputs):
            for problem in inputs.problems { stderr.write(problem.diagnosticLine) }
            let outcome = FixCommand.run(inputs: inputs, configuration: run.request.configuration.configuration, dryRun: dryRun,
                                         currentDirectory: run.request.currentDirectory, stdout: stdout, stderr: stderr)
            return inputs.problems.contains(where: \.isError) ? .failure : outcome
        }
    }

    private static func writeInitialConfiguration(_ invocation: Invocation, currentDirectory: String,
                                                  stdout: TextOutput, stderr: TextOutput) -> ExitCode {
        let name = ConfigurationLocator.defaultFileName
        let path = FilePath.resolve(name, against: currentDirectory)
        // Whatever is there counts, readable or not, even a link that leads nowhere.
        if !invocation.force, FileSystem.status(of: path, followingLinks: false).isSuccess {
            stderr.writeLine("viewlint: error: '\(name)' exists already; use 'viewlint init --force' to replace it")
            return .failure
        }
        // Even with --force, only a regular file is replaced: a link planted in the
        // repository is not followed, and a FIFO would wait for a reader forever.
        if let refusal = OutputPathCheck.refusal(name, currentDirectory: currentDirectory) {
            stderr.writeLine("viewlint: error: cannot write '\(name)': \(refusal)")
            return .failure
        }
        if case .success(let status) = FileSystem.status(of: path, followingLinks: false), status.kind != .regular {
            stderr.writeLine("viewlint: error: cannot write '\(name)': it is not a regular file")
            return .failure
        }
        do {
            try AtomicFile.write(Array(RuleOptionsCatalog.initialConfigurationFile().utf8), to: path)
        } catch {
            stderr.writeLine("viewlint: error: cannot write '\(name)': \(error.reason)")
            return .failure
        }
        stdout.writeLine("Wrote \(name)")
        return .success
    }
}

/// `RULE` for `viewlint explain` (`FILE[:VIEW]` is the run's: `LintRun.explain`).
enum ExplainTarget {
    /// The rule `explain RULE` names: a registered rule's id, unless a file of that name exists.
    static func rule(named paths: [String], currentDirectory: String) -> (any Rule.Type)? {
        guard paths.count == 1, let rule = RuleRegistry.rule(RuleID(rawValue: paths[0])),
              access(FilePath.resolve(paths[0], against: currentDirectory), F_OK) != 0 else { return nil }
        return rule
    }

    /// A word that is neither a file nor a rule id but close to one (`body_complexty`):
    /// what to say instead of "no such file".
    static func misspelledRule(_ paths: [String], currentDirectory: String) -> String? {
        guard paths.count == 1, let word = paths.first, !word.isEmpty,
              word.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || $0 == "_" || ("0"..."9").contains($0) }),
              access(FilePath.resolve(word, against: currentDirectory), F_OK) != 0 else { return nil }
        let ids = RuleRegistry.ids.map(\.rawValue)
        guard let close = EditDistance.closest(to: word, among: ids) else {
            return "'\(word)' is neither a file nor a rule; the rules are \(ids.joined(separator: ", "))"
        }
        return "'\(word)' is neither a file nor a rule; did you mean '\(close)'?"
    }
}

extension Result {
    var isSuccess: Bool {
        if case .success = self { return true }
        return false
    }
}
