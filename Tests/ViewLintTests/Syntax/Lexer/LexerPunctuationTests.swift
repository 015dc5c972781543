import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax

/// The lexer: Comments, pound keywords, attributes, operators and punctuation.
final class LexerPunctuationTests: LexerTestCase {
    func testComments() {
        let source = "a // line\nb /* block */ c /* a /* b */ c */ d /// doc\n/** doc\n */ e"
        XCTAssertEqual(render(source), ["identifier:a", "identifier:b", "identifier:c", "identifier:d", "identifier:e"])
        XCTAssertEqual(commentTexts(source), [
            "// line", "/* block */", "/* a /* b */ c */", "/// doc", "/** doc\n */",
        ])
        XCTAssertEqual(positions(source), ["a@1:1", "b@2:1", "c@2:15", "d@2:35", "e@4:5"])
        let comments = lex(source).comments
        XCTAssertEqual(comments.map(\.line), [1, 2, 2, 2, 3])
        XCTAssertEqual(comments.map(\.column), [3, 3, 17, 37, 1])
        XCTAssertTrue(lex(source).diagnostics.isEmpty)
    }

    func testCommentMarkersInsideStringsAreText() {
        XCTAssertEqual(render(#""// not /* a comment" x"#), [#"stringSegment:"// not /* a comment""#, "identifier:x"])
        XCTAssertTrue(lex(#""// not /* a comment" x"#).comments.isEmpty)
    }

    func testPoundKeywords() {
        let source = "#if DEBUG\n#elseif os(iOS)\n#else\n#endif\nif #available(iOS 17, *) {}\n#Preview { V() }"
        XCTAssertEqual(render(source), [
            "poundKeyword:#if", "identifier:DEBUG",
            "poundKeyword:#elseif", "identifier:os", "leftParen:(", "identifier:iOS", "rightParen:)",
            "poundKeyword:#else",
            "poundKeyword:#endif",
            "keyword:if", "poundKeyword:#available", "leftParen:(", "identifier:iOS", "integerLiteral:17", "comma:,",
            "operatorToken:*", "rightParen:)", "leftBrace:{", "rightBrace:}",
            "poundKeyword:#Preview", "leftBrace:{", "identifier:V", "leftParen:(", "rightParen:)", "rightBrace:}",
        ])
        XCTAssertEqual(render("# x #selector"), ["pound:#", "identifier:x", "poundKeyword:#selector"])
        XCTAssertEqual(render("##x"), ["pound:#", "poundKeyword:#x"])
    }

    func testAttributes() {
        XCTAssertEqual(render("@State private var x"), [
            "attribute:@State", "keyword:private", "keyword:var", "identifier:x",
        ])
        XCTAssertEqual(render("@ViewBuilder var body: some View"), [
            "attribute:@ViewBuilder", "keyword:var", "identifier:body", "colon::", "identifier:some", "identifier:View",
        ])
        XCTAssertEqual(render("@SwiftUI.State"), ["attribute:@SwiftUI", "period:.", "identifier:State"])
        XCTAssertEqual(render("@ x"), ["at:@", "identifier:x"])
        XCTAssertEqual(render("@"), ["at:@"])
        XCTAssertEqual(render("@available(*, deprecated)"), [
            "attribute:@available", "leftParen:(", "operatorToken:*", "comma:,", "identifier:deprecated", "rightParen:)",
        ])
    }

    func testOperators() {
        XCTAssertEqual(render("a...b"), ["identifier:a", "operatorToken:...", "identifier:b"])
        XCTAssertEqual(render("0..<n"), ["integerLiteral:0", "operatorToken:..<", "identifier:n"])
        XCTAssertEqual(render("f() -> Int"), ["identifier:f", "leftParen:(", "rightParen:)", "operatorToken:->", "identifier:Int"])
        XCTAssertEqual(render("a == b != c"), ["identifier:a", "operatorToken:==", "identifier:b", "operatorToken:!=", "identifier:c"])
        XCTAssertEqual(render("x ?? y"), ["identifier:x", "operatorToken:??", "identifier:y"])
        XCTAssertEqual(render("a && !b || c"), [
            "identifier:a", "operatorToken:&&", "operatorToken:!", "identifier:b", "operatorToken:||", "identifier:c",
        ])
        XCTAssertEqual(render("a <*> b"), ["identifier:a", "operatorToken:<*>", "identifier:b"])
        XCTAssertEqual(render("x?.y"), ["identifier:x", "operatorToken:?", "period:.", "identifier:y"])
        XCTAssertEqual(render("x!.y"), ["identifier:x", "operatorToken:!", "period:.", "identifier:y"])
        XCTAssertEqual(render("c ? a : b"), ["identifier:c", "operatorToken:?", "identifier:a", "colon::", "identifier:b"])
        XCTAssertEqual(render("x = &y"), ["identifier:x", "operatorToken:=", "operatorToken:&", "identifier:y"])
        // The lexer, like Swift's, makes `>>` one token; the parser splits generic closers.
        XCTAssertEqual(render("Set<Set<Int>>()"), [
            "identifier:Set", "operatorToken:<", "identifier:Set", "operatorToken:<", "identifier:Int",
            "operatorToken:>>", "leftParen:(", "rightParen:)",
        ])
        // An operator that starts with a dot may contain dots and operator characters.
        XCTAssertEqual(render("a .== b"), ["identifier:a", "operatorToken:.==", "identifier:b"])
    }

    /// Swift's non-ASCII operator heads start operators, and its combining marks continue
    /// them; an emoji or a letter is an identifier; a cut UTF-8 sequence is no operator.
    func testUnicodeOperators() {
        XCTAssertEqual(render("a ≠ b"), ["identifier:a", "operatorToken:≠", "identifier:b"])
        XCTAssertEqual(render("f → g ∘ h"), [
            "identifier:f", "operatorToken:→", "identifier:g", "operatorToken:∘", "identifier:h",
        ])
        XCTAssertEqual(render("x ×= 2 ÷ y"), [
            "identifier:x", "operatorToken:×=", "integerLiteral:2", "operatorToken:÷", "identifier:y",
        ])
        XCTAssertEqual(render("a ≠\u{0338} b"), ["identifier:a", "operatorToken:≠\u{0338}", "identifier:b"])
        XCTAssertEqual(render("≠b"), ["operatorToken:≠", "identifier:b"])
        XCTAssertEqual(render("b /≠ c"), ["identifier:b", "operatorToken:/≠", "identifier:c"])
        XCTAssertEqual(render("a ≠// c\nb"), ["identifier:a", "operatorToken:≠", "identifier:b"])
        XCTAssertEqual(render("😀 é"), ["identifier:😀", "identifier:é"])
        XCTAssertEqual(positions("a ≠ b"), ["a@1:1", "≠@1:3", "b@1:7"])
        // Inside an interpolation too.
        XCTAssertEqual(render("\"\\(a ≠ b)\""), [
            "stringSegment:\"", "interpolationStart:\\(", "identifier:a", "operatorToken:≠", "identifier:b",
            "interpolationEnd:)", "stringSegment:\"",
        ])
        // The lead byte of `≠` without the rest: taken for an identifier, without a crash.
        let cut: [UInt8] = [0x61, 0x20, 0xE2, 0x89]
        XCTAssertEqual(Lexer.lex(cut).tokens.map(\.kind), [.identifier, .identifier])
    }

    /// Glued to a name, a non-ASCII operator head still ends the name and starts an operator
    /// (Swift's identifiers hold none); glued to an ASCII operator, it goes on with it. Other
    /// non-ASCII characters go on with the name, keyword or attribute they are glued to.
    func testUnicodeOperatorsGluedToNames() {
        XCTAssertEqual(render("a≠b"), ["identifier:a", "operatorToken:≠", "identifier:b"])
        XCTAssertEqual(render("count≠0"), ["identifier:count", "operatorToken:≠", "integerLiteral:0"])
        XCTAssertEqual(render("1≠2"), ["integerLiteral:1", "operatorToken:≠", "integerLiteral:2"])
        XCTAssertEqual(render("café≠naïve"), ["identifier:café", "operatorToken:≠", "identifier:naïve"])
        XCTAssertEqual(render("averyveryverylongname→f∘g"), [
            "identifier:averyveryverylongname", "operatorToken:→", "identifier:f", "operatorToken:∘", "identifier:g",
        ])
        XCTAssertEqual(render("x ==≠ y"), ["identifier:x", "operatorToken:==≠", "identifier:y"])
        XCTAssertEqual(render("x ==\u{0338} y"), ["identifier:x", "operatorToken:==\u{0338}", "identifier:y"])
        XCTAssertEqual(render("(a)≠b"), [
            "leftParen:(", "identifier:a", "rightParen:)", "operatorToken:≠", "identifier:b",
        ])
        // A keyword glued to a letter is a name; attributes and `$` names go on too.
        let keywordGlued = lex("ifé selfé")
        XCTAssertEqual(keywordGlued.tokens.map(\.kind), [.identifier, .identifier])
        XCTAssertEqual(keywordGlued.tokens.map(\.keyword), [.none, .none])
        XCTAssertEqual(render("@Stäte var $naïve = #fïle"), [
            "attribute:@Stäte", "keyword:var", "identifier:$naïve", "operatorToken:=", "poundKeyword:#fïle",
        ])
        XCTAssertEqual(render("\"\\(a≠b)\""), [
            "stringSegment:\"", "interpolationStart:\\(", "identifier:a", "operatorToken:≠", "identifier:b",
            "interpolationEnd:)", "stringSegment:\"",
        ])
        // Cut or stray UTF-8 bytes in a name stay in it, without a crash.
        XCTAssertEqual(Lexer.lex([0x61, 0xE2, 0x89]).tokens.map(\.kind), [.identifier])
        XCTAssertEqual(Lexer.lex([0x61, 0x89, 0x62, 0xE2, 0x89, 0xA0, 0x63]).tokens.map(\.kind),
                       [.identifier, .operatorToken, .identifier])
    }

    func testOperatorFollowedByComment() {
        let source = "a +/* c */ b"
        XCTAssertEqual(render(source), ["identifier:a", "operatorToken:+", "identifier:b"])
        XCTAssertEqual(commentTexts(source), ["/* c */"])
        XCTAssertEqual(render("a +// c\nb"), ["identifier:a", "operatorToken:+", "identifier:b"])
        XCTAssertEqual(render("a ==/**/b"), ["identifier:a", "operatorToken:==", "identifier:b"])
        // A dot followed by a comment stays a period.
        XCTAssertEqual(render("a.// c\nb"), ["identifier:a", "period:.", "identifier:b"])
    }

    func testPunctuation() {
        XCTAssertEqual(render("( ) { } [ ] , : ; . \\"), [
            "leftParen:(", "rightParen:)", "leftBrace:{", "rightBrace:}", "leftBracket:[", "rightBracket:]",
            "comma:,", "colon::", "semicolon:;", "period:.", "backslash:\\",
        ])
        XCTAssertEqual(render(#"\.name"#), ["backslash:\\", "period:.", "identifier:name"])
        XCTAssertEqual(render(#"\Model.name"#), ["backslash:\\", "identifier:Model", "period:.", "identifier:name"])
    }
}
