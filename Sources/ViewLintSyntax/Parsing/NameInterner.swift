import ViewLintSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A number for each distinct name, and one `String` per number: the parser asks for the
/// name behind a token many times (every identifier in code is checked against the names
/// in scope and may be recorded as a use), and scopes hold numbers, so checking a name
/// against them compares integers and counts no references.
///
/// One table serves every file a worker parses (`ParseWorkspace`): the names of a module
/// repeat from file to file, so most are decoded once per run instead of once per file.
/// An open-addressing table over bytes kept by the table itself: a name is found by
/// hashing the token's bytes and comparing them with the stored ones, so a lookup
/// allocates nothing.
///
/// Invariant: the table owns its arrays; `bytes` only borrows the file being parsed, which
/// the parse's caller keeps alive from `read(_:)` to `endOfFile()` (`FileParser` calls
/// both). Tokens are looked up only in between, and only tokens of that file, so every
/// range read lies in `bytes`; outside a file `bytes` is empty, and debug builds catch a
/// token looked up there, or past the file's end. One worker, one thread.
struct NameInterner {
    /// The file being read, whose tokens are looked up (`read(_:)`).
    private var bytes = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    /// Name index + 1 for each slot, 0 for an empty one; a power of two long once a file
    /// is read (an unused table allocates nothing).
    private var slots: [Int32] = []
    /// The names, in the order first met.
    private(set) var names: [String] = []
    /// Where each name's bytes are in `storedBytes`, backticks left out.
    private var spans: [Span] = []
    private var storedBytes: [UInt8] = []

    private struct Span {
        var start: Int32
        var end: Int32
        var hash: UInt32
    }

    init() {}

    /// A table reading `bytes` from the start.
    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.init()
        read(bytes)
    }

    /// The file whose tokens are looked up from now on; names already numbered keep their numbers.
    mutating func read(_ file: UnsafeBufferPointer<UInt8>) {
        bytes = file
        if slots.isEmpty { slots = Array(repeating: 0, count: 1024) }
    }

    /// The file's parse is done: its bytes may go, and no token is looked up until the next `read`.
    mutating func endOfFile() {
        bytes = UnsafeBufferPointer(start: nil, count: 0)
    }

    /// The number of the token's name (backticks of an escaped name removed).
    @inline(__always)
    mutating func index(of token: Token) -> Int {
        index(ofFileBytes: SourceText(bytes).nameRange(of: token))
    }

    /// The number of the name spelled by the file's bytes in `range`.
    @inline(__always)
    mutating func index(ofFileBytes range: Range<Int>) -> Int {
        assert(range.lowerBound >= 0 && range.upperBound <= bytes.count, "name looked up outside the file being read")
        return index(ofBytes: UnsafeBufferPointer(rebasing: bytes[range]))
    }

    /// The number of a name the parser binds without a token for it (`newValue`, `error`):
    /// the same number as the file's tokens of that spelling get.
    mutating func index(of spelling: StaticString) -> Int {
        index(ofBytes: UnsafeBufferPointer(start: spelling.utf8Start, count: spelling.utf8CodeUnitCount))
    }

    /// The token's name as a `String`, decoded once per distinct name.
    mutating func name(of token: Token) -> String {
        names[index(of: token)]
    }

    private mutating func index(ofBytes name: UnsafeBufferPointer<UInt8>) -> Int {
        let hash = Self.hash(name)
        // Read through buffer pointers: a lookup runs for nearly every identifier, and the
        // arrays' own subscripts would check bounds at every probe.
        var freeSlot = 0
        let known: Int? = slots.withUnsafeBufferPointer { slots in
            spans.withUnsafeBufferPointer { spans in
                storedBytes.withUnsafeBufferPointer { stored in
                    let mask = slots.count - 1
                    var slot = Int(hash) & mask
                    while true {
                        let entry = Int(slots[slot])
                        if entry == 0 {
                            freeSlot = slot
                            return nil
                        }
                        let span = spans[entry - 1]
                        if span.hash == hash, Self.equal(name, stored, from: Int(span.start), to: Int(span.end)) { return entry - 1 }
                        slot = (slot + 1) & mask
                    }
                }
            }
        }
        if let known { return known }
        names.append(String(decoding: name, as: UTF8.self))
        let start = storedBytes.count
        storedBytes.append(contentsOf: name)
        spans.append(Span(start: Int32(start), end: Int32(storedBytes.count), hash: hash))
        slots[freeSlot] = Int32(names.count)
        if names.count * 2 > slots.count { grow() }
        return names.count - 1
    }

    /// Whether `name` is spelled by `stored[start..<end]`; only called on a hash match,
    /// which is almost always the name itself.
    @inline(__always)
    private static func equal(_ name: UnsafeBufferPointer<UInt8>, _ stored: UnsafeBufferPointer<UInt8>,
                              from start: Int, to end: Int) -> Bool {
        guard end - start == name.count else { return false }
        guard let first = name.baseAddress, let other = stored.baseAddress else { return name.isEmpty }
        return memcmp(first, other + start, name.count) == 0
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
}
