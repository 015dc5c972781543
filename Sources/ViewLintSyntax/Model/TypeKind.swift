public enum TypeKind: String, Sendable {
    case `struct`, `enum`, `class`, actor, `protocol`

    /// Whether SwiftUI can take a type of this kind for a view: only value types can be.
    public var canBeView: Bool { self == .struct || self == .enum }
}
