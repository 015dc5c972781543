import ViewLintSupport

/// For every opening bracket token, the index of its closing token, so that the parser
/// can skip any group in one step. Unbalanced input stays usable: an unclosed group
/// ends at the end of the tokens, a stray closer matches nothing. The lexer pairs the
/// brackets as it writes them (`BracketPairing`): no pass over the tokens is left here.
///
/// Invariant: `partner` is the table the lexer of `tokens` filled (`Lexer.lex(_:pairingBracketsIn:)`),
/// with an entry for each bracket token; it is read-only and alive for the whole parse (a
/// worker's `ParseScratch` owns it), so copies of this value may read it freely. Entries of
/// other tokens hold anything and are never read: a lookup tests the token's kind first.
/// `tokens` has at least one token (one of kind `.unknown` stands for an empty file's).
/// Lookups take a token index, `0..<max(tokens.count, 1)`; debug builds check it.
struct BracketMatches: BitwiseCopyable {
    /// An opener's closer (after it, or `tokens.count` when unclosed), a closer's opener
    /// (before it) or -1 for a stray closer. One table serves both directions, since a
    /// token never both opens and closes.
    private let partner: UnsafePointer<Int32>
    private let tokens: UnsafePointer<Token>
    private let count: Int

    init(_ tokens: UnsafeBufferPointer<Token>, pairedIn brackets: BracketPairing) {
        partner = UnsafePointer(brackets.partner)
        if let base = tokens.baseAddress, !tokens.isEmpty {
            self.tokens = base
            count = tokens.count
        } else {
            self.tokens = Self.noTokens
            count = 1
        }
    }

    /// One token of no bracket kind: an empty file's lookups read it.
    private nonisolated(unsafe) static let noTokens: UnsafePointer<Token> = {
        let token = UnsafeMutablePointer<Token>.allocate(capacity: 1)
        token.initialize(to: Token(kind: .unknown, keyword: .none, hasLeadingSpace: false, isAtLineStart: false,
                                   start: 0, end: 0, line: 1, column: 1))
        return UnsafePointer(token)
    }()

    /// A bit for each token kind that opens a group. A closer's kind is its opener's plus one
    /// (`TokenKind`). Constants, so that a lookup costs no static's initialization check.
    @inline(__always) private static var openerKinds: UInt32 {
        1 << TokenKind.leftParen.rawValue | 1 << TokenKind.leftBracket.rawValue
            | 1 << TokenKind.leftBrace.rawValue | 1 << TokenKind.interpolationStart.rawValue
    }

    @inline(__always) private static var closerKinds: UInt32 { openerKinds << 1 }

    @inline(__always) private func kindBit(_ index: Int) -> UInt32 {
        assert(index >= 0 && index < count, "bracket lookup outside the tokens")
        return 1 &<< UInt32(tokens[index].kind.rawValue & 31)
    }

    /// The closing token of the group opened at `index` (or `tokens.count`); -1 when
    /// `index` opens no group.
    @inline(__always) func close(_ index: Int) -> Int {
        Self.openerKinds & kindBit(index) != 0 ? Int(partner[index]) : -1
    }

    /// The opening token of the group closed at `index`, or nil for a stray closer (or a
    /// token that closes nothing).
    @inline(__always) func open(_ index: Int) -> Int? {
        guard Self.closerKinds & kindBit(index) != 0 else { return nil }
        let other = Int(partner[index])
        return other >= 0 ? other : nil
    }
}
