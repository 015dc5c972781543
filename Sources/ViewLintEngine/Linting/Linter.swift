import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules

/// The pipeline: source bytes → tokens → declarations → module index → rules → findings.
/// A pure function of its inputs and configuration.
public struct Linter: Sendable {
    public var configuration: Configuration
    /// What the run computes besides the findings (view scores, the graph).
    public var options: RunOptions
    /// Worker threads for parsing; the output is the same for any number.
    public var jobs: Int
    /// Whether the files' syntax and the module index are freed when the lint is done.
    /// The command-line tool exits right after its report, and the system takes a process's
    /// memory back at once; freeing a million-line module's objects one by one first would
    /// only add time. Library callers keep the default.
    public var freesSyntaxAfterLint = true
    /// Nested configurations that refine `configuration` under their folders; nil when the
    /// run has one.
    public var scopes: ConfigurationScopes?

    /// `jobs` overrides the options'; without either, one worker per core.
    public init(configuration: Configuration = .default, options: RunOptions = RunOptions(), jobs: Int? = nil) {
        self.configuration = configuration
        self.options = options
        self.jobs = max(1, jobs ?? options.jobs ?? ParallelMap.defaultJobs)
    }

    /// Each worker reads a file into its buffer and parses it before the next: only the
    /// declarations and code summaries of finished files stay in memory. A file that cannot
    /// be read is reported in `problems`, and the run goes on without it.
    public func lint(_ inputs: [SourceInput]) -> LintResult {
        lint(SourceFeed(inputs))
    }

    /// `lint` of the files a feed yields: workers parse them as a walk still finds more, and
    /// the module-wide part starts once the walk is done and every file is parsed, with the
    /// files in the feed's final order.
    ///
    /// The parse leaves out the uses of names spelled like types (`TypeLikeName`); a file
    /// that declares a member named so is parsed again with them by its worker at once, and
    /// the other files of a view with such a member (an extension without one) after the
    /// index, before any rule runs.
    public func lint(_ feed: SourceFeed) -> LintResult {
        // Each file's construction counts are summed as it is parsed, unless nested
        // configurations may still drop the file or parse it again with other marks.
        let sums = scopes == nil ? ConstructionSums() : nil
        var parsed = parse(feed, keepingUsesOfTypeLikeNames: false, summingConstructionsInto: sums)
        var fileScopes: [Int?] = []
        var refined: [Configuration] = []
        if let scopes {
            (fileScopes, refined) = applying(scopes, to: &parsed, from: feed)
        }
        var module = index(parsed.files, summed: sums)
        let needed = Self.filesNeedingUsesOfTypeLikeNames(module, parsed.files)
        if !needed.isEmpty {
            parseAgain(needed, of: &parsed, from: feed, summed: sums != nil)
            module = index(parsed.files, summed: sums)
        }
        // The index holds what the rules read of the files (and the module's totals of their
        // counts by name): the rest of each file's syntax would only wait for the end.
        let indexed = parsed.indexed
        // Freed beside the first rule (`findings`), not here before the rules: 9.5 M
        // instructions of the million-line lint's one-thread stretch (2.3 M of the apps').
        let syntax = ReleasedAside(parsed.files)
        parsed.files = []
        var result = lint(module: module, files: indexed, scopes: fileScopes, refined: refined, feed: feed,
                          releasing: syntax)
        result.problems = parsed.problems
        return result
    }

    private func index(_ files: [FileSyntax], summed sums: ConstructionSums?) -> ModuleIndex {
        sums.map { ModuleIndex(files: files, jobs: jobs, summed: $0) } ?? ModuleIndex(files: files, jobs: jobs)
    }

    /// The scope of each parsed file, once the files a nested configuration excludes are
    /// dropped; the files are parsed again when a nested configuration's rules ask the
    /// parser for more than the run's did.
    private func applying(_ scopes: ConfigurationScopes, to parsed: inout ParsedFeed, from feed: SourceFeed)
        -> (scopes: [Int?], configurations: [Configuration]) {
        var kept = ParsedFeed()
        kept.problems = parsed.problems
        var fileScopes: [Int?] = []
        for (index, position) in zip(parsed.files.indices, parsed.positions) {
            let scope = scopes.scope(parsed.files[index].path)
            if let scope, scopes.isExcluded(parsed.files[index].path, scope) { continue }
            kept.files.append(parsed.files[index])
            kept.indexed.append(parsed.indexed[index])
            kept.positions.append(position)
            fileScopes.append(scope)
        }
        parsed = kept
        let configurations = scopes.configurations()
        let query = runQuery
        let wider = configurations.reduce(query) { $0.union(RuleRegistry.syntaxQuery(for: $1.rules)) }
        if wider != query {
            var widened = self
            widened.scopes = nil
            let sources = feed.sources
            let again = widened.parse(SourceFeed(parsed.positions.map { sources[$0] }), keepingUsesOfTypeLikeNames: false,
                                      query: wider)
            for (index, position) in zip(again.files.indices, again.positions) {
                parsed.files[position] = again.files[index]
                parsed.indexed[position] = again.indexed[index]
            }
        }
        return (fileScopes, configurations)
    }

