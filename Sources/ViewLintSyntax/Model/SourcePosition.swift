/// A position in a file: 1-based line, UTF-8 byte column.
///
/// Stored in 32 bits each, as tokens store them: a run keeps millions of positions (every
/// closure and member use), and a file of more than 2³¹ lines or columns is not linted.
public struct SourcePosition: Sendable, Equatable, Comparable {
    @StoredIn32Bits public var line: Int
    @StoredIn32Bits public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The token's position: its column from its line's start in the lexer's table
    /// (`LexedFile.lineStarts`), which tokens store instead of a column of their own.
    @inline(__always)
    init(_ token: Token, lineStarts: UnsafeBufferPointer<Int32>) {
        _line = StoredIn32Bits(token.line)
        _column = StoredIn32Bits(token.start &- lineStarts[Int(token.line) &- 1] &+ 1)
    }

    public static func < (a: SourcePosition, b: SourcePosition) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }
}
