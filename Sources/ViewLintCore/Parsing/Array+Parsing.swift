extension Array {
    /// The same elements in storage of their own size. A parse keeps every file's
    /// declarations and code summaries until the end of the run, and arrays grown one
    /// append at a time hold up to twice the room they need.
    func withExactCapacity() -> [Element] {
        guard capacity > count else { return self }
        // Reserved, then appended: `Array(unsafeUninitializedCapacity:)` looks up its
        // storage class's metadata at run time on every call.
        var exact: [Element] = []
        exact.reserveCapacity(count)
        exact.append(contentsOf: self)
        return exact
    }
}

extension CodeSummary {
    func withExactCapacity() -> CodeSummary {
        var compact = CodeSummary()
        compact.closures = closures.withExactCapacity()
        compact.uses = uses.withExactCapacity()
        compact.typeErasures = typeErasures.withExactCapacity()
        compact.memberAccesses = memberAccesses.withExactCapacity()
        return compact
    }
}
