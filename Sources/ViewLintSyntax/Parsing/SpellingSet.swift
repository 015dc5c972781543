import ViewLintSupport

/// A few names (those of a `SyntaxQuery`) matched against a token's bytes, so that
/// the check for every call does not decode the callee's name or hash a `String`.
struct SpellingSet {
    private let spellings: [[UInt8]]
    /// The first bytes of the spellings, as bits: most callees start with none of them and
    /// are turned away by one test.
    private let firstBytes: (low: UInt64, high: UInt64)

    init(_ names: Set<String>) {
        spellings = names.map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) }
        var bits: (low: UInt64, high: UInt64) = (0, 0)
        for spelling in spellings {
            guard let first = spelling.first else { continue }
            if first < 64 { bits.low |= 1 << UInt64(first) } else if first < 128 { bits.high |= 1 << UInt64(first - 64) }
        }
        // A spelling that starts beyond ASCII is tested by its bytes alone: every bit on.
        if spellings.contains(where: { ($0.first ?? 0) >= 128 }) { bits = (.max, .max) }
        firstBytes = bits
    }

    @inline(__always)
    func contains(_ token: Token, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard token.end > token.start else { return spellings.contains { $0.isEmpty } }
        let first = bytes[Int(token.start)]
        let bit = first < 64 ? firstBytes.low >> UInt64(first) : first < 128 ? firstBytes.high >> UInt64(first - 64) : firstBytes.high >> 63
        guard bit & 1 == 1 else { return false }
        return matchesSpelling(token, in: bytes)
    }

    // Inlined always: left to the optimizer, it was outlined after unrelated changes, and the
    // call cost 1.9 M instructions of the 1 M-line run (callgrind).
    @inline(__always)
    private func matchesSpelling(_ token: Token, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = Int(token.start)
        let length = Int(token.end) - start
        candidates: for spelling in spellings where spelling.count == length {
            for offset in 0..<length where spelling[offset] != bytes[start + offset] { continue candidates }
            return true
        }
        return false
    }
}
