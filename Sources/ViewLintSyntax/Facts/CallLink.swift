/// Where a recorded call (or a closure) stands: in an argument of a recorded call, at the top
/// of a member's code, or in a closure that is passed to no call (`let make = { … }`).
/// Following `CallFact.enclosing` from link to link walks out to the member: the chain of
/// calls and closures around a point, lexically.
public struct CallLink: Sendable, Hashable, BitwiseCopyable {
    /// The index of the call in `CallRecords.calls`, or -1.
    public var call: Int32
    /// The index of the argument in that call's `arguments`; -1 at the top of a member,
    /// -2 in a closure passed to no call.
    public var argument: Int32

    public init(call: Int32, argument: Int32) {
        self.call = call
        self.argument = argument
    }

    /// At the top of a member's code (or of the file): no call or closure around.
    public static let top = CallLink(call: -1, argument: -1)
    /// In a closure that is passed to no call (a value, an element, an operand).
    public static let unpassedClosure = CallLink(call: -1, argument: -2)

    /// The call and argument, when the link is an argument of a call.
    public var callAndArgument: (call: Int, argument: Int)? {
        call >= 0 && argument >= 0 ? (Int(call), Int(argument)) : nil
    }
}
