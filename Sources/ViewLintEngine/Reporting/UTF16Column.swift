import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules

/// Columns are counted in UTF-8 bytes (as `swiftc` does); SARIF counts UTF-16 code units
/// by default. This converts one with the file's bytes, splitting lines as the lexer does
/// (`\n`, `\r\n`, `\r`; a byte order mark does not count on line 1).
enum UTF16Column {
    /// `nil` when the line or column lies outside the file.
    static func of(line: Int, column: Int, in bytes: [UInt8]) -> Int? {
        guard line >= 1, column >= 1 else { return nil }
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var current = 1
        var index = start
        while current < line {
            guard index < bytes.count else { return nil }
            let byte = bytes[index]
            index += 1
            if byte == 0x0A || byte == 0x0D {
                if byte == 0x0D, index < bytes.count, bytes[index] == 0x0A { index += 1 }
                current += 1
                start = index
            }
        }
        let end = start + column - 1
        guard end <= bytes.count else { return nil }
        return String(decoding: bytes[start..<end], as: UTF8.self).utf16.count + 1
    }
}
