/// For every opening bracket token, the index of its closing token, so that the parser
/// can skip any group in one step. Unbalanced input stays usable: an unclosed group
/// ends at the end of the tokens, a stray closer matches nothing.
struct BracketMatches {
    /// One entry per token: an opener's closer (after it, or `tokens.count` when
    /// unclosed), a closer's opener (before it), -1 for anything else or a stray closer.
    /// One table serves both directions, since a token never both opens and closes.
    private let partner: UnsafeMutableBufferPointer<Int32>

    /// The table is the owner's to free with `deallocate()`.
    init(_ tokens: UnsafeBufferPointer<Token>) {
        let count = tokens.count
        partner = .allocate(capacity: max(count, 1))
        // The openers not closed yet; never more than the tokens.
        let open = UnsafeMutablePointer<Int32>.allocate(capacity: max(count, 1))
        defer { open.deallocate() }
        // Every entry starts as "no partner" (-1: all bits set); only brackets are written.
        UnsafeMutableRawPointer(partner.baseAddress!).initializeMemory(as: UInt8.self, repeating: 0xFF,
                                                                       count: max(count, 1) * MemoryLayout<Int32>.stride)
        var height = 0
        for index in 0..<count {
            let kind = tokens[index].kind
            // One test for the tokens that are no bracket, most of them.
            guard Self.bracketKinds & (1 &<< UInt32(kind.rawValue)) != 0 else { continue }
            if Self.isOpener(kind) {
                // Unclosed until its closer says otherwise.
                partner[index] = Int32(count)
                open[height] = Int32(index)
                height += 1
                continue
            }
            // Close the nearest compatible opener (and any unclosed ones above it);
            // a closer with no compatible opener is stray and closes nothing.
            // The search looks a bounded way down so that stray closers stay linear.
            let floor = max(height - 16, 0)
            var depth = height - 1
            while depth >= floor, !Self.pairs(tokens[Int(open[depth])].kind, kind) { depth -= 1 }
            guard depth >= floor else { continue }
            for opener in depth..<height { partner[Int(open[opener])] = Int32(index) }
            partner[index] = open[depth]
            height = depth
        }
    }

    /// A bit for each token kind that opens or closes a group.
    private static let bracketKinds: UInt32 = [TokenKind.leftParen, .rightParen, .leftBracket, .rightBracket, .leftBrace,
                                               .rightBrace, .interpolationStart, .interpolationEnd]
        .reduce(0) { $0 | 1 << UInt32($1.rawValue) }

    func deallocate() {
        partner.deallocate()
    }

    @inline(__always)
    private static func isOpener(_ kind: TokenKind) -> Bool {
        kind == .leftParen || kind == .leftBracket || kind == .leftBrace || kind == .interpolationStart
    }

    @inline(__always)
    private static func isCloser(_ kind: TokenKind) -> Bool {
        kind == .rightParen || kind == .rightBracket || kind == .rightBrace || kind == .interpolationEnd
    }

    private static func pairs(_ opener: TokenKind, _ closer: TokenKind) -> Bool {
        switch (opener, closer) {
        case (.leftParen, .rightParen), (.leftBracket, .rightBracket), (.leftBrace, .rightBrace),
             (.interpolationStart, .interpolationEnd):
            return true
        default:
            return false
        }
    }

    /// The closing token of the group opened at `index` (or `tokens.count`); -1 when
    /// `index` opens no group.
    @inline(__always) func close(_ index: Int) -> Int {
        let other = Int(partner[index])
        return other > index ? other : -1
    }

    /// The opening token of the group closed at `index`, or nil for a stray closer (or a
    /// token that closes nothing).
    @inline(__always) func open(_ index: Int) -> Int? {
        let other = Int(partner[index])
        return other >= 0 && other < index ? other : nil
    }
}
