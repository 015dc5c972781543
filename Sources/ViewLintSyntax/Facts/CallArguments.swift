/// The arguments of a recorded call (`CallFact.arguments`), indexed from 0: a range of one
/// list that all the calls of a file share (`CallRecords.shareArguments`). A run keeps
/// every call of every file, and a list of its own cost each call an allocation bigger
/// than its one or two arguments.
public struct CallArguments: RandomAccessCollection, Sendable, Equatable {
    /// The file's list, or a list of its own for a fact made by hand (`CallFact.init`).
    let storage: [CallArgument]
    /// The call's arguments in `storage`.
    let bounds: Range<Int32>

    /// A list of its own.
    public init(_ arguments: [CallArgument] = []) {
        self.init(storage: arguments, bounds: 0..<Int32(arguments.count))
    }

    init(storage: [CallArgument], bounds: Range<Int32>) {
        self.storage = storage
        self.bounds = bounds
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { Int(bounds.upperBound - bounds.lowerBound) }

    public subscript(position: Int) -> CallArgument {
        // Past the end lies the next call's arguments: not this call's to hand out.
        precondition(position >= 0 && position < endIndex, "argument index out of range")
        return storage[Int(bounds.lowerBound) + position]
    }

    public static func == (a: CallArguments, b: CallArguments) -> Bool {
        a.elementsEqual(b)
    }
}
