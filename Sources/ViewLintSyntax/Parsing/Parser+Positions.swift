import ViewLintSupport

/// Where a token stands, as the facts the parser records keep it: its line, and its column
/// derived from the start of that line (`lineStarts`), since tokens store no column.
extension FileParser {
    /// The line and column of the token at `index`.
    @inline(__always) func position(at index: Int) -> SourcePosition {
        SourcePosition(tokens[index], lineStarts: lineStarts)
    }

    /// The position of the token at `index`; past the end of the file for `tokens.count`
    /// (a group left open).
    func position(ofTokenAt index: Int) -> SourcePosition {
        index >= 0 && index < tokens.count ? position(at: index) : SourcePosition(line: .max, column: .max)
    }
}
