import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// The options that say which property wrappers are dynamic and which types are or are not
/// Equatable. One rule's options declare them (`non_equatable_property`'s, in
/// `.viewlint.yml`); every rule that judges a view's properties reads the same ones
/// through `RuleContext.propertyEquatability`, without naming that rule.
public protocol PropertyEquatabilityOptions {
    var propertyWrappers: [String] { get }
    var equatableTypes: [String] { get }
    var nonEquatableTypes: [String] { get }
    /// The kinds of unstable values that count (`NonEquatableKind` names).
    var kinds: [String] { get }
}

/// A rule that reports views built with a fresh instance of a class in a stored property:
/// a rule that judges equatability leaves such properties to it while it is enabled.
public protocol FreshInstanceReportingRule: Rule {}

/// The property equatability options when no registered rule declares them: nothing configured.
private struct NoPropertyEquatabilityOptions: PropertyEquatabilityOptions {
    var propertyWrappers: [String] { [] }
    var equatableTypes: [String] { [] }
    var nonEquatableTypes: [String] { [] }
    var kinds: [String] { NonEquatableKind.defaults.map(\.rawValue) }
}

extension RuleContext {
    /// The property equatability options of this run: those of the first registered rule
    /// whose options declare them.
    package var propertyEquatability: any PropertyEquatabilityOptions {
        for rule in RuleRegistry.rules {
            if let options = settings[rule.id] as? any PropertyEquatabilityOptions { return options }
        }
        return NoPropertyEquatabilityOptions()
    }

    /// Whether a rule that reports fresh instances is enabled in this run.
    package var reportsFreshInstances: Bool {
        RuleRegistry.rules.contains { rule in
            rule is any FreshInstanceReportingRule.Type && settings[rule.id]?.enabled == true
        }
    }
}
