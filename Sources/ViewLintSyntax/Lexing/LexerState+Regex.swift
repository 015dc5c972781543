import ViewLintSupport

/// Regex literals: bare `/…/` where an operand may start, and `#/…/#`.
extension LexerState {
    /// Whether the previous token ends an operand, so that a `/` after it divides.
    var previousTokenIsOperand: Bool {
        guard let previous = tokens.last else { return false }
        switch previous.kind {
        case .identifier:
            return previous.keyword != .await && previous.keyword != .some && previous.keyword != .any
        case .integerLiteral, .floatLiteral, .stringSegment, .regexLiteral, .rightParen, .rightBracket, .interpolationEnd:
            return true
        case .keyword:
            switch previous.keyword {
            // `func /(lhs:rhs:)`, `operator /^/`: an operator's name follows, never a regex.
            case .kwSelf, .kwSelfType, .kwTrue, .kwFalse, .kwNil, .kwSuper, .kwAny, .kwFunc, .kwOperator: return true
            default: return false
            }
        case .operatorToken:
            // A postfix `!`/`?` glued to an operand: `value! / 2` has spaces; `value!/2` lexes as one operator.
            return false
        default:
            return false
        }
    }

    /// `/…/` where an operand may start, with the rules of Swift's own lexer: it does not
    /// start with a space or tab, stays on one line, ends at the first unescaped `/` (character
    /// classes do not hide it), which is not preceded by an unescaped space or tab nor followed
    /// by `/` or `*`, and holds no unbalanced `)` outside a character class. Otherwise the `/`
    /// is an operator.
    mutating func lexBareRegex() -> Bool {
        if position < regexHorizon { return false }
        let first = peek(1)
        if first == ASCII.space || first == ASCII.tab || first == ASCII.newline || first == ASCII.carriageReturn || position + 1 >= count { return false }
        if first == ASCII.equals && peek(2) == ASCII.space { return false } // `/= x`
        var index = position + 1
        var groupDepth = 0
        var classDepth = 0
        var lastWasSpace = false
        while index < count {
            let c = bytes[index]
            if c == ASCII.slash {
                let after = index + 1 < count ? bytes[index + 1] : 0
                if lastWasSpace || after == ASCII.slash || after == ASCII.star {
                    // Every `/` before this one is escaped in the pattern: each would fail alike.
                    regexHorizon = index
                    return false
                }
                let start = position
                position = index + 1
                emit(.regexLiteral, from: start)
                return true
            }
            if c == ASCII.newline || c == ASCII.carriageReturn {
                regexHorizon = index
                return false
            }
            lastWasSpace = false
            switch c {
            case ASCII.backslash:
                index += 1
                if index < count, bytes[index] == ASCII.newline || bytes[index] == ASCII.carriageReturn {
                    regexHorizon = index
                    return false
                }
            case ASCII.space, ASCII.tab:
                lastWasSpace = true
            case ASCII.leftParen where classDepth == 0:
                groupDepth += 1
            case ASCII.rightParen where classDepth == 0:
                if groupDepth == 0 {
                    regexHorizon = index
                    return false
                }
                groupDepth -= 1
            case ASCII.leftBracket:
                classDepth += 1
            case ASCII.rightBracket:
                if classDepth > 0 { classDepth -= 1 }
            default:
                break
            }
            index += 1
        }
        regexHorizon = count
        return false
    }

    /// `#/…/#` with any number of `#`. It spans lines only when the opening delimiter ends
    /// its line (the extended multi-line form); an unterminated one is diagnosed and ends at
    /// the line break (multi-line: at the first one, so that the code after it is lexed).
    mutating func lexPoundRegex(hashes: Int) {
        let start = position
        let startLine = line
        let startColumn = column(of: start)
        position += hashes + 1
        var scan = position
        while scan < count, bytes[scan] == ASCII.space || bytes[scan] == ASCII.tab { scan += 1 }
        let isMultiline = scan < count && (bytes[scan] == ASCII.newline || bytes[scan] == ASCII.carriageReturn)
        let firstNewline = scan
        let saved = (line: line, lineStart: lineStart)
        while position < count {
            let c = bytes[position]
            if c == ASCII.slash {
                var closing = 0
                while peek(1 + closing) == ASCII.pound { closing += 1 }
                if closing >= hashes {
                    position += 1 + closing
                    emit(.regexLiteral, from: start, line: startLine, column: startColumn)
                    return
                }
                position += 1 + closing
                continue
            }
            if c == ASCII.newline || c == ASCII.carriageReturn {
                if !isMultiline { break }
                _ = consumeNewline()
                continue
            }
            position += 1
            if c == ASCII.backslash, position < count {
                if bytes[position] == ASCII.newline || bytes[position] == ASCII.carriageReturn {
                    if !isMultiline { break }
                    _ = consumeNewline()
                } else {
                    position += 1
                }
            }
        }
        if isMultiline {
            position = firstNewline
            line = saved.line
            lineStart = saved.lineStart
        }
        diagnose("unterminated regex literal", at: start, line: startLine, column: startColumn)
        emit(.regexLiteral, from: start, line: startLine, column: startColumn)
    }
}
