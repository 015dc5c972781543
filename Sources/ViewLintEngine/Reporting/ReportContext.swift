import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules

/// What a report needs besides the run's result, made by the engine from the configuration
/// and the registry: no reporter reads a rule's options itself.
public struct ReportContext: Sendable, Equatable {
    /// The score over which a view is over the limit: the limit of the rule that scores
    /// views (`ViewScoringRule`), 0 when none does.
    public var scoreLimit: Int

    public init(scoreLimit: Int) {
        self.scoreLimit = scoreLimit
    }

    /// The context of a run with `configuration`.
    public init(configuration: Configuration = Configuration()) {
        scoreLimit = RuleRegistry.viewScorer?.scoreLimit(in: configuration.rules) ?? 0
    }
}
