import ViewLintSupport

/// An open string literal: where its text goes on, and whether we are inside one of its
/// interpolations (then the lexer is in code mode until the interpolation's `)`).
struct OpenString {
    var hashes: Int
    var isMultiline: Bool
    var inInterpolation: Bool
    var parenDepth: Int
    /// Where the current interpolation's `\(` stands, for diagnostics.
    var interpolationLine: Int32 = 0
    var interpolationColumn: Int32 = 0
}

/// The lexer's pass over one file. Reads through a raw pointer: every read is behind a
/// `< count` test (or `peek`, which makes it), and the hot loops classify bytes through
/// `ByteClass.table`.
///
/// Invariant: `bytes` borrows the file's `count` bytes from `Lexer.lex`'s caller, alive and
/// unchanged for the whole lex; the state is used on one thread and dropped when `lex`
/// returns. `0 <= lineStart <= position <= count` between tokens: a byte is read at an
/// offset only behind a `< count` test (or through `peek`), eight at once only where eight
/// are left (`word(at:)`), sixteen only where sixteen are (`lexCode`'s names), and every token
/// emitted lies in `0..<count`. Debug builds check
/// the word reads and the tokens.
struct LexerState {
    let bytes: UnsafePointer<UInt8>
    let count: Int
    let classes = ByteClass.table
    let keywords = KeywordTable.shared
    var position = 0
    var line: Int32 = 1
    var lineStart = 0
    var tokens: TokenBuffer
    /// The bracket tokens written (`emit`, and `lexCode`'s own writes).
    var bracketNotes: BracketNotes
    var comments: [CommentRange] = []
    var diagnostics: [LexDiagnostic] = []
    var strings = OpenStrings()
    /// What stands before the next token, as `TokenHead` bits: whitespace or a comment
    /// (`leadingSpace`), a line break (`lineStart`; the first token starts a line). Or'ed into
    /// the token's packed head as they are.
    var pendingTrivia = TokenHead.lineStart
    /// A bare `/…/` regex cannot start before this offset: a scan from an earlier `/` already
    /// found that every `/` up to here is division. Keeps regex detection linear.
    var regexHorizon = 0

    /// Room to reserve for the tokens of a file of `byteCount` bytes. Source code averages
    /// well over four bytes a token: most files fit.
    static func expectedTokenCount(byteCount: Int) -> Int { byteCount / 4 + 16 }

    /// Room to reserve for the comments of a file of `byteCount` bytes: about one in every
    /// 128 bytes of the apps and the corpus. Grown from empty one comment at a time, the list
    /// was copied five or six times a file, 0.5% of the run's instructions.
    static func expectedCommentCount(byteCount: Int) -> Int { byteCount / 128 + 8 }

