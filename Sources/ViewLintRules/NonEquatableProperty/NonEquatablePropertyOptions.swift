import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// Options of the `non_equatable_property` rule.
public struct NonEquatablePropertyOptions: Equatable, Sendable, PropertyEquatabilityOptions {
    public var enabled = true
    public var severity: Severity = .warning
    /// Property wrappers to skip besides SwiftUI's dynamic properties.
    public var propertyWrappers: [String] = []
    /// Types to treat as Equatable.
    public var equatableTypes: [String] = []
    /// Framework or unknown types to report as not Equatable.
    public var nonEquatableTypes: [String] = []
    /// The kinds of values to report (`NonEquatableKind`): closure, anyview, value by default.
    public var kinds: [String] = NonEquatableKind.defaults.map(\.rawValue)
    /// Whether `ViewModifier` conformers are judged too.
    public var includeViewModifiers = true

    public init() {}
}

extension NonEquatablePropertyOptions: RuleOptions {
    public static let options: [RuleOption<Self>] = [
        .strings("property_wrappers", \.propertyWrappers),
        .strings("equatable_types", \.equatableTypes),
        .strings("non_equatable_types", \.nonEquatableTypes),
        .strings("kinds", \.kinds, atLeastOne: "kind", allowed: NonEquatableKind.allCases.map(\.rawValue)),
        .flag("include_view_modifiers", \.includeViewModifiers),
    ]
}
