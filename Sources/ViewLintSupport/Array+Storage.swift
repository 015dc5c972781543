extension Array {
    /// Moves the elements into storage of their exact number and leaves this array empty,
    /// with its storage. A parse keeps every file's declarations and code summaries until
    /// the end of the run, and arrays grown one append at a time hold up to twice the room
    /// they need. Elements are moved, never copied: a copy of a declaration retains every
    /// string and list in it, and dropping the original releases them all again.
    @inlinable
    package mutating func takeAll() -> [Element] {
        guard !isEmpty else { return [] }
        var exact: [Element] = []
        exact.reserveCapacity(count)
        exact.appendMoving(from: &self)
        return exact
    }

    /// Appends the elements of `other` in order, moving them: `other` is left empty, with
    /// its storage. They are taken from its end (a move, where iterating would copy each),
    /// then put back in order in place.
    @inlinable @inline(__always)
    package mutating func appendMoving(from other: inout [Element]) {
        let start = count
        while let element = other.popLast() { append(element) }
        withUnsafeMutableBufferPointer { buffer in
            var appended = UnsafeMutableBufferPointer(rebasing: buffer[start...])
            appended.reverse()
        }
    }

    /// The same elements in storage of their own size (see `takeAll`).
    @inlinable
    package mutating func shrinkToFit() {
        guard capacity > count else { return }
        self = takeAll()
    }

    /// Empties the array, keeping its storage unless it holds room for more than `limit`.
    @inlinable @inline(__always)
    package mutating func empty(keepingRoomUpTo limit: Int) {
        if capacity > limit { self = [] } else if !isEmpty { removeAll(keepingCapacity: true) }
    }
}
