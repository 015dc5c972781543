import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax

/// The lexer: Diagnostics of unterminated literals and comments.
final class LexerDiagnosticTests: LexerTestCase {
    func testUnterminatedSingleLineString() {
        let source = "let s = \"abc\nlet t = 1"
        let file = lex(source)
        XCTAssertEqual(file.diagnostics.map(\.line), [1])
        XCTAssertEqual(file.diagnostics.first?.column, 9)
        XCTAssertEqual(positions(source), ["let@1:1", "s@1:5", "=@1:7", "\"abc@1:9", "let@2:1", "t@2:5", "=@2:7", "1@2:9"])
        XCTAssertEqual(render(source)[3], "stringSegment:\"abc")
        XCTAssertEqual(render(source)[4], "keyword:let")
    }

    func testUnterminatedStringEndingInBackslash() {
        // A backslash does not continue a single-line string onto the next line.
        let source = "let s = \"abc\\\nx"
        XCTAssertEqual(render(source), [
            "keyword:let", "identifier:s", "operatorToken:=", "stringSegment:\"abc\\", "identifier:x",
        ])
        XCTAssertEqual(diagnosticLines(source), [1])
        XCTAssertEqual(positions(source).last, "x@2:1")
    }

    func testUnterminatedStringAtEndOfFile() {
        XCTAssertEqual(render("x \"abc"), ["identifier:x", "stringSegment:\"abc"])
        XCTAssertEqual(diagnosticLines("x \"abc"), [1])
        XCTAssertEqual(diagnosticLines("\""), [1])
    }

    func testUnterminatedMultiLineString() {
        let source = "x\nlet s = \"\"\"\nabc\n"
        let file = lex(source)
        XCTAssertEqual(file.diagnostics.map(\.line), [2])
        XCTAssertEqual(file.diagnostics.first?.column, 9)
        XCTAssertEqual(render(source).last, "stringSegment:\"\"\"\nabc\n")
    }

    func testUnterminatedBlockComment() {
        let source = "a\n  /* never /* nested */\nclosed"
        let file = lex(source)
        XCTAssertEqual(file.diagnostics.map(\.line), [2])
        XCTAssertEqual(file.diagnostics.first?.column, 3)
        XCTAssertEqual(render(source), ["identifier:a"])
        XCTAssertEqual(file.comments.count, 1)
    }

    func testUnterminatedRawString() {
        let source = "#\"abc \"\nnext"
        XCTAssertEqual(render(source), ["stringSegment:#\"abc \"", "identifier:next"])
        XCTAssertEqual(diagnosticLines(source), [1])
        XCTAssertEqual(diagnosticLines("x\n##\"a\"#"), [2])
        XCTAssertEqual(diagnosticLines("#\"\"\"\n a\n \"\"\""), [1])
    }

    func testUnterminatedInterpolationInSingleLineString() {
        // A single-line string ends at the line break even inside an interpolation; lexing goes
        // on normally on the next line.
        let source = "let s = \"a \\(b + c\nlet t = (2)"
        let file = lex(source)
        XCTAssertEqual(file.diagnostics.map(\.line), [1])
        XCTAssertEqual(file.diagnostics.first?.column, 12)
        XCTAssertEqual(render(source), [
            "keyword:let", "identifier:s", "operatorToken:=", "stringSegment:\"a ", "interpolationStart:\\(",
            "identifier:b", "operatorToken:+", "identifier:c",
            "keyword:let", "identifier:t", "operatorToken:=", "leftParen:(", "integerLiteral:2", "rightParen:)",
        ])
    }

    func testUnterminatedInterpolationAtEndOfFile() {
        let source = "x\n\"\"\"\n  \\(a + (b\n"
        let file = lex(source)
        XCTAssertEqual(file.diagnostics.map(\.line), [3])
        XCTAssertEqual(file.diagnostics.first?.column, 3)
        XCTAssertEqual(diagnosticLines("\"\\(f("), [1])
    }

    func testUnterminatedRegexLiterals() {
        let source = "let r = #/abc\nx"
        XCTAssertEqual(render(source), [
            "keyword:let", "identifier:r", "operatorToken:=", "regexLiteral:#/abc", "identifier:x",
        ])
        XCTAssertEqual(diagnosticLines(source), [1])
        XCTAssertEqual(diagnosticLines("#/\n a\n"), [1])
    }

    func testWellFormedSourceHasNoDiagnostics() {
        let source = ##"""
        import SwiftUI

        struct ContentView: View {
            @State private var count = 0
            let pattern = #/\d+/#
            var body: some View {
                VStack(spacing: 8) {
                    Text("Count: \(count, format: .number)")
                    Text(#"raw \#(count)"#)
                    Button("+") { count += 1 }
                        .frame(width: geometry.size.width / 2)
                }
            }
        }
        """##
        let file = lex(source)
        XCTAssertEqual(file.diagnostics, [])
        XCTAssertFalse(file.tokens.contains { $0.kind == .unknown || $0.kind == .regexLiteral && $0.line != 5 })
        assertWellFormed(file, Array(source.utf8))
    }
}
