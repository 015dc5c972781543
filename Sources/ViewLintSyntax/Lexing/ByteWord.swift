import ViewLintSupport

/// Eight bytes of source at once ("SIMD within a register"): tests that find the first byte
/// of a kind in a 64-bit word, for the scans over long runs (identifiers, spaces, comment
/// text) that would otherwise test one byte at a time.
///
/// Every test returns a mask with the top bit of each byte set where the byte is of the
/// kind, so that `firstByteIndex` of the mask is the offset of the first one. Words are
/// read little-endian: the first byte in memory is the lowest.
enum ByteWord {
    static let ones: UInt64 = 0x0101_0101_0101_0101
    static let highBits: UInt64 = 0x8080_8080_8080_8080
    /// Eight spaces: a word xor'ed with it is zero exactly at its spaces.
    static let spaces: UInt64 = 0x2020_2020_2020_2020

    /// Eight bytes from `pointer`, the first in the lowest bits whatever the machine's byte order.
    @inline(__always)
    static func load(_ pointer: UnsafePointer<UInt8>) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self))
    }

    /// The offset of the lowest non-zero byte of a non-zero word: the first flagged byte of a mask.
    @inline(__always)
    static func firstByteIndex(_ mask: UInt64) -> Int {
        mask.trailingZeroBitCount &>> 3
    }

    /// Flags the bytes equal to `byte`: exact for the lowest one, which is all that
    /// `firstByteIndex` reads, also of several such masks or'ed together. (`(x - 0x01…01) & ~x
    /// & 0x80…80` flags the lowest zero byte of `x`; a borrow out of it may also flag a byte
    /// above it, never one below.)
    @inline(__always)
    static func lowestMatches(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let difference = word ^ (ones &* UInt64(byte))
        return (difference &- ones) & ~difference & highBits
    }

    /// Flags the bytes that do not continue an identifier's ASCII run, exactly: the
    /// complement of ASCII letters, digits and `_` (`ByteClass.identifierBody`), so non-ASCII
    /// bytes are flagged too.
    @inline(__always)
    static func nonIdentifierBytes(_ word: UInt64) -> UInt64 {
        let ascii = word & ~highBits
        // For 7-bit bytes, `x + (0x80 - low)` has its top bit set exactly when `x >= low`, and
        // `x + (0x7F - high)` exactly when `x > high`; no carry crosses into the next byte.
        let digit = (ascii &+ ones &* (0x80 - 0x30)) & ~(ascii &+ ones &* (0x7F - 0x39))
        let folded = ascii | ones &* 0x20 // `A`–`Z` onto `a`–`z`
        let letter = (folded &+ ones &* (0x80 - 0x61)) & ~(folded &+ ones &* (0x7F - 0x7A))
        // Zero exactly where the byte is `_`; `(y + 0x7F) | y` has its top bit set where `y != 0`.
        let notUnderscore = ascii ^ (ones &* 0x5F)
        let underscore = ~((notUnderscore &+ ones &* 0x7F) | notUnderscore)
        // A non-ASCII byte's top bit stands in `word`: flagged whatever its low bits look like.
        return (~(digit | letter | underscore) | word) & highBits
    }
}
