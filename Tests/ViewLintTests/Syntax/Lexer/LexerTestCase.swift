import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax

/// What the lexer tests share. Every expectation in them is written by hand from Swift's
/// lexical grammar (The Swift Programming Language, "Lexical Structure", and the behaviour
/// of the compiler's own lexer), never copied from this lexer's output.
class LexerTestCase: XCTestCase {
    func lex(_ source: String) -> LexedFile {
        Lexer.lex(Array(source.utf8))
    }

    func text(_ bytes: [UInt8], _ start: Int32, _ end: Int32) -> String {
        String(decoding: bytes[Int(start)..<Int(end)], as: UTF8.self)
    }

    /// `["identifier:foo", "operatorToken:+", …]`
    /// Every case also goes through the invariants of `assertWellFormed`.
    func render(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        let bytes = Array(source.utf8)
        let lexed = Lexer.lex(bytes)
        assertWellFormed(lexed, bytes, file: file, line: line)
        return lexed.tokens.map { "\($0.kind):" + text(bytes, $0.start, $0.end) }
    }

    /// `["foo@1:1", "+@1:5", …]`: each token's text with its line and UTF-8 byte column.
    func positions(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        positions(Array(source.utf8), file: file, line: line)
    }

    func positions(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> [String] {
        let lexed = Lexer.lex(bytes)
        assertWellFormed(lexed, bytes, file: file, line: line)
        return lexed.tokens.map { text(bytes, $0.start, $0.end) + "@\($0.line):\($0.column)" }
    }

    func commentTexts(_ source: String) -> [String] {
        let bytes = Array(source.utf8)
        return Lexer.lex(bytes).comments.map { text(bytes, $0.start, $0.end) }
    }

    func diagnosticLines(_ source: String) -> [Int32] {
        lex(source).diagnostics.map(\.line)
    }

    /// Checks what must hold for any input: tokens in increasing, non-overlapping order
    /// within bounds; each token's line and UTF-8 column as recomputed here from the bytes
    /// (`\n`, `\r\n` and lone `\r` end lines; a leading byte order mark takes no column);
    /// `hasLeadingSpace` exactly when bytes (whitespace or comments) stand between a token and
    /// the previous one, `isAtLineStart` exactly when a line break does.
    func assertWellFormed(_ file: LexedFile, _ bytes: [UInt8], file path: StaticString = #filePath, line: UInt = #line) {
        let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        // Line and column of every offset, computed the simple way.
        var lineOf = [Int32](repeating: 0, count: bytes.count + 1)
        var columnOf = [Int32](repeating: 0, count: bytes.count + 1)
        var breakBefore = [Int](repeating: 0, count: bytes.count + 1) // line breaks in bytes[0..<i]
        var currentLine: Int32 = 1
        var lineStart = hasBOM ? 3 : 0
        var breaks = 0
        var index = 0
        while index <= bytes.count {
            lineOf[index] = currentLine
            columnOf[index] = Int32(index - lineStart + 1)
            breakBefore[index] = breaks
            if index < bytes.count, bytes[index] == 0x0A || (bytes[index] == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
                currentLine += 1
                lineStart = index + 1
                breaks += 1
            }
            index += 1
        }
        let origin: Int32 = hasBOM ? 3 : 0
        var previousEnd: Int32 = origin
        for (number, token) in file.tokens.enumerated() {
            guard token.start >= previousEnd, token.end >= token.start, Int(token.end) <= bytes.count else {
                XCTFail("token \(number) \(token) out of order after end \(previousEnd)", file: path, line: line)
                return
            }
            let start = Int(token.start)
            guard token.line == lineOf[start], token.column == columnOf[start], token.column >= 1 else {
                XCTFail("token \(number) \(token) should be at \(lineOf[start]):\(columnOf[start])", file: path, line: line)
                return
            }
            let gap = token.start > previousEnd
            let lineBreak = number == 0 || breakBefore[start] > breakBefore[Int(previousEnd)]
            guard token.hasLeadingSpace == gap, token.isAtLineStart == lineBreak else {
                XCTFail("token \(number) \(token): flags should be space \(gap), line start \(lineBreak)", file: path, line: line)
                return
            }
            previousEnd = token.end
        }
        var previousCommentEnd: Int32 = 0
        for comment in file.comments {
            guard comment.start >= previousCommentEnd, comment.end >= comment.start, Int(comment.end) <= bytes.count,
                  comment.line == lineOf[Int(comment.start)], comment.column == columnOf[Int(comment.start)]
            else {
                XCTFail("malformed comment \(comment)", file: path, line: line)
                return
            }
            previousCommentEnd = comment.end
        }
        for diagnostic in file.diagnostics where diagnostic.line < 1 || diagnostic.column < 1 || diagnostic.line > currentLine {
            XCTFail("malformed diagnostic \(diagnostic)", file: path, line: line)
        }
    }
}
