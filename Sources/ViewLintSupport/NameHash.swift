#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A name's bytes read a word (eight bytes) at a time, mixed by multiplication: a name of
/// eight bytes or fewer is one word and one multiply (with FNV-1a, a multiply per byte, the
/// index's lookups cost 8.8 M instructions of the 1 M-line run rather than 3.0 M, callgrind).
/// Public, with `mix` the one public member: Swift 6.3 inlines an `@inlinable` function
/// into another module only when it is public on a public type, and the parser's name table
/// mixes a hash for every name it looks up.
public enum NameHash {
    /// The odd multiplier that mixes a name's words and length (FNV's 64-bit offset basis, made odd).
    static let wordMultiplier: UInt64 = 0xcbf2_9ce4_8422_2325

    /// The hash of `text`'s bytes when it is ASCII; nil for other text.
    package static func ofASCII(_ text: String) -> UInt64? {
        text.withUTF8Bytes(ofASCII)
    }

    /// The hash to look `text` up under among ASCII names: its bytes' when it is ASCII;
    /// else that of the one ASCII text it equals as a `String` (`\u{212A}` KELVIN SIGN is
    /// `K`); nil when it equals none.
    package static func forLookup(_ text: String) -> UInt64? {
        if let hash = ofASCII(text) { return hash }
        return asciiText(equalTo: text).flatMap(ofASCII)
    }

