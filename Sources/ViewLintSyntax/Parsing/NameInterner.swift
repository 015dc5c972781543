import ViewLintSupport

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
/// range read lies in `bytes` (a name's first eight bytes are read as one word only where
/// eight lie in `bytes` from its start; past them, words never leave the name); outside a
/// file `bytes` is empty, and debug builds catch a token looked up there, or past the
/// file's end. One worker, one thread.
struct NameInterner {
    /// The file being read, whose tokens are looked up (`read(_:)`).
    private var bytes = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    /// Name index + 1 for each slot, 0 for an empty one; a power of two long once a file
    /// is read (an unused table allocates nothing).
    private var slots: [Int32] = []
    /// The names, in the order first met.
    private(set) var names: [String] = []
    /// Each name's number in the process's table (`SharedNames`), once asked for; 0 before
    /// (no name of a token is empty, the text of shared number 0).
    private var sharedNumbers: [SharedName] = []
    /// Where each name's bytes are in `storedBytes`, backticks left out.
    private var spans: [Span] = []
    private var storedBytes: [UInt8] = []
    /// The odd multiplier of every name's hash (`NameHash.seed`): names chosen ahead cannot
    /// be made to share a slot.
    private let seed: UInt64

    private struct Span {
        var start: Int32
        /// The name's length, kept as such: a lookup compares it with no subtraction (and no
        /// overflow check of one).
        var length: Int32
        var hash: UInt32
        /// The name's first eight bytes (`NameInterner.head`): all of a name of eight bytes
        /// or fewer, which one comparison of this word and the length then confirms.
        var head: UInt64
    }

