/// `RecentLists` of names known by their numbers in the worker's `NameInterner`: a list is
/// found among the last few by its numbers, compared as integers, and its strings are
/// gathered only for a list not met there. Lists of equal numbers hold equal bytes.
struct RecentNameLists {
    private var entries: [(fingerprint: Int, numbers: [NameID], list: [String])] = []
    /// The place the next list not found takes once all are in use.
    private var nextPlace = 0

    static var capacity: Int { 16 }

    /// The names numbered `numbers` (in `names`, the table's names by number): a list met
    /// before, else a new one, remembered in place of the oldest. Empty for no numbers.
    mutating func shared(_ numbers: [NameID], named names: [String]) -> [String] {
        guard !numbers.isEmpty else { return [] }
        let fingerprint = numbers.reduce(numbers.count) { $0 &* 31 &+ Int($1) }
        for place in entries.indices where entries[place].fingerprint == fingerprint && entries[place].numbers == numbers {
            return entries[place].list
        }
        var list: [String] = []
        list.reserveCapacity(numbers.count)
        for number in numbers { list.append(names[Int(number)]) }
        // A copy of its own exact size: the caller reuses its list of numbers.
        let kept = (fingerprint, numbers.withUnsafeBufferPointer { Array($0) }, list)
        if entries.count < Self.capacity {
            entries.append(kept)
        } else {
            entries[nextPlace] = kept
            nextPlace = (nextPlace + 1) % Self.capacity
        }
        return list
    }
}
