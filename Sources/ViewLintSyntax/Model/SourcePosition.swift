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

    init(_ token: Token) {
        _line = StoredIn32Bits(token.line)
        _column = StoredIn32Bits(token.column)
    }

    public static func < (a: SourcePosition, b: SourcePosition) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }
}
