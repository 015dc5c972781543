import ViewLintSupport

/// Bounded look-ahead over one file's tokens: where a statement, a type, a pattern or an
/// argument list ends, what kind of block a brace opens. Bracket groups are skipped in one
/// step through the precomputed matches, so every helper is linear in what it looks at.
///
/// Apart from `FileParser` so that what only reads is not `mutating`: the reader is three
/// plain pointer pairs (`BitwiseCopyable`), so the parser hands it to a call by copying six
/// words, and counts no references. What needs the name table, the frames or the name pool
/// stays on `FileParser`.
///
/// Invariant: the reader borrows the parse's bytes, tokens and bracket table (see
/// `FileParser`), valid until the parse ends; it never writes through them.
struct TokenReader: BitwiseCopyable {
    let source: SourceText
    /// The file's tokens, alive for the whole parse (`Parser.parse` holds them).
    let tokens: UnsafeBufferPointer<Token>
    let matches: BracketMatches
}

extension TokenReader {
    /// False outside the tokens, before them too: `self?.name` is tested two tokens back from
    /// `name`, which may be no token (one unsigned comparison tests both ends).
    @inline(__always) func isOperator(_ index: Int, _ spelling: StaticString) -> Bool {
        UInt(bitPattern: index) < UInt(tokens.count) && tokens[index].kind == .operatorToken && source.token(tokens[index], is: spelling)
    }

    @inline(__always) func kind(_ index: Int) -> TokenKind? {
        index >= 0 && index < tokens.count ? tokens[index].kind : nil
    }

    @inline(__always) func keyword(_ index: Int) -> Keyword {
        index >= 0 && index < tokens.count ? tokens[index].keyword : .none
    }

    /// Whether the name at `index`, after a period, is a member of `self`: only `self.name`
    /// (also `self?.name`, `self!.name`, not `a.self.name` or `\.self.name`) uses a member
    /// after a period. Inlined: the parser's call of it, outlined, copied the parser.
    @inline(__always) func isMemberOfSelf(afterPeriodAt index: Int) -> Bool {
        var owner = index - 2
        if isOperator(owner, "?") || isOperator(owner, "!") { owner -= 1 }
        return owner >= 0 && tokens[owner].keyword == .kwSelf && tokens[owner].kind == .keyword
            && kind(owner - 1) != .period && kind(owner - 1) != .backslash
    }

    /// An identifier, or a keyword used where a name may stand (labels, `.default`).
    @inline(__always) func isName(_ index: Int) -> Bool {
        guard let kind = kind(index) else { return false }
        return kind == .identifier || kind == .keyword
    }

    /// The index after the group opened at `index` (or `index + 1` if it opens none);
    /// never past the end of the tokens, even for a group left open.
    @inline(__always) func afterGroup(_ index: Int) -> Int {
        tokens[index].isOpening ? min(matches.close(index) + 1, tokens.count) : index + 1
    }

    /// Whether the bracket group that opens at `open` has a `:` of its own (`[String: Int]`,
    /// a dictionary) rather than only inside nested groups (`[(a: Int, b: Int)]`).
    func bracketHoldsColon(_ open: Int) -> Bool {
        let close = min(matches.close(open), tokens.count)
        var index = open + 1
        while index < close {
            if tokens[index].kind == .colon { return true }
            index = afterGroup(index)
        }
        return false
    }

    /// The index after the `if` or `switch` expression that starts at `start`
    /// (`if a { .x } else if b, c { .y } else { .z }`), or `start` when none does: the
    /// commas of its conditions separate no bindings. A condition holds no `{` outside
    /// brackets (Swift allows no trailing closure there), so the first one opens the block.
    func afterConditionalExpression(from start: Int, limit: Int) -> Int {
        var index = start
        while index < limit, keyword(index) == .kwIf || keyword(index) == .kwSwitch {
            var cursor = index + 1
            while cursor < limit, tokens[cursor].kind != .leftBrace { cursor = afterGroup(cursor) }
            guard cursor < limit else { return limit }
            cursor = min(matches.close(cursor) + 1, limit)
            guard cursor < limit, keyword(cursor) == .kwElse, keyword(index) == .kwIf else { return cursor }
            cursor += 1
            if cursor < limit, tokens[cursor].kind == .leftBrace { return min(matches.close(cursor) + 1, limit) }
            index = cursor
        }
        return index
    }

