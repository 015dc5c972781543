import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// A rule that scores each view's body. Its scores are the run's view scores: any rule or
/// report asks the context for them (`RuleContext.scores`) without naming the rule, reports
/// show them against the limit its options set, `explain` shows how they are made, and
/// `--changed-since` keeps its findings when a view's score rose.
public protocol ViewScoringRule: Rule {
    /// The score of every view that has a body, in view order; `jobs` views at a time.
    static func bodyScores(in module: ModuleIndex, jobs: Int) -> [ViewBodyScore]
    /// The score over which the rule reports a view.
    static func scoreLimit(_ options: Options) -> Int
    /// How the score of each view `include` accepts is made, one text per view (`explain`);
    /// only those views are scored.
    static func explainedScores(in module: ModuleIndex, options: Options,
                                where include: (ViewType) -> Bool) -> [String]
    /// How each view's score is made, placed at the view's body (the view graph's panel).
    static func scoreExplanations(in module: ModuleIndex) -> [ViewScoreExplanation]
}

/// How one view's body score is made, at the place of its body declaration.
public struct ViewScoreExplanation: Sendable {
    public var view: ViewType
    public var file: String
    public var position: SourcePosition
    public var text: String

    public init(view: ViewType, file: String, position: SourcePosition, text: String) {
        self.view = view
        self.file = file
        self.position = position
        self.text = text
    }
}

extension ViewScoringRule {
    /// The score limit the rule's options in `settings` set.
    public static func scoreLimit(in settings: RuleSettings) -> Int { scoreLimit(settings[Self.self]) }

    /// `explainedScores` with the rule's options in `settings`.
    public static func explainedScores(in module: ModuleIndex, settings: RuleSettings,
                                       where include: (ViewType) -> Bool) -> [String] {
        explainedScores(in: module, options: settings[Self.self], where: include)
    }
}

/// A view's body score, by the view's position in `ModuleIndex.views`: what scoring yields
/// before anything is copied.
public struct ViewBodyScore: Sendable {
    public var view: Int32
    public var score: Int

    public init(view: Int32, score: Int) {
        self.view = view
        self.score = score
    }
}

extension ModuleIndex {
    /// Each score with its view and the view's body (a scored view has one).
    public func scoredEntries(_ scores: [ViewBodyScore]) -> [(view: ViewType, body: LocatedMember, score: Int)] {
        scores.map { entry in
            let view = views[Int(entry.view)]
            return (view, view.located(view.bodyPlace!), entry.score)
        }
    }
}
