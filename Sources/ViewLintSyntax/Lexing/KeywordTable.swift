import ViewLintSupport

/// Finds the keyword an identifier spells with a perfect hash over its raw bytes: one
/// multiply picks a slot, and one comparison of at most two machine words confirms it.
/// Lookup never allocates and touches nothing but small tables.
///
/// The hash key is the identifier's first eight bytes read as a little-endian word (zero
/// past its end) plus its length; `multiplier` was chosen so that no two spellings in
/// `Keyword.spellings` share a slot (`build` checks it, and so do the tests).
///
/// Invariant: `slots` (one byte per slot, `1 << slotBits` of them), `entries` (one per
/// spelling plus the empty entry 0) and `hot` (16 masks, then a spelling and a tail per slot)
/// are allocated and filled once, by the one shared table, then only read, from any thread,
/// and never freed; every slot holds an index into `entries`. A lookup reads `length` bytes
/// before `end`, or eight from `start` when `available` says they are there; debug builds
/// check what the callers pass.
struct KeywordTable {
    struct Entry {
        /// The spelling's first eight bytes, as `head(_:length:available:)` reads them.
        var head: UInt64
        /// For spellings longer than eight bytes, their last eight bytes; else 0.
        var tail: UInt64
        var length: Int
        var keyword: Keyword
        /// The kind and keyword of the token this spelling makes, as `TokenHead.packed` packs them.
        var tokenHead: UInt16
    }

    /// Keywords are at most this long (`precedencegroup`); longer names skip the lookup.
    static let maximumLength = 15
    private static let slotBits: UInt64 = 9
    private static let multiplier: UInt64 = 0x20AE_F288_8ABF_91CD

    /// A slot's spelling as the hot loop compares it: its head, length and token head in one
    /// 16-byte record, read with no index to follow (an empty slot has length 0, which no name has).
    struct Spelling {
        var head: UInt64
        var length: UInt32
        var tokenHead: UInt32
    }

    /// `slots[hash]` is an index into `entries`, 0 for a slot no spelling hashes to.
    let slots: UnsafePointer<UInt8>
    let entries: UnsafePointer<Entry>
    /// What `tokenHead(word:length:end:)` reads, in one block so that the hot loop keeps one
    /// pointer for it: `masks[length]` (16 words) keeps a word's first `min(length, 8)` bytes
    /// (`firstBytes` by one load); then by slot, `spellings[hash]` and `tails[hash]` (the last
    /// eight bytes of a spelling longer than eight), the entry of slot `hash`. Three pointers
    /// took three registers, or stack reloads (2.6 M instructions of the 1 M-line corpus's lexing).
    let hot: UnsafeRawPointer
    private static let spellingsOffset = 16 * 8
    private static let tailsOffset = spellingsOffset + (1 << Int(slotBits)) * MemoryLayout<Spelling>.stride
    /// The size of `hot`, which `ByteClass.table`'s memory holds after the byte classes.
    static let hotByteCount = tailsOffset + (1 << Int(slotBits)) * 8

    /// Built once and never freed, like `ByteClass.table`.
    nonisolated(unsafe) static let shared = KeywordTable()

    private init() {
        let slotCount = 1 << Int(Self.slotBits)
        let slots = UnsafeMutablePointer<UInt8>.allocate(capacity: slotCount)
        slots.initialize(repeating: 0, count: slotCount)
        let spellings = Keyword.spellings
        precondition(spellings.count < 255, "slot indexes are bytes")
        let entries = UnsafeMutablePointer<Entry>.allocate(capacity: spellings.count + 1)
        entries.initialize(to: Entry(head: 0, tail: 0, length: 0, keyword: .none, tokenHead: 0))
        for (index, (spelling, keyword)) in spellings.enumerated() {
            let bytes = Array(spelling.utf8)
            let length = bytes.count
            let (head, tail) = bytes.withUnsafeBufferPointer { buffer in
                (Self.head(buffer.baseAddress!, length: length, available: length),
                 length > 8 ? ByteWord.load(buffer.baseAddress! + length - 8) : 0)
            }
            let slot = Self.slot(head: head, length: length)
            precondition(slots[slot] == 0, "keyword hash collision: choose another multiplier")
            slots[slot] = UInt8(index + 1)
            let kind: TokenKind = keyword.isReserved ? .keyword : .identifier
            (entries + index + 1).initialize(to: Entry(head: head, tail: tail, length: length, keyword: keyword,
                                                       tokenHead: UInt16(truncatingIfNeeded: TokenHead.packed(kind, keyword))))
        }
        let hot = UnsafeMutableRawPointer(mutating: UnsafeRawPointer(ByteClass.table) + ByteClass.keywordBlockOffset)
        hot.storeBytes(of: 0, as: UInt64.self)
        for length in 1..<16 { hot.storeBytes(of: Self.firstBytes(.max, length: length), toByteOffset: length * 8, as: UInt64.self) }
        for slot in 0..<slotCount {
            let entry = entries[Int(slots[slot])]
            hot.storeBytes(of: Spelling(head: entry.head, length: UInt32(entry.length), tokenHead: UInt32(entry.tokenHead)),
                           toByteOffset: Self.spellingsOffset + slot * MemoryLayout<Spelling>.stride, as: Spelling.self)
            hot.storeBytes(of: entry.tail, toByteOffset: Self.tailsOffset + slot * 8, as: UInt64.self)
        }
        self.slots = UnsafePointer(slots)
        self.entries = UnsafePointer(entries)
        self.hot = UnsafeRawPointer(hot)
    }

