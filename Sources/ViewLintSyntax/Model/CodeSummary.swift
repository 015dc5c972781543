/// What the rules read of a member's code.
public struct CodeSummary: Sendable {
    public var uses: [MemberUse] = []
    /// The lists that few members have (`RareCode`), in a list of one or none: a member
    /// without any keeps one empty reference instead of three.
    private var rare: [RareCode] = []
    /// Last, in 32 bits: a member packs its position into the room left after it.
    @StoredIn32Bits public internal(set) var closureCount: Int = 0

    public init() {}

    /// Where each closure expression opens; empty when the parse only counts them
    /// (`ParseWorkspace.keepsClosurePositions`). `closureCount` counts them either way.
    public var closures: [SourcePosition] {
        get { rare.first?.closures ?? [] }
        _modify { makeRare(); yield &rare[0].closures }
    }

    /// The calls the query names (`SyntaxQuery.callsInCode`).
    public var namedCalls: [NamedCall] {
        get { rare.first?.namedCalls ?? [] }
        _modify { makeRare(); yield &rare[0].namedCalls }
    }

    /// In a hand-written `==` only: the names read after a period (`lhs.title`, `\.title`).
    public var memberAccesses: [String] {
        get { rare.first?.memberAccesses ?? [] }
        _modify { makeRare(); yield &rare[0].memberAccesses }
    }

    /// Whether any rare list holds an element.
    var hasRareLists: Bool { rare.first.map { !$0.isEmpty } ?? false }
    /// Whether the rare lists have storage, empty or not.
    var hasRareStorage: Bool { !rare.isEmpty }

    private mutating func makeRare() {
        if rare.isEmpty { rare.append(RareCode()) }
    }

    mutating func absorb(_ other: CodeSummary) {
        closureCount += other.closureCount
        uses.append(contentsOf: other.uses)
        guard let otherRare = other.rare.first, !otherRare.isEmpty else { return }
        closures.append(contentsOf: otherRare.closures)
        namedCalls.append(contentsOf: otherRare.namedCalls)
        memberAccesses.append(contentsOf: otherRare.memberAccesses)
    }
}

/// What only some members' code holds: most members call nothing the query names, are
/// no `==`, and a lint keeps no closure positions.
struct RareCode: Sendable {
    var closures: [SourcePosition] = []
    var namedCalls: [NamedCall] = []
    var memberAccesses: [String] = []

    var isEmpty: Bool { closures.isEmpty && namedCalls.isEmpty && memberAccesses.isEmpty }
}
