extension Array {
    /// Puts `self[order[k]]` at `k` for every `k`, following each cycle of the permutation
    /// without a second list, and moving the elements: assigned one from another, each was
    /// copied (its strings retained) and the one it replaced released: 3.4 M instructions for
    /// the 1 M-line run's findings, 2.7 M moved (not `@inlinable`: specialized into the sort,
    /// the sort cost 3.9 M more). `order` must hold each index once; anything else traps
    /// before an element is read twice.
    package mutating func permute(into order: [Int]) {
        precondition(order.count == count, "a permutation of every index")
        var placed = [Bool](repeating: false, count: count)
        withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for start in buffer.indices where !placed[start] {
                let first = (base + start).move()
                var position = start
                while true {
                    placed[position] = true
                    let source = order[position]
                    if source == start {
                        (base + position).initialize(to: first)
                        break
                    }
                    precondition(buffer.indices.contains(source) && !placed[source], "a permutation of every index")
                    (base + position).moveInitialize(from: base + source, count: 1)
                    position = source
                }
            }
        }
    }
}