    /// The keyword spelled by the `length` bytes at `start`, or `.none`. `available` is how
    /// many bytes may be read from `start` (at least `length`, which is at least 1).
    @inline(__always)
    func lookup(_ start: UnsafePointer<UInt8>, length: Int, available: Int) -> Keyword {
        assert(length >= 1 && available >= length, "keyword lookup past the bytes available")
        guard length <= Self.maximumLength else { return .none }
        return lookup(head: Self.head(start, length: length, available: available), length: length, end: start + length)
    }

    /// The keyword spelled by the `length` bytes that end at `end`, whose first eight (or
    /// fewer) are `head` as `head(_:length:available:)` reads them; or `.none`.
    @inline(__always)
    func lookup(head: UInt64, length: Int, end: UnsafePointer<UInt8>) -> Keyword {
        entries[entryIndex(head: head, length: length, end: end)].keyword
    }

    /// As `lookup(head:length:end:)`, but the token's kind and keyword packed as
    /// `TokenHead.packed` packs them (0, an identifier, when the name is no keyword), for a
    /// name of `length` bytes, 1 to 15, whose first eight bytes (past its end too) are `word`:
    /// the hot loop writes them as they are, with no test of the keyword's kind. The slot's
    /// spelling is read in place, and the head masked by a table, not by shifts: 19 M
    /// instructions of the 1 M-line corpus's lexing (callgrind).
    @inline(__always)
    func tokenHead(word: UInt64, length: Int, end: UnsafePointer<UInt8>) -> UInt32 {
        Self.tokenHead(word: word, length: length, end: end, hot: hot)
    }

    /// `tokenHead(word:length:end:)` of the shared table, its hot block found from the byte
    /// classes' pointer, which the hot loop holds anyway. `shared` must be built (`LexerState` builds it).
    @inline(__always)
    static func tokenHead(word: UInt64, length: Int, end: UnsafePointer<UInt8>, classes: UnsafePointer<UInt16>) -> UInt32 {
        tokenHead(word: word, length: length, end: end, hot: UnsafeRawPointer(classes) + ByteClass.keywordBlockOffset)
    }

    @inline(__always)
    private static func tokenHead(word: UInt64, length: Int, end: UnsafePointer<UInt8>, hot: UnsafeRawPointer) -> UInt32 {
        assert(length >= 1 && length <= Self.maximumLength, "keyword lookup of a name no keyword is as long as")
        let head = word & hot.load(fromByteOffset: length &* 8, as: UInt64.self)
        let slot = Self.slot(head: head, length: length)
        let spelling = hot.load(fromByteOffset: Self.spellingsOffset &+ slot &* MemoryLayout<Spelling>.stride, as: Spelling.self)
        guard spelling.head == head, Int(spelling.length) == length else { return 0 }
        if length > 8, hot.load(fromByteOffset: Self.tailsOffset &+ slot &* 8, as: UInt64.self) != ByteWord.load(end - 8) { return 0 }
        return spelling.tokenHead
    }

    /// The entry of the spelling, or 0 (the empty entry).
    @inline(__always)
    private func entryIndex(head: UInt64, length: Int, end: UnsafePointer<UInt8>) -> Int {
        guard length <= Self.maximumLength else { return 0 }
        let index = Int(slots[Self.slot(head: head, length: length)])
        if index == 0 { return 0 }
        let entry = entries[index]
        guard entry.head == head, entry.length == length else { return 0 }
        // Two spellings of more than eight bytes could share the first eight: compare the rest.
        if length > 8, entry.tail != ByteWord.load(end - 8) { return 0 }
        return index
    }

    /// `word` with the bytes from `length` on cleared (`length` at least 1).
    @inline(__always)
    static func firstBytes(_ word: UInt64, length: Int) -> UInt64 {
        word & (UInt64.max &>> UInt64(truncatingIfNeeded: 64 &- 8 &* min(length, 8)))
    }

    @inline(__always)
    private static func slot(head: UInt64, length: Int) -> Int {
        Int(truncatingIfNeeded: ((head &+ UInt64(truncatingIfNeeded: length)) &* multiplier) &>> (64 &- slotBits))
    }


    /// The first `min(length, 8)` bytes as a little-endian word, zero above them. Reads eight
    /// bytes at once unless fewer than eight are `available` (a name at the end of the file).
    @inline(__always)
    private static func head(_ start: UnsafePointer<UInt8>, length: Int, available: Int) -> UInt64 {
        let used = min(length, 8)
        if available >= 8 { return firstBytes(ByteWord.load(start), length: length) }
        var head: UInt64 = 0
        for offset in 0..<used {
            head |= UInt64(start[offset]) &<< UInt64(truncatingIfNeeded: 8 &* offset)
        }
        return head
    }
}
