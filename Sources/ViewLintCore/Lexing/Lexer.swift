/// The tokens of one file, its comments apart, and what could not be lexed.
public struct LexedFile: Sendable {
    public var tokens: [Token]
    public var comments: [CommentRange]
    public var diagnostics: [LexDiagnostic]
}

/// A hand-written Swift lexer over UTF-8 bytes.
///
/// It never fails and never recurses: string interpolation nests through an explicit
/// stack, so any input is lexed in one linear pass. Unterminated literals and comments
/// become diagnostics and lexing goes on after them.
public enum Lexer {
    public static func lex(_ bytes: [UInt8]) -> LexedFile {
        bytes.withUnsafeBufferPointer { lex($0) }
    }

    public static func lex(_ buffer: UnsafeBufferPointer<UInt8>) -> LexedFile {
        var state = LexerState(buffer)
        state.run()
        return LexedFile(tokens: state.tokens, comments: state.comments, diagnostics: state.diagnostics)
    }
}

/// An open string literal: where its text goes on, and whether we are inside one of its
/// interpolations (then the lexer is in code mode until the interpolation's `)`).
private struct OpenString {
    var hashes: Int
    var isMultiline: Bool
    var inInterpolation: Bool
    var parenDepth: Int
    /// Where the current interpolation's `\(` stands, for diagnostics.
    var interpolationLine: Int32 = 0
    var interpolationColumn: Int32 = 0
}

private enum Byte {
    static let newline: UInt8 = 0x0A, carriageReturn: UInt8 = 0x0D, space: UInt8 = 0x20, tab: UInt8 = 0x09
    static let quote: UInt8 = 0x22, pound: UInt8 = 0x23, dollar: UInt8 = 0x24, backslash: UInt8 = 0x5C
    static let slash: UInt8 = 0x2F, star: UInt8 = 0x2A, backtick: UInt8 = 0x60, at: UInt8 = 0x40
    static let period: UInt8 = 0x2E, underscore: UInt8 = 0x5F, leftParen: UInt8 = 0x28, rightParen: UInt8 = 0x29
    static let leftBracket: UInt8 = 0x5B, rightBracket: UInt8 = 0x5D, bang: UInt8 = 0x21

    @inline(__always) static func isIdentifierHead(_ c: UInt8) -> Bool {
        (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A || c == underscore || c >= 0x80
    }

    @inline(__always) static func isIdentifierBody(_ c: UInt8) -> Bool {
        isIdentifierHead(c) || isDigit(c)
    }

    @inline(__always) static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }

    @inline(__always) static func isHexDigit(_ c: UInt8) -> Bool {
        isDigit(c) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x66)
    }

    /// Characters that make up operators (besides `.`, which only continues a dot-operator).
    @inline(__always) static func isOperatorCharacter(_ c: UInt8) -> Bool {
        switch c {
        case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F: return true
        default: return false
        }
    }
}

