import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// Every rule, in one list: adding a rule is a folder of its own and one line here. The
/// order is the order of reports that group findings by rule, of `viewlint rules` and of
/// the file `viewlint init` writes.
public enum RuleRegistry {
    public static let rules: [any Rule.Type] = [
        BodyComplexityRule.self,
        NonEquatablePropertyRule.self,
        FreshInstancePropertyRule.self,
        IdInLazyContainerRule.self,
        UnstableIdRule.self,
        EquatableIgnoresPropertyRule.self,
        TrivialEquatableViewRule.self,
        ConditionalRowInListRule.self,
        AnyViewInBodyRule.self,
    ]

    public static var all: [any Rule] { rules.map { $0.init() } }

    public static var descriptions: [RuleDescription] { rules.map { $0.description } }

    /// The ids of the registered rules, in registry order.
    public static var ids: [RuleID] { rules.map { $0.id } }

    /// What the parser must record for the rules `settings` enable.
    public static func syntaxQuery(for settings: RuleSettings) -> SyntaxQuery {
        rules.reduce(SyntaxQuery()) { query, rule in query.union(syntaxQuery(of: rule, settings)) }
    }

    private static func syntaxQuery<R: Rule>(of rule: R.Type, _ settings: RuleSettings) -> SyntaxQuery {
        let options = settings[rule]
        return options.enabled ? R.syntaxQuery(options) : SyntaxQuery()
    }

    /// The rule whose scores are the run's view scores, if one is registered.
    public static var viewScorer: (any ViewScoringRule.Type)? {
        rules.lazy.compactMap { $0 as? any ViewScoringRule.Type }.first
    }

    /// The registered rules that can fix what they report, in registry order.
    public static var fixableRules: [any FixableRule.Type] { rules.compactMap { $0 as? any FixableRule.Type } }

    /// The rule with `id`, if one is registered.
    public static func rule(_ id: RuleID) -> (any Rule.Type)? { rules.first { $0.id == id } }
}
