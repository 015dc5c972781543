import ViewLintSupport

/// Pairs a file's bracket tokens from the list of them the lexer notes as it writes them
/// (`BracketNotes`), so that no pass over all the tokens is needed: the parser's
/// `BracketMatches` reads the table of partners, "no partner" for every token but the
/// brackets paired.
///
/// The rule, for any input: a closer closes the nearest compatible opener among the 16
/// innermost open ones, and every opener above it; with none it is stray (no partner).
/// Openers still open at the end close at the token count. Interpolation starts and ends
/// pair like brackets. A closer's kind is its opener's plus one, and openers' kinds are odd
/// (`TokenKind`).
///
/// Pairing as each bracket was written, in the lexer's loop, cost more than the pass over
/// all tokens it replaced (72 M instructions against 68 M, 1 M-line corpus, callgrind): the
/// loop's state then left registers for the stack. Noted there (a store each, 9 M) and paired
/// here in a loop of their own (30 M, the table's fill included), they cost 39 M.
///
/// Invariant: `partner` and `notes` hold `partnerCapacity` and `noteCapacity` entries (one
/// at least each, the notes after the sentinel's slot: `allocateNotes`), allocated by this
/// value and freed by its owner's copy (`deallocate`, or on growing). Room is made before a loop writes (`pair` makes the table as large as the
/// tokens; the lexer asks for as many notes as its token storage has slots). One lexer, one
/// thread.
struct BracketPairing {
    private(set) var partner: UnsafeMutablePointer<Int32>
    private var partnerCapacity: Int
    /// Memory for the lexer's notes (`BracketNotes`): the address of each bracket token.
    private(set) var notes: UnsafeMutablePointer<UnsafeMutablePointer<Token>>
    private(set) var noteCapacity: Int

