/// A member call chained on an expression that the query names: `.id(item.id)`,
/// `.id { item.id }`.
public struct ModifierCall: Sendable, Equatable {
    public var name: String
    /// Where the name is.
    public var position: SourcePosition
    /// The innermost type or extension around the call.
    public var enclosingType: String?
    /// The argument labels joined by commas (`_` for an unlabeled one); empty for `()` and
    /// for a call by trailing closure.
    public var labels: String
    /// The arguments' source text with whitespace runs made one space: inside the
    /// parentheses, or the trailing closure with its braces.
    public var arguments: String
    /// Called by a trailing closure alone (`.id { … }`).
    public var isTrailingClosure: Bool
    /// The member whose code holds the call (`body`), if any.
    public var enclosingMember: String? = nil
    /// How many closures lie between the call and that member's code: 0 at the top of a
    /// getter (`var body: some View { Text("").id(x) }`).
    public var closureDepth = 0

    public init(name: String, position: SourcePosition, enclosingType: String?, labels: String, arguments: String,
                isTrailingClosure: Bool) {
        self.name = name
        self.position = position
        self.enclosingType = enclosingType
        self.labels = labels
        self.arguments = arguments
        self.isTrailingClosure = isTrailingClosure
    }

    /// Called with exactly one unlabeled argument, in parentheses or as a trailing closure.
    public var hasOneUnlabeledArgument: Bool {
        isTrailingClosure || labels == "_" && !arguments.isEmpty
    }
}
