/// `RecentLists` of lists whose elements the worker knows by keys (names by their numbers in
/// its `NameInterner`): a list is found among the last few by its keys, compared as
/// integers, and its elements are made only for a list not met there. Equal keys make
/// equal elements, of equal bytes.
struct RecentKeyedLists<Key: Fingerprinted, Element> {
    private var ring = RecentRing<(fingerprint: Int, keys: [Key], list: [Element])>()

    /// The elements `element` makes of `keys`: a list met before, else a new one, remembered
    /// in place of the oldest. Empty for no keys.
    mutating func shared(_ keys: [Key], element: (Key) -> Element) -> [Element] {
        guard !keys.isEmpty else { return [] }
        let fingerprint = keys.reduce(keys.count) { $0 &* 31 &+ $1.fingerprint }
        for place in ring.entries.indices where ring.entries[place].fingerprint == fingerprint && ring.entries[place].keys == keys {
            return ring.entries[place].list
        }
        var list: [Element] = []
        list.reserveCapacity(keys.count)
        for key in keys { list.append(element(key)) }
        // A copy of its own exact size: the caller reuses its list of keys.
        ring.remember((fingerprint, keys.withUnsafeBufferPointer { Array($0) }, list))
        return list
    }
}

/// Lists of names by their numbers (inherited types, attributes).
typealias RecentNameLists = RecentKeyedLists<NameID, String>

extension RecentKeyedLists where Key == NameID, Element == String {
    /// The names numbered `numbers` (in `names`, the table's names by number).
    mutating func shared(_ numbers: [NameID], named names: [String]) -> [String] {
        shared(numbers) { names[Int($0)] }
    }
}