    init(capacity: Int = 1_024) {
        partnerCapacity = max(capacity, 1)
        noteCapacity = max(capacity, 1)
        partner = .allocate(capacity: partnerCapacity)
        notes = Self.allocateNotes(capacity: noteCapacity)
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

    /// Room for `count` notes: memory replaced by larger memory if there is less.
    mutating func makeNoteRoom(for count: Int) {
        guard count > noteCapacity else { return }
        Self.deallocateNotes(notes)
        noteCapacity = max(count, noteCapacity * 2)
        notes = Self.allocateNotes(capacity: noteCapacity)
    }

    /// Pairs the bracket tokens at `noted` (in the order they were written, addresses of
    /// tokens in `tokens`, `count` of them): the table then holds each one's partner.
    ///
    /// The notes are used up: the stack of the open brackets' addresses, innermost last,
    /// takes their place as they are read, never higher than the notes read (each opener on
    /// it is one of them). Memory of its own cost 512 KiB a worker kept from file to file.
    mutating func pair(_ noted: UnsafeMutableBufferPointer<UnsafeMutablePointer<Token>>, in tokens: UnsafeMutablePointer<Token>, count: Int) {
        // `index(of:in:)` divides by a token's size of 20 bytes: a layout that changes it must
        // stop here, in release builds too (a constant test, folded away).
        precondition(MemoryLayout<Token>.stride == 20, "BracketPairing.index(of:in:) assumes 20-byte tokens")
        makeTableRoom(for: count)
        fillTable(count: count)
        guard let open = noted.baseAddress else { return }
        let partner = self.partner
        var height = 0
        for note in noted {
            assert(note >= tokens && note < tokens + count && Self.isBracket(note.pointee.kind.rawValue), "a noted bracket")
            let raw = note.pointee.kind.rawValue
            if raw & 1 != 0 {
                // An opener's address on the stack: its index is computed only when it closes.
                open[height] = note
                height &+= 1
                continue
            }
            // The closer of the innermost group, as in all balanced code. With none open, the
            // sentinel below the stack matches no closer.
            if open[height &- 1].pointee.kind.rawValue &+ 1 == raw {
                height &-= 1
                let opener = Self.index(of: open[height], in: tokens), index = Self.index(of: note, in: tokens)
                partner[opener] = Int32(truncatingIfNeeded: index)
                partner[index] = Int32(truncatingIfNeeded: opener)
                continue
            }
            height = closeDeeper(Self.index(of: note, in: tokens), kind: raw, open: open, height: height, in: tokens)
        }
        for opener in 0..<height { partner[Self.index(of: open[opener], in: tokens)] = Int32(truncatingIfNeeded: count) }
    }

    /// Memory for `capacity` notes, after a slot that holds `sentinel`: the pairing's stack of
    /// open brackets takes the notes' place, and finds the sentinel below it when empty, so
    /// that a closer needs no test of the stack's height (saved 2.5 M instructions of the
    /// 1 M-line corpus's lexing, callgrind). Freed by `deallocateNotes`.
    static func allocateNotes(capacity: Int) -> UnsafeMutablePointer<UnsafeMutablePointer<Token>> {
        let block = UnsafeMutablePointer<UnsafeMutablePointer<Token>>.allocate(capacity: capacity + 1)
        block.initialize(to: sentinel)
        return block + 1
    }

    static func deallocateNotes(_ notes: UnsafeMutablePointer<UnsafeMutablePointer<Token>>) {
        (notes - 1).deallocate()
    }

    /// A token no closer pairs with (an identifier's kind plus one is no closer's kind).
    /// Built once and never freed; only read.
    nonisolated(unsafe) private static let sentinel: UnsafeMutablePointer<Token> = {
        let token = UnsafeMutablePointer<Token>.allocate(capacity: 1)
        token.initialize(to: Token(kind: .identifier, keyword: .none, hasLeadingSpace: false, isAtLineStart: false,
                                   start: 0, end: 0, line: 0, column: 0))
        return token
    }()

    /// The index of the token at `token`: its byte offset divided by 20 exactly, a shift and a
    /// multiplication by the inverse of 5, where a division also rounds towards zero.
    @inline(__always) private static func index(of token: UnsafeMutablePointer<Token>, in tokens: UnsafeMutablePointer<Token>) -> Int {
        let index = Int(truncatingIfNeeded: (UInt(bitPattern: UnsafeRawPointer(token) - UnsafeRawPointer(tokens)) &>> 2)
            &* 0xCCCC_CCCC_CCCC_CCCD)
        assert(MemoryLayout<Token>.stride == 20 && index == token - tokens, "a token's index from its address")
        return index
    }

    /// Closes the nearest compatible opener (and any unclosed ones above it); a closer with
    /// no compatible opener is stray and closes nothing. The search looks a bounded way down
    /// so that stray closers stay linear. Out of line: unbalanced code is rare. Returns the
    /// stack's new height (a height passed `inout` kept the pairing loop's on the stack).
    @inline(never)
    private func closeDeeper(_ index: Int, kind raw: UInt8, open: UnsafeMutablePointer<UnsafeMutablePointer<Token>>, height: Int,
                             in tokens: UnsafeMutablePointer<Token>) -> Int {
        let floor = max(height - 16, 0)
        var depth = height - 1
        while depth >= floor, open[depth].pointee.kind.rawValue &+ 1 != raw { depth -= 1 }
        // A stray closer keeps its "no partner".
        guard depth >= floor else { return height }
        for opener in depth..<height { partner[Self.index(of: open[opener], in: tokens)] = Int32(truncatingIfNeeded: index) }
        partner[index] = Int32(truncatingIfNeeded: Self.index(of: open[depth], in: tokens))
        return depth
    }

    /// "No partner" in the table's first `count` entries, the brackets' overwritten next, so
    /// that a lookup needs no test of the token's kind (that test cost 10 M instructions of the
    /// 1 M-line corpus's parse, callgrind). `Int32.min`, not -1: a value of four different bytes
    /// keeps this a loop of vector stores, where -1 made it a `memset` that callgrind counted at
    /// 18.7 M (the loop: 0.3 M).
    private func fillTable(count: Int) {
        let table = UnsafeMutableRawPointer(partner)
        let none = SIMD16<Int32>(repeating: Self.noPartner)
        var index = 0
        while count &- index >= 16 {
            table.storeBytes(of: none, toByteOffset: index &* 4, as: SIMD16<Int32>.self)
            index &+= 16
        }
        while index < count {
            partner[index] = Self.noPartner
            index &+= 1
        }
    }

    /// The partner of a token that is no bracket or a stray closer: negative, as a lookup expects.
    @inline(__always) static var noPartner: Int32 { .min }

    private mutating func makeTableRoom(for count: Int) {
        guard count > partnerCapacity else { return }
        partner.deallocate()
        partnerCapacity = max(count, partnerCapacity * 2)
        partner = .allocate(capacity: partnerCapacity)
    }

    /// Gives back memory beyond `limit` entries of any list.
    mutating func keepRoom(upTo limit: Int) {
        guard partnerCapacity > limit || noteCapacity > limit else { return }
        deallocate()
        self = BracketPairing()
    }

    func deallocate() {
        partner.deallocate()
        Self.deallocateNotes(notes)
    }
}
