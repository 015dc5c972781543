import ViewLintSupport

/// Pairs bracket tokens as the lexer writes them, so that no pass over the tokens is
/// needed afterwards: a stack of the openers not closed yet, and a table of partners written
/// for the bracket tokens only (`BracketMatches` reads it, testing a token's kind first).
///
/// The rule, for any input: a closer closes the nearest compatible opener among the 16
/// innermost open ones, and every opener above it; with none it is stray (partner -1).
/// Openers still open at the end close at the token count (`finish`). Interpolation starts
/// and ends pair like brackets. A closer's kind is its opener's plus one, and openers'
/// kinds are odd (`TokenKind`).
///
/// Invariant: `partner` holds `partnerCapacity` entries and `open` `openCapacity` (one at
/// least each), allocated by this value and freed by its owner's copy (`deallocate`, or
/// on growing); `0 <= height <= openCapacity`. Every write is behind a test of the room
/// (growing first), and a table entry is written only for a token index the lexer has
/// written. Between lexes (`finish`) the stack is empty. One lexer, one thread: the lexer
/// takes the value for the lex and gives it back, and only that copy is used meanwhile.
struct BracketPairing {
    private(set) var partner: UnsafeMutablePointer<Int32>
    private var partnerCapacity: Int
    /// The open brackets, innermost last: each kind (high word) and token index (low word)
    /// in one word, so that a push is one store and a closer is paired from the stack alone.
    private var open: UnsafeMutablePointer<UInt64>
    private var openCapacity: Int
    private var height = 0

    init(capacity: Int = 1_024) {
        partnerCapacity = max(capacity, 1)
        openCapacity = max(capacity / 4, 16)
        partner = .allocate(capacity: partnerCapacity)
        open = .allocate(capacity: openCapacity)
    }

    /// Whether a token of kind `raw` opens or closes a group: the kinds of `(`, `)`, `{`,
    /// `}`, `[`, `]`, interpolation start and end. A constant, so that a test costs no
    /// static's initialization check.
    @inline(__always) static func isBracket(_ raw: UInt8) -> Bool {
        let kinds: UInt32 = 1 << TokenKind.leftParen.rawValue | 1 << TokenKind.rightParen.rawValue
            | 1 << TokenKind.leftBrace.rawValue | 1 << TokenKind.rightBrace.rawValue
            | 1 << TokenKind.leftBracket.rawValue | 1 << TokenKind.rightBracket.rawValue
            | 1 << TokenKind.interpolationStart.rawValue | 1 << TokenKind.interpolationEnd.rawValue
        return kinds & (1 &<< UInt32(raw & 31)) != 0
    }

    /// The token at `index`, of bracket kind `raw`, was just written.
    @inline(__always) mutating func add(_ index: Int, kind raw: UInt8) {
        if raw & 1 != 0 { opened(index, kind: raw) } else { closed(index, kind: raw) }
    }

    /// An opener at `index`: its partner is written when it closes (or by `finish`).
    @inline(__always) mutating func opened(_ index: Int, kind raw: UInt8) {
        if height == openCapacity { growOpen() }
        open[height] = UInt64(raw) &<< 32 | UInt64(UInt32(truncatingIfNeeded: index))
        height &+= 1
    }

    /// A closer at `index`: in balanced code it closes the innermost opener.
    @inline(__always) mutating func closed(_ index: Int, kind raw: UInt8) {
        if height > 0, index < partnerCapacity {
            let top = open[height &- 1]
            if UInt8(truncatingIfNeeded: top &>> 32) &+ 1 == raw {
                height &-= 1
                let opener = Int(UInt32(truncatingIfNeeded: top))
                partner[opener] = Int32(truncatingIfNeeded: index)
                partner[index] = Int32(truncatingIfNeeded: opener)
                return
            }
        }
        closedDeeper(index, kind: raw)
    }

    /// Closes the nearest compatible opener (and any unclosed ones above it); a closer with
    /// no compatible opener is stray and closes nothing. The search looks a bounded way down
    /// so that stray closers stay linear. Out of line: unbalanced code is rare.
    @inline(never)
    private mutating func closedDeeper(_ index: Int, kind raw: UInt8) {
        makeRoom(forIndex: index)
        let floor = max(height - 16, 0)
        var depth = height - 1
        while depth >= floor, UInt8(truncatingIfNeeded: open[depth] &>> 32) &+ 1 != raw { depth -= 1 }
        guard depth >= floor else {
            partner[index] = -1
            return
        }
        for opener in depth..<height { partner[Int(UInt32(truncatingIfNeeded: open[opener]))] = Int32(truncatingIfNeeded: index) }
        partner[index] = Int32(truncatingIfNeeded: UInt32(truncatingIfNeeded: open[depth]))
        height = depth
    }

    /// After the last token (`count` of them): the openers left open close at `count`,
    /// and the stack is empty for the next lex.
    mutating func finish(tokenCount count: Int) {
        makeRoom(forIndex: max(count, 1) - 1)
        for opener in 0..<height { partner[Int(UInt32(truncatingIfNeeded: open[opener]))] = Int32(truncatingIfNeeded: count) }
        height = 0
    }

    /// Room in the table for the entry of token `index`, its entries kept.
    private mutating func makeRoom(forIndex index: Int) {
        guard index >= partnerCapacity else { return }
        let capacity = max(index + 1, partnerCapacity * 2)
        let larger = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
        larger.moveInitialize(from: partner, count: partnerCapacity)
        partner.deallocate()
        partner = larger
        partnerCapacity = capacity
    }

    @inline(never)
    private mutating func growOpen() {
        let larger = UnsafeMutablePointer<UInt64>.allocate(capacity: openCapacity * 2)
        larger.moveInitialize(from: open, count: height)
        open.deallocate()
        open = larger
        openCapacity *= 2
    }

    /// Gives back memory beyond `limit` table entries (the stack is empty between lexes).
    mutating func keepRoom(upTo limit: Int) {
        guard partnerCapacity > limit || openCapacity > limit else { return }
        deallocate()
        self = BracketPairing()
    }

    func deallocate() {
        partner.deallocate()
        open.deallocate()
    }
}
