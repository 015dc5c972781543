import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax

/// The lexer: String literals: escapes, multi-line and raw strings, interpolation.
final class LexerStringTests: LexerTestCase {
    func testSingleLineStringWithEscapes() {
        let source = #""a\"b\\c\n\t\0\u{1F600}\'" + x"#
        XCTAssertEqual(render(source), [
            #"stringSegment:"a\"b\\c\n\t\0\u{1F600}\'""#, "operatorToken:+", "identifier:x",
        ])
        XCTAssertTrue(lex(source).diagnostics.isEmpty)
        // An escaped backslash right before the closing quote does not escape the quote.
        XCTAssertEqual(render(#""\\" x"#), [#"stringSegment:"\\""#, "identifier:x"])
        XCTAssertEqual(render("\"\" x"), ["stringSegment:\"\"", "identifier:x"])
    }

    func testThreeQuotesNotEndingTheLineOpenNoMultiLineString() {
        // A raw string holding `""`: valid Swift, one single-line literal.
        XCTAssertEqual(render(##"#""""# + x"##), [##"stringSegment:#""""#"##, "operatorToken:+", "identifier:x"])
        XCTAssertTrue(lex(##"#""""#"##).diagnostics.isEmpty)
    }

    func testMultiLineString() {
        let source = """
        let s = \"\"\"
            He said "hi" and ""quoted"" \\\"\"\"
            line \\
            continued
            \"\"\"
        x
        """
        XCTAssertEqual(render(source), [
            "keyword:let", "identifier:s", "operatorToken:=",
            "stringSegment:\"\"\"\n    He said \"hi\" and \"\"quoted\"\" \\\"\"\"\n    line \\\n    continued\n    \"\"\"",
            "identifier:x",
        ])
        XCTAssertEqual(lex(source).tokens[3].line, 1)
        XCTAssertEqual(lex(source).tokens[3].column, 9)
        let x = lex(source).tokens.last!
        XCTAssertEqual(x.line, 6)
        XCTAssertEqual(x.column, 1)
        XCTAssertTrue(x.isAtLineStart)
        XCTAssertTrue(lex(source).diagnostics.isEmpty)
    }

    func testRawStrings() {
        XCTAssertEqual(render(##"#"a "quoted" \n \(x)"# y"##), [
            ##"stringSegment:#"a "quoted" \n \(x)"#"##, "identifier:y",
        ])
        XCTAssertEqual(render(###"##"has "# inside"## y"###), [
            ###"stringSegment:##"has "# inside"##"###, "identifier:y",
        ])
        // A backslash before `"#` in a raw string is literal text.
        XCTAssertEqual(render(##"#"\"# y"##), [##"stringSegment:#"\"#"##, "identifier:y"])
        // Multi-line raw string.
        XCTAssertEqual(render("#\"\"\"\n a \"\"\" b\n \"\"\"#\nz"), [
            "stringSegment:#\"\"\"\n a \"\"\" b\n \"\"\"#", "identifier:z",
        ])
    }

    func testInterpolationWithNestedParentheses() {
        XCTAssertEqual(render(#""sum: \(a + (b * c)) done""#), [
            #"stringSegment:"sum: "#, #"interpolationStart:\("#, "identifier:a", "operatorToken:+",
            "leftParen:(", "identifier:b", "operatorToken:*", "identifier:c", "rightParen:)",
            "interpolationEnd:)", #"stringSegment: done""#,
        ])
    }

    func testInterpolationWithCall() {
        XCTAssertEqual(render(#""\(f(x, g(y)))""#), [
            #"stringSegment:""#, #"interpolationStart:\("#, "identifier:f", "leftParen:(", "identifier:x",
            "comma:,", "identifier:g", "leftParen:(", "identifier:y", "rightParen:)", "rightParen:)",
            "interpolationEnd:)", #"stringSegment:""#,
        ])
    }

    func testAdjacentInterpolationsHaveEmptySegmentBetween() {
        XCTAssertEqual(render(#""\(a)\(b)""#), [
            #"stringSegment:""#, #"interpolationStart:\("#, "identifier:a", "interpolationEnd:)",
            "stringSegment:", #"interpolationStart:\("#, "identifier:b", "interpolationEnd:)",
            #"stringSegment:""#,
        ])
    }

    func testNestedStringInsideInterpolation() {
        XCTAssertEqual(render(#""\(items.map { "\($0.name)" })""#), [
            #"stringSegment:""#, #"interpolationStart:\("#, "identifier:items", "period:.", "identifier:map",
            "leftBrace:{", #"stringSegment:""#, #"interpolationStart:\("#, "identifier:$0", "period:.",
            "identifier:name", "interpolationEnd:)", #"stringSegment:""#, "rightBrace:}", "interpolationEnd:)",
            #"stringSegment:""#,
        ])
    }

    func testStringWithParenthesisInsideInterpolation() {
        // The `)` inside the nested string literal must not close the interpolation.
        XCTAssertEqual(render(#""\(f(")")) x""#), [
            #"stringSegment:""#, #"interpolationStart:\("#, "identifier:f", "leftParen:(",
            #"stringSegment:")""#, "rightParen:)", "interpolationEnd:)", #"stringSegment: x""#,
        ])
    }

    func testClosureInsideInterpolation() {
        XCTAssertEqual(render(#""\({ () -> Int in 1 }())x""#), [
            #"stringSegment:""#, #"interpolationStart:\("#, "leftBrace:{", "leftParen:(", "rightParen:)",
            "operatorToken:->", "identifier:Int", "keyword:in", "integerLiteral:1", "rightBrace:}",
            "leftParen:(", "rightParen:)", "interpolationEnd:)", #"stringSegment:x""#,
        ])
    }

    func testRawStringInterpolation() {
        XCTAssertEqual(render(##"#"a \#(x) b \(y)"#"##), [
            ##"stringSegment:#"a "##, ##"interpolationStart:\#("##, "identifier:x", "interpolationEnd:)",
            ##"stringSegment: b \(y)"#"##,
        ])
        XCTAssertEqual(render(###"##"\#(x) \##(y)"##"###), [
            ###"stringSegment:##"\#(x) "###, ###"interpolationStart:\##("###, "identifier:y",
            "interpolationEnd:)", ###"stringSegment:"##"###,
        ])
    }

    func testInterpolationInMultiLineString() {
        let source = "\"\"\"\n  a \\(x +\n  y) b\n  \"\"\"\nz"
        XCTAssertEqual(positions(source), [
            "\"\"\"\n  a @1:1", "\\(@2:5", "x@2:7", "+@2:9", "y@3:3", ")@3:4", " b\n  \"\"\"@3:5", "z@5:1",
        ])
        XCTAssertTrue(lex(source).diagnostics.isEmpty)
    }

    func testBlockCommentInsideInterpolation() {
        XCTAssertEqual(render(#""\(a /* ) */)""#), [
            #"stringSegment:""#, #"interpolationStart:\("#, "identifier:a", "interpolationEnd:)",
            #"stringSegment:""#,
        ])
    }
}
