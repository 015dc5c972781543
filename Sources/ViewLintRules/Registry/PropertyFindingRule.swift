import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// A rule whose findings sit on a view's stored property that lets a parent's update run the
/// view's body again: reports weigh such a finding by the re-run cost it causes (the view
/// graph's), without naming the rule.
public protocol PropertyFindingRule: Rule {}

extension RuleRegistry {
    /// The ids of the rules whose findings carry the re-run cost they cause.
    public static var propertyFindingRules: Set<RuleID> {
        Set(rules.filter { $0 is any PropertyFindingRule.Type }.map { $0.id })
    }
}
