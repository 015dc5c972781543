/// An `if` or `switch` statement at the top level of a closure passed to a queried call.
public struct ClosureConditional: Sendable, Equatable {
    public enum Keyword: String, Sendable {
        case `if`, `switch`
    }

    /// The closure: its call in `CallRecords.calls` and its argument there.
    public var closure: CallLink
    /// Where the `if` or `switch` keyword is.
    public var position: SourcePosition
    public var keyword: Keyword
    /// Some path through it runs no statement: an `if` (or `else if` chain) without a final
    /// `else`, or a `switch` with a case that is empty or only `break`.
    public var hasEmptyBranch: Bool
    public var enclosingType: String?

    public init(closure: CallLink, position: SourcePosition, keyword: Keyword, hasEmptyBranch: Bool, enclosingType: String?) {
        self.closure = closure
        self.position = position
        self.keyword = keyword
        self.hasEmptyBranch = hasEmptyBranch
        self.enclosingType = enclosingType
    }
}
