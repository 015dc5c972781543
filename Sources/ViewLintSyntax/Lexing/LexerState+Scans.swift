import ViewLintSupport

/// Where the tokens that the hot loop lexes itself end, by pointer, with no state of the
/// lexer's: `lexCode` keeps its state in registers, and the general path calls these too.
extension LexerState {
    /// The end of the ASCII run of the name whose first byte is at `start` (an ASCII
    /// identifier head, with flags `headFlags`), and the keyword it spells. A name that goes
    /// on with a non-ASCII character is the general path's to finish. The first eight bytes, read at once, serve
    /// both to find the end of a short name and as the keyword table's key.
    static func scanName(at start: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>, headFlags: UInt16,
                         classes: UnsafePointer<UInt16>, keywords: KeywordTable) -> (UnsafePointer<UInt8>, Keyword) {
        let mayBeKeyword = headFlags & ByteClass.keywordHead != 0
        guard end - start >= 8 else {
            var cursor = start + 1
            while cursor < end, classes[Int(cursor.pointee)] & ByteClass.identifierBody != 0 { cursor += 1 }
            let length = cursor - start
            return (cursor, mayBeKeyword ? keywords.lookup(start, length: length, available: end - start) : .none)
        }
        let first = ByteWord.load(start)
        // The first byte continues a name too: its flag is clear.
        let stops = ByteWord.nonIdentifierBytes(first)
        if stops != 0 {
            let length = ByteWord.firstByteIndex(stops)
            let keyword = mayBeKeyword
                ? keywords.lookup(head: KeywordTable.firstBytes(first, length: length), length: length, end: start + length)
                : .none
            return (start + length, keyword)
        }
        let cursor = endOfIdentifier(from: start + 8, end: end, classes: classes)
        return (cursor, mayBeKeyword ? keywords.lookup(head: first, length: cursor - start, end: cursor) : .none)
    }

    /// The end of the decimal integer literal at `start` (digits and `_`), if nothing after it
    /// could make it something else: a `.` (a fraction, or a tuple index after it), a letter
    /// (an exponent, a radix prefix, or glued characters) or a digit of another kind. Those
    /// numbers are `lexNumber`'s.
    @inline(__always)
    static func endOfPlainInteger(from start: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>, classes: UnsafePointer<UInt16>) -> UnsafePointer<UInt8>? {
        var cursor = start + 1
        while cursor < end, classes[Int(cursor.pointee)] & ByteClass.digit != 0 || cursor.pointee == ASCII.underscore { cursor += 1 }
        if cursor < end, cursor.pointee == ASCII.period || classes[Int(cursor.pointee)] & ByteClass.identifierBody != 0 { return nil }
        return cursor
    }

    /// The end of the string literal at `start` (a `"`) if it is plain: not empty (`""` may
    /// open a multi-line string), and closed on its line with no backslash before. Those
    /// literals are one segment; all others are `lexToken`'s.
    @inline(__always)
    static func endOfPlainString(from start: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>) -> UnsafePointer<UInt8>? {
        guard end - start >= 2, start[1] != ASCII.quote else { return nil }
        var cursor = start + 1
        while end - cursor >= 8 {
            let word = ByteWord.load(cursor)
            let found = ByteWord.lowestMatches(word, ASCII.quote) | ByteWord.lowestMatches(word, ASCII.backslash)
                | ByteWord.lowestMatches(word, ASCII.newline) | ByteWord.lowestMatches(word, ASCII.carriageReturn)
            if found != 0 {
                cursor += ByteWord.firstByteIndex(found)
                return cursor.pointee == ASCII.quote ? cursor + 1 : nil
            }
            cursor += 8
        }
        while cursor < end {
            let byte = cursor.pointee
            if byte == ASCII.quote { return cursor + 1 }
            if byte == ASCII.backslash || byte == ASCII.newline || byte == ASCII.carriageReturn { return nil }
            cursor += 1
        }
        return nil
    }

    /// The first byte at or after `cursor` that is no ASCII letter, digit or `_` (a
    /// non-ASCII byte ends the run: `endOfName` goes on over it). Eight bytes at a time while
    /// eight are left.
    @inline(__always)
    static func endOfIdentifier(from cursor: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>, classes: UnsafePointer<UInt16>) -> UnsafePointer<UInt8> {
        var cursor = cursor
        while end - cursor >= 8 {
            let stops = ByteWord.nonIdentifierBytes(ByteWord.load(cursor))
            if stops != 0 { return cursor + ByteWord.firstByteIndex(stops) }
            cursor += 8
        }
        while cursor < end, classes[Int(cursor.pointee)] & ByteClass.identifierBody != 0 { cursor += 1 }
        return cursor
    }

    /// The end of the name characters from `cursor`, non-ASCII ones included: a name goes on
    /// over any non-ASCII character but an operator head (`a≠b` is three tokens, as in
    /// Swift, whose identifiers hold no operator character but the combining marks). A
    /// malformed or cut UTF-8 sequence is taken a byte at a time as part of the name. The
    /// ASCII runs cost what `endOfIdentifier` costs; only non-ASCII bytes are decoded.
    static func endOfName(from cursor: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>, classes: UnsafePointer<UInt16>) -> UnsafePointer<UInt8> {
        var cursor = cursor
        while true {
            cursor = endOfIdentifier(from: cursor, end: end, classes: classes)
            guard cursor < end, cursor.pointee >= 0x80 else { return cursor }
            guard let scalar = UnicodeOperators.scalar(at: cursor, end: end) else {
                cursor += 1
                continue
            }
            if UnicodeOperators.isOperatorHead(scalar.value) { return cursor }
            cursor += scalar.length
        }
    }

    /// The first byte at or after `cursor` that is not a space. Most runs are a single space,
    /// tested alone; indentation is long runs, compared eight bytes at a time while eight are left.
    @inline(__always)
    static func endOfSpaces(from cursor: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>) -> UnsafePointer<UInt8> {
        var cursor = cursor
        if cursor < end, cursor.pointee != ASCII.space { return cursor }
        while end - cursor >= 8 {
            let difference = ByteWord.load(cursor) ^ 0x2020_2020_2020_2020
            if difference != 0 { return cursor + ByteWord.firstByteIndex(difference) }
            cursor += 8
        }
        while cursor < end, cursor.pointee == ASCII.space { cursor += 1 }
        return cursor
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
