import ViewLintSupport

/// One token at `position`: identifiers, keywords, punctuation and operators here; numbers,
/// strings and regexes in their own files.
extension LexerState {
    mutating func lexToken() {
        let start = position
        let c = bytes[start]
        let flags = flags(c)
        if c >= 0x80 {
            lexAtNonASCIIByte()
            return
        }
        if flags & ByteClass.identifierHead != 0 {
            let (end, keyword) = Self.scanName(at: bytes + start, end: bytes + count, headFlags: flags, classes: classes, keywords: keywords)
            position = end - bytes
            emit(keyword.isReserved ? .keyword : .identifier, from: start, keyword: keyword)
            return
        }
        if flags & ByteClass.digit != 0 {
            lexNumber()
            return
        }
        switch c {
        case ASCII.quote:
            beginString(hashes: 0)
        case ASCII.pound:
            lexPound()
        case ASCII.at:
            position += 1
            if isIdentifierHead(peek()) { skipIdentifierBody() }
            // `@≠`: no name follows.
            emit(position > start + 1 ? .attribute : .at, from: start)
        case ASCII.backtick:
            lexBacktickIdentifier()
        case ASCII.dollar:
            position += 1
            skipIdentifierBody()
            emit(.identifier, from: start)
        case ASCII.leftParen:
            position += 1
            if !strings.isEmpty { strings.innermost.parenDepth += 1 }
            emit(.leftParen, from: start)
        case ASCII.rightParen:
            position += 1
            if !strings.isEmpty {
                if strings.innermost.parenDepth == 0 {
                    strings.innermost.inInterpolation = false
                    emit(.interpolationEnd, from: start)
                    return
                }
                strings.innermost.parenDepth -= 1
            }
            emit(.rightParen, from: start)
        case ASCII.leftBrace: position += 1; emit(.leftBrace, from: start)
        case ASCII.rightBrace: position += 1; emit(.rightBrace, from: start)
        case ASCII.leftBracket: position += 1; emit(.leftBracket, from: start)
        case ASCII.rightBracket: position += 1; emit(.rightBracket, from: start)
        case ASCII.comma: position += 1; emit(.comma, from: start)
        case ASCII.colon: position += 1; emit(.colon, from: start)
        case ASCII.semicolon: position += 1; emit(.semicolon, from: start)
        case ASCII.backslash: position += 1; emit(.backslash, from: start)
        case ASCII.period:
            // `..<`, `...`, and dot operators such as `.==`; but `.//` is a period and a comment.
            let next = peek(1)
            if next == ASCII.period
                || (isOperatorCharacter(next) && !(next == ASCII.slash && (peek(2) == ASCII.slash || peek(2) == ASCII.star))) {
                lexOperator()
            } else {
                position += 1
                emit(.period, from: start)
            }
        case ASCII.slash:
            if !previousTokenIsOperand, lexBareRegex() { return }
            lexOperator()
        default:
            if flags & ByteClass.operatorCharacter != 0 {
                lexOperator()
            } else {
                position += 1
                emit(.unknown, from: start)
            }
        }
    }

    /// A token at a non-ASCII byte. An operator glued before it goes on over operator
    /// characters (`==≠`); else an operator head starts an operator (`≠`, `→=`); any other
    /// character goes on with the name, keyword, attribute or number glued before it (the
    /// fast loop stops those at every non-ASCII byte: `café`, `ifé`), or starts a name.
    @inline(never)
    mutating func lexAtNonASCIIByte() {
        let start = position
        let cursor = bytes + start, end = bytes + count
        var glued: TokenKind?
        if let previous = tokens.last, previous.end == Int32(truncatingIfNeeded: start) { glued = previous.kind }
        if glued == .operatorToken {
            let operatorEnd = UnicodeOperators.endOfOperatorCharacters(from: cursor, end: end, classes: classes)
            if operatorEnd > cursor {
                position = operatorEnd - bytes
                tokens.extendLast(to: Int32(truncatingIfNeeded: position), as: .operatorToken, keyword: .none)
                return
            }
        }
        if let operatorEnd = UnicodeOperators.endOfOperator(startingAt: cursor, end: end, classes: classes) {
            position = operatorEnd - bytes
            emit(.operatorToken, from: start)
            return
        }
        position = Self.endOfName(from: cursor, end: end, classes: classes) - bytes
        switch glued {
        case .identifier?, .keyword?:
            tokens.extendLast(to: Int32(truncatingIfNeeded: position), as: .identifier, keyword: .none)
        case let kind? where kind == .attribute || kind == .poundKeyword || kind == .integerLiteral || kind == .floatLiteral:
            tokens.extendLast(to: Int32(truncatingIfNeeded: position), as: kind, keyword: .none)
        default:
            emit(.identifier, from: start)
        }
    }

    mutating func lexBacktickIdentifier() {
        let start = position
        position += 1
        while position < count {
            let c = bytes[position]
            if c == ASCII.backtick { position += 1; break }
            if c == ASCII.newline || c == ASCII.carriageReturn { break }
            position += 1
        }
        emit(.identifier, from: start)
    }

    /// `#if`, `#available`, raw strings `#"…"#`, raw regexes `#/…/#`, or a lone `#`.
    mutating func lexPound() {
        var hashes = 0
        while peek(hashes) == ASCII.pound { hashes += 1 }
        let next = peek(hashes)
        if next == ASCII.quote {
            let start = position
            position += hashes
            beginString(hashes: hashes, delimiterStart: start)
            return
        }
        if next == ASCII.slash {
            lexPoundRegex(hashes: hashes)
            return
        }
        // `###x`: each `#` but the last is a lone pound (emitted here, so that the run of
        // `#` is not counted again for every one of them).
        for _ in 1..<hashes {
            let single = position
            position += 1
            emit(.pound, from: single)
        }
        let start = position
        position += 1
        if isIdentifierHead(peek()) { skipIdentifierBody() }
        emit(position > start + 1 ? .poundKeyword : .pound, from: start)
    }

    mutating func lexOperator() {
        let start = position
        let dotOperator = bytes[position] == ASCII.period
        position += 1
        while position < count {
            let c = bytes[position]
            // A comment start ends the operator.
            if c == ASCII.slash, peek(1) == ASCII.slash || peek(1) == ASCII.star { break }
            if isOperatorCharacter(c) || (dotOperator && c == ASCII.period) {
                position += 1
            } else {
                if c >= 0x80 {
                    position = UnicodeOperators.endOfOperatorCharacters(from: bytes + position, end: bytes + count, classes: classes) - bytes
                }
                break
            }
        }
        emit(.operatorToken, from: start)
    }
}
