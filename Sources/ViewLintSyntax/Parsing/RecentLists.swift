/// The last few distinct lists a worker kept, each held once: a list equal to one of them
/// is given back as that one, sharing its storage.
///
/// A module's declarations repeat a handful of lists thousands of times (`[View]`,
/// `[State]`, a method's `[_]` labels), and a run keeps every declaration until its end:
/// one allocation per declaration for a list that many others hold too cost more than a
/// tenth of a run's memory. Only a few lists are remembered, so a file of lists all
/// different costs a bounded number of comparisons for each, and keeps nothing extra.
struct RecentLists<Element: Equatable> {
    private var lists: [[Element]] = []
    /// The place the next list not found takes once all are in use.
    private var nextPlace = 0

    static var capacity: Int { 16 }

    /// `list`, or an equal one met before; an empty list needs no storage and is kept as is.
    mutating func shared(_ list: [Element]) -> [Element] {
        guard !list.isEmpty else { return list }
        for place in lists.indices where lists[place] == list {
            // One place nearer the front: the lists met most often are compared first.
            if place > 0 { lists.swapAt(place, place - 1); return lists[place - 1] }
            return lists[place]
        }
        if lists.count < Self.capacity {
            lists.append(list)
        } else {
            lists[nextPlace] = list
            nextPlace = (nextPlace + 1) % Self.capacity
        }
        return list
    }
}
