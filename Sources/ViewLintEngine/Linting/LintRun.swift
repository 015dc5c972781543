import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules

/// One run as `viewlint` makes it, for the command line and for a program alike: the walk
/// (or the files named), nested configurations, the lint, then what the run reports of it:
/// the files reported on (`--module-root`, `--stdin-path`), the lines changed since a
/// revision, the findings a baseline does not record. The caller prints the outcome; the
/// run writes nothing.
///
/// `--changed-since` runs git (`Git`, with everything a hostile repository could make it
/// execute shut off) from here rather than from the command line: a program asking for
/// the changed lines gets the same answer, and the same protections, as `viewlint` does.
public struct LintRun {
    public var request: LintRequest
    /// The lint step, handed the linter the run made (configuration, options, nested
    /// scopes); tests replace it to drive the outcome with results of their choosing.
    public var lintStep: (Linter, SourceFeed) -> LintResult
    /// Standard input's bytes, asked only with `--stdin-path`.
    public var standardInput: () -> Result<[UInt8], InputProblem>

    public init(_ request: LintRequest, lintStep: @escaping (Linter, SourceFeed) -> LintResult = { $0.lint($1) },
                standardInput: @escaping () -> Result<[UInt8], InputProblem> = { .success([]) }) {
        self.request = request
        self.lintStep = lintStep
        self.standardInput = standardInput
    }

    /// Why a run stopped: lines for the user (each already `viewlint: error: …` or a
    /// configuration file's `file:line: error: …`).
    public struct Failure: Error, Sendable {
        public var lines: [String]
    }

    /// What a lint run reports.
    public struct Outcome {
        /// The findings reported (in the files reported on, past the baseline and the
        /// changed lines), the views and their scores, the graph when asked for.
        public var result: LintResult
        /// The findings reported before the baseline and `lenient`: what a baseline records.
        public var unbaselinedFindings: [Finding]
        /// Notes for the user (`--changed-since`'s), printed before the problems.
        public var notes: [String]
        /// The walk's problems, then the files that could not be read when linted.
        public var problems: [InputProblem]
        /// The run's files in report order, those read for context included.
        public var sources: [SourceInput]
        /// The files linted and reported on (those that could be read).
        public var lintedFileCount: Int
        /// Every nested configuration file read: inputs of the run, which no output may replace.
        public var nestedConfigurationPaths: [String]

        /// Whether a path could not be read (a missing file, a folder that cannot be listed).
        public var hadInputErrors: Bool { problems.contains(where: \.isError) }
    }

    /// `lint`, `audit` and `graph`.
    public func lint() -> Result<Outcome, Failure> {
        let baseline: Baseline?
        switch readBaseline() {
        case .failure(let failure): return .failure(failure)
        case .success(let read): baseline = read
        }
        let nested = nestedConfigurations()
        let inputs = RunInputs(request: request, standardInput: standardInput)
        var options = request.options
        // The scores before and after a change are compared, whatever the report shows.
        if request.changedSince != nil { options.listsViewScores = true }
        var linter = Linter(configuration: request.configuration.configuration, options: options)
        linter.scopes = nested?.scopes
        var result = lintStep(linter, inputs.feed)
        if let nested, !nested.errors.isEmpty { return .failure(Failure(lines: nested.errors)) }
        var notes: [String] = []
        if let revision = request.changedSince {
            // The repository of what is linted, wherever the run starts.
            switch ChangedLines.since(revision, from: FilePath.resolve(request.searchStart, against: request.currentDirectory)) {
            case .failure(let failure):
                return .failure(Failure(lines: ["viewlint: error: --changed-since: \(failure.message)"]))
            case .success(let changes):
                if let note = changes.note { notes.append("viewlint: note: --changed-since: \(note)") }
                result = ChangedSince.narrow(result, to: changes, sources: inputs.sources, currentDirectory: request.currentDirectory) {
                    lintStep(linter, $0)
                }
                if !request.options.listsViewScores { result.views = [] }
            }
        }
        // The walk's problems (it may have gone on while files were linted), then the files
        // the workers could not read.
        let problems = inputs.problems + result.problems
        let unreadable = Set(result.problems.map(\.path))
        if let reported = inputs.reportedPaths {
            result.findings.removeAll { !reported.contains($0.file) }
            result.views.removeAll { !reported.contains($0.file) }
            result.diagnostics.removeAll { !reported.contains($0.file) }
        }
        let unbaselined = result.findings
        if let baseline { result.findings = baseline.newFindings(in: result.findings) }
        // `--lenient`, as SwiftLint's: an error is reported as a warning and fails nothing.
        if request.lenient {
            for index in result.findings.indices { result.findings[index].severity = .warning }
        }
        // Listed once: each listing copies every file's entry (a serial 0.5 ms at the end of a
        // million-line run, timed with `perf`).
        let sources = inputs.sources
        let linted = inputs.reportedPaths.map { $0.subtracting(unreadable).count } ?? sources.count - unreadable.count
        return .success(Outcome(result: result, unbaselinedFindings: unbaselined, notes: notes, problems: problems,
                                sources: sources, lintedFileCount: linted,
                                nestedConfigurationPaths: nested?.readPaths ?? []))
    }

