import ViewLintSupport

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
    /// The names of the calls of capitalized names in closures passed to a queried call,
    /// once each, in the order first met, when the query asks for only those
    /// (`SyntaxQuery.constructionNamesInClosures`).
    public var closureConstructionNames: [SharedName] = []

    /// The arguments of the calls, one call's after the other, while the file is parsed;
    /// each call holds the list once it is done (`shareArguments`).
    var argumentList: [CallArgument] = []

    public init() {}

    public var isEmpty: Bool { calls.isEmpty && conditionals.isEmpty && constructions.isEmpty && closureConstructionNames.isEmpty }

    /// The text of an argument of a queried call (`"item.id"` of `.id(item.id)`), whitespace
    /// runs made one space; "" for a call the query did not name.
    public func text(of argument: CallArgument) -> String {
        String(decoding: argumentText[Int(argument.text.lowerBound)..<Int(argument.text.upperBound)], as: UTF8.self)
    }

    /// The indices of the calls whose callee is spelled `name` (`CallFact.calls(_:)`), the
    /// callees read in place: a copy of each fact tested retains and releases its lists.
    public func indices(ofCallsTo name: SharedName) -> [Int] {
        calls.withUnsafeBufferPointer { buffer in buffer.indices.filter { buffer[$0].sharedCallee == name } }
    }

    /// Hands the file's arguments, in a list of their exact size, to the calls: what a run
    /// keeps of a file's calls is then one list, not one per call.
    mutating func shareArguments(_ list: [CallArgument]) {
        // Through the buffer: by index, each write checked the list's uniqueness again
        // (0.1 M instructions of the 1 M-line lint).
        calls.withUnsafeMutableBufferPointer { calls in
            for index in calls.indices where !calls[index].argumentBounds.isEmpty { calls[index].argumentStorage = list }
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
