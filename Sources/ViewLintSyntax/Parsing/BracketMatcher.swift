import ViewLintSupport

/// For every opening bracket token, the index of its closing token, so that the parser
/// can skip any group in one step. Unbalanced input stays usable: an unclosed group
/// ends at the end of the tokens, a stray closer matches nothing. The lexer notes the
/// brackets as it writes them and pairs them in a pass over them alone (`BracketPairing`):
/// no pass over all the tokens is left here.
///
/// Invariant: `partner` is the table the lexer of the tokens filled
/// (`Lexer.lex(_:pairingBracketsIn:)`), one entry per token (one at least, that of an empty
/// file is never written and never read but by a lookup of index 0); it is read-only and
/// alive for the whole parse (a worker's `ParseScratch` owns it), so copies of this value
/// may read it freely. Lookups take a token index, `0..<max(tokens.count, 1)`; debug builds
/// check it.
struct BracketMatches: BitwiseCopyable {
    /// One entry per token: an opener's closer (after it, or `tokens.count` when
    /// unclosed), a closer's opener (before it), negative for anything else or a stray closer
    /// (`BracketPairing.noPartner`).
    /// One table serves both directions, since a token never both opens and closes.
    private let partner: UnsafeMutablePointer<Int32>
    private let count: Int

    init(_ tokens: UnsafeBufferPointer<Token>, pairedIn brackets: BracketPairing) {
        partner = brackets.partner
        count = max(tokens.count, 1)
        // An empty file's one entry, which the lexer did not write.
        if tokens.isEmpty { partner[0] = BracketPairing.noPartner }
    }

    /// The closing token of the group opened at `index` (or `tokens.count`); -1 when
    /// `index` opens no group.
    @inline(__always) func close(_ index: Int) -> Int {
        assert(index >= 0 && index < count, "bracket lookup outside the tokens")
        let other = Int(partner[index])
        return other > index ? other : -1
    }

    /// The opening token of the group closed at `index`, or nil for a stray closer (or a
    /// token that closes nothing).
    @inline(__always) func open(_ index: Int) -> Int? {
        assert(index >= 0 && index < count, "bracket lookup outside the tokens")
        let other = Int(partner[index])
        return other >= 0 && other < index ? other : nil
    }
}
