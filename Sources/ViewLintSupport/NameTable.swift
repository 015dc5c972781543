#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An open-addressing hash table of numbers, each filed under the hash of a name; the
/// caller keeps the names and says which number holds the name it looks for.
///
/// The index and the rules look names up millions of times (every member use, every
/// property type, every inherited name), and `String` hashing costs several times more
/// than hashing these few bytes (`NameHash`). Only ASCII names may be hashed so: two
/// ASCII strings are equal as `String`s exactly when their bytes are, while other text
/// can be equal in different bytes (`e\u{301}` and `é`, and even the Kelvin sign and `K`).
/// Callers keep an exact path for any other text.
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

/// FNV-1a over bytes: cheap for names a few bytes long, and a name can be hashed in pieces
/// (`scope`, `.`, `name`) without joining them.
package enum NameHash {
    static let start: UInt64 = 0xcbf2_9ce4_8422_2325

    /// The hash of `text`'s bytes when it is ASCII; nil for other text.
    package static func ofASCII(_ text: String) -> UInt64? {
        text.withUTF8Bytes(ofASCII)
    }

    /// The hash to look `text` up under among ASCII names: its bytes' when it is ASCII;
    /// else that of the one ASCII text it equals as a `String` (`\u{212A}` KELVIN SIGN is
    /// `K`); nil when it equals none.
    package static func forLookup(_ text: String) -> UInt64? {
        if let hash = ofASCII(text) { return hash }
        var hash = start
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                hash = adding(UInt8(truncatingIfNeeded: scalar.value), to: hash)
            } else if let ascii = asciiEquivalents[scalar] {
                hash = adding(ascii, to: hash)
            } else {
                // A scalar that is not canonically one ASCII character keeps the text apart
                // from every ASCII text: ASCII has no combining marks to reorder or compose.
                return nil
            }
        }
        return hash
    }

    /// The scalars that are canonically equivalent to one ASCII character (their canonical
    /// decomposition is that character), and so equal it as `String`s. Unicode's stability
    /// policy fixes decompositions; a test checks this table against every scalar.
    static let asciiEquivalents: [Unicode.Scalar: UInt8] = [
        "\u{037E}": UInt8(ascii: ";"),  // GREEK QUESTION MARK
        "\u{1FEF}": UInt8(ascii: "`"),  // GREEK VARIA
        "\u{212A}": UInt8(ascii: "K"),  // KELVIN SIGN
    ]

    static func ofASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
        var hash = start
        var union: UInt8 = 0
        for byte in bytes {
            hash = adding(byte, to: hash)
            union |= byte
        }
        return union < 0x80 ? hash : nil
    }

    static func adding(_ bytes: UnsafeBufferPointer<UInt8>, to hash: UInt64) -> UInt64 {
        var hash = hash
        for byte in bytes { hash = adding(byte, to: hash) }
        return hash
    }

    @inline(__always)
    static func adding(_ byte: UInt8, to hash: UInt64) -> UInt64 {
        (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }

    static func slot(_ hash: UInt64, mask: Int) -> Int {
        Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
    }

    /// Whether `bytes` starting at `start` begin with `other`.
    static func equal(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, _ other: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress, let otherBase = other.baseAddress else { return other.isEmpty }
        return memcmp(base + start, otherBase, other.count) == 0
    }
}

extension String {
    /// Calls `body` with the string's UTF-8 bytes, without copying a native string.
    @inlinable
    package func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return try copy.withUTF8(body)
    }
}

extension UnsafeBufferPointer<UInt8> {
    package var isASCII: Bool {
        var union: UInt8 = 0
        for byte in self { union |= byte }
        return union < 0x80
    }
}