    /// What `explain FILE[:VIEW]` shows: how the score of each view with a body in the file
    /// (or of the one view) is made.
    public struct Explanation {
        /// Paths that could not be read, the file's own included.
        public var problems: [InputProblem]
        /// One text per view, in position order.
        public var texts: [String]
        /// Why there is nothing to explain (no such view), or nil.
        public var missing: String?
    }

    /// `explain FILE[:VIEW]`: the file is linted with the module around it, as a lint of the
    /// configuration's paths would read it.
    public func explain() -> Result<Explanation, Failure> {
        if case .failure(let failure) = readBaseline() { return .failure(failure) }
        var inputs = RunInputs(request: request, standardInput: standardInput)
        inputs.loadAll()
        guard let target = inputs.explainTarget else {
            return .success(Explanation(problems: inputs.problems, texts: [], missing: "nothing to explain"))
        }
        let rules = request.configuration.configuration.rules
        let query = RuleRegistry.syntaxQuery(for: rules)
        let module = ModuleIndex(files: inputs.sources.map { Parser.parse(path: $0.path, bytes: $0.bytes, query: query) })
        // Only the views asked for are explained: a file beside them costs its parse only.
        let texts = RuleRegistry.viewScorer?.explainedScores(in: module, settings: rules) { view in
            view.bodyPlace.map { view.file(of: $0) } == target.file && (target.view.map { $0 == view.name } ?? true)
        } ?? []
        guard !texts.isEmpty else {
            let what = target.view.map { "view '\($0)' with a body" } ?? "view with a body"
            return .success(Explanation(problems: inputs.problems, texts: [], missing: "no \(what) in '\(target.file)'"))
        }
        return .success(Explanation(problems: inputs.problems, texts: texts, missing: nil))
    }

    /// Every file of the run read whole, for the commands that change files (`fix`).
    public func loadedInputs() -> Result<RunInputs, Failure> {
        if case .failure(let failure) = readBaseline() { return .failure(failure) }
        var inputs = RunInputs(request: request, standardInput: standardInput)
        inputs.loadAll()
        return .success(inputs)
    }

    /// The baseline named, read and decoded; nil when none is.
    private func readBaseline() -> Result<Baseline?, Failure> {
        guard let path = request.baselinePath else { return .success(nil) }
        switch FileSystem.contents(of: FilePath.resolve(path, against: request.currentDirectory), limit: ReadLimits.settingsFile) {
        case .failure(let failure):
            return .failure(Failure(lines: ["viewlint: error: cannot read baseline '\(path)': \(failure.description)"]))
        case .success(let bytes):
            do {
                return .success(try Baseline.decode(bytes, file: path))
            } catch {
                return .failure(Failure(lines: [error.description]))
            }
        }
    }

    /// The `.viewlint.yml` files below the configuration's folder, looked for as files are linted.
    private func nestedConfigurations() -> NestedConfigurations? {
        guard request.readsNestedConfigurations else { return nil }
        return NestedConfigurations(base: request.configuration.configuration, rootDirectory: request.searchStart,
                                    currentDirectory: request.currentDirectory)
    }
}
