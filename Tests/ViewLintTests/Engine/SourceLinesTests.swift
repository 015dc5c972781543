import XCTest
@testable import ViewLintSupport
@testable import ViewLintEngine

/// Issue 24 item 10: SARIF columns and HTML excerpts read a file's lines once (`SourceLines`),
/// not the whole file per finding; the results are those of the lexer's lines.
final class SourceLinesTests: XCTestCase {
    func testLinesSplitAsTheLexerSplits() {
        let table: [(text: [UInt8], lines: [String])] = [
            (Array("a\nb\r\nc\rd".utf8), ["a", "b", "c", "d"]),
            (Array("a\n".utf8), ["a", ""]),
            (Array("".utf8), [""]),
            ([0xEF, 0xBB, 0xBF] + Array("é\n\n".utf8), ["é", "", ""]),
        ]
        for (text, expected) in table {
            let lines = SourceLines(text)
            XCTAssertEqual(lines.count, expected.count, "\(expected)")
            let read = (1...lines.count).map { String(decoding: text[lines.range(ofLine: $0)!], as: UTF8.self) }
            XCTAssertEqual(read, expected)
            XCTAssertNil(lines.range(ofLine: 0))
            XCTAssertNil(lines.range(ofLine: lines.count + 1))
        }
    }

    /// Many findings in one file: each column and excerpt from the lines found once agrees
    /// with converting from the file's bytes alone.
    func testColumnsAndExcerptsOfManyFindingsInOneFile() {
        let text = (1...300).map { "let v\($0) = \"é😀\" // \($0)" }.joined(separator: "\r\n") + "\n"
        let bytes = Array(text.utf8)
        let lines = SourceLines(bytes)
        for line in stride(from: 1, through: 300, by: 7) {
            for column in [1, 5, 12, 17] {
                XCTAssertEqual(UTF16Column.of(line: line, column: column, in: lines), UTF16Column.of(line: line, column: column, in: bytes))
            }
            let excerpt = SourceExcerpt.lines(around: line, in: lines, context: 3)
            XCTAssertEqual(excerpt.first, max(1, line - 3))
            XCTAssertEqual(excerpt.lines.first, "let v\(excerpt.first) = \"é😀\" // \(excerpt.first)")
            XCTAssertEqual(excerpt.lines.count, min(line + 3, 301) - excerpt.first + 1)
        }
        XCTAssertEqual(UTF16Column.of(line: 2, column: 13, in: lines), 12, "é is one UTF-16 unit, 2 bytes")
        XCTAssertEqual(UTF16Column.of(line: 2, column: 17, in: lines), 14, "😀 is two UTF-16 units, 4 bytes")
        XCTAssertNil(UTF16Column.of(line: 302, column: 1, in: lines))
    }
}
