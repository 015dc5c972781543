/// The last few entries a worker remembered, the oldest given up for a new one once all
/// `capacity` places are taken: the ring `RecentLists` and `RecentKeyedLists` look lists up in.
struct RecentRing<Entry> {
    private(set) var entries: [Entry] = []
    /// The place the next entry takes once all are in use.
    private var nextPlace = 0

    static var capacity: Int { 16 }

    /// Remembers `entry`, in place of the oldest when the ring is full.
    mutating func remember(_ entry: Entry) {
        if entries.count < Self.capacity {
            entries.append(entry)
        } else {
            entries[nextPlace] = entry
            nextPlace = (nextPlace + 1) % Self.capacity
        }
    }
}
