import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax

/// The lexer: Regex literals, and slashes that cannot start one.
final class LexerRegexTests: LexerTestCase {
    func testBareRegexLiterals() {
        XCTAssertEqual(render("let r = /ab+c/"), [
            "keyword:let", "identifier:r", "operatorToken:=", "regexLiteral:/ab+c/",
        ])
        XCTAssertEqual(render(#"foo(/a\/b/)"#), [
            "identifier:foo", "leftParen:(", #"regexLiteral:/a\/b/"#, "rightParen:)",
        ])
        XCTAssertEqual(render(#"x.firstMatch(of: /[0-9]+\s/)"#), [
            "identifier:x", "period:.", "identifier:firstMatch", "leftParen:(", "identifier:of", "colon::",
            #"regexLiteral:/[0-9]+\s/"#, "rightParen:)",
        ])
        XCTAssertEqual(render("return /a/"), ["keyword:return", "regexLiteral:/a/"])
    }

    func testBareRegexEndsAtFirstUnescapedSlash() {
        // As in Swift's lexer, the closing `/` is looked for before character classes are
        // considered: `/[/]/` closes at the second `/`. An escaped slash is the way to go.
        XCTAssertEqual(render(#"_ = /[\/]/"#), ["identifier:_", "operatorToken:=", #"regexLiteral:/[\/]/"#])
        XCTAssertEqual(Array(render("_ = /[/]/").prefix(3)), ["identifier:_", "operatorToken:=", "regexLiteral:/[/"])
    }

    func testSlashThatCannotStartARegex() {
        // A space after the opening `/`, or before the closing one, makes it an operator.
        XCTAssertEqual(render("(/ a/)"), ["leftParen:(", "operatorToken:/", "identifier:a", "operatorToken:/", "rightParen:)"])
        XCTAssertEqual(render("(/a /)"), ["leftParen:(", "operatorToken:/", "identifier:a", "operatorToken:/", "rightParen:)"])
        // An unbalanced `)` means the `/` is an operator (Swift's heuristic for `f(/, /)`-like code).
        XCTAssertEqual(render("f(/a) + g(b/)"), [
            "identifier:f", "leftParen:(", "operatorToken:/", "identifier:a", "rightParen:)", "operatorToken:+",
            "identifier:g", "leftParen:(", "identifier:b", "operatorToken:/", "rightParen:)",
        ])
        // A regex never spans lines.
        XCTAssertEqual(render("(/a\nb/)"), [
            "leftParen:(", "operatorToken:/", "identifier:a", "identifier:b", "operatorToken:/", "rightParen:)",
        ])
        // Not even through an escaped line break.
        XCTAssertEqual(render("(/a\\\nb/)"), [
            "leftParen:(", "operatorToken:/", "identifier:a", "backslash:\\", "identifier:b", "operatorToken:/",
            "rightParen:)",
        ])
    }

    func testPoundRegexLiterals() {
        XCTAssertEqual(render("#/a/b/# x"), ["regexLiteral:#/a/b/#", "identifier:x"])
        XCTAssertEqual(render("##/a/#b/## x"), ["regexLiteral:##/a/#b/##", "identifier:x"])
        // A pound regex may start and end with spaces.
        XCTAssertEqual(render("#/ a /#"), ["regexLiteral:#/ a /#"])
        let source = "let r = #/\n  (?<name> \\w+) / b # comment\n  /#\nx"
        XCTAssertEqual(positions(source), [
            "let@1:1", "r@1:5", "=@1:7", "#/\n  (?<name> \\w+) / b # comment\n  /#@1:9", "x@4:1",
        ])
        XCTAssertTrue(lex(source).diagnostics.isEmpty)
    }

    func testSlashAfterFuncOrOperatorIsAnOperatorName() {
        XCTAssertEqual(render("static func /(l: V, r: V) -> V { V(l.x/r.x) }"), [
            "keyword:static", "keyword:func", "operatorToken:/", "leftParen:(", "identifier:l", "colon::",
            "identifier:V", "comma:,", "identifier:r", "colon::", "identifier:V", "rightParen:)", "operatorToken:->",
            "identifier:V", "leftBrace:{", "identifier:V", "leftParen:(", "identifier:l", "period:.", "identifier:x",
            "operatorToken:/", "identifier:r", "period:.", "identifier:x", "rightParen:)", "rightBrace:}",
        ])
        XCTAssertEqual(render("infix operator /^/"), ["identifier:infix", "keyword:operator", "operatorToken:/^/"])
    }

    func testSlashAsDivision() {
        XCTAssertEqual(render("a / b"), ["identifier:a", "operatorToken:/", "identifier:b"])
        XCTAssertEqual(render("x/2"), ["identifier:x", "operatorToken:/", "integerLiteral:2"])
        XCTAssertEqual(render("(a)/b"), ["leftParen:(", "identifier:a", "rightParen:)", "operatorToken:/", "identifier:b"])
        XCTAssertEqual(render("f() / g()"), [
            "identifier:f", "leftParen:(", "rightParen:)", "operatorToken:/", "identifier:g", "leftParen:(", "rightParen:)",
        ])
        XCTAssertEqual(render("$0 / 2"), ["identifier:$0", "operatorToken:/", "integerLiteral:2"])
        XCTAssertEqual(render("a[0]/b/c"), [
            "identifier:a", "leftBracket:[", "integerLiteral:0", "rightBracket:]", "operatorToken:/",
            "identifier:b", "operatorToken:/", "identifier:c",
        ])
        XCTAssertEqual(render("1.5/x/2"), [
            "floatLiteral:1.5", "operatorToken:/", "identifier:x", "operatorToken:/", "integerLiteral:2",
        ])
        XCTAssertEqual(render("self.width/2/3"), [
            "keyword:self", "period:.", "identifier:width", "operatorToken:/", "integerLiteral:2",
            "operatorToken:/", "integerLiteral:3",
        ])
        XCTAssertEqual(render("x /= 2"), ["identifier:x", "operatorToken:/=", "integerLiteral:2"])
        XCTAssertEqual(render(#""\(a/b)/c""#), [
            #"stringSegment:""#, #"interpolationStart:\("#, "identifier:a", "operatorToken:/", "identifier:b",
            "interpolationEnd:)", #"stringSegment:/c""#,
        ])
    }
}
