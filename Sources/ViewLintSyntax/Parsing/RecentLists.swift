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
    private var ring = RecentRing<(fingerprint: Int, list: [Element])>()

    static var capacity: Int { RecentRing<(fingerprint: Int, list: [Element])>.capacity }

    /// `list`, or an equal one met before (remembered in place of the oldest); an empty list
    /// needs no storage and is kept as is.
    mutating func shared(_ list: [Element]) -> [Element] {
        guard !list.isEmpty else { return list }
        let fingerprint = list.reduce(list.count) { $0 &* 31 &+ $1.fingerprint }
        for place in ring.entries.indices where ring.entries[place].fingerprint == fingerprint && ring.entries[place].list == list {
            return ring.entries[place].list
        }
        ring.remember((fingerprint, list))
        return list
    }

    /// The list of `element` alone: one met before, else a new one. The list is made only
    /// when none was met (made for every member with attributes and parameters, the lists
    /// cost 1.3 M instructions of the 1 M-line run, callgrind).
    mutating func sharedList(of element: Element) -> [Element] {
        let fingerprint = 1 &* 31 &+ element.fingerprint
        for place in ring.entries.indices where ring.entries[place].fingerprint == fingerprint
            && ring.entries[place].list.count == 1 && ring.entries[place].list[0] == element {
            return ring.entries[place].list
        }
        let kept = [element]
        ring.remember((fingerprint, kept))
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

extension Int32: Fingerprinted {
    var fingerprint: Int { Int(self) }
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
