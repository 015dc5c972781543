/// Sixteen bytes of source at once, in a vector register: the tests of `ByteWord` over twice
/// the bytes, with their constants in vector registers, so that the lexer's hot loop keeps its
/// own state in the general ones instead of spilling it to the stack for every name.
///
/// Only lane-wise arithmetic and bitwise operations: Swift lowers those on `SIMD16<UInt8>` to
/// single vector instructions, but its lane comparisons (`.<`, `.==`) to a loop over the lanes.
enum ByteVector {
    typealias Bytes = SIMD16<UInt8>

    /// Sixteen bytes from `pointer`, in memory order.
    @inline(__always)
    static func load(_ pointer: UnsafePointer<UInt8>) -> Bytes {
        UnsafeRawPointer(pointer).loadUnaligned(as: Bytes.self)
    }

    /// How many of the sixteen bytes come before the first line break (`\n` or `\r`), 16 when
    /// none is among them.
    @inline(__always)
    static func lineBreakOffset(_ bytes: Bytes) -> Int {
        firstLane(~(others(bytes, ASCII.newline) & others(bytes, ASCII.carriageReturn)) & Bytes(repeating: 0x80))
    }

    /// How many of the sixteen bytes come before the first that is `a`, `b`, `c` or `d`, 16
    /// when none is among them.
    @inline(__always)
    static func offsetOfFirst(_ bytes: Bytes, _ a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8) -> Int {
        firstLane(~(others(bytes, a) & others(bytes, b) & others(bytes, c) & others(bytes, d)) & Bytes(repeating: 0x80))
    }

    /// The top bit set in the lanes that do not hold `byte`: `y = x ^ byte` is zero exactly in
    /// the lanes that do, and `(y + 0x7F) | y` has its top bit set exactly where `y != 0` (a
    /// sum that wraps leaves it set in `y`).
    @inline(__always)
    private static func others(_ bytes: Bytes, _ byte: UInt8) -> Bytes {
        let difference = bytes ^ Bytes(repeating: byte)
        return (difference &+ Bytes(repeating: 0x7F)) | difference
    }

    /// The first lane of `flags` (each 0x80 or 0) that is set, 16 when none is.
    @inline(__always)
    static func firstLane(_ flags: Bytes) -> Int {
        let halves = unsafeBitCast(flags, to: SIMD2<UInt64>.self)
        let low = UInt64(littleEndian: halves[0])
        if low != 0 { return ByteWord.firstByteIndex(low) }
        let high = UInt64(littleEndian: halves[1])
        return high != 0 ? 8 &+ ByteWord.firstByteIndex(high) : 16
    }

    /// How many of the sixteen bytes from the first continue an identifier's ASCII run
    /// (ASCII letters, digits, `_`: `ByteClass.identifierBody`), 16 when all do. A non-ASCII
    /// byte ends the run, as in `ByteWord.nonIdentifierBytes`, whose tests these are lane-wise.
    @inline(__always)
    static func identifierRun(_ bytes: Bytes) -> Int {
        // For 7-bit lanes, `x + (0x80 - low)` has its top bit set exactly when `x >= low`, and
        // `x + (0x7F - high)` exactly when `x > high`; no sum below wraps. A lane with its top
        // bit set is a stop whatever the tests make of it: unlike a word's bytes, lanes carry
        // nothing into each other, so they need no masking to seven bits first (4 M instructions of the
        // 1 M-line corpus's lexing, callgrind).
        let digit = (bytes &+ Bytes(repeating: 0x80 - 0x30)) & ~(bytes &+ Bytes(repeating: 0x7F - 0x39))
        let folded = bytes | Bytes(repeating: 0x20) // `A`–`Z` onto `a`–`z`
        let letter = (folded &+ Bytes(repeating: 0x80 - 0x61)) & ~(folded &+ Bytes(repeating: 0x7F - 0x7A))
        // Zero exactly where the lane is `_`; `(y + 0x7F) | y` has its top bit set where `y != 0`.
        let notUnderscore = bytes ^ Bytes(repeating: 0x5F)
        let underscore = ~((notUnderscore &+ Bytes(repeating: 0x7F)) | notUnderscore)
        // A non-ASCII lane's top bit stands in `bytes`: a stop whatever its low bits look like.
        return firstLane((~(digit | letter | underscore) | bytes) & Bytes(repeating: 0x80))
    }
}