    /// The files parsed, in the feed's order, with each one's position in the feed, and
    /// those that could not be read.
    struct ParsedFeed {
        var files: [FileSyntax] = []
        /// What the lint keeps of each file of `files` once the rules run, made by the worker
        /// that parsed it: made from the files after the parse, on one thread, these cost
        /// 5.8 M instructions of a million-line lint (1.3 M on eight real apps).
        var indexed: [IndexedFile] = []
        var positions: [Int] = []
        var problems: [InputProblem] = []

        /// The next file of the feed, or its problem. Moved in, so that no file's syntax is
        /// copied (a copy retains and releases every list in it).
        mutating func add(_ outcome: consuming Result<(FileSyntax, IndexedFile), InputProblem>) {
            switch consume outcome {
            case .success(let (file, kept)):
                positions.append(files.count + problems.count)
                files.append(file)
                indexed.append(kept)
            case .failure(let problem): problems.append(problem)
            }
        }
    }

    /// What the parser records for the rules, and for the view graph when the run builds one.
    private var runQuery: SyntaxQuery {
        let query = RuleRegistry.syntaxQuery(for: configuration.rules)
        return options.buildsViewGraph ? query.union(ViewGraphBuilder.syntaxQuery) : query
    }

    /// Only the split lists outlive this call: the module-wide part runs at the run's peak
    /// of memory.
    func parse(_ feed: SourceFeed, keepingUsesOfTypeLikeNames: Bool, query: SyntaxQuery? = nil,
               summingConstructionsInto sums: ConstructionSums? = nil) -> ParsedFeed {
        let query = query ?? runQuery
        let explainsViews = options.explainsGraphViews
        var parsed = ParsedFeed()
        ParallelMap.map(feed, jobs: jobs, worker: {
            var workspace = ParseWorkspace(query: query)
            workspace.keepsMembersOfClassesActorsAndProtocols = false
            workspace.keepsUsesOfTypeLikeNames = keepingUsesOfTypeLikeNames
            // Where each closure is only matters to an explanation (`explainsGraphViews`).
            workspace.keepsClosurePositions = explainsViews
            return workspace
        }) {
            workspace, input -> Result<(FileSyntax, IndexedFile), InputProblem> in
            input.withBytes(reading: workspace.readBuffer, {
                var file = Parser.parse(path: input.path, buffer: $0, workspace: &workspace)
                // Parsed again here rather than after the index, as almost every file that
                // needs its uses is: no second round of parsing and indexing waits on the
                // slowest worker (eight real apps, 177 K lines: 69 files parsed again here
                // instead of 53 in a second round after the index; 16.3 M instructions fewer
                // on one thread, and the apps' whole run 9 % shorter on two).
                if !keepingUsesOfTypeLikeNames, file.declaresMembersNamedLikeTypes {
                    workspace.keepsUsesOfTypeLikeNames = true
                    file = Parser.parse(path: input.path, buffer: $0, workspace: &workspace)
                    workspace.keepsUsesOfTypeLikeNames = false
                }
                // The file's construction counts are kept only in the module's sums.
                sums?.take(from: &file)
                let indexed = IndexedFile(file)
                return .success((file, indexed))
            }, orElse: { .failure(InputProblem(path: input.path, failure: $0)) })
        } into: { count, outcome in
            if parsed.files.capacity == 0 {
                parsed.files.reserveCapacity(count)
                parsed.indexed.reserveCapacity(count)
                parsed.positions.reserveCapacity(count)
            }
            parsed.add(outcome)
        }
        return parsed
    }

    /// The files (indices in `files`) that declare or extend a view with a member named like
    /// a type, and still lack their uses of such names: only there can one count. A file
    /// declaring such a member has them already (`parse`).
    private static func filesNeedingUsesOfTypeLikeNames(_ module: ModuleIndex, _ files: [FileSyntax]) -> [Int] {
        let found = module.filesOfViewsWithMembersNamedLikeTypes
        guard !found.isEmpty else { return [] }
        var isOfSuchView = [Bool](repeating: false, count: files.count)
        for file in found { isOfSuchView[file] = true }
        return files.indices.filter { isOfSuchView[$0] && !files[$0].declaresMembersNamedLikeTypes }
    }

    /// Parses the files at `indices` again from their sources, keeping every use. A file
    /// that cannot be read again keeps its first parse. `summed`: the run's sums already hold
    /// these files' construction counts (which do not depend on the uses kept), so the new
    /// parse's are dropped.
    private func parseAgain(_ indices: [Int], of parsed: inout ParsedFeed, from feed: SourceFeed, summed: Bool) {
        let sources = feed.sources
        let again = parse(SourceFeed(indices.map { sources[parsed.positions[$0]] }), keepingUsesOfTypeLikeNames: true,
                          summingConstructionsInto: summed ? ConstructionSums() : nil)
        for (index, position) in zip(again.files.indices, again.positions) {
            parsed.files[indices[position]] = again.files[index]
            parsed.indexed[indices[position]] = again.indexed[index]
        }
    }

