import ViewLintSupport

extension CodeSummary {
    /// The summary's lists moved out at their exact sizes; this one keeps their storage.
    mutating func takeAll() -> CodeSummary {
        var taken = CodeSummary()
        taken.closureCount = closureCount
        closureCount = 0
        taken.uses = uses.takeAll()
        // Read through the accessors only when there is something to take: reading an
        // empty summary's rare lists would give it storage it does not need.
        if hasRareLists {
            taken.closures = closures.takeAll()
            taken.namedCalls = namedCalls.takeAll()
            taken.memberAccesses = memberAccesses.takeAll()
        }
        return taken
    }

    mutating func empty(keepingRoomUpTo limit: Int) {
        closureCount = 0
        uses.empty(keepingRoomUpTo: limit)
        guard hasRareStorage else { return }
        closures.empty(keepingRoomUpTo: limit)
        namedCalls.empty(keepingRoomUpTo: limit)
        memberAccesses.empty(keepingRoomUpTo: limit)
    }
}
