import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules

/// The sources of one run and which of them are reported on: the request's paths (or the
/// configuration's), plus what `explain`, `--stdin-path` and `--module-root` add.
///
/// A module root contributes declarations only: its files are parsed so that a view's
/// extension in an unchanged file still counts, but findings are reported for the
/// files named on the command line alone.
public struct RunInputs {
    /// The run's files. A plain lint's are walked on a thread of their own while the first
    /// ones are already linted; the others are complete from the start.
    public private(set) var feed: SourceFeed
    /// Missing and unreadable paths besides those of a walk still going on, in order.
    private var otherProblems: [InputProblem] = []
    /// Findings are reported only in these files; nil reports all.
    public internal(set) var reportedPaths: Set<String>?
    /// `explain FILE[:VIEW]`.
    var explainTarget: (file: String, view: String?)?

    init(request: LintRequest, standardInput: () -> Result<[UInt8], InputProblem>) {
        let currentDirectory = request.currentDirectory
        let configuration = request.configuration
        let collector = InputCollector(currentDirectory: currentDirectory, configuration: configuration)
        func identity(_ path: String) -> [String] { FilePath.normalizedComponents(FilePath.resolve(path, against: currentDirectory)) }
        // Asked of the file's status only: reading it would wait forever on a FIFO, and an
        // unreadable file is still the file named (its problem is reported as such).
        func exists(_ path: String) -> Bool {
            if case .success = FileSystem.status(of: FilePath.resolve(path, against: currentDirectory), followingLinks: true) {
                return true
            }
            return false
        }

        var named = request.paths
        if request.command == .explain, let target = named.first {
            let split = Self.splitExplainTarget(target, exists: exists)
            explainTarget = (FilePath.printable(split.file), split.view)
            named = []
        }
        // A plain lint: nothing to merge, so files are linted as the walk finds them.
        if request.command != .fix, request.moduleRoot == nil, request.stdinPath == nil, explainTarget == nil,
           !request.forceExclude {
            feed = collector.startWalking(paths: named)
            return
        }
        // With standard input or `explain`, the command line's paths are the only files
        // read for themselves; the usual roots are context.
        let onlyNamed = (request.stdinPath != nil || explainTarget != nil) && named.isEmpty
        let collected = onlyNamed ? InputCollector.Inputs(sources: [], problems: []) : collector.collect(paths: named)
        var sources = collected.sources
        var problems = collected.problems
        if request.moduleRoot != nil || request.stdinPath != nil || request.command == .fix {
            reportedPaths = Set(sources.map(\.path))
        }
        // Files that belong to the module without being reported on. A file the user named
        // keeps the spelling the user gave it.
        var context: [SourceInput] = []
        if let root = request.moduleRoot {
            let module = collector.collect(paths: [root])
            context = module.sources
            problems += module.problems
        }
        if request.command == .fix, request.moduleRoot == nil {
            context = collector.collect(paths: []).sources
        }
        if let target = explainTarget {
            let walked = collector.collect(paths: [])
            context = walked.sources
            let single = collector.collect(paths: [target.file])
            sources += single.sources
            problems += single.problems
        }
        if let path = request.stdinPath.map(FilePath.printable) {
            sources.removeAll { identity($0.path) == identity(path) }
            switch standardInput() {
            case .success(let bytes):
                sources.append(SourceInput(path: path, bytes: bytes))
                reportedPaths?.insert(path)
            case .failure(let failure):
                // Not linted: the summary must not count it among the files.
                problems.append(InputProblem(path: path, kind: .unreadable, reason: "standard input: \(failure.reason)"))
            }
        }
        // A hook names the staged files, a build plugin its target's: those the
        // configuration excludes stay unlinted (`--force-exclude`, implied by a module root).
        if request.moduleRoot != nil || request.forceExclude, !configuration.configuration.excluded.isEmpty {
            sources.removeAll { collector.isExcluded($0.path) }
        }
        // Resolving every path costs as much as the walk: only when there is context to merge.
        if !context.isEmpty {
            let taken = Set(sources.map { identity($0.path) })
            sources += context.filter { !taken.contains(identity($0.path)) }
        }
        feed = SourceFeed(sources)
        otherProblems = problems
    }

    /// The run's files in report order (waits for a walk still going on).
    public var sources: [SourceInput] { feed.sources }

    /// Missing and unreadable paths met before linting, in order (waits for a walk).
    public var problems: [InputProblem] { feed.problems + otherProblems }

    /// Reads every walked file now, for the commands that need all bytes at once (`fix`,
    /// `explain`); a file that cannot be read is dropped and becomes a problem.
    mutating func loadAll() {
        var loaded: [SourceInput] = []
        var problems = problems
        for var source in sources {
            if let problem = source.loadNow() {
                problems.append(problem)
                reportedPaths?.remove(source.path)
            } else {
                loaded.append(source)
            }
        }
        feed = SourceFeed(loaded)
        otherProblems = problems
    }

    /// `explain`'s argument: a view name follows the last `:` unless the whole argument
    /// names an existing file.
    static func splitExplainTarget(_ argument: String, exists: (String) -> Bool) -> (file: String, view: String?) {
        guard !exists(argument), let colon = argument.lastIndex(of: ":") else { return (argument, nil) }
        let view = String(argument[argument.index(after: colon)...])
        return (String(argument[..<colon]), view.isEmpty ? nil : view)
    }
}
