/// A number for each distinct name of a file, and one `String` per number: the parser
/// asks for the name behind a token many times (every identifier in code is checked
/// against the names in scope and may be recorded as a use), and scopes hold numbers, so
/// checking a name against them compares integers and counts no references.
///
/// An open-addressing table over the bytes: a name is found by hashing its bytes and
/// comparing them with the first occurrence's, so a lookup allocates nothing.
struct NameInterner {
    private let bytes: UnsafeBufferPointer<UInt8>
    /// Name index + 1 for each slot, 0 for an empty one; a power of two long.
    private var slots: [Int32]
    /// The names, in the order first met.
    private(set) var names: [String] = []
    /// Where each name's bytes were first met, backticks left out: in the file, or for a
    /// name the parser asks for by spelling (`newValue`), in `spelledBytes`.
    private var spans: [Span] = []
    private var spelledBytes: [UInt8] = []

    private struct Span {
        var start: Int32
        var end: Int32
        var hash: UInt32
        var isSpelled: Bool
    }

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        slots = Array(repeating: 0, count: 256)
    }

    /// The number of the token's name (backticks of an escaped name removed).
    @inline(__always)
    mutating func index(of token: Token) -> Int {
        index(ofFileBytes: SourceText(bytes).nameRange(of: token))
    }

    /// The number of the name spelled by the file's bytes in `range`.
    @inline(__always)
    mutating func index(ofFileBytes range: Range<Int>) -> Int {
        index(ofBytes: UnsafeBufferPointer(rebasing: bytes[range]), fileOffset: range.lowerBound)
    }

    /// The number of a name the parser binds without a token for it (`newValue`, `error`):
    /// the same number as the file's tokens of that spelling get.
    mutating func index(of spelling: StaticString) -> Int {
        index(ofBytes: UnsafeBufferPointer(start: spelling.utf8Start, count: spelling.utf8CodeUnitCount), fileOffset: nil)
    }

    /// The token's name as a `String`, decoded once per distinct name.
    mutating func name(of token: Token) -> String {
        names[index(of: token)]
    }

    /// `fileOffset`: where `name` starts in the file, or nil when it is not the file's.
    private mutating func index(ofBytes name: UnsafeBufferPointer<UInt8>, fileOffset: Int?) -> Int {
        let hash = Self.hash(name)
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { break }
            let span = spans[entry - 1]
            if span.hash == hash, matches(span, name) { return entry - 1 }
            slot = (slot + 1) & mask
        }
        names.append(String(decoding: name, as: UTF8.self))
        if let fileOffset {
            spans.append(Span(start: Int32(fileOffset), end: Int32(fileOffset + name.count), hash: hash, isSpelled: false))
        } else {
            let start = spelledBytes.count
            spelledBytes.append(contentsOf: name)
            spans.append(Span(start: Int32(start), end: Int32(spelledBytes.count), hash: hash, isSpelled: true))
        }
        slots[slot] = Int32(names.count)
        if names.count * 2 > slots.count { grow() }
        return names.count - 1
    }

    /// Only called on a hash match, which is almost always the name itself.
    @inline(__always)
    private func matches(_ span: Span, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        let range = Int(span.start)..<Int(span.end)
        guard span.isSpelled else { return Self.equal(name, UnsafeBufferPointer(rebasing: bytes[range])) }
        return spelledBytes.withUnsafeBufferPointer { Self.equal(name, UnsafeBufferPointer(rebasing: $0[range])) }
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
    private static func hash(_ name: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in name { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return hash
    }

    @inline(__always)
    private static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        for offset in 0..<a.count where a[offset] != b[offset] { return false }
        return true
    }
}
