import ViewLintSupport

/// The lexer's hot loop: code, outside string literals or inside an interpolation, which is
/// nearly all of a file.
///
/// It keeps the lexer's position, line and pending trivia flags, and the token buffer, in
/// local variables, so that they live in registers instead of being stored and reloaded for
/// every byte and token. It lexes trivia and the common tokens itself, exactly as
/// `lexToken` would; for anything else (comments, strings with escapes or interpolations,
/// numbers other than plain integers, `#`, a lone `@`, `/`, dot-operators, anything at a
/// non-ASCII byte) it writes its state back, lets the general path do it, and reads the
/// state again. Names and operators stop at a non-ASCII byte: the general path goes on with
/// the token before when the character glued to it continues it.
extension LexerState {
    /// Why `lexCode` returned.
    enum CodeRunEnd {
        /// The end of the file.
        case endOfFile
        /// A string literal opened, an interpolation closed, or a line break ended a
        /// single-line string inside its interpolation: the driver goes on.
        case stringsChanged
        /// Fewer than sixteen bytes are left after the position (only with `wordsReadable`):
        /// the rest is lexed with a test before every word read.
        case nearEnd
    }

    /// Lexes code outside string literals until the end of the file or until a string
    /// literal is left open.
    @inline(never)
    mutating func lexCodeOutsideStrings() -> CodeRunEnd {
        let runEnd = lexCode(insideInterpolation: false, stopAtNewline: false, wordsReadable: true)
        return runEnd == .nearEnd ? lexCodeNearEnd() : runEnd
    }

    /// `lexCodeOutsideStrings` over the last bytes of the file, testing the room left before
    /// reading a word.
    @inline(never)
    private mutating func lexCodeNearEnd() -> CodeRunEnd {
        lexCode(insideInterpolation: false, stopAtNewline: false, wordsReadable: false)
    }

    /// Lexes the code of an interpolation until the end of the file or until the innermost
    /// open string changes (the interpolation ends, or a string literal in it is left open).
    @inline(never)
    mutating func lexCodeInInterpolation(ofSingleLineString: Bool) -> CodeRunEnd {
        lexCode(insideInterpolation: true, stopAtNewline: ofSingleLineString, wordsReadable: false)
    }

