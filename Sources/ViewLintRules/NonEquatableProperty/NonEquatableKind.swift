/// The kinds of stored values SwiftUI cannot compare, as `kinds:` under
/// `non_equatable_property` names them: a team can gate on closures alone.
public enum NonEquatableKind: String, CaseIterable, Sendable {
    /// A closure never compares equal: the body re-runs on every parent update.
    case closure
    /// A class or actor instance is compared by identity: a new instance each parent
    /// update re-runs the body, the same instance does not.
    case `class`
    /// An existential (`any P`, a bare protocol, `Any`) cannot be compared at all.
    case existential
    /// A struct or enum that is not Equatable is compared field by field; a field that
    /// cannot be compared makes the whole view unequal.
    case value
}