    /// `afterGroup`, and past the generic arguments that open at `index` in an expression
    /// (`Task<Void, Never> { }`, `Dictionary<String, Int>()`): a comma inside them
    /// separates no bindings or arguments.
    @inline(__always) func afterGroupOrGenericArguments(_ index: Int, limit: Int) -> Int {
        if tokens[index].kind == .operatorToken, let end = genericArgumentsEnd(at: index, limit: limit) { return end }
        return afterGroup(index)
    }

    /// The index after the generic arguments whose `<` is at `index` in an expression, or
    /// nil when that `<` is an operator. Swift's rule, simplified: the `<` is glued to a name,
    /// only what types are made of stands before the matching `>`, and what follows it
    /// cannot continue a comparison (`(`, `)`, `[`, `]`, `{`, `}`, `.`, `,`, `;`, `==`,
    /// `!=`, a postfix `?`/`!`, a new line or the end).
    func genericArgumentsEnd(at index: Int, limit: Int) -> Int? {
        guard index > 0, index + 1 < limit, !tokens[index].hasLeadingSpace, tokens[index - 1].kind == .identifier,
              source.token(tokens[index], is: "<") else { return nil }
        var depth = 1
        var cursor = index + 1
        // Bounded, so that a line of `a<a<a<…` costs linear time: each `<` looks this far at most.
        let end = min(limit, index + 1 + Self.genericArgumentsLookahead)
        while cursor < end {
            let token = tokens[cursor]
            switch token.kind {
            case .identifier, .keyword, .period, .comma, .colon:
                cursor += 1
            case .leftParen, .leftBracket:
                cursor = afterGroup(cursor)
            case .operatorToken:
                guard token.length <= 8 else { return nil }
                var offset = Int(token.start)
                while offset < Int(token.end), depth > 0 {
                    switch source.bytes[offset] {
                    case UInt8(ascii: "<"): depth += 1
                    case UInt8(ascii: ">"): depth -= 1
                    case UInt8(ascii: "-") where offset + 1 < Int(token.end) && source.bytes[offset + 1] == UInt8(ascii: ">"):
                        offset += 1
                    case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "."):
                        break
                    default:
                        return nil
                    }
                    offset += 1
                }
                cursor += 1
                guard depth == 0 else { continue }
                // Only postfix `?`/`!` may follow the `>` in its own token (`Optional<Int>?`).
                while offset < Int(token.end) {
                    let byte = source.bytes[offset]
                    guard byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!") else { return nil }
                    offset += 1
                }
                return followsGenericArguments(cursor, limit: limit) ? cursor : nil
            default:
                return nil
            }
        }
        return nil
    }

    /// Tokens a generic argument list in an expression may span (a bracket group counts one).
    static let genericArgumentsLookahead = 128

    private func followsGenericArguments(_ index: Int, limit: Int) -> Bool {
        guard index < limit, !tokens[index].isAtLineStart else { return true }
        switch tokens[index].kind {
        case .leftParen, .rightParen, .leftBracket, .rightBracket, .leftBrace, .rightBrace,
             .period, .comma, .semicolon, .interpolationEnd:
            return true
        case .operatorToken:
            return isOperator(index, "==") || isOperator(index, "!=")
                || (!tokens[index].hasLeadingSpace && (source.firstByte(of: tokens[index]) == UInt8(ascii: "?")
                                                       || source.firstByte(of: tokens[index]) == UInt8(ascii: "!")))
        default:
            return false
        }
    }

    // MARK: Statements

    /// The index where the statement or declaration that starts at `start` ends: a `;`,
    /// a line that does not continue it, or a closer of the enclosing region.
    func statementEnd(from start: Int, limit: Int, stopAtObservers: Bool = false) -> Int {
        var index = start
        while index < limit {
            let token = tokens[index]
            if index > start {
                if token.kind == .semicolon { return index }
                if token.isAtLineStart && !continuesStatement(at: index) { return index }
            }
            if token.isClosing { return index }
            if token.isOpening {
                if stopAtObservers, token.kind == .leftBrace, opensObserverBlock(index) { return index }
                index = matches.close(index) + 1
                continue
            }
            index += 1
        }
        return min(index, limit)
    }

    /// Whether the token at `index`, first on its line, carries on the statement above.
    func continuesStatement(at index: Int) -> Bool {
        let token = tokens[index]
        switch token.kind {
        case .period, .comma, .colon:
            return true
        case .operatorToken:
            // A binary operator has space on both sides; a prefix one is glued to its operand.
            if isOperator(index, "->") { return true }
            return index + 1 < tokens.count && tokens[index + 1].hasLeadingSpace
        case .keyword:
            switch token.keyword {
            case .kwAs, .kwIs, .kwElse, .kwWhere, .kwThrows, .kwRethrows: return true
            default: break
            }
        default:
            break
        }
        guard index > 0 else { return false }
        let previous = tokens[index - 1]
        switch previous.kind {
        case .comma, .period, .colon, .leftParen, .leftBracket, .interpolationStart:
            return true
        case .operatorToken:
            // `=` or a binary operator ending the line above; a postfix `!`/`?` does not.
            return previous.hasLeadingSpace || isOperator(index - 1, "=")
        case .keyword:
            return previous.keyword == .kwIn || previous.keyword == .kwAs || previous.keyword == .kwIs
        default:
            return false
        }
    }

    /// `{ willSet … }` / `{ didSet … }` after a stored property.
    func opensObserverBlock(_ open: Int) -> Bool {
        var index = open + 1
        while index < tokens.count, tokens[index].kind == .attribute { index = afterAttribute(index) }
        let keyword = keyword(index)
        return keyword == .willSet || keyword == .didSet
    }

    // MARK: Attributes and types

    /// The index after an attribute, its dotted name and its arguments.
    func afterAttribute(_ index: Int) -> Int {
        var next = index + 1
        while kind(next) == .period, !tokens[next].hasLeadingSpace, isName(next + 1) { next += 2 }
        if next < tokens.count, tokens[next].kind == .operatorToken, source.firstByte(of: tokens[next]) == 0x3C, !tokens[next].hasLeadingSpace {
            next = skipAngles(from: next, limit: tokens.count)
        }
        if kind(next) == .leftParen, !tokens[next].isAtLineStart, !opensFunctionParameters(next) { next = matches.close(next) + 1 }
        return next
    }

    /// Whether the `(` after an attribute, spaced from it, opens the parameters of the
    /// attributed function type or closure (`@MainActor () -> Void`, `{ @MainActor (x) in`)
    /// rather than the attribute's arguments. Swift 6 never reads a spaced `(` as a type
    /// attribute's arguments; the old spelling `@available (iOS 13, *) func f()` is still
    /// read as arguments, told apart by what follows the `)`.
    @inline(__always)
    private func opensFunctionParameters(_ open: Int) -> Bool {
        guard tokens[open].hasLeadingSpace else { return false }
        let after = matches.close(open) + 1
        guard after < tokens.count else { return false }
        switch tokens[after].keyword {
        case .async, .kwThrows, .kwRethrows, .kwIn: return true
        default: return isOperator(after, "->")
        }
    }

    /// Skips generic arguments or parameters starting at an operator token that begins
    /// with `<`; counts `<` and `>` inside operator tokens (`>>`, `>?`).
    func skipAngles(from start: Int, limit: Int) -> Int {
        var depth = 0
        var index = start
        while index < limit {
            let token = tokens[index]
            switch token.kind {
            case .operatorToken:
                // `->` of a function type closes nothing (`Optional<() -> Void>`).
                for offset in Int(token.start)..<Int(token.end) {
                    let byte = source.bytes[offset]
                    if byte == 0x3C { depth += 1 } else if byte == 0x3E, offset == Int(token.start) || source.bytes[offset - 1] != 0x2D { depth -= 1 }
                }
                index += 1
                if depth <= 0 { return index }
            case .leftParen, .leftBracket:
                index = matches.close(index) + 1
            case .leftBrace, .rightBrace, .semicolon, .rightParen, .rightBracket:
                return index
            default:
                index += 1
            }
        }
        return index
    }

    /// The index after a type that starts at `start`: names with dots and generic
    /// arguments, tuples and function types, collections, `some`/`any`, attributes,
    /// optionals, compositions.
    func skipType(from start: Int, limit: Int) -> Int {
        var index = start
        var expectOperand = true
        while index < limit {
            let token = tokens[index]
            if expectOperand {
                switch token.kind {
                case .attribute:
                    index = afterAttribute(index)
                    continue
                case .identifier where token.keyword == .some || token.keyword == .any || token.keyword == .each
                    || token.keyword == .sending || token.keyword == .consuming || token.keyword == .borrowing:
                    index += 1
                    continue
                case .keyword where token.keyword == .kwInout:
                    index += 1
                    continue
                case .identifier, .keyword:
                    index += 1
                case .leftParen, .leftBracket:
                    index = matches.close(index) + 1
                case .operatorToken where source.firstByte(of: token) == 0x7E: // ~Copyable
                    index += 1
                    continue
                default:
                    return index
                }
                expectOperand = false
                continue
            }
            switch token.kind {
            case .period where isName(index + 1) && !token.isAtLineStart:
                index += 2
            case .operatorToken:
                let first = source.firstByte(of: token)
                if first == 0x3C && !token.hasLeadingSpace {
                    index = skipAngles(from: index, limit: limit)
                } else if isOperator(index, "?") || isOperator(index, "!") || isOperator(index, "...") {
                    index += 1
                } else if isOperator(index, "&") || isOperator(index, "->") {
                    index += 1
                    expectOperand = true
                } else if first == 0x3F || first == 0x21 {
                    // `??` or `?!` glued after a type: each byte an optional marker.
                    index += 1
                } else {
                    return index
                }
            case .identifier where token.keyword == .async || token.keyword == .await:
                index += 1
            case .keyword where token.keyword == .kwThrows || token.keyword == .kwRethrows:
                index += 1
                if kind(index) == .leftParen, !tokens[index].hasLeadingSpace { index = matches.close(index) + 1 }
            default:
                return index
            }
        }
        return min(index, limit)
    }

    /// Source text of a token range with runs of whitespace folded to one space.
    func normalizedText(from start: Int, to end: Int) -> String {
        guard start < end else { return "" }
        // Written in place: one allocation at most, where appending token by token made a
        // string for every token.
        return String(unsafeUninitializedCapacity: normalizedLength(from: start, to: end)) { text in
            writeNormalized(from: start, to: end, into: text, at: 0)
        }
    }

    /// Whether the token at `index` (after the first of a range) stands after the one before
    /// it as `normalizedText` writes it: right after it, or after one space and nothing else.
    /// A range of such tokens is its `normalizedText` in the file's bytes.
    @inline(__always) func joinsAsWritten(_ index: Int) -> Bool {
        let token = tokens[index]
        let previousEnd = tokens[index - 1].end
        if !token.hasLeadingSpace { return token.start == previousEnd }
        return token.start == previousEnd &+ 1 && source.bytes[Int(previousEnd)] == 0x20
    }

    /// `normalizedText`, appended to `bytes` without a `String` in between.
    func appendNormalizedText(from start: Int, to end: Int, to bytes: inout [UInt8]) {
        guard start < end else { return }
        // Written as its normalized text is (`joinsAsWritten`), as most arguments are, the
        // range's text is the file's bytes, appended at once: the kept argument texts cost 35.0 M
        // instructions of the 1 M-line run rather than 39.7 M measured and written (callgrind).
        var joined = start + 1
        while joined < end, joinsAsWritten(joined) { joined += 1 }
        if joined == end {
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source.bytes[Int(tokens[start].start)..<Int(tokens[end - 1].end)]))
            return
        }
        // Measured, grown once, then written in place: an `append(contentsOf:)` a token
        // cost about 120 instructions each, 1% of the corpus run.
        let written = bytes.count
        bytes.append(contentsOf: repeatElement(0, count: normalizedLength(from: start, to: end)))
        bytes.withUnsafeMutableBufferPointer { text in
            _ = writeNormalized(from: start, to: end, into: text, at: written)
        }
    }

    /// How many bytes `normalizedText` of the range takes.
    private func normalizedLength(from start: Int, to end: Int) -> Int {
        var length = 0
        for index in start..<end {
            if index > start, tokens[index].hasLeadingSpace { length += 1 }
            length += tokens[index].length
        }
        return length
    }

    /// Writes `normalizedText` of the range into `text` from `offset` (room measured by
    /// `normalizedLength`); returns where it ends.
    private func writeNormalized(from start: Int, to end: Int, into text: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
        var written = offset
        // A run of tokens that join as written (`joinsAsWritten`) is copied at once from the
        // file, one space written before the next run where blanks stood, rather than byte by
        // byte: kept argument texts (closures, mostly) 35.0 → 33.9 M instructions of the 1 M-line run.
        var runStart = start
        while runStart < end {
            var runEnd = runStart + 1
            while runEnd < end, joinsAsWritten(runEnd) { runEnd += 1 }
            if runStart > start, tokens[runStart].hasLeadingSpace {
                text[written] = 0x20
                written += 1
            }
            let from = Int(tokens[runStart].start), count = Int(tokens[runEnd - 1].end) - from
            precondition(count >= 0 && from + count <= source.bytes.count && written + count <= text.count,
                         "normalized text copied outside the file or its room")
            if count > 0 { (text.baseAddress! + written).update(from: source.bytes.baseAddress! + from, count: count) }
            written += count
            runStart = runEnd
        }
        return written
    }

    /// Whether the range names the identifier `View` or `AnyView`.
    func namesView(from start: Int, to end: Int) -> Bool {
        var index = start
        while index < end {
            let token = tokens[index]
            if token.kind == .identifier, source.token(token, is: "View") || source.token(token, is: "AnyView") { return true }
            index += 1
        }
        return false
    }

    // MARK: Patterns

    /// The end of a `let`/`var` pattern starting at `start`: one name or a tuple.
    func bindingPatternEnd(from start: Int, limit: Int) -> Int {
        guard start < limit else { return start }
        if tokens[start].kind == .leftParen { return min(matches.close(start) + 1, limit) }
        var index = start + 1
        // `let x?` in case patterns.
        while index < limit, isOperator(index, "?") || isOperator(index, "!") { index += 1 }
        return index
    }

    /// The end (exclusive) of a pattern that runs up to `terminator` at depth 0
    /// (`=` for `if case`, `:` for a `case` label), or the region's end.
    func patternEnd(from start: Int, limit: Int, untilColon: Bool) -> Int {
        var index = start
        while index < limit {
            let token = tokens[index]
            if untilColon, token.kind == .colon { return index }
            if !untilColon, token.kind == .operatorToken, isOperator(index, "=") { return index }
            if !untilColon, token.kind == .leftBrace || token.kind == .comma { return index }
            if token.isClosing { return index }
            index = token.isOpening ? matches.close(index) + 1 : index + 1
        }
        return min(index, limit)
    }

    // MARK: Calls

    /// Trailing closures starting at `start` (the first `{`, then `label: {` ones): how
    /// many, and the index after the last.
    @inline(__always)
    func trailingClosures(at start: Int, limit: Int) -> (count: Int, end: Int) {
        // Most calls have none: told where they are asked for, with no call (1.9 M instructions
        // of the 1 M-line run fewer, callgrind).
        guard start < limit, tokens[start].kind == .leftBrace else { return (0, start) }
        return trailingClosures(fromBrace: start, limit: limit)
    }

    @inline(never)
    private func trailingClosures(fromBrace start: Int, limit: Int) -> (count: Int, end: Int) {
        var index = start
        var count = 0
        while index < limit, tokens[index].kind == .leftBrace {
            count += 1
            index = matches.close(index) + 1
            guard index + 2 < limit, isName(index), kind(index + 1) == .colon, kind(index + 2) == .leftBrace else { break }
            index += 2
        }
        return (count, min(index, max(limit, start)))
    }

    // MARK: Code and declarations

    /// Whether the token begins a declaration keyword we read.
    func startsDeclaration(_ index: Int) -> Bool {
        switch keyword(index) {
        case .kwVar, .kwLet, .kwFunc, .kwInit, .kwDeinit, .kwSubscript, .kwStruct, .kwEnum, .kwClass,
             .kwProtocol, .kwExtension, .kwTypealias, .kwAssociatedtype, .kwImport, .kwCase,
             .kwOperator, .kwPrecedencegroup:
            return true
        case .actor, .macro:
            return kind(index + 1) == .identifier
        default:
            return false
        }
    }

    /// Skips a `where` clause up to the body's `{` (or the declaration's end).
    func afterWhereClause(from start: Int, limit: Int) -> Int {
        guard keyword(start) == .kwWhere else { return start }
        var index = start + 1
        while index < limit, tokens[index].kind != .leftBrace {
            if tokens[index].isAtLineStart, startsDeclaration(index) { return index }
            index = afterGroup(index)
        }
        return index
    }

    enum AccessorBlockKind { case getter, accessors, observers }

    /// What a property's `{ … }` holds: a getter's statements, accessors, or observers.
    func accessorBlockKind(open: Int) -> AccessorBlockKind {
        var index = open + 1
        while index < tokens.count, tokens[index].kind == .attribute { index = afterAttribute(index) }
        while keyword(index) == .mutating || keyword(index) == .nonmutating || keyword(index) == .kwPrivate
                || keyword(index) == .kwFileprivate || keyword(index) == .kwInternal || keyword(index) == .kwPublic { index += 1 }
        switch keyword(index) {
        case .willSet, .didSet:
            return .observers
        case .get, .set, .read, .modify:
            let next = kind(index + 1)
            if next == .leftBrace || next == .rightBrace || next == .leftParen && keyword(index) != .get { return .accessors }
            let nextKeyword = keyword(index + 1)
            if nextKeyword == .get || nextKeyword == .set || nextKeyword == .async || nextKeyword == .kwThrows { return .accessors }
            return .getter
        default:
            return .getter
        }
    }

    /// The position of the token at `index`; past the end of the file for `tokens.count`
    /// (a group left open).
    func position(ofTokenAt index: Int) -> SourcePosition {
        index >= 0 && index < tokens.count ? SourcePosition(tokens[index]) : SourcePosition(line: .max, column: .max)
    }

    /// A `case`/`default` that labels a switch case, not `if case` / `for case`.
    func isCaseLabel(_ index: Int, switchOpen: Int) -> Bool {
        let previous = index - 1
        if previous == switchOpen { return true }
        switch keyword(previous) {
        case .kwIf, .kwGuard, .kwWhile, .kwFor: return false
        default: break
        }
        if kind(previous) == .comma { return false }
        return tokens[index].isAtLineStart || kind(previous) == .semicolon || kind(previous) == .attribute
    }

    /// Whether the token at `index` can end an expression that a modifier is chained on.
    func endsExpression(_ index: Int) -> Bool {
        let token = tokens[index]
        switch token.kind {
        case .identifier, .integerLiteral, .floatLiteral, .stringSegment, .regexLiteral,
             .rightParen, .rightBracket, .rightBrace:
            return true
        case .keyword:
            return token.keyword == .kwSelf || token.keyword == .kwSuper || token.keyword == .kwTrue
                || token.keyword == .kwFalse || token.keyword == .kwNil
        case .operatorToken:
            // Postfix `?` / `!` glued to an operand: `view?.id(x)`.
            return !token.hasLeadingSpace && (source.token(token, is: "?") || source.token(token, is: "!"))
        default:
            return false
        }
    }
}
