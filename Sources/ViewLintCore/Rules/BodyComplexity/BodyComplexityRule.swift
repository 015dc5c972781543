/// `body_complexity`: a body whose code, with the view-building members it uses, holds too
/// many closures and member uses. SwiftUI inlines computed properties and helper functions
/// into `body`; only separate view structs get diffed on their own.
public struct BodyComplexityRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: .bodyComplexity,
        name: "Body Complexity",
        summary: "A view's body scores one point per closure and per use of a computed property or method of the view, "
            + "plus the score of every view-building member it uses; a score over the limit means the view should be "
            + "split into separate View structs, which SwiftUI can diff and skip on their own.",
        defaultSeverity: .warning,
        triggeringExamples: BodyComplexityExamples.triggering,
        nonTriggeringExamples: BodyComplexityExamples.nonTriggering
    )

    /// The score of every view that has a body, in view order; `jobs` views at a time.
    public static func scores(in module: ModuleIndex, jobs: Int = 1) -> [(view: ViewType, body: LocatedMember, score: Int)] {
        let views = module.views
        return ParallelMap.mapBatches(count: views.count, jobs: jobs) { batch in
            batch.compactMap { index -> (view: ViewType, body: LocatedMember, score: Int)? in
                guard let body = views[index].bodyPlace else { return nil }
                return score(views[index], body: body).map { (views[index], views[index].located(body), $0) }
            }
        }.flatMap { $0 }
    }

    private static func score(_ view: ViewType, body: MemberPlace) -> Int? {
        var scorer = ComplexityScorer(view: view)
        guard let root = scorer.firstIndex(sameAs: body, in: view) else { return nil }
        return scorer.score(root: root)
    }

    /// How each view's score is made.
    public static func explanations(in module: ModuleIndex) -> [(view: ViewType, explanation: ScoreExplanation)] {
        module.views.compactMap { view in
            guard let body = view.bodyPlace else { return nil }
            let scorer = ComplexityScorer(view: view)
            guard let root = scorer.firstIndex(sameAs: body, in: view) else { return nil }
            return (view, scorer.explain(root: root, in: view))
        }
    }

    public func findings(in context: RuleContext) -> [Finding] {
        let options = context.configuration.bodyComplexity
        guard options.enabled else { return [] }
        let scores = context.scores
        // By position, not by entry: most views are under the limit, and an entry is a copy.
        return scores.indices.compactMap { index in
            let score = scores[index].score
            guard score > options.limit || (options.error.map { score > $0 } ?? false) else { return nil }
            let severity: Severity = options.error.map { score > $0 } == true ? .error : options.severity
            let limit = severity == .error ? "error limit \(options.error ?? options.limit)" : "limit \(options.limit)"
            let position = scores[index].body.declaration.position
            let view = scores[index].view.name
            return Finding(
                file: scores[index].body.file, line: position.line, column: position.column, severity: severity,
                rule: .bodyComplexity, view: view,
                message: FindingMessage("""
                    View '\(view)' has body complexity \(score) (\(limit)); \
                    extract parts of it into separate View structs
                    """).text)
        }
    }
}
