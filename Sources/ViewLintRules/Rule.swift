import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// A code example of a rule: `↓` marks where each finding lands.
public struct RuleExample: Sendable {
    public var code: String
    /// Options for this example only, written as `.viewlint.yml` text under the rule (`limit: 3`).
    public var options: String?

    public init(_ code: String, options: String? = nil) {
        self.code = code
        self.options = options
    }
}

/// What a rule is, for documentation, `viewlint rules` and the tests.
public struct RuleDescription: Sendable {
    public var id: RuleID
    public var name: String
    public var summary: String
    public var defaultSeverity: Severity
    public var triggeringExamples: [RuleExample]
    public var nonTriggeringExamples: [RuleExample]
}

/// Everything a rule may look at.
public struct RuleContext: Sendable {
    public var module: ModuleIndex
    public var configuration: Configuration
    /// Threads for the work done view by view; no result depends on it.
    public var jobs: Int
    /// Every view's body score, computed once: the rule and the report both need it.
    let scoredViews: [BodyComplexityRule.ScoredView]

    /// Every view's body score with the view and its body, in view order.
    public var scores: [(view: ViewType, body: LocatedMember, score: Int)] {
        BodyComplexityRule.entries(scoredViews, in: module)
    }

    /// Every view's body score as the report lists it, in view order: `scores` without
    /// copies of the views and their bodies.
    public var reportedScores: [ViewScore] {
        let views = module.views
        return scoredViews.map { entry in
            let view = Int(entry.view)
            let body = views[view].bodyPlace!
            let position = views[view][body].position
            return ViewScore(file: views[view].file(of: body), name: views[view].name, line: position.line,
                             column: position.column, score: entry.score)
        }
    }

    /// `jobs` overrides the configuration's; without either, one thread per core.
    public init(module: ModuleIndex, configuration: Configuration, jobs: Int? = nil) {
        self.module = module
        self.configuration = configuration
        self.jobs = max(1, jobs ?? configuration.jobs ?? ParallelMap.defaultJobs)
        scoredViews = BodyComplexityRule.scoredViews(in: module, jobs: self.jobs)
    }

    /// `transform` applied to the views in consecutive batches, on `jobs` threads; the
    /// results in view order. A batch may keep a cache across its views.
    func mapViews<Output>(_ transform: @escaping @Sendable (ArraySlice<ViewType>) -> [Output]) -> [Output] {
        let views = module.views
        return ParallelMap.flatMapBatches(count: views.count, jobs: jobs) { transform(views[$0]) }
    }
}

/// A rule: a pure function from the module to findings.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    func findings(in context: RuleContext) -> [Finding]
}

/// Every rule, in one list.
public enum RuleRegistry {
    public static let all: [any Rule] = [
        BodyComplexityRule(),
        NonEquatablePropertyRule(),
        IdInLazyContainerRule(),
        UnstableIdRule(),
        EquatableIgnoresPropertyRule(),
        TrivialEquatableViewRule(),
        ConditionalRowInListRule(),
        AnyViewInBodyRule(),
    ]

    public static var descriptions: [RuleDescription] { all.map { type(of: $0).description } }
}
