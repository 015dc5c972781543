import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// Options of the `non_equatable_property` rule.
public struct NonEquatablePropertyOptions: Equatable, Sendable {
    public var enabled = true
    public var severity: Severity = .warning
    /// Property wrappers to skip besides SwiftUI's dynamic properties.
    public var propertyWrappers: [String] = []
    /// Types to treat as Equatable.
    public var equatableTypes: [String] = []
    /// Framework or unknown types to report as not Equatable.
    public var nonEquatableTypes: [String] = []

    public init() {}
}

/// Options of the `id_in_lazy_container` rule.
public struct IdInLazyContainerOptions: Equatable, Sendable {
    public var enabled = true
    public var severity: Severity = .warning
    /// Calls whose content closures are lazy containers.
    public var containers: [String] = SwiftUIFacts.lazyContainers

    public init() {}
}

/// Options of a rule that has no options besides being on and how serious it is.
public struct BasicRuleOptions: Equatable, Sendable {
    public var enabled: Bool
    public var severity: Severity

    public init(enabled: Bool = true, severity: Severity = .warning) {
        self.enabled = enabled
        self.severity = severity
    }
}
