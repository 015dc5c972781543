import ViewLintSupport

/// Code that no rule reads is passed over, exactly. Code read with no collector sums up no
/// uses: the member code of a class, an actor or a protocol (no view, `TypeKind.canBeView`,
/// `memberCollector`), static members' code, initializers, stored properties' values, global
/// functions, and all code inside these. Read so, outside a closure the query's call takes,
/// a region records only what a token of it starts:
/// - a construction, `Name(…)` or `Name { … }` (`recordConstruction`): a capitalized name
///   followed by `(` or `{`;
/// - a call the query names, and through it the chain, the closures and the conditionals
///   around (`recordQueriedCall`, `isPassedToQueriedCall`): an identifier the query spells;
/// - a local type, whose members are kept (`localType`): `struct`, `enum`, `class`,
///   `protocol`, `actor`.
/// A region with none of these tokens is not pushed; one with any is read in full, and in it
/// each block and closure is asked again (`openBrace`). What a read would leave behind
/// besides is the worker's name numbers, which no fact holds, and what a frame's pop does to
/// the frame around, which `openBrace` does in its place.
/// (A skim that counted the constructions instead, following the parser's statements,
/// cost more than the reads it spared: measured, not kept.)
extension FileParser {
    /// Whether the code `start..<end`, pushed from the frame `top` with `collector`, is passed
    /// over unread: it has no collector, `top` is in no closure the query's call takes, and
    /// the code records nothing (`recordsNothing`). `closureOpen`: the code is a closure
    /// opened there, read all the same when a queried call takes it. (Saved 3.7 M
    /// instructions of the eight apps' 294.3 M and 49 M of the 1 M-line corpus's 1,807.3 M,
    /// callgrind.)
    @inline(__always)
    mutating func skipsUnreadCode(from start: Int, to end: Int, collector: Int?, in top: Int,
                                  closureOpen: Int? = nil) -> Bool {
        // The collector first: most code read has one.
        guard collector == nil, !frames[top].inQueriedClosure, workspace.skimsUnreadCode,
              recordsNothing(from: start, to: end) else { return false }
        if let closureOpen, isPassedToQueriedCall(open: closureOpen, in: top) { return false }
        workspace.skippedRegions += 1
        return true
    }

    /// Whether reading `start..<end` as code with no collector, outside any queried
    /// closure, would record nothing (see above): then it need not be read.
    mutating func recordsNothing(from start: Int, to end: Int) -> Bool {
        let end = min(end, tokens.count)
        var index = start
        // The tokens `quietTokens` holds start nothing: a block in a region scanned before is
        // told without a scan, and a region that reaches past them is scanned from their end.
        // (Saved 1.7 M instructions of the eight apps' 288.5 M and 1.3 M of the corpus's, callgrind.)
        if quietTokens.lowerBound <= start, start <= quietTokens.upperBound {
            if end <= quietTokens.upperBound { return true }
            index = quietTokens.upperBound
        } else {
            quietTokens = start..<start
        }
        while index < end {
            if startsRecord(index) {
                quietTokens = quietTokens.lowerBound..<index
                return false
            }
            index += 1
        }
        quietTokens = quietTokens.lowerBound..<max(end, quietTokens.lowerBound)
        return true
    }

    /// Whether the token at `index` may start a record (see above). A name the query spells
    /// is a call's or a callee's only before `(`, `{` or generic arguments.
    @inline(__always)
    private func startsRecord(_ index: Int) -> Bool {
        // Most tokens are neither a name nor a keyword: told by their kind alone first, the
        // keyword not loaded for them (saved 1.2 M instructions of the 1 M-line corpus's
        // 1,637.2 M, callgrind).
        let kind = tokens[index].kind
        guard kind == .identifier || kind == .keyword else { return false }
        let token = tokens[index]
        switch kind {
        case .identifier:
            if token.keyword == .actor { return true }
            guard index &+ 1 < tokens.count else { return false }
            let next = tokens[index &+ 1].kind
            guard next == .leftParen || next == .leftBrace || next == .operatorToken else { return false }
            if next != .operatorToken, TypeLikeName.startsWith(source.firstByte(of: token)) { return true }
            // `closureCalls` holds `calls` too: `ForEach<…>(…) { if … {} }` records its conditional.
            return query.closureCalls.contains(token, in: source.bytes)
        case .keyword:
            switch token.keyword {
            case .kwStruct, .kwEnum, .kwClass, .kwProtocol: return true
            default: return false
            }
        default:
            return false
        }
    }
}
