import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// What every rule's options share.
public protocol CommonRuleOptions {
    var enabled: Bool { get set }
    var severity: Severity { get set }
}

extension BodyComplexityOptions: CommonRuleOptions {}
extension NonEquatablePropertyOptions: CommonRuleOptions {}
extension IdInLazyContainerOptions: CommonRuleOptions {}
extension BasicRuleOptions: CommonRuleOptions {}
