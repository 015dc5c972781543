/// The recorded call (`CallRecords.calls` index) of each opening token of a file (a call's
/// `(`, or its first trailing `{`), so that a call met again is recorded once. An
/// open-addressing table of plain integers: a file records a few calls, and hashing each
/// token index as a `Dictionary` does cost more than the rest of the lookup.
struct CallMemo {
    /// `(key + 1) << 32 | value`, 0 for an empty slot; a power of two in size, at most half full.
    private var slots: [UInt64] = []
    private var count = 0

    func value(of key: Int32) -> Int32? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var slot = Self.start(key, mask: mask)
        while slots[slot] != 0 {
            if slots[slot] >> 32 == UInt64(UInt32(bitPattern: key)) + 1 { return Int32(truncatingIfNeeded: slots[slot]) }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Forgets every key, keeping the table unless it is larger than `limit` slots.
    mutating func empty(keepingRoomUpTo limit: Int) {
        guard count > 0 else { return }
        if slots.count > limit {
            slots = []
        } else {
            slots.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        }
        count = 0
    }

    /// Notes `value` for `key`, which is not in the table yet.
    mutating func insert(_ value: Int32, for key: Int32) {
        if (count + 1) * 2 > slots.count { grow() }
        let mask = slots.count - 1
        var slot = Self.start(key, mask: mask)
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = (UInt64(UInt32(bitPattern: key)) + 1) << 32 | UInt64(UInt32(bitPattern: value))
        count += 1
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: 0, count: max(16, old.count * 2))
        let mask = slots.count - 1
        for entry in old where entry != 0 {
            var slot = Self.start(Int32(truncatingIfNeeded: (entry >> 32) - 1), mask: mask)
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = entry
        }
    }

    /// Fibonacci hashing: token indices are close together, their products spread out.
    private static func start(_ key: Int32, mask: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(UInt32(bitPattern: key)) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }
}
