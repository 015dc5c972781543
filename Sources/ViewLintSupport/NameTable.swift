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
    /// Eight bytes: the index keeps tables of every type name and view name for the whole run.
    struct Slot {
        /// The hash folded to the 32 bits that pick its slot (`NameHash.slot`); equal hashes
        /// fold equal, and the caller's `matches` tells names apart that only fold so.
        var folded: UInt32
        /// Negative for an empty slot.
        var value: Int32
    }

    /// A power of two long, never more than half full.
    private var slots: [Slot]
    private(set) var count = 0
    /// `NameHash.seed` unless a test chooses one.
    private let seed: UInt64

    package init(capacity: Int = 0, seed: UInt64 = NameHash.seed) {
        self.seed = seed | 1
        var size = 8
        while size < capacity * 2 { size *= 2 }
        slots = Array(repeating: Slot(folded: 0, value: -1), count: size)
    }

    /// Empties the table for about `capacity` numbers, keeping its slots when they are
    /// enough and not many times too many.
    package mutating func removeAll(reservingCapacity capacity: Int) {
        var size = 8
        while size < capacity * 2 { size *= 2 }
        if size <= slots.count, slots.count <= size * 4 {
            for slot in slots.indices { slots[slot].value = -1 }
        } else {
            slots = Array(repeating: Slot(folded: 0, value: -1), count: size)
        }
        count = 0
    }

    /// The first number filed under `hash` that `matches` accepts.
    package func find(_ hash: UInt64, where matches: (Int32) -> Bool) -> Int32? {
        let mask = slots.count - 1
        let folded = folded(hash)
        var slot = Int(folded) & mask
        while true {
            let occupant = slots[slot]
            if occupant.value < 0 { return nil }
            if occupant.folded == folded, matches(occupant.value) { return occupant.value }
            slot = (slot + 1) & mask
        }
    }

    /// Files `value` under `hash`.
    package mutating func insert(_ hash: UInt64, value: Int32) {
        assert(value >= 0, "a negative value would read as an empty slot")
        if (count + 1) * 2 > slots.count {
            let old = slots
            slots = Array(repeating: Slot(folded: 0, value: -1), count: slots.count * 2)
            for slot in old where slot.value >= 0 { place(slot) }
        }
        place(Slot(folded: folded(hash), value: value))
        count += 1
    }

    /// `NameHash.slot` of `hash` before the mask, in the 32 bits a slot keeps: a table
    /// has fewer than 2³² slots (its values are 32-bit), so the same slots are probed.
    func folded(_ hash: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: NameHash.slot(hash, mask: Int(UInt32.max), seed: seed))
    }

    private mutating func place(_ entry: Slot) {
        let mask = slots.count - 1
        var slot = Int(entry.folded) & mask
        while slots[slot].value >= 0 { slot = (slot + 1) & mask }
        slots[slot] = entry
    }
}