    /// Every rule's findings, joined in storage of their exact number: they are made at the
    /// run's peak of memory.
    ///
    /// Two threads take the rules one by one, in the registry's order (the costliest first),
    /// each rule splitting its views on half the threads: one rule after another, each on
    /// every thread, left the second core idle at each rule's start and end (and threads
    /// beyond two would only add a rule's working memory: two rules at a time, each on every
    /// thread, took the million-line lint's peak from 27.8 to 29.5 MiB). `syntax` is released first,
    /// beside the first rule. Every rule reads only the context, whose shared values are made
    /// once under a lock (`RuleContext`), so the findings do not depend on the timing. (With
    /// the other changes of its round: eight apps' whole run 0.145 -> 0.140 s, paired medians
    /// on a loaded 2-core machine; the stretch after the parse about 46 -> 37 ms under perf.)
    private static func findings(of rules: [any Rule], in context: RuleContext,
                                 releasing syntax: ReleasedAside<[FileSyntax]>? = nil) -> [Finding] {
        var shared = context
        shared.jobs = max(1, context.jobs / 2)
        let split = shared
        var byRule = ParallelMap.map(Array(-1..<rules.count), jobs: min(context.jobs, 2)) { item -> [Finding] in
            guard item >= 0 else {
                syntax?.release()
                return []
            }
            return rules[item].findings(in: split)
        }
        byRule.removeFirst()
        var joined: [Finding] = []
        joined.reserveCapacity(byRule.reduce(0) { $0 + $1.count })
        // Each rule's list is freed once copied: the joined list's pages are written as the
        // lists go, and the two are never resident whole at once. (Taking the longest list as
        // it is and growing it to the total moved its findings rather than copying them, 1.9 M
        // instructions fewer, but took the million-line run's peak up by 0.3 MiB at `--jobs 1`.)
        for index in byRule.indices {
            joined.append(contentsOf: byRule[index])
            byRule[index] = []
        }
        return joined
    }

    /// Keeps the run's syntax until the process ends, when `freesSyntaxAfterLint` is off.
    private func release(_ files: [IndexedFile], _ module: ModuleIndex, _ context: RuleContext, graph: ViewGraph?) {
        guard !freesSyntaxAfterLint else { return }
        KeptUntilExit.keep(RunSyntax(files: files, module: module, context: context, graph: graph))
    }

    /// The module-wide part, once every file is parsed (with `Parser`'s defaults: every use kept).
    public func lint(parsed files: [FileSyntax]) -> LintResult {
        lint(module: ModuleIndex(files: files, jobs: jobs), files: files.map(IndexedFile.init))
    }

    private func lint(module: ModuleIndex, files: [IndexedFile], scopes fileScopes: [Int?] = [],
                      refined: [Configuration] = [], feed: SourceFeed? = nil,
                      releasing syntax: ReleasedAside<[FileSyntax]>? = nil) -> LintResult {
        var context = RuleContext(module: module, configuration: configuration, jobs: jobs)
        context.parseAgain = feed.map(parsingAgain)
        var found = Self.findings(of: RuleRegistry.all, in: context, releasing: syntax)
        if fileScopes.contains(where: { $0 != nil }) {
            found = NestedLint.findings(replacing: found, module: module, files: files, scopes: fileScopes,
                                        configurations: refined, run: configuration, jobs: jobs) { [parseAgain = context.parseAgain] in
                var nested = $0
                nested.parseAgain = parseAgain
                return Self.findings(of: RuleRegistry.all, in: nested)
            }
        }
        var (findings, suppressionDiagnostics) = Suppressions.apply(
            to: found, files: files, reportUnused: options.reportUnusedSuppressions)
        if options.ordersFindings { Finding.sortForOutput(&findings) }
        var views = options.listsViewScores ? context.reportedScores : []
        ViewScore.sortForOutput(&views)
        let diagnostics = files.flatMap { file in
            file.diagnostics.map {
                FileDiagnostic(file: file.path, line: Int($0.line), column: Int($0.column), message: $0.message)
            }
        } + suppressionDiagnostics
        var result = LintResult(views: views, findings: findings, diagnostics: diagnostics)
        if options.buildsViewGraph { result.graph = ViewGraphBuilder.graph(of: context, explaining: options.explainsGraphViews) }
        release(files, module, context, graph: result.graph)
        return result
    }
}

/// What a lint keeps alive on purpose (see `Linter.freesSyntaxAfterLint`).
private final class RunSyntax {
    let files: [IndexedFile]
    let module: ModuleIndex
    let context: RuleContext
    /// Its nodes and edges, freed one by one, were about 6 M instructions of a million-line graph run.
    let graph: ViewGraph?

    init(files: [IndexedFile], module: ModuleIndex, context: RuleContext, graph: ViewGraph?) {
        self.files = files
        self.module = module
        self.context = context
        self.graph = graph
    }
}
