/// Tokens at the start of a bracket group or a region of code that reading would change
/// nothing for: all of `(.headline)`, `(width: 40, height: 40)`, `[Color.red, .blue]`,
/// `= false`, `case .loading:`; `(alignment: .leading) {` up to its brace. They are stepped
/// over here, without a frame, and a group or region made only of them is pushed as none.
extension FileParser {
    /// `pushCode` of a region that binds no names and is no group, unless reading it would
    /// change nothing; started at its first token that may (`firstTokenToRead`). `start >= 1`.
    /// (Initializers, default values, capture values, case patterns: 5.3 M instructions of the
    /// 1 M-line run fewer, callgrind.)
    mutating func pushCodeUnlessInert(from start: Int, to end: Int, collector: Int?) {
        let first = firstTokenToRead(from: start, to: end, opener: nil, collector: collector)
        if first < end { pushCode(from: first, to: end, collector: collector) }
    }

    /// The first token in `start..<end`, the inside of a group opened by `opener` (nil: a
    /// region of code that is no group) whose collector is `collector`, that reading as code
    /// may act on: `end` when none may. `start >= 1`: the token before each is looked at.
    /// A region read from there reads as one read from `start`: the tokens before it leave
    /// nothing behind but the cursor, and what is read after looks back at tokens, not state.
    ///
    /// Conservative: a token passes only where `stepCode` provably does nothing for it but
    /// move on (the cases below follow `codeIdentifier` and `codeKeyword`); any other token,
    /// a nested group among them, stops the scan.
    mutating func firstTokenToRead(from start: Int, to end: Int, opener: TokenKind?, collector: Int?) -> Int {
        var index = start
        while index < end {
            let token = tokens[index]
            switch token.kind {
            case .integerLiteral, .floatLiteral, .stringSegment, .regexLiteral, .operatorToken, .comma, .colon, .period:
                break
            case .keyword:
                // `.default`, `.self`: member names; `true`, `nil`, `self`: no statement.
                // (`self.name` is told apart at the name.)
                guard tokens[index &- 1].kind == .period || token.keyword == .kwTrue || token.keyword == .kwFalse
                        || token.keyword == .kwNil || token.keyword == .kwSelf else { return index }
            case .identifier:
                guard identifierChangesNothing(at: index, opener: opener, collector: collector) else { return index }
            default:
                return index
            }
            index += 1
        }
        return end
    }

    /// `codeIdentifier` for a name in such a group (`index - 1` is in the group or opens it),
    /// answering whether it records nothing.
    @inline(__always)
    private mutating func identifierChangesNothing(at index: Int, opener: TokenKind?, collector: Int?) -> Bool {
        let token = tokens[index]
        // `index >= 1`, a token's: one test of the bounds (saved 3.6 M instructions of the 1 M-line
        // corpus's 1,643.6 M, callgrind; 2.2 M more in `codeKeyword`).
        let previous = tokens[index &- 1].kind
        let next = index &+ 1 < tokens.count ? tokens[index &+ 1].kind : nil
        // `label:` in an argument list (`isArgumentLabel`).
        if opener == .leftParen, next == .colon, previous == .comma || previous == .leftParen { return true }
        // A call or a construction (`name(…)`, `Name { … }`), a local `actor`.
        if next == .leftParen || next == .leftBrace || token.keyword == .actor { return false }
        // A name not after a period may use a member, unless it is spelled like a type and
        // such are not kept: tested before the query's names, most names here stop at it.
        if collector != nil, previous != .period,
           previous == .backslash || workspace.keepsUsesOfTypeLikeNames || !TypeLikeName.startsWith(source.firstByte(of: token)) {
            return false
        }
        // A queried call (`recordQueriedCall`) needs its generic arguments next, the rest stopped above.
        if next == .operatorToken, query.closureCalls.contains(token, in: source.bytes) { return false }
        guard let collector, previous == .period else { return true }
        if collectors[collector].recordsMemberAccesses { return false }
        // `self.name`, `self?.name`: a use.
        var owner = index - 2
        if reader.isOperator(owner, "?") || reader.isOperator(owner, "!") { owner -= 1 }
        return reader.keyword(owner) != .kwSelf
    }
}
