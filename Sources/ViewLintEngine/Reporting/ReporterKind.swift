import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules

/// The output formats, and the one table that says, for each name, which subcommands take
/// it, what it prints and how it is rendered. `--reporter` parsing (with its "did you
/// mean"), the configuration's `reporter:`, `--help` and the README's "Reporters" table
/// (checked by a test) all come from here.
public enum ReporterKind: String, CaseIterable, Equatable, Sendable {
    case xcode
    case json
    case sarif
    case githubActions = "github-actions"
    case checkstyle
    case gitlab
    case junit
    case markdown
    case summary
    case text
    case html

    /// One entry of the table.
    package struct Entry {
        /// The subcommands that take the reporter, `lint` first.
        package var commands: [Subcommand]
        /// What it prints, in one line (help text and README).
        package var description: String
    }

    package var entry: Entry {
        switch self {
        case .xcode:
            Entry(commands: [.lint], description: "path:line:col: warning: message (rule), clickable in Xcode and editors")
        case .json:
            Entry(commands: [.lint, .audit], description: "every view's score and re-run cost and every finding, as one JSON object")
        case .sarif:
            Entry(commands: [.lint], description: "SARIF 2.1.0 with rule metadata, for GitHub code scanning")
        case .githubActions:
            Entry(commands: [.lint], description: "::warning/::error workflow commands that annotate a pull request")
        case .checkstyle:
            Entry(commands: [.lint], description: "Checkstyle XML, one file element per file")
        case .gitlab:
            Entry(commands: [.lint], description: "GitLab Code Quality JSON, for a merge request's codequality report")
        case .junit:
            Entry(commands: [.lint], description: "JUnit XML, one failing test case per finding (a clean run is one passing case)")
        case .markdown:
            Entry(commands: [.lint], description: "a Markdown table of findings, for pull-request comments and job summaries")
        case .summary:
            Entry(commands: [.lint], description: "counts per severity and per rule, then views by score (the highest N with --top N)")
        case .text:
            Entry(commands: [.audit], description: "views by score, views by re-run cost, findings by the cost they cause, the distribution of scores, findings per rule, the files with the most findings")
        case .html:
            Entry(commands: [.audit], description: "one self-contained page: what to fix first, the view graph, a sortable table of views that open to their findings, every finding with its code")
        }
    }

    /// Whether the report shows view scores (`LintResult.views`), not only findings.
    package var showsViewScores: Bool {
        switch self {
        case .json, .summary, .text, .html: true
        case .xcode, .sarif, .githubActions, .checkstyle, .gitlab, .junit, .markdown: false
        }
    }

    package static func defaultReporter(for command: Subcommand) -> ReporterKind {
        command == .audit ? .text : .xcode
    }

    /// The reporters a subcommand accepts: its default, then the others in table order.
    package static func accepted(by command: Subcommand) -> [ReporterKind] {
        let standard = defaultReporter(for: command)
        return [standard] + allCases.filter { $0 != standard && $0.entry.commands.contains(command) }
    }

    /// Which subcommands take it, the default marked: `lint (default)`, `lint, audit`.
    package var usage: String {
        entry.commands.map { command in
            let name = command == .audit ? "audit" : "lint"
            return Self.defaultReporter(for: command) == self ? "\(name) (default)" : name
        }.joined(separator: ", ")
    }

    /// Writes the report to `output`: the default reporter in chunks as it goes (its report
    /// is the one that grows with every finding of a big module, formatted on `jobs` threads),
    /// the others as one text.
    package func write(_ result: LintResult, context: ReportContext, sources: [SourceInput], top: Int? = nil,
                       jobs: Int = 1, to output: TextOutput) {
        switch self {
        case .xcode: XcodeReporter.write(result.findings, to: output, jobs: jobs)
        default: output.write(render(result, context: context, sources: sources, top: top))
        }
    }

    /// The report's whole text, ending with a newline (empty when a line-per-finding
    /// format has nothing to say). `sources` are the run's files, for reports that show
    /// code or convert columns.
    func render(_ result: LintResult, context: ReportContext, sources: [SourceInput], top: Int? = nil) -> String {
        switch self {
        case .xcode: return XcodeReporter.report(result.findings)
        case .json: return JSONReporter.report(result) + "\n"
        case .sarif:
            let files = SourceBytes(sources)
            return SARIFReporter.report(result.findings) { finding in
                files.lines(of: finding.file).flatMap { UTF16Column.of(line: finding.line, column: finding.column, in: $0) }
                    ?? finding.column
            } + "\n"
        case .githubActions: return GitHubActionsReporter.report(result.findings)
        case .checkstyle: return CheckstyleReporter.report(result.findings)
        case .gitlab: return GitLabReporter.report(result.findings)
        case .junit: return JUnitReporter.report(result.findings)
        case .markdown: return MarkdownReporter.report(result.findings, scoreChanges: result.scoreChanges, context: context)
        case .summary: return SummaryReporter.report(result, context: context, top: top)
        case .text: return AuditReporter.report(result, context: context)
        case .html:
            let files = SourceBytes(sources)
            return HTMLReporter.report(result, context: context) { file, line in
                files.lines(of: file).map { SourceExcerpt.lines(around: line, in: $0, context: 3) }
            }
        }
    }
}
