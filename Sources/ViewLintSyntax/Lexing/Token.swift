import ViewLintSupport

/// What a token is. Interpolated string literals come as a sequence:
/// `stringSegment interpolationStart …code tokens… interpolationEnd stringSegment`.
/// Each closing bracket kind comes right after its opening one (`BracketPairing` pairs
/// them by adding one), every opening kind is odd (it tells them apart by that bit), and the
/// bracket kinds come before `comma` (the lexer's hot loop tells them from `,`, `:` and `;`
/// by one comparison).
public enum TokenKind: UInt8, Sendable, BitwiseCopyable {
    case identifier        // also contextual keywords, backticked names, `$0`, `$name`, `_`
    case keyword           // reserved words: never an identifier in expression position
    case integerLiteral
    case floatLiteral
    case stringSegment     // literal text of a string, delimiters included at its ends
    case interpolationStart // `\(` or `\#(` inside a string: opens like `(`
    case interpolationEnd   // the `)` that closes an interpolation
    case regexLiteral
    case operatorToken     // `+`, `==`, `->`, `?`, `!`, `=`, `&`, `...`, custom operators
    case leftParen, rightParen
    case leftBrace, rightBrace
    case leftBracket, rightBracket
    case comma, colon, semicolon, period
    case backslash         // key-path start
    case pound             // a `#` not followed by a name
    case at                // an `@` not followed by a name
    case poundKeyword      // `#if`, `#else`, `#available`, `#Preview`, `#selector`, …
    case attribute         // `@State`, `@ViewBuilder`, `@SwiftUI.State` (only the first name)
    case unknown           // a byte that starts no token
}

/// One token. Small and trivially copyable: lexing allocates only the token array. Its 20
/// bytes beat 16 with no column (see `LexerState.lexCode`).
public struct Token: Sendable, Equatable {
    public var kind: TokenKind
    public var keyword: Keyword
    /// Whitespace, a comment or a line break stands between this token and the previous one.
    public var hasLeadingSpace: Bool
    /// A line break stands between this token and the previous one.
    public var isAtLineStart: Bool
    /// Byte range in the file.
    public var start: Int32
    public var end: Int32
    /// 1-based line and UTF-8 column of the first byte.
    public var line: Int32
    public var column: Int32

    @inlinable public var length: Int { Int(end - start) }

    /// Opens a bracket group (`(`, `[`, `{`, or an interpolation).
    @inlinable public var isOpening: Bool {
        kind == .leftParen || kind == .leftBracket || kind == .leftBrace || kind == .interpolationStart
    }

    @inlinable public var isClosing: Bool {
        kind == .rightParen || kind == .rightBracket || kind == .rightBrace || kind == .interpolationEnd
    }
}

/// A comment's place in the file; kept apart from tokens so that the parser never sees them.
public struct CommentRange: Sendable, Equatable {
    public var start: Int32
    public var end: Int32
    public var line: Int32
    public var column: Int32
}

/// A lexical problem (unterminated literal or comment). Never fatal: lexing goes on.
public struct LexDiagnostic: Sendable, Equatable {
    public var message: String
    public var line: Int32
    public var column: Int32
}
