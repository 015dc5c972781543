/// The lexer's hot loop: code, outside string literals or inside an interpolation, which is
/// nearly all of a file.
///
/// It keeps the lexer's position, line and pending trivia flags, and the token buffer, in
/// local variables, so that they live in registers instead of being stored and reloaded for
/// every byte and token. It lexes trivia and the common tokens itself, exactly as
/// `lexToken` would; for anything else (comments, literals, `#`, `@`, `/`, dot-operators,
/// and parentheses inside an interpolation) it writes its state back, lets the general
/// path do it, and reads the state again.
extension LexerState {
    /// Why `lexCode` returned.
    enum CodeRunEnd {
        /// The end of the file.
        case endOfFile
        /// A string literal opened, an interpolation closed, or a line break ended a
        /// single-line string inside its interpolation: the driver goes on.
        case stringsChanged
    }

    /// Lexes code until the end of the file or until the innermost open string changes.
    /// `insideInterpolation`: a string is open (then parentheses are counted, to find the
    /// interpolation's end); `stopAtNewline`: it is a single-line string, which a line break
    /// ends (diagnosed here). Inlined in the driver, once outside strings with both false,
    /// so that the common case tests neither.
    @inline(__always)
    mutating func lexCode(insideInterpolation: Bool, stopAtNewline: Bool) -> CodeRunEnd {
        let bytes = self.bytes
        let count = self.count
        let classes = self.classes
        var position = self.position
        var line = self.line
        var lineStart = self.lineStart
        var pendingSpace = self.pendingSpace
        var pendingNewline = self.pendingNewline
        var tokens = self.tokens
        let openStrings = strings.count

        while position < count {
            let c = bytes[position]
            let flags = classes[Int(c)]

            if flags & ByteClass.triviaHead != 0 {
                if c == ASCII.space {
                    position = endOfSpaces(from: position &+ 1)
                    pendingSpace = true
                    continue
                }
                if flags & ByteClass.blank != 0 {
                    position &+= 1
                    pendingSpace = true
                    continue
                }
                if c == ASCII.newline || c == ASCII.carriageReturn, !stopAtNewline {
                    position &+= 1
                    if c == ASCII.carriageReturn, position < count, bytes[position] == ASCII.newline { position &+= 1 }
                    line &+= 1
                    lineStart = position
                    pendingSpace = true
                    pendingNewline = true
                    continue
                }
                // A `/` (a comment, or else an operator or a regex) or a line break ending an
                // interpolation: the general path.
            }

            // A token this loop lexes itself sets its kind (and keyword) and moves `position`
            // past it; the token is added after the `if`.
            let start = position
            let kind: TokenKind
            var keyword = Keyword.none
            if flags & ByteClass.identifierHead != 0 {
                position = endOfIdentifier(from: start &+ 1)
                keyword = self.keyword(from: start, to: position, headFlags: flags)
                kind = keyword.isReserved ? .keyword : .identifier
            } else if let punctuation = Self.punctuation(c), !insideInterpolation || (c != ASCII.leftParen && c != ASCII.rightParen) {
                position &+= 1
                kind = punctuation
            } else if c == ASCII.period, position &+ 1 >= count
                        || (bytes[position &+ 1] != ASCII.period && classes[Int(bytes[position &+ 1])] & ByteClass.operatorCharacter == 0) {
                // A member access; `..<`, `...` and dot-operators take the general path.
                position &+= 1
                kind = .period
            } else if flags & ByteClass.operatorCharacter != 0, c != ASCII.slash {
                // As `lexOperator` for an operator that starts with neither `.` nor `/`.
                position &+= 1
                while position < count {
                    let next = bytes[position]
                    if next == ASCII.slash, position &+ 1 < count, bytes[position &+ 1] == ASCII.slash || bytes[position &+ 1] == ASCII.star { break }
                    if classes[Int(next)] & ByteClass.operatorCharacter == 0 { break }
                    position &+= 1
                }
                kind = .operatorToken
            } else {
                // Comments and every other token: the general path, with the state written back.
                self.position = position
                self.line = line
                self.lineStart = lineStart
                self.pendingSpace = pendingSpace
                self.pendingNewline = pendingNewline
                self.tokens = tokens
                if c == ASCII.newline || c == ASCII.carriageReturn {
                    // Only with `stopAtNewline`: a single-line string ends at the line break,
                    // even inside an interpolation.
                    let open = strings.removeLast()
                    diagnose("unterminated string interpolation", at: position, line: open.interpolationLine, column: open.interpolationColumn)
                    return .stringsChanged
                }
                if c == ASCII.slash, position + 1 < count, bytes[position + 1] == ASCII.slash {
                    skipLineComment()
                } else if c == ASCII.slash, position + 1 < count, bytes[position + 1] == ASCII.star {
                    skipBlockComment()
                } else {
                    lexToken()
                }
                if strings.count != openStrings || (insideInterpolation && !strings[openStrings - 1].inInterpolation) {
                    return .stringsChanged
                }
                position = self.position
                line = self.line
                lineStart = self.lineStart
                pendingSpace = self.pendingSpace
                pendingNewline = self.pendingNewline
                tokens = self.tokens
                continue
            }
            tokens.append(Token(kind: kind, keyword: keyword, hasLeadingSpace: pendingSpace, isAtLineStart: pendingNewline,
                                start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: position),
                                line: line, column: Int32(truncatingIfNeeded: start &- lineStart &+ 1)))
            pendingSpace = false
            pendingNewline = false
        }
        self.position = position
        self.line = line
        self.lineStart = lineStart
        self.pendingSpace = pendingSpace
        self.pendingNewline = pendingNewline
        self.tokens = tokens
        return .endOfFile
    }

    /// The kind of a one-byte token that is nothing else, or nil.
    @inline(__always)
    static func punctuation(_ c: UInt8) -> TokenKind? {
        switch c {
        case ASCII.leftParen: return .leftParen
        case ASCII.rightParen: return .rightParen
        case ASCII.leftBrace: return .leftBrace
        case ASCII.rightBrace: return .rightBrace
        case ASCII.leftBracket: return .leftBracket
        case ASCII.rightBracket: return .rightBracket
        case ASCII.comma: return .comma
        case ASCII.colon: return .colon
        case ASCII.semicolon: return .semicolon
        default: return nil
        }
    }
}
