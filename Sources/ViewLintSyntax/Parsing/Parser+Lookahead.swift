import ViewLintSupport

/// Bounded look-ahead over tokens: where a statement, a type, a pattern or an argument
/// list ends, and what it binds. Bracket groups are skipped in one step through the
/// precomputed matches, so every helper is linear in what it looks at.
extension FileParser {
    @inline(__always) mutating func isOperator(_ index: Int, _ spelling: StaticString) -> Bool {
        index < tokens.count && tokens[index].kind == .operatorToken && source.token(tokens[index], is: spelling)
    }

    @inline(__always) mutating func kind(_ index: Int) -> TokenKind? {
        index >= 0 && index < tokens.count ? tokens[index].kind : nil
    }

    @inline(__always) mutating func keyword(_ index: Int) -> Keyword {
        index >= 0 && index < tokens.count ? tokens[index].keyword : .none
    }

    /// An identifier, or a keyword used where a name may stand (labels, `.default`).
    @inline(__always) mutating func isName(_ index: Int) -> Bool {
        guard let kind = kind(index) else { return false }
        return kind == .identifier || kind == .keyword
    }

    /// The index after the group opened at `index` (or `index + 1` if it opens none);
    /// never past the end of the tokens, even for a group left open.
    @inline(__always) mutating func afterGroup(_ index: Int) -> Int {
        tokens[index].isOpening ? min(matches.close(index) + 1, tokens.count) : index + 1
    }

    /// `afterGroup`, and past the generic arguments that open at `index` in an expression
    /// (`Task<Void, Never> { }`, `Dictionary<String, Int>()`): a comma inside them
    /// separates no bindings or arguments.
    @inline(__always) mutating func afterGroupOrGenericArguments(_ index: Int, limit: Int) -> Int {
        if tokens[index].kind == .operatorToken, let end = genericArgumentsEnd(at: index, limit: limit) { return end }
        return afterGroup(index)
    }

