import ViewLintSupport

/// Calls of one name in a file.
public struct Constructions: Sendable, Equatable {
    // 32 bits each: a run keeps a count for every name called in every file.
    @StoredIn32Bits public var total: Int
    /// Those the query's marks were on (`SyntaxQuery.markingModifier`, `markingCall`).
    @StoredIn32Bits public var marked: Int

    public init(total: Int = 0, marked: Int = 0) {
        self.total = total
        self.marked = marked
    }

    /// Inlined: the parser adds one construction at a time, and the call cost more than the
    /// two additions (174,583 calls of the 1 M-line run; its caller 57.7 → 55.1 M instructions).
    @inline(__always)
    package mutating func add(_ other: Constructions) {
        total += other.total
        marked += other.marked
    }
}

/// A file's calls of one name.
public struct NamedConstructions: Sendable, Equatable {
    public var name: String
    public var counts: Constructions
    /// `name`'s number in the process's table (`SharedName`): the module's sums find a name
    /// met before by it, with no string hashed or compared.
    package var sharedName: SharedName

    /// `sharedName`: the shared name of `name`, when the caller has it already.
    init(name: String, counts: Constructions, sharedName: SharedName? = nil) {
        self.name = name
        self.counts = counts
        self.sharedName = sharedName ?? SharedName(name)
    }

    /// Equal by name and counts, as the names' strings compare.
    public static func == (first: NamedConstructions, second: NamedConstructions) -> Bool {
        first.name == second.name && first.counts == second.counts
    }
}
