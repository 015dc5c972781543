import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules

/// Columns are counted in UTF-8 bytes (as `swiftc` does); SARIF counts UTF-16 code units
/// by default. This converts one with the file's lines (`SourceLines`, split as the lexer
/// splits them), reading only the line's bytes up to the column.
enum UTF16Column {
    /// `nil` when the line or column lies outside the file.
    static func of(line: Int, column: Int, in lines: SourceLines) -> Int? {
        guard let prefix = lines.prefix(line: line, column: column) else { return nil }
        return String(decoding: lines.bytes[prefix], as: UTF8.self).utf16.count + 1
    }

    /// The same for one conversion in a file whose lines are not kept.
    static func of(line: Int, column: Int, in bytes: [UInt8]) -> Int? {
        of(line: line, column: column, in: SourceLines(bytes))
    }
}
