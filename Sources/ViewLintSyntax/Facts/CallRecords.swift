/// What a file's code holds of the calls a `SyntaxQuery` names, in the order they were
/// recorded (a call that a chain needs is recorded when the chain is first asked for).
public struct CallRecords: Sendable {
    public var calls: [CallFact] = []
    public var conditionals: [ClosureConditional] = []
    /// The queried calls' argument texts, one after the other (`CallArgument.text`).
    public var argumentText: [UInt8] = []
    /// Calls of capitalized names in view-building members with their arguments, when the
    /// query asks (`SyntaxQuery.recordsConstructionCalls`): the view graph's record.
    public var constructions: [ConstructionCall] = []

    public init() {}

    public var isEmpty: Bool { calls.isEmpty && conditionals.isEmpty && constructions.isEmpty }

    /// The text of an argument of a queried call (`"item.id"` of `.id(item.id)`), whitespace
    /// runs made one space; "" for a call the query did not name.
    public func text(of argument: CallArgument) -> String {
        String(decoding: argumentText[Int(argument.text.lowerBound)..<Int(argument.text.upperBound)], as: UTF8.self)
    }

    /// Moves every call's arguments into one list that the calls share, each keeping its
    /// range: what a run keeps of a file's calls is then one list, not one per call.
    public mutating func shareArgumentStorage() {
        var total = 0
        for index in calls.indices { total += calls[index].arguments.count }
        guard total > 0 else { return }
        var shared: [CallArgument] = []
        shared.reserveCapacity(total)
        for index in calls.indices { shared.append(contentsOf: calls[index].arguments) }
        var start: Int32 = 0
        for index in calls.indices {
            let end = start + Int32(calls[index].arguments.count)
            calls[index].arguments = CallArguments(storage: shared, bounds: start..<end)
            start = end
        }
    }

    /// The call and argument that `link` names, if any.
    public func argument(at link: CallLink) -> (call: CallFact, argument: CallArgument)? {
        guard let (call, argument) = link.callAndArgument, call < calls.count, argument < calls[call].arguments.count else {
            return nil
        }
        return (calls[call], calls[call].arguments[argument])
    }
}