    /// The one ASCII text that `text` equals as a `String`: `text` itself when it is ASCII,
    /// else with each scalar canonically one ASCII character made that character; nil when
    /// `text` equals no ASCII text.
    package static func asciiText(equalTo text: String) -> String? {
        var ascii = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                ascii.unicodeScalars.append(scalar)
            } else if let byte = asciiEquivalents[scalar] {
                ascii.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                // A scalar that is not canonically one ASCII character keeps the text apart
                // from every ASCII text: ASCII has no combining marks to reorder or compose.
                return nil
            }
        }
        return ascii
    }

    /// The ASCII bytes some other scalar equals as a `String` (`asciiEquivalents`' values:
    /// `K`, `;`, `` ` ``), as bits: an ASCII text without them equals only itself, while one
    /// with them also equals texts spelled with the other scalars.
    package static let bytesSpelledOtherwiseToo: (low: UInt64, high: UInt64) = asciiEquivalents.values.reduce((0, 0)) { bits, byte in
        byte < 64 ? (bits.0 | 1 << UInt64(byte), bits.1) : (bits.0, bits.1 | 1 << UInt64(byte - 64))
    }

    /// Whether some other scalar equals `byte` as a `String` (`bytesSpelledOtherwiseToo`).
    @inline(__always)
    package static func isSpelledOtherwiseToo(_ byte: UInt8) -> Bool {
        let bits = bytesSpelledOtherwiseToo
        return (byte < 64 ? bits.low >> UInt64(byte) : bits.high >> UInt64(byte &- 64)) & 1 != 0
    }

    /// Whether `text` equals as a `String` only a text of its own bytes: ASCII without a byte
    /// another scalar spells too. Such texts may be compared by their bytes or name numbers.
    package static func equalsOnlyItsBytes(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 && !isSpelledOtherwiseToo($0) }
    }

    /// The scalars that are canonically equivalent to one ASCII character (their canonical
    /// decomposition is that character), and so equal it as `String`s. Unicode's stability
    /// policy fixes decompositions; a test checks this table against every scalar.
    static let asciiEquivalents: [Unicode.Scalar: UInt8] = [
        "\u{037E}": UInt8(ascii: ";"),  // GREEK QUESTION MARK
        "\u{1FEF}": UInt8(ascii: "`"),  // GREEK VARIA
        "\u{212A}": UInt8(ascii: "K"),  // KELVIN SIGN
    ]

    /// The hash of `bytes` when they are ASCII; nil for other bytes.
    @inline(__always)
    static func ofASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
        let (hash, union) = hashAndUnion(bytes)
        return union & 0x8080_8080_8080_8080 == 0 ? hash : nil
    }

    /// The hash of `bytes`, known to be ASCII (`ofASCII` of them).
    @inline(__always)
    static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        hashAndUnion(bytes).hash
    }

    /// The hash of the bytes of `scope`, a period and `name`, both ASCII (`of` of them joined).
    static func of(_ scope: UnsafeBufferPointer<UInt8>, dot name: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let length = scope.count + 1 + name.count
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: length) { joined in
            var index = 0
            for byte in scope { joined[index] = byte; index += 1 }
            joined[index] = UInt8(ascii: ".")
            index += 1
            for byte in name { joined[index] = byte; index += 1 }
            return of(UnsafeBufferPointer(joined))
        }
    }

    /// The hash of `bytes` and the union (or) of the words read, whose high bits tell
    /// whether every byte is ASCII. Words never leave the bytes: a name shorter than eight
    /// is read in two overlapping halves (or its first, middle and last byte), a longer
    /// one's last word overlaps the one before. `multiplier`, odd, mixes each word in
    /// (`SharedNames` mixes by the process's `seed`).
    @inline(__always)
    static func hashAndUnion(_ bytes: UnsafeBufferPointer<UInt8>,
                             multiplier: UInt64 = wordMultiplier) -> (hash: UInt64, union: UInt64) {
        let length = bytes.count
        guard let start = bytes.baseAddress, length > 0 else { return (multiplier, 0) }
        if length <= 8 {
            let word = shortWord(start, count: length)
            return (mix(word ^ UInt64(truncatingIfNeeded: length), by: multiplier), word)
        }
        var union = load(start)
        var hash = mix(union ^ UInt64(truncatingIfNeeded: length), by: multiplier)
        var offset = 8
        while length &- offset > 8 {
            let word = load(start + offset)
            union |= word
            hash = mix(hash ^ word, by: multiplier)
            offset &+= 8
        }
        let last = load(start + (length &- 8))
        return (mix(hash ^ last, by: multiplier), union | last)
    }

    /// The `count` (1 to 8) bytes at `start` as a little-endian word, zero above them.
    @inline(__always)
    private static func shortWord(_ start: UnsafePointer<UInt8>, count: Int) -> UInt64 {
        if count == 8 { return load(start) }
        if count >= 4 {
            let low = UInt64(UInt32(littleEndian: UnsafeRawPointer(start).loadUnaligned(as: UInt32.self)))
            let high = UInt64(UInt32(littleEndian: UnsafeRawPointer(start + (count &- 4)).loadUnaligned(as: UInt32.self)))
            return low | high &<< UInt64(truncatingIfNeeded: 8 &* (count &- 4))
        }
        let middle = count &>> 1
        return UInt64(start[0]) | UInt64(start[middle]) &<< UInt64(truncatingIfNeeded: 8 &* middle)
            | UInt64(start[count &- 1]) &<< UInt64(truncatingIfNeeded: 8 &* (count &- 1))
    }

    @inline(__always)
    private static func load(_ pointer: UnsafePointer<UInt8>) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self))
    }

    /// Drawn once per process: the odd multiplier of every slot a name takes (here and in
    /// the parser's name interner). With a fixed, public hash a hostile repository could
    /// choose thousands of names ahead that share a slot and turn each lookup into a walk
    /// past all of them; under a random multiplier two names share a slot about as often
    /// as chance says (multiply-shift hashing). It costs nothing over a fixed multiplier.
    /// No output depends on slots: names are numbered in the order they are met.
    package static let seed = UInt64.random(in: .min ... .max) | 1

    /// The slot of `hash` under the odd multiplier `seed`.
    @inline(__always)
    static func slot(_ hash: UInt64, mask: Int, seed: UInt64) -> Int {
        Int(truncatingIfNeeded: mix(hash, by: seed)) & mask
    }

    /// `value` times the odd `multiplier`, full width, its halves folded together: the high
    /// half carries every bit of both into the low bits that pick a slot.
    @inlinable @inline(__always)
    public static func mix(_ value: UInt64, by multiplier: UInt64) -> UInt64 {
        let product = value.multipliedFullWidth(by: multiplier)
        return product.high ^ product.low
    }

    /// Whether `bytes` starting at `start` begin with `other`.
    static func equal(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, _ other: UnsafeBufferPointer<UInt8>) -> Bool {
        // `memcmp` reads `other.count` bytes of `bytes` from `start`: callers check the length first.
        assert(start >= 0 && start + other.count <= bytes.count, "comparison past the end of the bytes")
        guard let base = bytes.baseAddress, let otherBase = other.baseAddress else { return other.isEmpty }
        return memcmp(base + start, otherBase, other.count) == 0
    }
}

extension UnsafeBufferPointer<UInt8> {
    package var isASCII: Bool {
        var union: UInt8 = 0
        for byte in self { union |= byte }
        return union < 0x80
    }
}
