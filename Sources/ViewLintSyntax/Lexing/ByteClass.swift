import ViewLintSupport

/// What each byte value can be in Swift source, as bit flags in one 256-entry table, so
/// that the lexer's inner loops classify a byte with a single load instead of a chain of
/// comparisons.
enum ByteClass {
    /// Continues an identifier and is ASCII: letters, digits, `_`. A name's scans stop at a
    /// non-ASCII byte too, where `LexerState.endOfName` (or, after the fast loop, the general
    /// path) tells whether the name goes on: it does unless an operator head (`≠`) stands there.
    static let identifierBody: UInt16 = 1 << 0
    /// Starts an identifier: ASCII letters, `_`, and every non-ASCII byte (a non-ASCII
    /// operator head, `≠`, is told apart by `UnicodeOperators` before).
    static let identifierHead: UInt16 = 1 << 1
    static let digit: UInt16 = 1 << 2
    static let hexDigit: UInt16 = 1 << 3
    /// Makes up operators (besides `.`, which only continues a dot-operator).
    static let operatorCharacter: UInt16 = 1 << 4
    /// Horizontal whitespace the lexer skips: space, tab, vertical tab, form feed, NUL.
    static let blank: UInt16 = 1 << 5
    /// May start a keyword: a lowercase letter, `_`, or `S`/`A` (`Self`, `Any`).
    static let keywordHead: UInt16 = 1 << 6
    /// Starts trivia, or may: blanks, line breaks and `/` (a comment, or else an operator
    /// or a regex). A token that follows its predecessor directly costs one test.
    static let triviaHead: UInt16 = 1 << 7
    /// Starts an identifier and is ASCII: the tokens the lexer's fast loop reads itself. A
    /// token that starts with a non-ASCII byte, an identifier or an operator (`≠`), takes
    /// the general path, where `UnicodeOperators` tells which.
    static let asciiIdentifierHead: UInt16 = 1 << 8
    /// The bits above `punctuationShift` hold the `TokenKind` raw value of a one-byte token
    /// that is nothing else (`(`, `)`, `{`, `}`, `[`, `]`, `,`, `:`, `;`), 0 for every other
    /// byte: the hot loop tells a punctuation token and its kind with the load it already made.
    static let punctuationShift: UInt16 = 11

    /// The `TokenKind` raw value of `flags`' punctuation token, or 0 (no punctuation: no
    /// punctuation kind has raw value 0).
    @inline(__always) static func punctuationKind(_ flags: UInt16) -> UInt8 {
        UInt8(truncatingIfNeeded: flags &>> punctuationShift)
    }

    /// The flags of every byte value. Built once and never freed: a plain pointer, so that a
    /// lookup costs no lazy-initialization check or bounds check in the hot loops.
    ///
    /// The keyword table's hot block (`KeywordTable.hot`) follows the 256 entries, at
    /// `keywordBlockOffset`, so that the lexer's hot loop reaches both from the one register
    /// that holds this pointer: a register of its own for the keyword table left others for
    /// the stack (saved 10.2 M instructions of the 1 M-line corpus's lexing, 1.4 M of the apps',
    /// callgrind).
    ///
    /// Invariant: 256 entries, written once before the pointer is handed out, then only
    /// read, from any thread; indexed by a byte, so never out of bounds. The
    /// `KeywordTable.hotByteCount` bytes after them are `KeywordTable.shared`'s, written once by
    /// its initializer.
    nonisolated(unsafe) static let table: UnsafePointer<UInt16> = {
        let block = UnsafeMutableRawPointer.allocate(byteCount: keywordBlockOffset + KeywordTable.hotByteCount, alignment: 16)
        let table = block.bindMemory(to: UInt16.self, capacity: 256)
        for value in 0..<256 {
            table[value] = flags(of: UInt8(value))
        }
        return UnsafePointer(table)
    }()

    /// Where the keyword table's hot block starts, in bytes from `table`.
    static let keywordBlockOffset = 256 * MemoryLayout<UInt16>.stride

    private static func flags(of c: UInt8) -> UInt16 {
        let isLetter = (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A)
        let isDigit = c >= 0x30 && c <= 0x39
        var flags: UInt16 = 0
        if isLetter || c == 0x5F { flags |= identifierBody }
        if isLetter || c == 0x5F || c >= 0x80 { flags |= identifierHead }
        if isLetter || c == 0x5F { flags |= asciiIdentifierHead }
        if isDigit { flags |= digit | identifierBody }
        if isDigit || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66) { flags |= hexDigit }
        switch c {
        case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F: flags |= operatorCharacter
        case 0x20, 0x09, 0x0B, 0x0C, 0x00: flags |= blank | triviaHead
        default: break
        }
        if c == ASCII.newline || c == ASCII.carriageReturn || c == ASCII.slash { flags |= triviaHead }
        if (c >= 0x61 && c <= 0x7A) || c == 0x5F || c == 0x53 || c == 0x41 { flags |= keywordHead }
        if let kind = LexerState.punctuation(c) {
            precondition(kind.rawValue != 0 && Int(kind.rawValue) < 1 << (16 - Int(punctuationShift)), "a punctuation kind fits above the flags")
            flags |= UInt16(kind.rawValue) << punctuationShift
        }
        return flags
    }
}

/// The ASCII bytes the lexer names.
enum ASCII {
    static let newline: UInt8 = 0x0A, carriageReturn: UInt8 = 0x0D, space: UInt8 = 0x20, tab: UInt8 = 0x09
    static let quote: UInt8 = 0x22, pound: UInt8 = 0x23, dollar: UInt8 = 0x24, backslash: UInt8 = 0x5C
    static let slash: UInt8 = 0x2F, star: UInt8 = 0x2A, backtick: UInt8 = 0x60, at: UInt8 = 0x40
    static let period: UInt8 = 0x2E, underscore: UInt8 = 0x5F, leftParen: UInt8 = 0x28, rightParen: UInt8 = 0x29
    static let leftBracket: UInt8 = 0x5B, rightBracket: UInt8 = 0x5D, leftBrace: UInt8 = 0x7B, rightBrace: UInt8 = 0x7D
    static let bang: UInt8 = 0x21, comma: UInt8 = 0x2C, colon: UInt8 = 0x3A, semicolon: UInt8 = 0x3B
    static let equals: UInt8 = 0x3D, plus: UInt8 = 0x2B, minus: UInt8 = 0x2D, zero: UInt8 = 0x30
}