    /// The index after the generic arguments whose `<` is at `index` in an expression, or
    /// nil when that `<` is an operator. Swift's rule, simplified: the `<` is glued to a name,
    /// only what types are made of stands before the matching `>`, and what follows it
    /// cannot continue a comparison (`(`, `)`, `[`, `]`, `{`, `}`, `.`, `,`, `;`, `==`,
    /// `!=`, a postfix `?`/`!`, a new line or the end).
    mutating func genericArgumentsEnd(at index: Int, limit: Int) -> Int? {
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

    private mutating func followsGenericArguments(_ index: Int, limit: Int) -> Bool {
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
    mutating func statementEnd(from start: Int, limit: Int, stopAtObservers: Bool = false) -> Int {
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
    mutating func continuesStatement(at index: Int) -> Bool {
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
    mutating func opensObserverBlock(_ open: Int) -> Bool {
        var index = open + 1
        while index < tokens.count, tokens[index].kind == .attribute { index = afterAttribute(index) }
        let keyword = keyword(index)
        return keyword == .willSet || keyword == .didSet
    }

    // MARK: Attributes and types

    /// The index after an attribute, its dotted name and its arguments.
    mutating func afterAttribute(_ index: Int) -> Int {
        var next = index + 1
        while kind(next) == .period, !tokens[next].hasLeadingSpace, isName(next + 1) { next += 2 }
        if next < tokens.count, tokens[next].kind == .operatorToken, source.firstByte(of: tokens[next]) == 0x3C, !tokens[next].hasLeadingSpace {
            next = skipAngles(from: next, limit: tokens.count)
        }
        if kind(next) == .leftParen, !tokens[next].isAtLineStart { next = matches.close(next) + 1 }
        return next
    }

    /// The attribute's last name component: `State` for `@SwiftUI.State`.
    mutating func attributeName(_ index: Int) -> String {
        var last = index
        var next = index + 1
        while kind(next) == .period, !tokens[next].hasLeadingSpace, isName(next + 1) {
            last = next + 1
            next += 2
        }
        if last == index {
            // The attribute token's text after its `@`.
            let number = nameTable.index(ofFileBytes: Int(tokens[index].start) + 1..<Int(tokens[index].end))
            return nameTable.names[number]
        }
        return name(last)
    }

    /// Skips generic arguments or parameters starting at an operator token that begins
    /// with `<`; counts `<` and `>` inside operator tokens (`>>`, `>?`).
    mutating func skipAngles(from start: Int, limit: Int) -> Int {
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
    mutating func skipType(from start: Int, limit: Int) -> Int {
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
    mutating func normalizedText(from start: Int, to end: Int) -> String {
        guard start < end else { return "" }
        var length = 0
        for index in start..<end {
            if index > start, tokens[index].hasLeadingSpace { length += 1 }
            length += tokens[index].length
        }
        // Written in place: one allocation at most, where appending token by token made a
        // string for every token.
        return String(unsafeUninitializedCapacity: length) { text in
            var written = 0
            for index in start..<end {
                let token = tokens[index]
                if index > start, token.hasLeadingSpace {
                    text[written] = 0x20
                    written += 1
                }
                for offset in Int(token.start)..<Int(token.end) {
                    text[written] = source.bytes[offset]
                    written += 1
                }
            }
            return written
        }
    }

    /// Whether the range names the identifier `View` or `AnyView`.
    mutating func namesView(from start: Int, to end: Int) -> Bool {
        var index = start
        while index < end {
            let token = tokens[index]
            if token.kind == .identifier, source.token(token, is: "View") || source.token(token, is: "AnyView") { return true }
            index += 1
        }
        return false
    }

    // MARK: Patterns

    /// Pools the names bound by the pattern in `start..<end`: every plain identifier that is not a
    /// member after `.`, an argument label, a type after `as`/`is`, an enum case being
    /// matched, or `_`.
    mutating func poolPatternNames(from start: Int, to end: Int) {
        var index = start
        while index < end {
            let token = tokens[index]
            if token.kind == .keyword, token.keyword == .kwAs || token.keyword == .kwIs {
                index = skipType(from: index + 1, limit: end)
                continue
            }
            if token.kind == .identifier, token.keyword != .underscore, token.keyword != .some, token.keyword != .any,
               kind(index - 1) != .period, kind(index + 1) != .colon, kind(index + 1) != .period, kind(index + 1) != .leftParen {
                namePool.append(nameID(index))
            }
            index += 1
        }
    }

    /// The end of a `let`/`var` pattern starting at `start`: one name or a tuple.
    mutating func bindingPatternEnd(from start: Int, limit: Int) -> Int {
        guard start < limit else { return start }
        if tokens[start].kind == .leftParen { return min(matches.close(start) + 1, limit) }
        var index = start + 1
        // `let x?` in case patterns.
        while index < limit, isOperator(index, "?") || isOperator(index, "!") { index += 1 }
        return index
    }

    /// The end (exclusive) of a pattern that runs up to `terminator` at depth 0
    /// (`=` for `if case`, `:` for a `case` label), or the region's end.
    mutating func patternEnd(from start: Int, limit: Int, untilColon: Bool) -> Int {
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

    /// Whether the group opened at `open` has arguments and the first has no label
    /// (`List(items)`), without spelling out the labels.
    mutating func firstArgumentIsUnlabeled(open: Int) -> Bool {
        let close = matches.close(open)
        guard close > open + 1 else { return false }
        let start = open + 1
        var end = start
        while end < close, tokens[end].kind != .comma { end = afterGroupOrGenericArguments(end, limit: close) }
        return !(isName(start) && kind(start + 1) == .colon && start + 1 < end)
    }

    /// The labels of the arguments in the group opened at `open`, as `MemberUse` keeps
    /// them: joined by commas, `_` for an unlabeled argument.
    mutating func argumentLabelText(open: Int) -> String {
        let close = matches.close(open)
        guard close > open + 1 else { return "" }
        // The most common call by far, `f(x)`: one unlabeled argument, told without building text.
        if !(isName(open + 1) && kind(open + 2) == .colon && open + 2 < close) {
            var index = open + 1
            while index < close, tokens[index].kind != .comma { index = afterGroupOrGenericArguments(index, limit: close) }
            if index >= close { return "_" }
        }
        var text = ""
        var argumentStart = open + 1
        var index = open + 1
        while index <= close {
            if index == close || tokens[index].kind == .comma {
                if argumentStart > open + 1 { text.append(",") }
                if argumentStart < index, isName(argumentStart), kind(argumentStart + 1) == .colon, argumentStart + 1 < index {
                    text.append(name(argumentStart))
                } else {
                    text.append("_")
                }
                argumentStart = index + 1
                index += 1
                continue
            }
            index = afterGroupOrGenericArguments(index, limit: close)
        }
        return text
    }

    /// Trailing closures starting at `start` (the first `{`, then `label: {` ones): how
    /// many, and the index after the last.
    mutating func trailingClosures(at start: Int, limit: Int) -> (count: Int, end: Int) {
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

    // MARK: Closures

    /// A closure's signature: `{ [captures] (params) async throws -> T in` or `{ a, b in`.
    /// Returns where the body starts, the names it binds (in the name pool), and the capture initializers
    /// (`[y = x]` reads `x`).
    mutating func closureSignature(open: Int) -> (bodyStart: Int, names: NameRange, captureValues: [Range<Int>]) {
        let close = matches.close(open)
        let start = namePool.count
        var index = open + 1
        while index < close, tokens[index].kind == .attribute { index = afterAttribute(index) }
        var captureValues: [Range<Int>] = []
        if index < close, tokens[index].kind == .leftBracket {
            let captureClose = matches.close(index)
            var itemStart = index + 1
            var cursor = index + 1
            while cursor <= captureClose {
                if cursor == captureClose || tokens[cursor].kind == .comma {
                    if let equals = (itemStart..<cursor).first(where: { isOperator($0, "=") }) {
                        if equals > itemStart, kind(equals - 1) == .identifier { namePool.append(nameID(equals - 1)) }
                        captureValues.append((equals + 1)..<cursor)
                    } else if cursor > itemStart, tokens[cursor - 1].kind == .identifier || tokens[cursor - 1].keyword == .kwSelf {
                        namePool.append(nameID(cursor - 1))
                    }
                    itemStart = cursor + 1
                    cursor += 1
                    continue
                }
                cursor = afterGroup(cursor)
            }
            index = captureClose + 1
        }
        let parametersStart = index
        index = afterClosureParameters(from: parametersStart, close: close, pooling: false)
        // Effects and the result type, then `in`; anything else starts the body
        // (`{ for x in xs { } }` has no signature).
        while index < close, keyword(index) == .async || keyword(index) == .kwThrows || keyword(index) == .kwRethrows {
            index += 1
            if keyword(index - 1) == .kwThrows, kind(index) == .leftParen, !tokens[index].hasLeadingSpace { index = afterGroup(index) }
        }
        if index < close, isOperator(index, "->") { index = skipType(from: index + 1, limit: close) }
        guard index < close, tokens[index].keyword == .kwIn else {
            namePool.truncate(to: start)
            return (open + 1, .empty, [])
        }
        _ = afterClosureParameters(from: parametersStart, close: close, pooling: true)
        return (index + 1, pooledSince(start), captureValues)
    }

    /// The index after a closure's parameters at `start`: a parenthesized list or bare
    /// names. With `pooling`, also pools the names they bind (`_` binds none); the names
    /// are only looked up once an `in` has shown that they are parameters.
    private mutating func afterClosureParameters(from start: Int, close: Int, pooling: Bool) -> Int {
        var index = start
        if index < close, tokens[index].kind == .leftParen {
            let parameterClose = matches.close(index)
            guard pooling else { return parameterClose + 1 }
            var itemStart = index + 1
            var cursor = index + 1
            while cursor <= parameterClose {
                if cursor == parameterClose || tokens[cursor].kind == .comma {
                    let colon = (itemStart..<cursor).first(where: { tokens[$0].kind == .colon }) ?? cursor
                    if colon > itemStart, isName(colon - 1) { poolParameterName(colon - 1) }
                    itemStart = cursor + 1
                    cursor += 1
                    continue
                }
                cursor = afterGroup(cursor)
            }
            return parameterClose + 1
        }
        while index < close, tokens[index].kind == .identifier {
            if pooling { poolParameterName(index) }
            index += 1
            guard index < close, tokens[index].kind == .comma else { break }
            index += 1
        }
        return index
    }

    /// Pools the name of the parameter token at `index`, unless it is `_`.
    mutating func poolParameterName(_ index: Int) {
        let name = nameID(index)
        if name != underscoreName() { namePool.append(name) }
    }

    // MARK: Parameters

    struct ParsedParameter {
        var label: String
        /// The token of the name the parameter binds.
        var nameToken: Int
        var defaultValue: Range<Int>?
    }

    /// The parameters of a declaration's clause opened at `open`.
    mutating func parameterClause(open: Int) -> [ParsedParameter] {
        let close = matches.close(open)
        var parameters: [ParsedParameter] = []
        var itemStart = open + 1
        var index = open + 1
        var angleDepth = 0
        var sawEquals = false
        while index <= close {
            if index == close || (tokens[index].kind == .comma && angleDepth <= 0) {
                if let parameter = parameter(from: itemStart, to: index) { parameters.append(parameter) }
                itemStart = index + 1
                angleDepth = 0
                sawEquals = false
                index += 1
                continue
            }
            let token = tokens[index]
            if token.kind == .operatorToken, !sawEquals {
                if isOperator(index, "=") {
                    sawEquals = true
                } else {
                    for offset in Int(token.start)..<Int(token.end) {
                        let byte = source.bytes[offset]
                        if byte == 0x3C { angleDepth += 1 } else if byte == 0x3E, !isOperator(index, "->") { angleDepth -= 1 }
                    }
                }
            }
            index = afterGroup(index)
        }
        return parameters
    }

    private mutating func parameter(from start: Int, to end: Int) -> ParsedParameter? {
        var index = start
        while index < end, tokens[index].kind == .attribute { index = afterAttribute(index) }
        guard index < end, isName(index) else { return nil }
        let label = name(index)
        var nameToken = index
        if index + 1 < end, isName(index + 1), kind(index + 1) != .colon {
            nameToken = index + 1
        }
        var defaultValue: Range<Int>?
        var cursor = index
        while cursor < end {
            if isOperator(cursor, "=") {
                defaultValue = (cursor + 1)..<end
                break
            }
            cursor = afterGroup(cursor)
        }
        return ParsedParameter(label: label, nameToken: nameToken, defaultValue: defaultValue)
    }
}
