/// An open-addressing hash table of numbers, each filed under the hash of a name; the
/// caller keeps the names and says which number holds the name it looks for.
///
/// The index and the rules look names up millions of times (every member use, every
/// property type, every inherited name), and `String` hashing costs several times more
/// than hashing these few bytes (`NameHash`). Only ASCII names may be hashed so: two
/// ASCII strings are equal as `String`s exactly when their bytes are, while other text
/// can be equal in different bytes (`e\u{301}` and `é`, and even the Kelvin sign and `K`).
/// Callers keep an exact path for any other text.
///
/// Invariant: `slots.count` is a power of two and more than twice `count`, so a probe
/// always meets an empty slot and ends; values are never negative (a negative one marks
/// an empty slot). The table holds plain values and no pointers: it is safe Swift.
package struct NameTable: Sendable {
    private struct Slot {
        var hash: UInt64
        /// Negative for an empty slot.
        var value: Int32
    }

    /// A power of two long, never more than half full.
    private var slots: [Slot]
    private(set) var count = 0

    package init(capacity: Int = 0) {
        var size = 8
        while size < capacity * 2 { size *= 2 }
        slots = Array(repeating: Slot(hash: 0, value: -1), count: size)
    }

    /// Empties the table for about `capacity` numbers, keeping its slots when they are
    /// enough and not many times too many.
    package mutating func removeAll(reservingCapacity capacity: Int) {
        var size = 8
        while size < capacity * 2 { size *= 2 }
        if size <= slots.count, slots.count <= size * 4 {
            for slot in slots.indices { slots[slot].value = -1 }
        } else {
            slots = Array(repeating: Slot(hash: 0, value: -1), count: size)
        }
        count = 0
    }

    /// The first number filed under `hash` that `matches` accepts.
    package func find(_ hash: UInt64, where matches: (Int32) -> Bool) -> Int32? {
        let mask = slots.count - 1
        var slot = NameHash.slot(hash, mask: mask)
        while true {
            let occupant = slots[slot]
            if occupant.value < 0 { return nil }
            if occupant.hash == hash, matches(occupant.value) { return occupant.value }
            slot = (slot + 1) & mask
        }
    }

    /// Files `value` under `hash`.
    package mutating func insert(_ hash: UInt64, value: Int32) {
        assert(value >= 0, "a negative value would read as an empty slot")
        if (count + 1) * 2 > slots.count {
            let old = slots
            slots = Array(repeating: Slot(hash: 0, value: -1), count: slots.count * 2)
            for slot in old where slot.value >= 0 { place(slot) }
        }
        place(Slot(hash: hash, value: value))
        count += 1
    }

    private mutating func place(_ entry: Slot) {
        let mask = slots.count - 1
        var slot = NameHash.slot(entry.hash, mask: mask)
        while slots[slot].value >= 0 { slot = (slot + 1) & mask }
        slots[slot] = entry
    }
}
