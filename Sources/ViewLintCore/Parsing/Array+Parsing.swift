extension Array {
    /// The same elements in storage of their own size. A parse keeps every file's
    /// declarations and code summaries until the end of the run, and arrays grown one
    /// append at a time hold up to twice the room they need.
    func withExactCapacity() -> [Element] {
        capacity > count ? exactCopy() : self
    }

    /// A copy in storage of its own size, even when this one is full: the original's
    /// storage stays this array's alone (it is emptied and filled again).
    func exactCopy() -> [Element] {
        guard !isEmpty else { return [] }
        // Reserved, then appended: `Array(unsafeUninitializedCapacity:)` looks up its
        // storage class's metadata at run time on every call.
        var exact: [Element] = []
        exact.reserveCapacity(count)
        exact.append(contentsOf: self)
        return exact
    }

    /// Empties the array, keeping its storage unless it holds room for more than `limit`.
    mutating func empty(keepingRoomUpTo limit: Int) {
        if capacity > limit { self = [] } else { removeAll(keepingCapacity: true) }
    }
}

extension CodeSummary {
    func exactCopy() -> CodeSummary {
        var copy = CodeSummary()
        copy.closures = closures.exactCopy()
        copy.uses = uses.exactCopy()
        copy.typeErasures = typeErasures.exactCopy()
        copy.memberAccesses = memberAccesses.exactCopy()
        return copy
    }

    mutating func empty(keepingRoomUpTo limit: Int) {
        closures.empty(keepingRoomUpTo: limit)
        uses.empty(keepingRoomUpTo: limit)
        typeErasures.empty(keepingRoomUpTo: limit)
        memberAccesses.empty(keepingRoomUpTo: limit)
    }
}
