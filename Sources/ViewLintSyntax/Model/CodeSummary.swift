/// What the rules read of a member's code.
public struct CodeSummary: Sendable {
    /// Where each closure expression opens; empty when the parse only counts them
    /// (`ParseWorkspace.keepsClosurePositions`). `closureCount` counts them either way.
    public var closures: [SourcePosition] = []
    public var uses: [MemberUse] = []
    /// The calls the query names (`SyntaxQuery.callsInCode`).
    public var namedCalls: [NamedCall] = []
    /// In a hand-written `==` only: the names read after a period (`lhs.title`, `\.title`).
    public var memberAccesses: [String] = []
    /// Last, in 32 bits: a member packs its position into the room left after it.
    @StoredIn32Bits public internal(set) var closureCount: Int = 0

    public init() {}

    mutating func absorb(_ other: CodeSummary) {
        closures.append(contentsOf: other.closures)
        closureCount += other.closureCount
        uses.append(contentsOf: other.uses)
        namedCalls.append(contentsOf: other.namedCalls)
        memberAccesses.append(contentsOf: other.memberAccesses)
    }
}
