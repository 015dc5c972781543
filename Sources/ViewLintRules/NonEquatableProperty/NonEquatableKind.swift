/// The kinds of stored values `non_equatable_property` reports, as `kinds:` names them
/// (README `non_equatable_property`). The first three are on by default: what a parent's
/// body makes new on every update. The last two are opt-in, for teams that make every
/// view Equatable and want to know what `==` cannot compare.
public enum NonEquatableKind: String, CaseIterable, Sendable {
    /// A closure: the parent's body evaluates the literal again, with new captures.
    case closure
    /// `AnyView`: a new type-erased box each time `AnyView(...)` runs.
    case anyview
    /// A struct or enum of the module, not Equatable, that holds one of the others.
    case value
    /// An existential that is neither Equatable nor class-bound (opt-in).
    case existential
    /// A class or actor of the module that is not Equatable (opt-in).
    case `class`

    /// The kinds reported when `kinds:` is not set.
    public static let defaults: [NonEquatableKind] = [.closure, .anyview, .value]
}
