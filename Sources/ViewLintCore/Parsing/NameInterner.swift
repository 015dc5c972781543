/// One `String` per distinct name of a file: the parser asks for the name behind a token
/// many times (every identifier in code is checked against the names in scope and may be
/// recorded as a use), and each distinct spelling is decoded from the bytes only once.
///
/// An open-addressing table over the bytes: a name is found by hashing its bytes and
/// comparing them with the first occurrence's, so a lookup allocates nothing.
struct NameInterner {
    private let bytes: UnsafeBufferPointer<UInt8>
    /// Name index + 1 for each slot, 0 for an empty one; a power of two long.
    private var slots: [Int32]
    /// The names, in the order first met.
    private(set) var names: [String] = []
    /// Where each name's bytes were first met, backticks left out.
    private var spans: [(start: Int32, end: Int32, hash: UInt32)] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        slots = Array(repeating: 0, count: 256)
    }

    /// The index of the token's name (backticks of an escaped name removed).
    mutating func index(of token: Token) -> Int {
        let range = SourceText(bytes).nameRange(of: token)
        let start = range.lowerBound, end = range.upperBound
        let hash = Self.hash(bytes, start, end)
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { break }
            let span = spans[entry - 1]
            if span.hash == hash, Self.equal(bytes, Int(span.start), Int(span.end), start, end) { return entry - 1 }
            slot = (slot + 1) & mask
        }
        names.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
        spans.append((Int32(start), Int32(end), hash))
        slots[slot] = Int32(names.count)
        if names.count * 2 > slots.count { grow() }
        return names.count - 1
    }

    /// The token's name as a `String`, decoded once per distinct name.
    mutating func name(of token: Token) -> String {
        names[index(of: token)]
    }

    private mutating func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, span) in spans.enumerated() {
            var slot = Int(span.hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index + 1)
        }
    }

    /// FNV-1a: names are short, so a byte-at-a-time hash is cheap and spreads them well.
    @inline(__always)
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for offset in start..<end { hash = (hash ^ UInt32(bytes[offset])) &* 16_777_619 }
        return hash
    }

    @inline(__always)
    private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ a: Int, _ aEnd: Int, _ b: Int, _ bEnd: Int) -> Bool {
        guard aEnd - a == bEnd - b else { return false }
        for offset in 0..<(aEnd - a) where bytes[a + offset] != bytes[b + offset] { return false }
        return true
    }
}
