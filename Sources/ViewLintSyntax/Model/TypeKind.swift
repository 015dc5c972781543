public enum TypeKind: String, Sendable {
    case `struct`, `enum`, `class`, actor, `protocol`

    /// Whether SwiftUI can take a type of this kind for a view: only value types can be.
    /// Inlined, in the index too: called once for each member read, it cost 1.4 M
    /// instructions of the 1 M-line run and its callers 1.8 M more (callgrind).
    @inlinable
    public var canBeView: Bool {
        switch self {
        case .struct, .enum: true
        case .class, .actor, .protocol: false
        }
    }
}
