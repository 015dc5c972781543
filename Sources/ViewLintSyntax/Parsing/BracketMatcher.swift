import ViewLintSupport

/// For every opening bracket token, the index of its closing token, so that the parser
/// can skip any group in one step. Unbalanced input stays usable: an unclosed group
/// ends at the end of the tokens, a stray closer matches nothing.
///
/// Invariant: the table has one entry per token (one at least), allocated before `init`
/// and every entry written by it, before any lookup; it is read-only afterwards, so
/// copies of this value may read it freely. Its owner (the `FileParser` of the tokens)
/// frees it with `deallocate()` once, after the parse, and no copy is read after that.
/// Lookups take a token index, `0..<tokens.count`; debug builds check it.
struct BracketMatches: BitwiseCopyable {
    /// One entry per token: an opener's closer (after it, or `tokens.count` when
    /// unclosed), a closer's opener (before it), -1 for anything else or a stray closer.
    /// One table serves both directions, since a token never both opens and closes.
    private let partner: UnsafeMutableBufferPointer<Int32>

    /// The table is the owner's to free with `deallocate()`.
    init(_ tokens: UnsafeBufferPointer<Token>) {
        let scratch = BracketScratch(capacity: tokens.count)
        defer {
            scratch.open.deallocate()
            scratch.openKind.deallocate()
        }
        self.init(tokens, in: scratch)
    }

    /// The table in `scratch`'s memory, which must have room for the tokens, and is the
    /// scratch's owner's (a worker's `ParseScratch`, reused from file to file): `deallocate()`
    /// is not called.
    init(_ tokens: UnsafeBufferPointer<Token>, in scratch: BracketScratch) {
        let count = tokens.count
        precondition(scratch.capacity >= max(count, 1), "bracket scratch too small for the tokens")
        partner = UnsafeMutableBufferPointer(start: scratch.partner, count: max(count, 1))
        // The openers not closed yet, with their kinds beside them so that a closer is
        // paired without going back to the tokens; never more than the tokens.
        let open = scratch.open
        let openKind = scratch.openKind
        // A table of no tokens has one entry, "no partner" (-1); the loop writes every other.
        partner[0] = -1
        var height = 0
        // Read once: a static is checked for its initialization at every read in the loop.
        let bracketKinds = Self.bracketKinds, openerKinds = Self.openerKinds
        for index in 0..<count {
            let kind = tokens[index].kind.rawValue
            // "No partner" (-1) until a bracket says otherwise, written here rather than the whole
            // table filled first: the fill cost 19.0 M instructions of the 1 M-line corpus's run
            // (callgrind), a store per token 5.5 M.
            partner[index] = -1
            // One test for the tokens that are no bracket, most of them.
            guard bracketKinds & (1 &<< UInt32(kind)) != 0 else { continue }
            // Openers have odd kinds, closers even ones (`TokenKind`): tested by the last bit, the
            // loop computes no second mask for every token, 0.4% of the corpus run.
            assert((kind & 1 != 0) == (openerKinds & (1 &<< UInt32(kind)) != 0), "an opener's kind is odd")
            if kind & 1 != 0 {
                // Unclosed until its closer says otherwise.
                partner[index] = Int32(count)
                open[height] = Int32(index)
                openKind[height] = kind
                height += 1
                continue
            }
            // The closer of the innermost group, as in all balanced code.
            if height > 0, openKind[height - 1] &+ 1 == kind {
                height -= 1
                partner[Int(open[height])] = Int32(index)
                partner[index] = open[height]
                continue
            }
            // Close the nearest compatible opener (and any unclosed ones above it);
            // a closer with no compatible opener is stray and closes nothing.
            // The search looks a bounded way down so that stray closers stay linear.
            let floor = max(height - 16, 0)
            var depth = height - 1
            while depth >= floor, openKind[depth] &+ 1 != kind { depth -= 1 }
            guard depth >= floor else { continue }
            for opener in depth..<height { partner[Int(open[opener])] = Int32(index) }
            partner[index] = open[depth]
            height = depth
        }
    }

    /// A bit for each token kind that opens a group. A closer's kind is its opener's plus one
    /// (`TokenKind`), so that one addition pairs them.
    private static let openerKinds: UInt32 = [TokenKind.leftParen, .leftBracket, .leftBrace, .interpolationStart]
        .reduce(0) { $0 | 1 << UInt32($1.rawValue) }

    /// A bit for each token kind that opens or closes a group.
    private static let bracketKinds: UInt32 = [TokenKind.leftParen, .rightParen, .leftBracket, .rightBracket, .leftBrace,
                                               .rightBrace, .interpolationStart, .interpolationEnd]
        .reduce(0) { $0 | 1 << UInt32($1.rawValue) }

    func deallocate() {
        partner.deallocate()
    }

    /// The closing token of the group opened at `index` (or `tokens.count`); -1 when
    /// `index` opens no group.
    @inline(__always) func close(_ index: Int) -> Int {
        assert(index >= 0 && index < partner.count, "bracket lookup outside the tokens")
        let other = Int(partner[index])
        return other > index ? other : -1
    }

    /// The opening token of the group closed at `index`, or nil for a stray closer (or a
    /// token that closes nothing).
    @inline(__always) func open(_ index: Int) -> Int? {
        assert(index >= 0 && index < partner.count, "bracket lookup outside the tokens")
        let other = Int(partner[index])
        return other >= 0 && other < index ? other : nil
    }
}
