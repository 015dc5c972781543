/// For every opening bracket token, the index of its closing token, so that the parser
/// can skip any group in one step. Unbalanced input stays usable: an unclosed group
/// ends at the end of the tokens, a stray closer matches nothing.
struct BracketMatches {
    private(set) var closing: [Int32]
    /// For every closing token, the index of its opener (-1 for a stray one).
    private(set) var opening: [Int32]

    init(_ tokens: [Token]) {
        closing = Array(repeating: -1, count: tokens.count)
        opening = Array(repeating: -1, count: tokens.count)
        var open: [Int32] = []
        for index in tokens.indices {
            let token = tokens[index]
            if token.isOpening {
                open.append(Int32(index))
            } else if token.isClosing {
                // Close the nearest compatible opener (and any unclosed ones above it);
                // a closer with no compatible opener is stray and closes nothing.
                // The search looks a bounded way down so that stray closers stay linear.
                var found: Int?
                var candidate = open.count - 1
                while candidate >= 0, candidate >= open.count - 16 {
                    if Self.pairs(tokens[Int(open[candidate])].kind, token.kind) { found = candidate; break }
                    candidate -= 1
                }
                guard let depth = found else { continue }
                for opener in open[depth...] { closing[Int(opener)] = Int32(index) }
                opening[index] = open[depth]
                open.removeSubrange(depth...)
            }
        }
        for index in open { closing[Int(index)] = Int32(tokens.count) }
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

    /// The closing token of the group opened at `index` (or `tokens.count`).
    @inline(__always) func close(_ index: Int) -> Int { Int(closing[index]) }

    /// The opening token of the group closed at `index`, or nil for a stray closer.
    @inline(__always) func open(_ index: Int) -> Int? { opening[index] >= 0 ? Int(opening[index]) : nil }
}