private struct LexerState {
    let bytes: UnsafeBufferPointer<UInt8>
    let count: Int
    var position = 0
    var line: Int32 = 1
    var lineStart = 0
    var tokens: [Token] = []
    var comments: [CommentRange] = []
    var diagnostics: [LexDiagnostic] = []
    var strings: [OpenString] = []
    var pendingSpace = false
    var pendingNewline = true
    /// A bare `/…/` regex cannot start before this offset: a scan from an earlier `/` already
    /// found that every `/` up to here is division. Keeps regex detection linear.
    var regexHorizon = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        self.count = bytes.count
        tokens.reserveCapacity(bytes.count / 5)
        // A UTF-8 byte order mark is not part of the first line's columns.
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            position = 3
            lineStart = 3
        }
        // A `#!` line at the very top is a comment.
        if position + 1 < count, bytes[position] == Byte.pound, bytes[position + 1] == Byte.bang {
            skipLineComment()
        }
    }

    @inline(__always) func peek(_ offset: Int = 0) -> UInt8 {
        let index = position + offset
        return index < count ? bytes[index] : 0
    }

    @inline(__always) func column(of offset: Int) -> Int32 { Int32(truncatingIfNeeded: offset - lineStart + 1) }

    /// Consumes a line break at `position` (`\n`, `\r\n` or `\r`) if there is one.
    @inline(__always) mutating func consumeNewline() -> Bool {
        let c = peek()
        if c == Byte.newline {
            position += 1
        } else if c == Byte.carriageReturn {
            position += 1
            if peek() == Byte.newline { position += 1 }
        } else {
            return false
        }
        line += 1
        lineStart = position
        return true
    }

    mutating func emit(_ kind: TokenKind, from start: Int, line startLine: Int32, column startColumn: Int32, keyword: Keyword = .none) {
        tokens.append(Token(kind: kind, keyword: keyword, hasLeadingSpace: pendingSpace, isAtLineStart: pendingNewline,
                            start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: position),
                            line: startLine, column: startColumn))
        pendingSpace = false
        pendingNewline = false
    }

    /// Emits a token that starts and ends on the current line.
    @inline(__always) mutating func emit(_ kind: TokenKind, from start: Int, keyword: Keyword = .none) {
        emit(kind, from: start, line: line, column: column(of: start), keyword: keyword)
    }

    mutating func diagnose(_ message: String, at offset: Int, line diagnosticLine: Int32, column diagnosticColumn: Int32) {
        diagnostics.append(LexDiagnostic(message: message, line: diagnosticLine, column: diagnosticColumn))
    }

    mutating func run() {
        while true {
            var inSingleLineInterpolation = false
            if let top = strings.last {
                if !top.inInterpolation {
                    lexStringContinuation()
                    continue
                }
                inSingleLineInterpolation = !top.isMultiline
            }
            skipTrivia(stopAtNewline: inSingleLineInterpolation)
            guard position < count else { break }
            if inSingleLineInterpolation, bytes[position] == Byte.newline || bytes[position] == Byte.carriageReturn {
                // A single-line string ends at the line break, even inside an interpolation.
                let open = strings.removeLast()
                diagnose("unterminated string interpolation", at: position, line: open.interpolationLine, column: open.interpolationColumn)
                continue
            }
            lexToken()
        }
        // Strings still open at the end are all inside an interpolation (string text runs to
        // the end of the file and closes its literal): innermost first.
        while let open = strings.popLast() {
            diagnose("unterminated string interpolation", at: position, line: open.interpolationLine, column: open.interpolationColumn)
        }
    }

    // MARK: Trivia

    mutating func skipTrivia(stopAtNewline: Bool = false) {
        while position < count {
            let c = bytes[position]
            if c == Byte.space || c == Byte.tab || c == 0x0B || c == 0x0C || c == 0 {
                position += 1
                pendingSpace = true
            } else if c == Byte.newline || c == Byte.carriageReturn {
                if stopAtNewline { return }
                _ = consumeNewline()
                pendingSpace = true
                pendingNewline = true
            } else if c == Byte.slash && peek(1) == Byte.slash {
                skipLineComment()
            } else if c == Byte.slash && peek(1) == Byte.star {
                skipBlockComment()
            } else {
                return
            }
        }
    }

    mutating func skipLineComment() {
        let start = position
        let startColumn = column(of: start)
        while position < count, bytes[position] != Byte.newline, bytes[position] != Byte.carriageReturn {
            position += 1
        }
        comments.append(CommentRange(start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: position), line: line, column: startColumn))
        pendingSpace = true
    }

    /// Block comments nest in Swift.
    mutating func skipBlockComment() {
        let start = position
        let startLine = line
        let startColumn = column(of: start)
        position += 2
        var depth = 1
        while position < count {
            let c = bytes[position]
            if c == Byte.slash && peek(1) == Byte.star {
                depth += 1
                position += 2
            } else if c == Byte.star && peek(1) == Byte.slash {
                depth -= 1
                position += 2
                if depth == 0 { break }
            } else if !consumeNewline() {
                position += 1
            } else {
                pendingNewline = true
            }
        }
        if depth > 0 { diagnose("unterminated block comment", at: start, line: startLine, column: startColumn) }
        comments.append(CommentRange(start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: position), line: startLine, column: startColumn))
        pendingSpace = true
    }

    // MARK: Tokens

    mutating func lexToken() {
        let start = position
        let c = bytes[position]
        switch c {
        case Byte.quote:
            beginString(hashes: 0)
        case Byte.pound:
            lexPound()
        case Byte.at:
            position += 1
            if Byte.isIdentifierHead(peek()) {
                while position < count, Byte.isIdentifierBody(bytes[position]) { position += 1 }
                emit(.attribute, from: start)
            } else {
                emit(.at, from: start)
            }
        case Byte.backtick:
            lexBacktickIdentifier()
        case Byte.dollar:
            position += 1
            while position < count, Byte.isIdentifierBody(bytes[position]) { position += 1 }
            emit(.identifier, from: start)
        case _ where Byte.isDigit(c):
            lexNumber()
        case _ where Byte.isIdentifierHead(c):
            position += 1
            while position < count, Byte.isIdentifierBody(bytes[position]) { position += 1 }
            let keyword = Keyword.lookup(bytes, start, position)
            emit(keyword.isReserved ? .keyword : .identifier, from: start, keyword: keyword)
        case Byte.leftParen:
            position += 1
            if var top = strings.popLast() {
                top.parenDepth += 1
                strings.append(top)
            }
            emit(.leftParen, from: start)
        case Byte.rightParen:
            position += 1
            if var top = strings.popLast() {
                if top.parenDepth == 0 {
                    top.inInterpolation = false
                    strings.append(top)
                    emit(.interpolationEnd, from: start)
                    return
                }
                top.parenDepth -= 1
                strings.append(top)
            }
            emit(.rightParen, from: start)
        case 0x7B: position += 1; emit(.leftBrace, from: start)
        case 0x7D: position += 1; emit(.rightBrace, from: start)
        case Byte.leftBracket: position += 1; emit(.leftBracket, from: start)
        case Byte.rightBracket: position += 1; emit(.rightBracket, from: start)
        case 0x2C: position += 1; emit(.comma, from: start)
        case 0x3A: position += 1; emit(.colon, from: start)
        case 0x3B: position += 1; emit(.semicolon, from: start)
        case Byte.backslash: position += 1; emit(.backslash, from: start)
        case Byte.period:
            // `..<`, `...`, and dot operators such as `.==`; but `.//` is a period and a comment.
            let next = peek(1)
            if next == Byte.period
                || (Byte.isOperatorCharacter(next) && !(next == Byte.slash && (peek(2) == Byte.slash || peek(2) == Byte.star))) {
                lexOperator()
            } else {
                position += 1
                emit(.period, from: start)
            }
        case Byte.slash:
            if !previousTokenIsOperand, lexBareRegex() { return }
            lexOperator()
        case _ where Byte.isOperatorCharacter(c):
            lexOperator()
        default:
            position += 1
            emit(.unknown, from: start)
        }
    }

    mutating func lexBacktickIdentifier() {
        let start = position
        position += 1
        while position < count {
            let c = bytes[position]
            if c == Byte.backtick { position += 1; break }
            if c == Byte.newline || c == Byte.carriageReturn { break }
            position += 1
        }
        emit(.identifier, from: start)
    }

    /// `#if`, `#available`, raw strings `#"…"#`, raw regexes `#/…/#`, or a lone `#`.
    mutating func lexPound() {
        var hashes = 0
        while peek(hashes) == Byte.pound { hashes += 1 }
        let next = peek(hashes)
        if next == Byte.quote {
            let start = position
            position += hashes
            beginString(hashes: hashes, delimiterStart: start)
            return
        }
        if next == Byte.slash {
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
        if Byte.isIdentifierHead(peek()) {
            while position < count, Byte.isIdentifierBody(bytes[position]) { position += 1 }
            emit(.poundKeyword, from: start)
        } else {
            emit(.pound, from: start)
        }
    }

    mutating func lexNumber() {
        let start = position
        let afterPeriod = tokens.last?.kind == .period && !pendingSpace
        if peek() == 0x30, peek(1) == 0x78 || peek(1) == 0x6F || peek(1) == 0x62 {
            let radix = peek(1)
            position += 2
            while position < count, Byte.isHexDigit(bytes[position]) || bytes[position] == Byte.underscore { position += 1 }
            let isFloat = radix == 0x78 && !afterPeriod && lexHexFraction()
            while position < count, Byte.isIdentifierBody(bytes[position]) { position += 1 }
            emit(isFloat ? .floatLiteral : .integerLiteral, from: start)
        } else {
            while position < count, Byte.isDigit(bytes[position]) || bytes[position] == Byte.underscore { position += 1 }
            var isFloat = false
            // `tuple.0.1` is two member accesses, not a float.
            if !afterPeriod, peek() == Byte.period, Byte.isDigit(peek(1)) {
                isFloat = true
                position += 1
                while position < count, Byte.isDigit(bytes[position]) || bytes[position] == Byte.underscore { position += 1 }
            }
            if !afterPeriod, (peek() | 0x20) == 0x65, lexExponent() { isFloat = true }
            // Identifier characters glued to a number belong to it (an invalid literal, kept as one token).
            while position < count, Byte.isIdentifierBody(bytes[position]) { position += 1 }
            emit(isFloat ? .floatLiteral : .integerLiteral, from: start)
        }
    }

    /// `0x1.8p3`, `0x1p-2`: a hex float needs a whole `p` exponent; without one, the
    /// literal is an integer and a `.` after it is a member access (`0xFF.description`).
    /// Returns whether a float was lexed.
    mutating func lexHexFraction() -> Bool {
        let save = position
        if peek() == Byte.period, Byte.isHexDigit(peek(1)) {
            position += 1
            while position < count, Byte.isHexDigit(bytes[position]) || bytes[position] == Byte.underscore { position += 1 }
        }
        if (peek() | 0x20) == 0x70, lexExponent() { return true }
        position = save
        return false
    }

    /// Consumes `e+12` / `p-3` at `position` if it is a whole exponent.
    mutating func lexExponent() -> Bool {
        var offset = 1
        if peek(offset) == 0x2B || peek(offset) == 0x2D { offset += 1 }
        guard Byte.isDigit(peek(offset)) else { return false }
        position += offset
        while position < count, Byte.isDigit(bytes[position]) || bytes[position] == Byte.underscore { position += 1 }
        return true
    }

    mutating func lexOperator() {
        let start = position
        let dotOperator = bytes[position] == Byte.period
        position += 1
        while position < count {
            let c = bytes[position]
            // A comment start ends the operator.
            if c == Byte.slash, peek(1) == Byte.slash || peek(1) == Byte.star { break }
            if Byte.isOperatorCharacter(c) || (dotOperator && c == Byte.period) {
                position += 1
            } else {
                break
            }
        }
        emit(.operatorToken, from: start)
    }

    // MARK: Regex literals

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
        if first == Byte.space || first == Byte.tab || first == Byte.newline || first == Byte.carriageReturn || position + 1 >= count { return false }
        if first == 0x3D && peek(2) == Byte.space { return false } // `/= x`
        var index = position + 1
        var groupDepth = 0
        var classDepth = 0
        var lastWasSpace = false
        while index < count {
            let c = bytes[index]
            if c == Byte.slash {
                let after = index + 1 < count ? bytes[index + 1] : 0
                if lastWasSpace || after == Byte.slash || after == Byte.star {
                    // Every `/` before this one is escaped in the pattern: each would fail alike.
                    regexHorizon = index
                    return false
                }
                let start = position
                position = index + 1
                emit(.regexLiteral, from: start)
                return true
            }
            if c == Byte.newline || c == Byte.carriageReturn {
                regexHorizon = index
                return false
            }
            lastWasSpace = false
            switch c {
            case Byte.backslash:
                index += 1
                if index < count, bytes[index] == Byte.newline || bytes[index] == Byte.carriageReturn {
                    regexHorizon = index
                    return false
                }
            case Byte.space, Byte.tab:
                lastWasSpace = true
            case Byte.leftParen where classDepth == 0:
                groupDepth += 1
            case Byte.rightParen where classDepth == 0:
                if groupDepth == 0 {
                    regexHorizon = index
                    return false
                }
                groupDepth -= 1
            case Byte.leftBracket:
                classDepth += 1
            case Byte.rightBracket:
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
        while scan < count, bytes[scan] == Byte.space || bytes[scan] == Byte.tab { scan += 1 }
        let isMultiline = scan < count && (bytes[scan] == Byte.newline || bytes[scan] == Byte.carriageReturn)
        let firstNewline = scan
        let saved = (line: line, lineStart: lineStart)
        while position < count {
            let c = bytes[position]
            if c == Byte.slash {
                var closing = 0
                while peek(1 + closing) == Byte.pound { closing += 1 }
                if closing >= hashes {
                    position += 1 + closing
                    emit(.regexLiteral, from: start, line: startLine, column: startColumn)
                    return
                }
                position += 1 + closing
                continue
            }
            if c == Byte.newline || c == Byte.carriageReturn {
                if !isMultiline { break }
                _ = consumeNewline()
                continue
            }
            position += 1
            if c == Byte.backslash, position < count {
                if bytes[position] == Byte.newline || bytes[position] == Byte.carriageReturn {
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

    // MARK: String literals

    /// `position` is at the opening `"`; `delimiterStart` at the first `#` of a raw string.
    mutating func beginString(hashes: Int, delimiterStart: Int? = nil) {
        // `"""` opens a multi-line literal only when the line ends after it; `#""""#` is a
        // raw single-line string holding `""`.
        var isMultiline = peek(1) == Byte.quote && peek(2) == Byte.quote
        if isMultiline {
            var offset = 3
            while peek(offset) == Byte.space || peek(offset) == Byte.tab { offset += 1 }
            let next = peek(offset)
            isMultiline = next == Byte.newline || next == Byte.carriageReturn || position + offset >= count
        }
        position += isMultiline ? 3 : 1
        strings.append(OpenString(hashes: hashes, isMultiline: isMultiline, inInterpolation: false, parenDepth: 0))
        lexStringSegment(from: delimiterStart ?? (position - (isMultiline ? 3 : 1)))
    }

    /// Resumes a string's text after one of its interpolations closed.
    mutating func lexStringContinuation() {
        lexStringSegment(from: position)
    }

    /// Lexes string text from `start` up to the closing delimiter, the next interpolation,
    /// or, for an unterminated literal, the end of the line (or file).
    mutating func lexStringSegment(from start: Int) {
        let startLine = line
        let startColumn = column(of: start)
        guard var open = strings.popLast() else { return }
        while position < count {
            let c = bytes[position]
            if c == Byte.backslash {
                var hashes = 0
                while hashes < open.hashes, peek(1 + hashes) == Byte.pound { hashes += 1 }
                if hashes == open.hashes {
                    let escaped = peek(1 + hashes)
                    if escaped == Byte.leftParen {
                        // Text so far, then `\(`: code follows until the matching `)`.
                        emit(.stringSegment, from: start, line: startLine, column: startColumn)
                        let interpolationStart = position
                        position += 2 + hashes
                        emit(.interpolationStart, from: interpolationStart)
                        open.inInterpolation = true
                        open.parenDepth = 0
                        open.interpolationLine = line
                        open.interpolationColumn = column(of: interpolationStart)
                        strings.append(open)
                        return
                    }
                    position += 1 + hashes
                    // An escaped line break (multi-line strings only) or an escaped character.
                    let next = peek()
                    if next == Byte.newline || next == Byte.carriageReturn {
                        if open.isMultiline { _ = consumeNewline() }
                    } else if position < count {
                        position += 1
                    }
                    continue
                }
                position += 1
                continue
            }
            if c == Byte.quote {
                let quotes = open.isMultiline ? 3 : 1
                var matches = true
                for offset in 0..<quotes where peek(offset) != Byte.quote { matches = false; break }
                if matches {
                    for offset in 0..<open.hashes where peek(quotes + offset) != Byte.pound { matches = false; break }
                }
                if matches {
                    position += quotes + open.hashes
                    emit(.stringSegment, from: start, line: startLine, column: startColumn)
                    return
                }
                position += 1
                continue
            }
            if c == Byte.newline || c == Byte.carriageReturn {
                if !open.isMultiline {
                    emit(.stringSegment, from: start, line: startLine, column: startColumn)
                    diagnose("unterminated string literal", at: start, line: startLine, column: startColumn)
                    return
                }
                _ = consumeNewline()
                continue
            }
            position += 1
        }
        emit(.stringSegment, from: start, line: startLine, column: startColumn)
        diagnose(open.isMultiline ? "unterminated multi-line string literal" : "unterminated string literal",
                 at: start, line: startLine, column: startColumn)
    }
}
