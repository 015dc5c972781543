import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// Options of the `id_in_lazy_container` rule.
public struct IdInLazyContainerOptions: Equatable, Sendable {
    public var enabled = true
    public var severity: Severity = .warning
    /// Calls whose content closures are lazy containers.
    public var containers: [String] = SwiftUIFacts.lazyContainers

    public init() {}
}

extension IdInLazyContainerOptions: RuleOptions {
    public static let options: [RuleOption<Self>] = [.strings("containers", \.containers, atLeastOne: "container")]
}
