/// A closure passed to a call the query names: directly as an argument (`List(content: { … })`,
/// `List(items, rowContent: { … })`) or as a trailing closure (`ForEach(items) { … }`).
/// A closure nested inside another argument (`List(items.filter { … })`) is none.
public struct CallClosure: Sendable, Equatable {
    /// The callee's name, without generic arguments (`List` of `List<Item, Never>(…)`).
    public var callee: String
    /// What the callee is a member of: nil for a bare name, the dotted names before it
    /// (`SwiftUI` of `SwiftUI.List`), or "" for any other expression (`model.rows().List`).
    public var receiver: String?
    /// The argument label: `_` for an unlabeled argument and for the first trailing closure.
    public var label: String
    public var isTrailing: Bool
    /// The call's parenthesized arguments start with an unlabeled one (`List(items) { … }`):
    /// data, as opposed to static content (`List { … }`).
    public var firstArgumentIsUnlabeled: Bool
    /// From the first token of the closure's body (after its signature and `in`) to its `}`.
    public var bodyStart: SourcePosition
    public var end: SourcePosition
    public var enclosingType: String?
    /// Where the callee's name is (`ForEach` of `ForEach(items) { … }`).
    public var calleePosition: SourcePosition
    /// The capitalized names called in the body (`Row(item: item)`, `Text("")`), each once,
    /// in order; those in a recorded closure nested in it are that closure's.
    public var constructedNames: [String] = []

    public init(callee: String, receiver: String?, label: String, isTrailing: Bool, firstArgumentIsUnlabeled: Bool,
                bodyStart: SourcePosition, end: SourcePosition, enclosingType: String?, calleePosition: SourcePosition) {
        self.callee = callee
        self.receiver = receiver
        self.label = label
        self.isTrailing = isTrailing
        self.firstArgumentIsUnlabeled = firstArgumentIsUnlabeled
        self.bodyStart = bodyStart
        self.end = end
        self.enclosingType = enclosingType
        self.calleePosition = calleePosition
    }

    /// Whether `position` lies in the closure's body, at any depth.
    public func bodyContains(_ position: SourcePosition) -> Bool {
        bodyStart <= position && position < end
    }
}
