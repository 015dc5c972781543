import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// Everything a rule may look at.
public struct RuleContext: Sendable {
    public var module: ModuleIndex
    public var settings: RuleSettings
    /// Threads for the work done view by view; no result depends on it.
    public var jobs: Int
    /// Every view's body score, computed once when first asked for: the rule and the report
    /// both need it, and a run that needs neither (`fix`) pays nothing.
    private let scoreCache = ComputedOnce<[ViewBodyScore]>()
    /// The module's `.id(…)` modifiers, found once for the rules that read them.
    private let idModifierCache = ComputedOnce<[IdModifiers.Entry]>()
    /// Parses the named files of the module again with another query and gives their call
    /// records, in the order named: for a rule that needs more of a few files than the run's
    /// parse recorded of every file. Nil when the run has no sources to read again (the
    /// rules then read the records the parse made).
    public var parseAgain: ParseAgain?

    /// `files`: paths of the module's files; the answer leaves out a file that cannot be read again.
    public typealias ParseAgain = @Sendable (_ files: [String], _ query: SyntaxQuery) -> [(file: String, records: CallRecords)]

    /// `jobs`: nil for one thread per core.
    public init(module: ModuleIndex, settings: RuleSettings = RuleSettings(), jobs: Int? = nil) {
        self.module = module
        self.settings = settings
        self.jobs = max(1, jobs ?? ParallelMap.defaultJobs)
    }

    /// The options of `rule` in this run.
    public func options<R: Rule>(of rule: R.Type) -> R.Options { settings[rule] }

    /// Every view's body score, by position, from the registered scoring rule (none when
    /// no rule scores views).
    var scoredViews: [ViewBodyScore] {
        scoreCache.value {
            guard let scorer = RuleRegistry.viewScorer else { return [] }
            return scorer.bodyScores(in: module, jobs: jobs)
        }
    }

    /// `scoredViews` as `rule` makes them: by `compute` when `rule` is the registered scorer
    /// and no one has asked for the scores yet (a scoring rule that finds more than the
    /// scores on the same pass), from the ones made before otherwise.
    func scoredViews<R: ViewScoringRule>(by rule: R.Type, computing compute: () -> [ViewBodyScore]) -> [ViewBodyScore] {
        guard let scorer = RuleRegistry.viewScorer, scorer == rule else { return compute() }
        return scoreCache.value(compute)
    }

    /// The module's `.id(…)` modifiers in file order (`IdModifiers.all`), found once on
    /// `jobs` threads: two rules read them (found three times on one thread, they cost the
    /// serial part after the parse 16.3 M instructions at a million lines; once, 5.4 M).
    var idModifiers: [IdModifiers.Entry] {
        idModifierCache.value { IdModifiers.all(in: module, jobs: jobs) }
    }

    /// Every view's body score with the view and its body, in view order.
    public var scores: [(view: ViewType, body: LocatedMember, score: Int)] {
        module.scoredEntries(scoredViews)
    }

    /// Every view's body score as the report lists it, in view order (`scores` without
    /// copies of the views and their bodies), then each view without a body of its own,
    /// at its name and without a score.
    public var reportedScores: [ViewScore] {
        let views = module.views
        var scores = scoredViews.map { entry in
            let view = Int(entry.view)
            let body = views[view].bodyPlace!
            let position = views[view][body].position
            return ViewScore(file: views[view].file(of: body), name: views[view].name, line: position.line,
                             column: position.column, score: entry.score)
        }
        for view in views where view.bodyPlace == nil {
            let position = view.declaration.position
            scores.append(ViewScore(file: view.file, name: view.name, line: position.line, column: position.column,
                                    score: nil))
        }
        return scores
    }

    /// `transform` applied to the views in consecutive batches, on `jobs` threads; the
    /// results in view order. A batch may keep a cache across its views.
    func mapViews<Output>(_ transform: @escaping @Sendable (ArraySlice<ViewType>) -> [Output]) -> [Output] {
        let views = module.views
        return ParallelMap.flatMapBatches(count: views.count, jobs: jobs) { transform(views[$0]) }
    }
}

/// A value of a context (the scores, the `.id` modifiers), made by the first caller; a
/// rule that asks while another makes it waits for that value (rules run two at a time).
///
/// Invariant: `computed` is read and written only under `lock`, and set once.
private final class ComputedOnce<Value>: @unchecked Sendable {
    private let lock = Lock()
    private var computed: Value?

    func value(_ compute: () -> Value) -> Value {
        lock.locked {
            if let computed { return computed }
            let value = compute()
            computed = value
            return value
        }
    }
}
