/// A parameter of a method, as far as calls need it.
public struct Parameter: Sendable, Equatable {
    /// The argument label; `_` for none.
    public var label: String
    public var hasDefault: Bool
}
