import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules
import ViewLintEngine

/// What the command line asks for, as a plain value: parsing does no I/O.
public struct Invocation: Equatable, Sendable {
    public typealias Command = Subcommand

    public var command: Command
    /// The paths as written; empty when none was given (then the configuration's
    /// `included:` paths are used, else `.`).
    public var paths: [String]
    /// Each `--config FILE`, as written, in order: a later file refines the earlier ones.
    public var configurationPaths: [String]
    /// The output format, already defaulted for the subcommand.
    public var reporter: ReporterKind
    /// Whether `--reporter` was given (else the configuration's `reporter:` may choose).
    public var reporterWasGiven = false
    /// `--report-unused-suppressions`.
    public var reportUnusedSuppressions = false
    /// `--baseline FILE`: report only findings not recorded in FILE.
    public var baselinePath: String?
    /// `--changed-since REF`: report what changed since a git revision.
    public var changedSince: String?
    /// `--write-baseline FILE`: record today's findings in FILE.
    public var writeBaselinePath: String?
    /// `--jobs N`: worker threads.
    public var jobs: Int?
    /// `--no-config`: ignore every configuration file.
    public var ignoresConfiguration = false
    /// `--output FILE`: write the report to FILE instead of standard output.
    public var outputPath: String?
    /// `--strict`: warnings fail the run too.
    public var strict = false
    /// `--top N`: the summary reporter's views table shows the highest N.
    public var top: Int?
    /// `--lenient`: errors are reported as warnings and fail nothing (wins over `strict`).
    public var lenient = false
    /// `--quiet`: findings only, no summary line.
    public var quiet = false
    /// `--stdin-path PATH`: lint standard input as the file PATH.
    public var stdinPath: String?
    /// `--force-exclude`: a file named on the command line (or `--stdin-path`) that the
    /// configuration's `excluded:` covers is skipped, as a walk would skip it.
    public var forceExclude = false
    /// `--module-root DIR`: read the module's declarations from DIR, report only the named files.
    public var moduleRoot: String?
    /// `fix --equatable`: the one fix there is, named so that more can follow.
    public var fixEquatable = false
    /// `fix --dry-run`: print a unified diff instead of writing.
    public var dryRun = false
    /// `init --force`: overwrite an existing configuration file.
    public var force = false
    /// `graph --format`, `--root VIEW`, `--depth N`.
    public var graphFormat = GraphFormat.json
    public var graphRoot: String?
    public var graphDepth: Int?

    public init(command: Command, paths: [String] = [], configurationPaths: [String] = [], reporter: ReporterKind? = nil) {
        self.command = command
        self.paths = paths
        self.configurationPaths = configurationPaths
        self.reporter = reporter ?? ReporterKind.defaultReporter(for: command)
        self.reporterWasGiven = reporter != nil
    }
}