    /// `insideInterpolation`: a string is open (then parentheses are counted, to find the
    /// interpolation's end); `stopAtNewline`: it is a single-line string, which a line break
    /// ends (diagnosed here). Inlined in the two functions above: code outside strings, the
    /// most of a file, tests neither. `wordsReadable`: the loop stops (`.nearEnd`) where fewer
    /// than sixteen bytes are left, so that a word (or a name's sixteen bytes) read at the start
    /// of a token or a run of spaces needs no test of the room left: code outside strings, but for its last bytes.
    ///
    /// Walks the bytes by pointer (`cursor`, and the line's start as a pointer too) so that an
    /// offset is computed only for the tokens it emits. It keeps the pointer before the line's
    /// first byte (`columnOrigin`), so that a token's column is one subtraction (8 M instructions
    /// of the 1 M-line corpus's lexing, callgrind). Walking by offset instead, the start and end
    /// written as they are, cost 11 M more: the compiler then kept the token's start on the stack.
    ///
    /// The register allocation of this loop swings by tens of M on small changes anywhere in it,
    /// the rare paths included (1 M-line corpus, callgrind): room made through the state's copy of
    /// `tokens`, so that the loop's own is never passed `inout` (the store per token of its next
    /// slot goes away), cost 17 M more; line comments skipped here, with a call to note each,
    /// instead of through the general path, 21 M more. A token of 16 bytes, with no column (a table
    /// of line starts written at each line break instead of `columnOrigin`, kept by the worker, and
    /// columns derived from it where the parser makes a position), cost 12.3 M more of the run's
    /// 1,535.9 M and 2.1 M of the eight apps' 256.9 M: this loop's token writes lost two
    /// instructions each (-9 M) but the line starts' writes, the line and the table then in
    /// memory, added 8 M, and the parser needed 13 M more: x86 scales an index by 20 with one
    /// `lea` folded into each token load, by 16 with a move and a shift. Written as two 8-byte
    /// stores, the 16-byte token cost 27 M more again.
    @inline(__always)
    private mutating func lexCode(insideInterpolation: Bool, stopAtNewline: Bool, wordsReadable: Bool) -> CodeRunEnd {
        let base = bytes
        let end = bytes + count
        // Where the loop stops: the end, or with `wordsReadable` the last byte with sixteen from it.
        let bound = !wordsReadable ? end : count >= 16 ? end - 15 : base
        let classes = self.classes
        let keywords = self.keywords
        var cursor = base + position
        var line = self.line
        var columnOrigin = base + self.lineStart - 1
        // The trivia flags of the next token, as `TokenHead` bits: one register, or'ed into its head.
        var pending = pendingTrivia
        var tokens = self.tokens
        // Tokens are written without a test for room: the loop stops at `limit`, no further than
        // there are free slots, and each token it writes starts at a byte of its own before it.
        var limit = tokens.limit(from: cursor, end: bound)
        let openStrings = strings.count
        // Inside an interpolation, the depth of parentheses opened in it: its `)` is the one
        // at depth 0.
        var parenDepth = insideInterpolation ? strings.innermost.parenDepth : 0

        while true {
            if cursor >= limit {
                if cursor >= bound { break }
                tokens.makeRoom(movingNotes: &bracketNotes)
                limit = tokens.limit(from: cursor, end: bound)
            }
            let c = cursor.pointee
            let flags = classes[Int(c)]

            if flags & ByteClass.triviaHead != 0 {
                if c == ASCII.space {
                    pending |= TokenHead.leadingSpace
                    if wordsReadable || end - cursor >= 8 {
                        // One load finds the end of a run of up to seven spaces: a single one, or
                        // most indentation, with no test per byte.
                        let others = ByteWord.load(cursor) ^ ByteWord.spaces
                        if others != 0 {
                            cursor += ByteWord.firstByteIndex(others)
                            continue
                        }
                        cursor = Self.endOfSpaces(from: cursor + 8, end: end)
                        continue
                    }
                    cursor = Self.endOfSpaces(from: cursor + 1, end: end)
                    continue
                }
                // `\n` before the rarer blanks and `\r`: the most common trivia after spaces.
                if c == ASCII.newline, !stopAtNewline {
                    line &+= 1
                    columnOrigin = cursor
                    pending = TokenHead.leadingSpace | TokenHead.lineStart
                    if wordsReadable {
                        // The indentation after it, up to seven spaces, ended by one read of the
                        // word at the line break: no pass through the loop for a run of spaces.
                        let others = (ByteWord.load(cursor) ^ ByteWord.spaces) & ~0xFF
                        cursor = others != 0 ? cursor + ByteWord.firstByteIndex(others) : Self.endOfSpaces(from: cursor + 8, end: end)
                    } else {
                        cursor += 1
                    }
                    continue
                }
                if flags & ByteClass.blank != 0 {
                    cursor += 1
                    pending |= TokenHead.leadingSpace
                    continue
                }
                if c == ASCII.carriageReturn, !stopAtNewline {
                    cursor += 1
                    if cursor < end, cursor.pointee == ASCII.newline { cursor += 1 }
                    line &+= 1
                    columnOrigin = cursor - 1
                    pending = TokenHead.leadingSpace | TokenHead.lineStart
                    continue
                }
                // A `/` (a comment, or else an operator or a regex) or a line break ending an
                // interpolation: the general path.
            }

            // A token this loop lexes itself sets its kind (and keyword) and moves `cursor`
            // past it; the token is added after the `if`.
            let start = cursor
            // The token's kind and keyword, as `TokenHead.packed` packs them.
            var head: UInt32 = 0
            if flags & ByteClass.asciiIdentifierHead != 0 {
                // As `scanName`, written out here: the compiler does not inline it into this loop.
                // Sixteen bytes in a vector register: the eight-byte test's constants took the
                // general registers the loop's state then left for the stack (8 M instructions
                // of the 1 M-line corpus's lexing, callgrind).
                if wordsReadable || end - start >= 16 {
                    let length = ByteVector.identifierRun(ByteVector.load(start))
                    if length < 16 {
                        cursor = start + length
                        if flags & ByteClass.keywordHead != 0 {
                            head = KeywordTable.tokenHead(word: ByteWord.load(start), length: length, end: cursor, classes: classes)
                        }
                    } else {
                        // Longer than any keyword.
                        cursor = Self.endOfIdentifier(from: start + 16, end: end, classes: classes)
                    }
                } else {
                    let keyword: Keyword
                    (cursor, keyword) = Self.scanName(at: start, end: end, headFlags: flags, classes: classes, keywords: keywords)
                    head = TokenHead.packed(keyword.isReserved ? .keyword : .identifier, keyword)
                }
            } else if ByteClass.punctuationKind(flags) != 0 {
                // The kind from the byte's flags: `punctuation(c)`'s switch here cost 11 M
                // instructions more of the 1 M-line corpus's 526 M of lexing (callgrind).
                if insideInterpolation, c == ASCII.rightParen, parenDepth == 0 {
                    // The interpolation's end: the string's text goes on after it.
                    cursor += 1
                    bracketNotes.note(tokens.nextSlot)
                    tokens.appendWithinRoom(head: TokenHead.packed(.interpolationEnd) | pending,
                                  start: Int32(truncatingIfNeeded: start - base), end: Int32(truncatingIfNeeded: cursor - base),
                                  line: line, column: Int32(truncatingIfNeeded: start - columnOrigin))
                    writeBack(cursor: cursor, line: line, columnOrigin: columnOrigin, pending: 0, tokens: tokens)
                    strings.innermost.inInterpolation = false
                    strings.innermost.parenDepth = 0
                    // The string's text after it, lexed from here: its next interpolation goes on
                    // in this loop, not through the driver's (saved 1.1 M instructions of the 1 M-line
                    // corpus's lexing, callgrind).
                    lexStringContinuation()
                    if strings.count != openStrings || !strings.innermost.inInterpolation { return .stringsChanged }
                    (cursor, line, columnOrigin, pending, tokens) = readBack()
                    limit = tokens.limit(from: cursor, end: bound)
                    parenDepth = 0
                    continue
                }
                if insideInterpolation {
                    if c == ASCII.leftParen { parenDepth &+= 1 } else if c == ASCII.rightParen { parenDepth &-= 1 }
                }
                cursor += 1
                let kind = ByteClass.punctuationKind(flags)
                // The brackets' kinds come before `,`, `:` and `;`: one comparison tells them.
                assert(BracketPairing.isBracket(kind) == (kind < TokenKind.comma.rawValue), "punctuation brackets precede the comma")
                if kind < TokenKind.comma.rawValue { bracketNotes.note(tokens.nextSlot) }
                head = UInt32(kind)
            } else if flags & ByteClass.digit != 0, let integerEnd = Self.endOfPlainInteger(from: start, end: end, classes: classes) {
                cursor = integerEnd
                head = TokenHead.packed(.integerLiteral)
            } else if c == ASCII.quote, let stringEnd = Self.endOfPlainString(from: start, end: end) {
                cursor = stringEnd
                head = TokenHead.packed(.stringSegment)
            } else if c == ASCII.at, wordsReadable || end - cursor >= 2, classes[Int(cursor[1])] & ByteClass.asciiIdentifierHead != 0 {
                // `@State`: as `lexToken`. A name that goes on with a non-ASCII character is
                // finished there, by the general path; one that starts with one, all there.
                cursor = Self.endOfIdentifier(from: start + 2, end: end, classes: classes)
                head = TokenHead.packed(.attribute)
            } else if c == ASCII.dollar {
                // `$0`, `$name`: as `lexToken`.
                cursor = Self.endOfIdentifier(from: start + 1, end: end, classes: classes)
                head = TokenHead.packed(.identifier)
            } else if c == ASCII.period, (!wordsReadable && end - cursor < 2)
                        || (cursor[1] != ASCII.period && classes[Int(cursor[1])] & ByteClass.operatorCharacter == 0) {
                // A member access; `..<`, `...` and dot-operators take the general path.
                cursor += 1
                head = TokenHead.packed(.period)
            } else if flags & ByteClass.operatorCharacter != 0, c != ASCII.slash {
                // As `lexOperator` for an operator that starts with neither `.` nor `/`.
                cursor += 1
                while cursor < end {
                    let next = cursor.pointee
                    if next == ASCII.slash, end - cursor >= 2, cursor[1] == ASCII.slash || cursor[1] == ASCII.star { break }
                    if classes[Int(next)] & ByteClass.operatorCharacter == 0 { break }
                    cursor += 1
                }
                head = TokenHead.packed(.operatorToken)
            } else {
                // Comments and every other token: the general path, with the state written back.
                writeBack(cursor: cursor, line: line, columnOrigin: columnOrigin, pending: pending, tokens: tokens)
                if insideInterpolation { strings.innermost.parenDepth = parenDepth }
                let next = end - cursor >= 2 ? cursor[1] : 0
                if c == ASCII.newline || c == ASCII.carriageReturn {
                    // Only with `stopAtNewline`: a single-line string ends at the line break,
                    // even inside an interpolation.
                    let open = strings.pop()
                    diagnose("unterminated string interpolation", at: position, line: open.interpolationLine, column: open.interpolationColumn)
                    return .stringsChanged
                }
                if c == ASCII.slash, next == ASCII.slash {
                    skipLineComment()
                } else if c == ASCII.slash, next == ASCII.star {
                    skipBlockComment()
                } else {
                    lexToken()
                }
                if strings.count != openStrings || (insideInterpolation && !strings.innermost.inInterpolation) {
                    // Outside strings, a literal with an interpolation opened: lexed to its end
                    // from here, not through the driver, so that this loop is not left and
                    // entered again for it (saved 0.8 M instructions of the 1 M-line corpus's
                    // lexing, callgrind). Inside an interpolation the driver goes on: that
                    // keeps nested literals off the call stack.
                    if insideInterpolation { return .stringsChanged }
                    if !lexOpenStrings() { return .endOfFile }
                }
                (cursor, line, columnOrigin, pending, tokens) = readBack()
                limit = tokens.limit(from: cursor, end: bound)
                if insideInterpolation { parenDepth = strings.innermost.parenDepth }
                continue
            }
            tokens.appendWithinRoom(head: head | pending,
                          start: Int32(truncatingIfNeeded: start - base), end: Int32(truncatingIfNeeded: cursor - base),
                          line: line, column: Int32(truncatingIfNeeded: start - columnOrigin))
            pending = 0
        }
        writeBack(cursor: cursor, line: line, columnOrigin: columnOrigin, pending: pending, tokens: tokens)
        if insideInterpolation { strings.innermost.parenDepth = parenDepth }
        return cursor < end ? .nearEnd : .endOfFile
    }

    /// The hot loop's state, as `writeBack` stored it, after the general path moved it on.
    @inline(__always)
    private func readBack() -> (cursor: UnsafePointer<UInt8>, line: Int32, columnOrigin: UnsafePointer<UInt8>,
                                pending: UInt32, tokens: TokenBuffer) {
        (bytes + position, line, bytes + lineStart - 1, pendingTrivia, tokens)
    }

    /// Stores the hot loop's state, held in locals, into the lexer's.
    private mutating func writeBack(cursor: UnsafePointer<UInt8>, line: Int32, columnOrigin: UnsafePointer<UInt8>,
                                    pending: UInt32, tokens: TokenBuffer) {
        position = cursor - bytes
        self.line = line
        self.lineStart = columnOrigin + 1 - bytes
        pendingTrivia = pending
        self.tokens = tokens
    }
}