    init(seed: UInt64 = NameHash.seed) {
        self.seed = seed | 1
    }

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
        // Eight bytes from the name's start may be read at once when the file has them. A
        // file with a token has bytes, so the base address is there.
        return index(at: bytes.baseAddress.unsafelyUnwrapped + range.lowerBound, count: range.count,
                     wordIsReadable: range.lowerBound + 8 <= bytes.count)
    }

    /// The number of a name the parser binds without a token for it (`newValue`, `error`):
    /// the same number as the file's tokens of that spelling get.
    mutating func index(of spelling: StaticString) -> Int {
        index(ofBytes: UnsafeBufferPointer(start: spelling.utf8Start, count: spelling.utf8CodeUnitCount), wordIsReadable: false)
    }

    /// The token's name as a `String`, decoded once per distinct name.
    mutating func name(of token: Token) -> String {
        names[index(of: token)]
    }

    /// The first byte of name `number` (`names[number].utf8.first`), 0 for the empty name.
    func firstByte(ofName number: Int) -> UInt8 {
        let span = spans[number]
        return span.length > 0 ? storedBytes[Int(span.start)] : 0
    }

    /// The shared name of name `number`: the shared table's lock taken once per worker and name.
    @inline(__always)
    mutating func sharedName(_ number: Int) -> SharedName {
        let known = sharedNumbers[number]
        if !known.isEmpty { return known }
        let shared = SharedName(names[number])
        sharedNumbers[number] = shared
        return shared
    }

    /// The shared name of `text`, kept in this table as a name is (any text: no token's
    /// name is looked up by its number).
    mutating func sharedName(ofText text: String) -> SharedName {
        if text.isEmpty { return .empty }
        let number = text.withUTF8Bytes { index(ofBytes: $0, wordIsReadable: false) }
        return sharedName(number)
    }

    /// The number of the name spelled `text`, numbered now if new; no file need be read
    /// (the query's names are numbered before any: `ParseWorkspace`).
    mutating func index(ofText text: String) -> Int {
        if slots.isEmpty { slots = Array(repeating: 0, count: 1024) }
        return text.withUTF8Bytes { index(ofBytes: $0, wordIsReadable: false) }
    }

    /// `index(at:count:wordIsReadable:)` of the bytes of `name`, which may be empty.
    @inline(__always)
    private mutating func index(ofBytes name: UnsafeBufferPointer<UInt8>, wordIsReadable: Bool) -> Int {
        if let start = name.baseAddress { return index(at: start, count: name.count, wordIsReadable: wordIsReadable) }
        var none: UInt8 = 0
        return withUnsafePointer(to: &none) { index(at: $0, count: 0, wordIsReadable: false) }
    }

    /// The number of the name spelled by the `count` bytes at `start`. `wordIsReadable`:
    /// eight bytes may be read from the name's start, even past its end. Given a pointer,
    /// not a buffer: a buffer's address may be nil, and its tests, with the buffer made from
    /// the file's range, cost 8.8 M instructions of the 1 M-line run (callgrind).
    private mutating func index(at start: UnsafePointer<UInt8>, count length: Int, wordIsReadable: Bool) -> Int {
        // Hashed and compared a word at a time, not byte by byte and through `memcmp`: 1.1%
        // of the corpus run's instructions.
        let head = Self.head(at: start, count: length, wordIsReadable: wordIsReadable)
        let hash = Self.hash(at: start, count: length, head: head, seed: seed)
        // Most names are of eight bytes or fewer and found at the first slot probed: that
        // case is decided here, in few registers, so that the lookup saves none of its
        // caller's on the way (17.3 M instructions of the 1 M-line run fewer, callgrind).
        if length <= 8 {
            let found: Int = slots.withUnsafeBufferPointer { slots in
                let entry = Int(slots[Int(hash) & (slots.count - 1)])
                guard entry != 0 else { return -1 }
                return spans.withUnsafeBufferPointer { spans in
                    let span = spans[entry - 1]
                    return span.head == head && Int(span.length) == length ? entry - 1 : -1
                }
            }
            if found >= 0 { return found }
        }
        return index(at: start, count: length, head: head, hash: hash)
    }

    /// `index(at:count:wordIsReadable:)` past its first probe.
    @inline(never)
    private mutating func index(at start: UnsafePointer<UInt8>, count length: Int, head: UInt64, hash: UInt32) -> Int {
        let name = UnsafeBufferPointer(start: start, count: length)
        // Read through buffer pointers: a lookup runs for nearly every identifier, and the
        // arrays' own subscripts would check bounds at every probe.
        let known: Int? = slots.withUnsafeBufferPointer { slots in
            spans.withUnsafeBufferPointer { spans in
                storedBytes.withUnsafeBufferPointer { stored in
                    let mask = slots.count - 1
                    var slot = Int(hash) & mask
                    while true {
                        let entry = Int(slots[slot])
                        if entry == 0 { return nil }
                        let span = spans[entry - 1]
                        if span.head == head, span.hash == hash, Int(span.length) == length,
                           length <= 8 || Self.equalPastHead(name, stored, from: Int(span.start)) {
                            return entry - 1
                        }
                        slot = (slot + 1) & mask
                    }
                }
            }
        }
        if let known { return known }
        return add(name, head: head, hash: hash)
    }

    /// Numbers a name met for the first time. Kept out of line: most lookups find their name,
    /// and with this path in it the lookup saved and restored every register it might use (and
    /// kept its values on the stack) on each call: `index` 82.9 → 69.7 M instructions of the
    /// 1 M-line run, 8.4 M net of this function (callgrind).
    @inline(never)
    private mutating func add(_ name: UnsafeBufferPointer<UInt8>, head: UInt64, hash: UInt32) -> Int {
        names.append(String(decoding: name, as: UTF8.self))
        sharedNumbers.append(.empty)
        let start = storedBytes.count
        storedBytes.append(contentsOf: name)
        spans.append(Span(start: Int32(start), length: Int32(name.count), hash: hash, head: head))
        // The lookup stopped at the first free slot of the probe sequence: found again here.
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(names.count)
        if names.count * 2 > slots.count { grow() }
        return names.count - 1
    }

    /// The first `min(count, 8)` bytes of the name at `start` as a little-endian word, zero above
    /// them. One load when eight bytes may be read from the name's start (always when it has
    /// eight), else a byte at a time.
    @inline(__always)
    static func head(at start: UnsafePointer<UInt8>, count: Int, wordIsReadable: Bool) -> UInt64 {
        if count >= 8 { return ByteWord.load(start) }
        if wordIsReadable, count > 0 { return ByteWord.load(start) & (UInt64.max &>> UInt64(truncatingIfNeeded: 64 &- 8 &* count)) }
        var head: UInt64 = 0
        var offset = 0
        while offset < count {
            head |= UInt64(start[offset]) &<< UInt64(truncatingIfNeeded: 8 &* offset)
            offset &+= 1
        }
        return head
    }

    /// Whether `name`, of more than eight bytes, is spelled by as many bytes of `stored` from
    /// `start`, their first eight known to be equal: compared eight at a time, the last word
    /// overlapping the one before, so that no read leaves either name.
    @inline(__always)
    private static func equalPastHead(_ name: UnsafeBufferPointer<UInt8>, _ stored: UnsafeBufferPointer<UInt8>,
                                      from start: Int) -> Bool {
        let length = name.count
        assert(length > 8 && start >= 0 && start + length <= stored.count, "name compared outside its bytes")
        guard let first = name.baseAddress, let storedBase = stored.baseAddress else { return false }
        let other = storedBase + start
        var offset = 8
        while length &- offset > 8 {
            if ByteWord.load(first + offset) != ByteWord.load(other + offset) { return false }
            offset &+= 8
        }
        return ByteWord.load(first + (length &- 8)) == ByteWord.load(other + (length &- 8))
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

    /// The name's words (its head, then eight bytes at a time, the last word overlapping the
    /// one before) and its length, each mixed in by one full-width multiply whose halves are
    /// folded together, so that every byte reaches the low bits that pick a slot.
    @inline(__always)
    static func hash(at start: UnsafePointer<UInt8>, count length: Int, head: UInt64, seed: UInt64) -> UInt32 {
        var hash = mix(head ^ UInt64(truncatingIfNeeded: length), by: seed)
        if length > 8 {
            var offset = 8
            while length &- offset > 8 {
                hash = mix(hash ^ ByteWord.load(start + offset), by: seed)
                offset &+= 8
            }
            hash = mix(hash ^ ByteWord.load(start + (length &- 8)), by: seed)
        }
        return UInt32(truncatingIfNeeded: hash ^ (hash &>> 32))
    }

    @inline(__always)
    private static func mix(_ value: UInt64, by multiplier: UInt64) -> UInt64 { NameHash.mix(value, by: multiplier) }
}