    init(_ bytes: UnsafePointer<UInt8>, count: Int, tokens: TokenBuffer, bracketNotes: BracketNotes) {
        self.bytes = bytes
        self.count = count
        self.tokens = tokens
        self.bracketNotes = bracketNotes
        comments.reserveCapacity(Self.expectedCommentCount(byteCount: count))
        // A UTF-8 byte order mark is not part of the first line's columns.
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            position = 3
            lineStart = 3
        }
        // A `#!` line at the very top is a comment.
        if position + 1 < count, bytes[position] == ASCII.pound, bytes[position + 1] == ASCII.bang {
            skipLineComment()
        }
    }

    // MARK: Reading

    @inline(__always) func peek(_ offset: Int = 0) -> UInt8 {
        byte(at: position + offset)
    }

    /// The byte at `offset` (not negative), or 0 past the end: `peek` from a position kept
    /// in a register rather than in `position`.
    @inline(__always) func byte(at offset: Int) -> UInt8 {
        offset < count ? bytes[offset] : 0
    }

    @inline(__always) func flags(_ c: UInt8) -> UInt16 { classes[Int(c)] }

    @inline(__always) func isIdentifierHead(_ c: UInt8) -> Bool { flags(c) & ByteClass.identifierHead != 0 }
    @inline(__always) func isDigit(_ c: UInt8) -> Bool { flags(c) & ByteClass.digit != 0 }
    @inline(__always) func isHexDigit(_ c: UInt8) -> Bool { flags(c) & ByteClass.hexDigit != 0 }
    @inline(__always) func isOperatorCharacter(_ c: UInt8) -> Bool { flags(c) & ByteClass.operatorCharacter != 0 }

    /// Eight bytes from `offset`, which must have eight bytes after it.
    @inline(__always) func word(at offset: Int) -> UInt64 {
        assert(offset >= 0 && offset + 8 <= count, "word read past the file's end")
        return ByteWord.load(bytes + offset)
    }

    /// The offset of the first byte at or after `offset` that is `a`, `b`, `c` or `d`, or
    /// `count`: where plain text (of a string, of a comment) ends. Eight bytes at a time while
    /// eight are left; with `sixteenAtOnce` (long text: block comments), sixteen at a time
    /// first while sixteen are (saved 0.65 M instructions of the 1 M-line corpus's lexing,
    /// callgrind; string segments, mostly shorter than eight bytes, cost 1.7 M more so).
    @inline(__always) func firstOf(_ a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8, from offset: Int,
                                   sixteenAtOnce: Bool = false) -> Int {
        var index = offset
        while sixteenAtOnce, count &- index >= 16 {
            let found = ByteVector.offsetOfFirst(ByteVector.load(bytes + index), a, b, c, d)
            if found < 16 { return index &+ found }
            index &+= 16
        }
        while count &- index >= 8 {
            let word = word(at: index)
            let found = ByteWord.lowestMatches(word, a) | ByteWord.lowestMatches(word, b)
                | ByteWord.lowestMatches(word, c) | ByteWord.lowestMatches(word, d)
            if found != 0 { return index &+ ByteWord.firstByteIndex(found) }
            index &+= 8
        }
        while index < count {
            let byte = bytes[index]
            if byte == a || byte == b || byte == c || byte == d { break }
            index &+= 1
        }
        return index
    }

    /// Moves `position` past the name characters at it, non-ASCII ones included.
    @inline(__always) mutating func skipIdentifierBody() {
        position = Self.endOfName(from: bytes + position, end: bytes + count, classes: classes) - bytes
    }

    @inline(__always) func column(of offset: Int) -> Int32 { Int32(truncatingIfNeeded: offset &- lineStart &+ 1) }

    /// Consumes a line break at `position` (`\n`, `\r\n` or `\r`) if there is one.
    @inline(__always) mutating func consumeNewline() -> Bool {
        let c = peek()
        if c == ASCII.newline {
            position += 1
        } else if c == ASCII.carriageReturn {
            position += 1
            if peek() == ASCII.newline { position += 1 }
        } else {
            return false
        }
        line += 1
        lineStart = position
        return true
    }

    // MARK: Output

    @inline(__always)
    mutating func emit(_ kind: TokenKind, from start: Int, line startLine: Int32, column startColumn: Int32, keyword: Keyword = .none) {
        assert(start >= 0 && start <= position && position <= count, "token outside the file")
        // Folded away where `kind` is a constant, as at nearly every call.
        if BracketPairing.isBracket(kind.rawValue) {
            tokens.makeRoom(movingNotes: &bracketNotes)
            bracketNotes.note(tokens.nextSlot)
        }
        tokens.append(head: TokenHead.packed(kind, keyword) | pendingTrivia,
                      start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: position),
                      line: startLine, column: startColumn, movingNotes: &bracketNotes)
        pendingTrivia = 0
    }

    /// Emits a token that starts and ends on the current line.
    @inline(__always) mutating func emit(_ kind: TokenKind, from start: Int, keyword: Keyword = .none) {
        emit(kind, from: start, line: line, column: column(of: start), keyword: keyword)
    }

    mutating func diagnose(_ message: String, at offset: Int, line diagnosticLine: Int32, column diagnosticColumn: Int32) {
        diagnostics.append(LexDiagnostic(message: message, line: diagnosticLine, column: diagnosticColumn))
    }

    // MARK: Driver

    /// Lexes the open string literals, their text and the code of their interpolations, until
    /// none is open (true) or the file ends (false).
    @inline(never)
    mutating func lexOpenStrings() -> Bool {
        while !strings.isEmpty {
            let top = strings.innermost
            if !top.inInterpolation {
                lexStringContinuation()
                continue
            }
            if lexCodeInInterpolation(ofSingleLineString: !top.isMultiline) == .endOfFile { return false }
        }
        return true
    }

    mutating func run() {
        while true {
            if strings.isEmpty {
                if lexCodeOutsideStrings() == .endOfFile { break }
                continue
            }
            if !lexOpenStrings() { break }
        }
        // Strings still open at the end are all inside an interpolation (string text runs to
        // the end of the file and closes its literal): innermost first.
        while !strings.isEmpty {
            let open = strings.pop()
            diagnose("unterminated string interpolation", at: position, line: open.interpolationLine, column: open.interpolationColumn)
        }
    }
}
