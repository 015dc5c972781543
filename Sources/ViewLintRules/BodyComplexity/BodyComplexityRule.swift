import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// `body_complexity`: a body whose code, with the view-building members it uses, holds too
/// many closures and member uses. SwiftUI inlines computed properties and helper functions
/// into `body`; only separate view structs get diffed on their own.
public struct BodyComplexityRule: ViewScoringRule {
    public typealias Options = BodyComplexityOptions

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
        module.scoredEntries(bodyScores(in: module, jobs: jobs))
    }

    /// The score of every view that has a body, in view order; `jobs` views at a time.
    public static func bodyScores(in module: ModuleIndex, jobs: Int) -> [ViewBodyScore] {
        scoresAndParts(in: module, jobs: jobs, partsOver: .max).map(\.score)
    }

    /// `bodyScores`, each score over `threshold` with the parts of it the warning names:
    /// found on the view's load that scored it, since loading a view (resolving every use
    /// in it) costs more than walking it twice.
    static func scoresAndParts(in module: ModuleIndex, jobs: Int,
                               partsOver threshold: Int) -> [(score: ViewBodyScore, parts: [ScoreExplanation.Contributor]?)] {
        let views = module.views
        return ParallelMap.flatMapBatches(count: views.count, jobs: jobs) { batch in
            // One scorer for the batch: it keeps its arrays from view to view.
            var scorer = ComplexityScorer()
            var scores: [(score: ViewBodyScore, parts: [ScoreExplanation.Contributor]?)] = []
            for index in batch {
                guard let body = views[index].bodyPlace else { continue }
                scorer.load(views[index])
                guard let root = scorer.firstIndex(sameAs: body, in: views[index]) else { continue }
                let score = scorer.score(root: root)
                scores.append((ViewBodyScore(view: Int32(truncatingIfNeeded: index), score: score),
                               score > threshold ? scorer.parts(root: root, in: views[index]) : nil))
            }
            return scores
        }
    }

    /// How the score of each view `include` accepts is made; only those are explained.
    public static func explanations(in module: ModuleIndex,
                                    where include: (ViewType) -> Bool = { _ in true }) -> [(view: ViewType, explanation: ScoreExplanation)] {
        var scorer = ComplexityScorer()
        return module.views.compactMap { view in
            guard include(view), view.bodyPlace != nil else { return nil }
            return explanation(of: view, scorer: &scorer).map { (view, $0) }
        }
    }

    public static func scoreLimit(_ options: BodyComplexityOptions) -> Int { options.limit }

    public static func scoreExplanations(in module: ModuleIndex) -> [ViewScoreExplanation] {
        explanations(in: module).map { view, explanation in
            ViewScoreExplanation(view: view, file: explanation.file, position: explanation.position,
                                 text: explanation.rendered())
        }
    }

    /// `explain`: each view's score with the limit, then how it is made.
    public static func explainedScores(in module: ModuleIndex, options: BodyComplexityOptions,
                                       where include: (ViewType) -> Bool) -> [String] {
        explanations(in: module, where: include).map { view, explanation in
            "View '\(LineText.escaped(view.name))': body complexity \(explanation.total) (limit \(options.limit))\n"
                + explanation.rendered(indent: "  ")
        }
    }

    /// How the score of `view`'s body is made, or nil when it has none.
    static func explanation(of view: ViewType, scorer: inout ComplexityScorer) -> ScoreExplanation? {
        guard let body = view.bodyPlace else { return nil }
        scorer.load(view)
        guard let root = scorer.firstIndex(sameAs: body, in: view) else { return nil }
        return scorer.explain(root: root, in: view)
    }

    /// Messages stay under this many characters (README "Rules"): the largest parts are
    /// named while they fit.
    static let messageLimit = 200
    /// At most this many parts are named, each name shortened to `partNameLimit` characters.
    static let namedParts = 3
    static let partNameLimit = 32

    public func findings(in context: RuleContext) -> [Finding] {
        let options = context.options(of: BodyComplexityRule.self)
        guard options.enabled else { return [] }
        let views = context.module.views
        // Reported views get their parts while they are scored, unless the run's scores
        // were made before (then each reported view is loaded again).
        let reportedOver = min(options.limit, options.error ?? options.limit)
        var partsByView: [Int32: [ScoreExplanation.Contributor]] = [:]
        let scores = context.scoredViews(by: BodyComplexityRule.self) {
            let scored = Self.scoresAndParts(in: context.module, jobs: context.jobs, partsOver: reportedOver)
            // Only the reported views' parts: storing every view's nil hashed each view for
            // nothing (saved 1.4 M instructions of a million-line lint, callgrind).
            for entry in scored {
                if let parts = entry.parts { partsByView[entry.score.view] = parts }
            }
            return scored.map(\.score)
        }
        var scorer = ComplexityScorer()
        return scores.compactMap { entry in
            let score = entry.score
            guard score > options.limit || (options.error.map { score > $0 } ?? false) else { return nil }
            let severity: Severity = options.error.map { score > $0 } == true ? .error : options.severity
            let limit = severity == .error ? "error limit \(options.error ?? options.limit)" : "limit \(options.limit)"
            let view = views[Int(entry.view)]
            let body = view.bodyPlace!
            let position = view[body].position
            let parts = partsByView[entry.view] ?? {
                scorer.load(view)
                return scorer.firstIndex(sameAs: body, in: view).map { scorer.parts(root: $0, in: view) } ?? []
            }()
            return Finding(
                file: view.file(of: body), line: position.line, column: position.column,
                severity: severity, rule: .bodyComplexity, view: view.name,
                message: Self.message(view: view.name, score: score, limit: limit, parts: parts))
        }
    }

    /// `View 'V' has body complexity 15 (limit 10): generalSection +12, 6 closures, header +2;
    /// extract parts of it into separate View structs`: the largest parts while the message
    /// stays under `messageLimit` characters. A body whose score is its own closures only
    /// has no part to name.
    static func message(view: String, score: Int, limit: String, parts: [ScoreExplanation.Contributor]) -> String {
        let head = FindingMessage("View '\(view)' has body complexity \(score) (\(limit))").text
        let tail = "; extract parts of it into separate View structs"
        guard parts.contains(where: { $0.name != nil }) else { return head + tail }
        var named: [String] = []
        var length = head.characterCount + tail.characterCount
        for part in parts.prefix(namedParts) {
            var part = part
            part.name = part.name.map { $0.characterCount > partNameLimit ? String($0.prefix(partNameLimit - 1)) + "…" : $0 }
            let text = part.summary
            let added = text.characterCount + 2  // ": " before the first part, ", " before the others
            guard length + added < messageLimit else { break }
            named.append(text)
            length += added
        }
        return named.isEmpty ? head + tail : head + ": " + named.joined(separator: ", ") + tail
    }
}

extension RuleID {
    public static let bodyComplexity = RuleID(rawValue: "body_complexity")
}

extension RuleSettings {
    /// The options of `body_complexity`.
    public var bodyComplexity: BodyComplexityOptions {
        get { self[BodyComplexityRule.self] }
        set { self[BodyComplexityRule.self] = newValue }
    }
}
