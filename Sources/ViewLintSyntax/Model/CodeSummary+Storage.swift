import ViewLintSupport

extension CodeSummary {
    /// The summary's lists moved out at their exact sizes; this one keeps their storage.
    mutating func takeAll() -> CodeSummary {
        var taken = CodeSummary()
        taken.closures = closures.takeAll()
        taken.closureCount = closureCount
        closureCount = 0
        taken.uses = uses.takeAll()
        taken.namedCalls = namedCalls.takeAll()
        taken.memberAccesses = memberAccesses.takeAll()
        return taken
    }

    mutating func empty(keepingRoomUpTo limit: Int) {
        closures.empty(keepingRoomUpTo: limit)
        closureCount = 0
        uses.empty(keepingRoomUpTo: limit)
        namedCalls.empty(keepingRoomUpTo: limit)
        memberAccesses.empty(keepingRoomUpTo: limit)
    }
}
