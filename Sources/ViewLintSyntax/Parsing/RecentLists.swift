/// The last few distinct lists a worker kept, each held once: a list equal to one of them
/// is given back as that one, sharing its storage.
///
/// A module's declarations repeat a handful of lists thousands of times (`[View]`,
/// `[State]`, a method's `[_]` labels), and a run keeps every declaration until its end:
/// one allocation per declaration for a list that many others hold too cost more than a
/// tenth of a run's memory. Only a few lists are remembered, so a file of lists all
/// different costs a bounded number of comparisons for each, and keeps nothing extra.
struct RecentLists<Element: Fingerprinted> {
    /// Each list with its fingerprint, compared first: lists that differ seldom share one,
    /// and comparing two numbers costs far less than comparing their strings.
    private var entries: [(fingerprint: Int, list: [Element])] = []
    /// The place the next list not found takes once all are in use.
    private var nextPlace = 0

    static var capacity: Int { 16 }

    /// `list`, or an equal one met before; an empty list needs no storage and is kept as is.
    mutating func shared(_ list: [Element]) -> [Element] {
        guard !list.isEmpty else { return list }
        return sharedOrRemembered(list) { $0 }
    }

    /// `shared`, for a list the caller reuses (a parser's scratch list): an equal list met
    /// before, else a copy of its own exact size, so the caller's storage stays its own.
    mutating func sharedCopy(of list: [Element]) -> [Element] {
        guard !list.isEmpty else { return [] }
        return sharedOrRemembered(list) { list in list.withUnsafeBufferPointer { Array($0) } }
    }

    /// An equal list met before, else `keep(list)`, remembered in place of the oldest.
    private mutating func sharedOrRemembered(_ list: [Element], _ keep: ([Element]) -> [Element]) -> [Element] {
        let fingerprint = list.reduce(list.count) { $0 &* 31 &+ $1.fingerprint }
        for place in entries.indices where entries[place].fingerprint == fingerprint && entries[place].list == list {
            return entries[place].list
        }
        let kept = keep(list)
        if entries.count < Self.capacity {
            entries.append((fingerprint, kept))
        } else {
            entries[nextPlace] = (fingerprint, kept)
            nextPlace = (nextPlace + 1) % Self.capacity
        }
        return kept
    }
}

/// A number that equal values share, cheap to read: it tells most unequal values apart
/// before they are compared.
protocol Fingerprinted: Equatable {
    var fingerprint: Int { get }
}

extension String: Fingerprinted {
    /// Equal strings can differ in bytes (canonical equivalence): only for them is the
    /// fingerprint not shared, and such a list is then kept on its own, which costs memory,
    /// never a wrong answer.
    var fingerprint: Int { utf8.count }
}

extension Parameter: Fingerprinted {
    var fingerprint: Int { label.fingerprint &* 2 &+ (hasDefault ? 1 : 0) }
}

extension AttributesWithParameters: Fingerprinted {
    var fingerprint: Int { attributes.count &* 31 &+ parameters.count }
}

extension EnumCase.AssociatedValue: Fingerprinted {
    var fingerprint: Int { typeText.fingerprint &* 2 &+ (label == nil ? 0 : 1) }
}
