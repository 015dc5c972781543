import ViewLintSupport

/// Where the lexer writes its tokens: straight into the storage of the array it returns,
/// so that adding a token is a bounds check and a store (an array append also checks
/// uniqueness through a runtime call, once per token) and no token is copied afterwards.
/// Two pointers, the next slot and the end of the storage, are all that the hot loop
/// keeps in registers.
///
/// That storage is sized from the byte count. A file denser in tokens outgrows it: the
/// tokens then move to a buffer of the lexer's own that doubles as needed, and
/// `takeSpilledArray` hands them over in the end.
///
/// The lexer notes its bracket tokens' addresses beside (`BracketNotes`), in a list with as
/// many slots as the token storage: a spill moves the notes with the tokens (`grow`).
///
/// Invariant: `base <= next <= end`, and `base..<next` holds the tokens written, all
/// initialized. Before a spill the memory is the returned array's, which outlives the
/// buffer (`Lexer.lex` fills it inside `init(unsafeUninitializedCapacity:)`); after one it
/// is the buffer's own, freed by `grow` when it moves again or by `takeSpilledArray`,
/// after which the buffer is not used. One lexer, one thread.
struct TokenBuffer {
    private var base: UnsafeMutablePointer<Token>
    private var next: UnsafeMutablePointer<Token>
    private var end: UnsafeMutablePointer<Token>
    /// Whether the tokens left the initial storage for one of the lexer's own.
    private(set) var isSpilled = false

    /// Writes into `initial`, using at most `limit` of its slots (one at least): the room of
    /// the notes of brackets.
    init(writingInto initial: UnsafeMutableBufferPointer<Token>, usingAtMost limit: Int) {
        precondition(initial.count > 0 && limit > 0, "a token buffer needs room for one token")
        base = initial.baseAddress!
        next = base
        end = base + min(initial.count, limit)
    }

    var count: Int { next - base }

    /// The first token's address, and where the next token goes: what the notes of brackets hold.
    var first: UnsafeMutablePointer<Token> { base }
    var nextSlot: UnsafeMutablePointer<Token> { next }

    /// Slots for tokens, written or not: the room the notes of brackets need.
    var capacity: Int { end - base }

    /// As `appendWithinRoom`, making room first if there is none: the general path's tokens.
    @inline(__always)
    mutating func append(head: UInt32, start: Int32, end: Int32, line: Int32, column: Int32, movingNotes notes: inout BracketNotes) {
        if next == self.end { grow(movingNotes: &notes) }
        appendWithinRoom(head: head, start: start, end: end, line: line, column: column)
    }

    /// The furthest a loop that writes at most one token per byte it passes, each starting at
    /// a byte of its own, may go from `cursor` (towards `end`) before it checks for room
    /// again: as many bytes as there are free slots. It then writes with `appendWithinRoom`.
    @inline(__always)
    func limit(from cursor: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>) -> UnsafePointer<UInt8> {
        cursor + max(min(self.end - next, end - cursor), 0)
    }

    /// Makes room for at least one token.
    @inline(__always)
    mutating func makeRoom(movingNotes notes: inout BracketNotes) {
        if next == end { grow(movingNotes: &notes) }
    }

    /// Writes a token from its first four bytes packed in one word (`TokenHead`) and its
    /// four positions: five stores, where building a `Token` took nine, with each flag
    /// masked to a `Bool` first. There must be room (`limit`, `makeRoom`): the hot loop
    /// tests it once per stretch of bytes, not once per token.
    @inline(__always)
    mutating func appendWithinRoom(head: UInt32, start: Int32, end: Int32, line: Int32, column: Int32) {
        assert(next < self.end, "token written past the buffer's end")
        let slot = UnsafeMutableRawPointer(next)
        slot.storeBytes(of: head.littleEndian, as: UInt32.self)
        slot.storeBytes(of: start, toByteOffset: TokenHead.startOffset, as: Int32.self)
        slot.storeBytes(of: end, toByteOffset: TokenHead.startOffset + 4, as: Int32.self)
        slot.storeBytes(of: line, toByteOffset: TokenHead.startOffset + 8, as: Int32.self)
        slot.storeBytes(of: column, toByteOffset: TokenHead.startOffset + 12, as: Int32.self)
        next += 1
    }

    /// The last token written, if any.
    @inline(__always)
    var last: Token? { next > base ? next[-1] : nil }

    /// Makes the last token end at `end`, as `kind`: a name or operator the general path
    /// goes on with after the fast loop stopped at a non-ASCII byte. There is a last token.
    mutating func extendLast(to end: Int32, as kind: TokenKind, keyword: Keyword) {
        assert(next > base, "no token to extend")
        next[-1].end = end
        next[-1].kind = kind
        next[-1].keyword = keyword
    }

    /// Kept out of line: the hot loops inline `append`, and this rare path would only crowd them.
    @inline(never)
    private mutating func grow(movingNotes notes: inout BracketNotes) {
        let count = self.count
        let capacity = end - base
        let larger = UnsafeMutablePointer<Token>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        notes.moveTokens(from: base, to: larger, capacity: capacity * 2)
        if isSpilled { base.deallocate() }
        base = larger
        next = larger + count
        end = larger + capacity * 2
        isSpilled = true
    }

    /// After a spill: the tokens, moved into an array of their exact number. The lexer's
    /// buffer is freed and must not be used again.
    consuming func takeSpilledArray() -> [Token] {
        precondition(isSpilled)
        let count = self.count
        let base = self.base
        let tokens = [Token](unsafeUninitializedCapacity: count) { buffer, initialized in
            buffer.baseAddress!.moveInitialize(from: base, count: count)
            initialized = count
        }
        base.deallocate()
        return tokens
    }
}

/// A token's first four stored bytes, `kind`, `keyword`, `hasLeadingSpace` and
/// `isAtLineStart`, as one little-endian word, so that the hot loop keeps both trivia flags
/// in one register and writes the four fields with one store. `matchesLayout` checks that
/// `Token` stores them so (`Lexer.lex` checks it for every file, and a test does).
enum TokenHead {
    static let leadingSpace: UInt32 = 1 << 16
    static let lineStart: UInt32 = 1 << 24
    /// Where `start`, then `end`, `line` and `column`, are stored.
    static let startOffset = 4

    @inline(__always)
    static func packed(_ kind: TokenKind, _ keyword: Keyword = .none) -> UInt32 {
        UInt32(kind.rawValue) | UInt32(keyword.rawValue) << 8
    }

    static let matchesLayout: Bool =
        MemoryLayout<Token>.size == 20
        && MemoryLayout<Token>.offset(of: \Token.kind) == 0 && MemoryLayout<Token>.offset(of: \Token.keyword) == 1
        && MemoryLayout<Token>.offset(of: \Token.hasLeadingSpace) == 2 && MemoryLayout<Token>.offset(of: \Token.isAtLineStart) == 3
        && MemoryLayout<Token>.offset(of: \Token.start) == startOffset && MemoryLayout<Token>.offset(of: \Token.end) == startOffset + 4
        && MemoryLayout<Token>.offset(of: \Token.line) == startOffset + 8 && MemoryLayout<Token>.offset(of: \Token.column) == startOffset + 12
}
