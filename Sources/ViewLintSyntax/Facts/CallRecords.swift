/// What a file's code holds of the calls a `SyntaxQuery` names, in file order.
public struct CallRecords: Sendable {
    public var closures: [CallClosure] = []
    public var conditionals: [ClosureConditional] = []
    public var modifiers: [ModifierCall] = []
    /// Calls of capitalized names with their arguments, when the query asks.
    public var constructions: [ConstructionCall] = []

    public init() {}

    public var isEmpty: Bool { closures.isEmpty && conditionals.isEmpty && modifiers.isEmpty && constructions.isEmpty }

    /// Whether `position` lies in the body of a closure that `isChosen` accepts.
    public func isInBody(of isChosen: (CallClosure) -> Bool, _ position: SourcePosition) -> Bool {
        closures.contains { isChosen($0) && $0.bodyContains(position) }
    }
}
