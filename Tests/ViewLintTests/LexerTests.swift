import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine
@testable import ViewLintCLI

/// Unit tests of the lexer against Swift's lexical grammar. Every expectation is written by
/// hand from the grammar (The Swift Programming Language, "Lexical Structure", and the
/// behaviour of the compiler's own lexer), never copied from this lexer's output.
final class LexerTests: XCTestCase {

    // MARK: - Helpers

    private func lex(_ source: String) -> LexedFile {
        Lexer.lex(Array(source.utf8))
    }

    private func text(_ bytes: [UInt8], _ start: Int32, _ end: Int32) -> String {
        String(decoding: bytes[Int(start)..<Int(end)], as: UTF8.self)
    }

    /// `["identifier:foo", "operatorToken:+", …]`
    /// Every case also goes through the invariants of `assertWellFormed`.
    private func render(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        let bytes = Array(source.utf8)
        let lexed = Lexer.lex(bytes)
        assertWellFormed(lexed, bytes, file: file, line: line)
        return lexed.tokens.map { "\($0.kind):" + text(bytes, $0.start, $0.end) }
    }

    /// `["foo@1:1", "+@1:5", …]`: each token's text with its line and UTF-8 byte column.
    private func positions(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        positions(Array(source.utf8), file: file, line: line)
    }

    private func positions(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> [String] {
        let lexed = Lexer.lex(bytes)
        assertWellFormed(lexed, bytes, file: file, line: line)
        return lexed.tokens.map { text(bytes, $0.start, $0.end) + "@\($0.line):\($0.column)" }
    }

    private func commentTexts(_ source: String) -> [String] {
        let bytes = Array(source.utf8)
        return Lexer.lex(bytes).comments.map { text(bytes, $0.start, $0.end) }
    }

    private func diagnosticLines(_ source: String) -> [Int32] {
        lex(source).diagnostics.map(\.line)
    }

    // MARK: - Identifiers

    func testASCIIIdentifiers() {
        XCTAssertEqual(render("foo _bar baz9 camelCase A"), [
            "identifier:foo", "identifier:_bar", "identifier:baz9", "identifier:camelCase", "identifier:A",
        ])
    }

    func testUnicodeIdentifiers() {
        XCTAssertEqual(render("café 名前 naïve_x"), ["identifier:café", "identifier:名前", "identifier:naïve_x"])
        // `café` is 5 bytes: `x` after a space is at byte column 7.
        XCTAssertEqual(positions("café x"), ["café@1:1", "x@1:7"])
        // `名前` is 6 bytes.
        XCTAssertEqual(positions("名前 = 1"), ["名前@1:1", "=@1:8", "1@1:10"])
    }

    func testBacktickedIdentifiers() {
        let file = lex("`default` `class` `my test name` x")
        XCTAssertEqual(render("`default` `class` `my test name` x"), [
            "identifier:`default`", "identifier:`class`", "identifier:`my test name`", "identifier:x",
        ])
        // An escaped keyword is a plain name.
        XCTAssertEqual(file.tokens[0].keyword, Keyword.none)
        XCTAssertEqual(file.tokens[1].keyword, Keyword.none)
        let bytes = Array("`default` `my test name`".utf8)
        let tokens = Lexer.lex(bytes).tokens
        bytes.withUnsafeBufferPointer { buffer in
            let source = SourceText(buffer)
            XCTAssertEqual(source.name(of: tokens[0]), "default")
            XCTAssertEqual(source.name(of: tokens[1]), "my test name")
            XCTAssertEqual(source.text(of: tokens[1]), "`my test name`")
        }
    }

    func testDollarAndUnderscoreIdentifiers() {
        XCTAssertEqual(render("$0 $1 $name _ _x"), [
            "identifier:$0", "identifier:$1", "identifier:$name", "identifier:_", "identifier:_x",
        ])
        XCTAssertEqual(render("$0.name"), ["identifier:$0", "period:.", "identifier:name"])
        XCTAssertEqual(lex("_").tokens.first?.keyword, .underscore)
    }

    // MARK: - Keywords

    func testReservedKeywords() {
        let source = "func let var if else return self Self Any init struct in guard where true nil try"
        let file = lex(source)
        XCTAssertEqual(file.tokens.map(\.kind), Array(repeating: TokenKind.keyword, count: 17))
        XCTAssertEqual(file.tokens.map(\.keyword), [
            .kwFunc, .kwLet, .kwVar, .kwIf, .kwElse, .kwReturn, .kwSelf, .kwSelfType, .kwAny, .kwInit,
            .kwStruct, .kwIn, .kwGuard, .kwWhere, .kwTrue, .kwNil, .kwTry,
        ])
    }

    func testContextualKeywordsStayIdentifiers() {
        let source = "some any async await get set willSet didSet actor nonisolated open package mutating"
        let file = lex(source)
        XCTAssertEqual(file.tokens.map(\.kind), Array(repeating: TokenKind.identifier, count: 13))
        XCTAssertEqual(file.tokens.map(\.keyword), [
            .some, .any, .async, .await, .get, .set, .willSet, .didSet, .actor, .nonisolated, .open,
            .package, .mutating,
        ])
    }

    func testKeywordPrefixesAreNotKeywords() {
        let file = lex("letter ifx Selfish Anything inout2 Type self_")
        XCTAssertEqual(file.tokens.map(\.kind), Array(repeating: TokenKind.identifier, count: 7))
        XCTAssertTrue(file.tokens.allSatisfy { $0.keyword == Keyword.none })
    }

    func testEveryKeywordSpellingAnywhereInTheFile() {
        for (spelling, keyword) in Keyword.spellings {
            let kind: TokenKind = keyword.isReserved ? .keyword : .identifier
            // Alone (fewer than eight bytes may be left after its start), and amid other text.
            for source in [spelling, "x \(spelling) y", "(\(spelling)).z + 12345678"] {
                let token = lex(source).tokens.first { text(Array(source.utf8), $0.start, $0.end) == spelling }
                XCTAssertEqual(token?.keyword, keyword, "\(spelling) in \(source)")
                XCTAssertEqual(token?.kind, kind, "\(spelling) in \(source)")
            }
        }
    }

    func testNearMissesOfKeywordsAreNotKeywords() {
        let spellings = Set(Keyword.spellings.map(\.spelling))
        for spelling in spellings {
            let lastIndex = spelling.index(before: spelling.endIndex)
            let changedLast = String(spelling[..<lastIndex]) + (spelling.last == "q" ? "z" : "q")
            let misses: [String] = [spelling + "s", spelling + "_", String(spelling.dropLast()), changedLast, spelling.uppercased()]
            for miss in misses where !miss.isEmpty && !spellings.contains(miss) {
                for source in [miss, "x \(miss) y"] {
                    XCTAssertTrue(lex(source).tokens.allSatisfy { $0.keyword == Keyword.none && $0.kind == .identifier },
                                  "\(miss) in \(source)")
                }
            }
        }
        // Same length and first eight bytes as a keyword, different after them.
        for name in ["precedencegroUp", "associatedtipe", "fallthroug_", "nonmutatinG", "distributer", "subscripts"] {
            XCTAssertEqual(lex(name).tokens.map(\.keyword), [Keyword.none], name)
        }
    }

    // MARK: - Numbers

    func testIntegerLiterals() {
        XCTAssertEqual(render("0 42 1_000_000 0xFF 0xdead_BEEF 0o755 0b1010_0101 007"), [
            "integerLiteral:0", "integerLiteral:42", "integerLiteral:1_000_000", "integerLiteral:0xFF",
            "integerLiteral:0xdead_BEEF", "integerLiteral:0o755", "integerLiteral:0b1010_0101",
            "integerLiteral:007",
        ])
        // The sign is a prefix operator, not part of the literal.
        XCTAssertEqual(render("-1"), ["operatorToken:-", "integerLiteral:1"])
    }

    func testFloatLiterals() {
        XCTAssertEqual(render("1.5 1e10 1.5e-3 2E+8 0.5 1_000.000_1 3.0e1_0"), [
            "floatLiteral:1.5", "floatLiteral:1e10", "floatLiteral:1.5e-3", "floatLiteral:2E+8",
            "floatLiteral:0.5", "floatLiteral:1_000.000_1", "floatLiteral:3.0e1_0",
        ])
    }

    func testHexadecimalFloatLiterals() {
        XCTAssertEqual(render("0x1.8p3 0xAp-2 0x1p10 0x1.fffffep+127"), [
            "floatLiteral:0x1.8p3", "floatLiteral:0xAp-2", "floatLiteral:0x1p10", "floatLiteral:0x1.fffffep+127",
        ])
    }

    func testNumberFollowedByMemberAccess() {
        XCTAssertEqual(render("0xFF.description"), ["integerLiteral:0xFF", "period:.", "identifier:description"])
        XCTAssertEqual(render("1.description"), ["integerLiteral:1", "period:.", "identifier:description"])
        XCTAssertEqual(render("1.5.rounded()"), [
            "floatLiteral:1.5", "period:.", "identifier:rounded", "leftParen:(", "rightParen:)",
        ])
        // `1.e5` is a member access, not a float (a fraction needs a digit after the point).
        XCTAssertEqual(render("1.e5"), ["integerLiteral:1", "period:.", "identifier:e5"])
        // Hex digits after the point with a `p` that is no exponent: still a member access.
        XCTAssertEqual(render("0x1.append"), ["integerLiteral:0x1", "period:.", "identifier:append"])
    }

    func testRangesBetweenIntegers() {
        XCTAssertEqual(render("0..<10"), ["integerLiteral:0", "operatorToken:..<", "integerLiteral:10"])
        XCTAssertEqual(render("1...2.5"), ["integerLiteral:1", "operatorToken:...", "floatLiteral:2.5"])
    }

    func testTupleIndexIsNotFloat() {
        XCTAssertEqual(render("t.0.1"), [
            "identifier:t", "period:.", "integerLiteral:0", "period:.", "integerLiteral:1",
        ])
        XCTAssertEqual(render("pair.1.count"), [
            "identifier:pair", "period:.", "integerLiteral:1", "period:.", "identifier:count",
        ])
    }

    // MARK: - Strings

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

    // MARK: - Interpolation

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

    // MARK: - Regex literals

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

    // MARK: - Comments

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

    // MARK: - Pound keywords and attributes

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

    // MARK: - Operators and punctuation

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

    // MARK: - Flags and positions

    func testLeadingSpaceAndLineStartFlags() {
        let tokens = lex("a b\n  c(d)").tokens
        XCTAssertEqual(tokens.map(\.hasLeadingSpace), [false, true, true, false, false, false])
        XCTAssertEqual(tokens.map(\.isAtLineStart), [true, false, true, false, false, false])
        XCTAssertEqual(tokens.map(\.line), [1, 1, 2, 2, 2, 2])
        XCTAssertEqual(tokens.map(\.column), [1, 3, 3, 4, 5, 6])

        // A comment counts as space; a line break inside a block comment counts as a line break.
        let commented = lex("a/**/b /*\n*/c // x\nd").tokens
        XCTAssertEqual(commented.map(\.hasLeadingSpace), [false, true, true, true])
        XCTAssertEqual(commented.map(\.isAtLineStart), [true, false, true, true])

        // Tokens inside interpolations carry their own spacing.
        let interpolated = lex(#""\( a)""#).tokens
        XCTAssertEqual(interpolated.map(\.hasLeadingSpace), [false, false, true, false, false])
    }

    func testCRLFLineEndings() {
        XCTAssertEqual(positions("a\r\nbb\r\n  c"), ["a@1:1", "bb@2:1", "c@3:3"])
        XCTAssertEqual(positions("// x\r\ny"), ["y@2:1"])
        XCTAssertEqual(positions("\"\"\"\r\nabc\r\n\"\"\"\r\nz"), ["\"\"\"\r\nabc\r\n\"\"\"@1:1", "z@4:1"])
        XCTAssertEqual(positions("/* a\r\n b */ c"), ["c@2:7"])
        let tokens = lex("a\r\nb").tokens
        XCTAssertTrue(tokens[1].isAtLineStart)
    }

    func testLoneCRLineEndings() {
        XCTAssertEqual(positions("a\rb\r\rc"), ["a@1:1", "b@2:1", "c@4:1"])
        // `\n\r` is two line breaks; `\r\n` one.
        XCTAssertEqual(positions("a\n\rb\r\nc"), ["a@1:1", "b@3:1", "c@4:1"])
        XCTAssertEqual(positions("\"\"\"\rx\r\"\"\"\r y"), ["\"\"\"\rx\r\"\"\"@1:1", "y@4:2"])
    }

    func testTabsCountOneByte() {
        XCTAssertEqual(positions("\tx\t\ty"), ["x@1:2", "y@1:5"])
    }

    func testByteOrderMark() {
        let source = "\u{FEFF}let x\nlet y"
        XCTAssertEqual(positions(source), ["let@1:1", "x@1:5", "let@2:1", "y@2:5"])
        let tokens = lex(source).tokens
        XCTAssertEqual(tokens[0].start, 3)
        XCTAssertEqual(tokens[0].kind, .keyword)
        XCTAssertTrue(tokens[0].isAtLineStart)
    }

    func testColumnsCountUTF8Bytes() {
        // `"é"` is four bytes: `"`, 0xC3 0xA9, `"`. Then a space, `+`, a space: `x` is the
        // eighth byte of the line.
        XCTAssertEqual(positions(#""é" + x"#), [#""é"@1:1"#, "+@1:6", "x@1:8"])
        XCTAssertEqual(positions("// ü\n😀 = 1"), ["😀@2:1", "=@2:6", "1@2:8"])
    }

    func testShebangLine() {
        let source = "#!/usr/bin/env swift\nprint(1)"
        XCTAssertEqual(positions(source), ["print@2:1", "(@2:6", "1@2:7", ")@2:8"])
        XCTAssertEqual(commentTexts(source), ["#!/usr/bin/env swift"])
        // Only at the very start of the file.
        XCTAssertEqual(render("x\n#!y"), ["identifier:x", "pound:#", "operatorToken:!", "identifier:y"])
        // After a byte order mark.
        XCTAssertEqual(positions("\u{FEFF}#!/bin/swift\nx"), ["x@2:1"])
    }

    // MARK: - Long runs

    func testIdentifiersOfEveryLengthEndAtTheRightByte() {
        // The bytes just outside the ranges of identifier characters (`/` `:` `@` `[` `^` `` ` ``
        // `{` DEL) and a few plain ones end a name; letters, digits, `_` and non-ASCII go on.
        // Each stop, then `x`: the token that follows the name.
        let stops: [(text: String, next: String)] = [
            (" ", "identifier:x"), (".", "period:."), ("(", "leftParen:("), ("/", "operatorToken:/"), (":", "colon::"),
            ("@", "attribute:@x"), ("[", "leftBracket:["), ("^", "operatorToken:^"), ("`", "identifier:`x"),
            ("{", "leftBrace:{"), ("\u{7F}", "unknown:\u{7F}"), ("\u{0}", "identifier:x"), ("\n", "identifier:x"),
        ]
        let letters = Array("aZ9_é0zA")
        for length in 1...24 {
            let name = String((0..<length).map { index in index == 0 ? "n" : letters[index % letters.count] })
            for stop in stops {
                let source = name + stop.text + "x"
                let rendered = render(source)
                XCTAssertEqual(rendered.first, "identifier:" + name, source.debugDescription)
                XCTAssertEqual(rendered.dropFirst().first, stop.next, source.debugDescription)
            }
        }
    }

    func testRunsOfSpacesOfEveryLength() {
        for length in 1...24 {
            let spaces = String(repeating: " ", count: length)
            XCTAssertEqual(positions("a" + spaces + "b"), ["a@1:1", "b@1:\(length + 2)"])
            XCTAssertEqual(positions(spaces + "b" + spaces), ["b@1:\(length + 1)"])
            XCTAssertEqual(positions("a" + spaces + "\t" + spaces + "b"), ["a@1:1", "b@1:\(2 * length + 3)"])
            XCTAssertEqual(lex("a" + spaces + "b").tokens.map(\.hasLeadingSpace), [false, true])
        }
    }

    func testLineCommentsOfEveryLength() {
        for length in 0...24 {
            let comment = "//" + String(repeating: "x", count: length)
            for lineBreak in ["\n", "\r\n", "\r"] {
                let source = "a " + comment + lineBreak + "b"
                XCTAssertEqual(commentTexts(source), [comment], source.debugDescription)
                XCTAssertEqual(positions(source), ["a@1:1", "b@2:1"], source.debugDescription)
            }
            XCTAssertEqual(commentTexts("a " + comment), [comment])
        }
    }

    func testBlockCommentsOfEveryLength() {
        for length in 0...24 {
            let comment = "/*" + String(repeating: "x", count: length) + "*/"
            XCTAssertEqual(commentTexts("a " + comment + "b"), [comment])
            XCTAssertEqual(positions("a " + comment + "b"), ["a@1:1", "b@1:\(length + 7)"])
        }
    }

    func testStringsOfEveryLength() {
        for length in 0...24 {
            let literal = "\"" + String(repeating: "x", count: length) + "\""
            XCTAssertEqual(render("a = " + literal + " + b"), ["identifier:a", "operatorToken:=", "stringSegment:" + literal,
                                                              "operatorToken:+", "identifier:b"])
        }
    }

    func testShortTokensAtTheEndOfTheFile() {
        XCTAssertEqual(render("x = 12"), ["identifier:x", "operatorToken:=", "integerLiteral:12"])
        XCTAssertEqual(render("1_000"), ["integerLiteral:1_000"])
        XCTAssertEqual(render("12."), ["integerLiteral:12", "period:."])
        XCTAssertEqual(render("12e"), ["integerLiteral:12e"])
        XCTAssertEqual(render("0x"), ["integerLiteral:0x"])
        XCTAssertEqual(render(#"x = "ab""#), ["identifier:x", "operatorToken:=", #"stringSegment:"ab""#])
        XCTAssertEqual(render(#""ab"#), [#"stringSegment:"ab"#])
        XCTAssertEqual(render(#"""#), [#"stringSegment:""#])
        XCTAssertEqual(render(#""""#), [#"stringSegment:"""#])
        XCTAssertEqual(render("$0"), ["identifier:$0"])
        XCTAssertEqual(render("$"), ["identifier:$"])
        XCTAssertEqual(render("@State"), ["attribute:@State"])
        XCTAssertEqual(render("@"), ["at:@"])
        XCTAssertEqual(render("x."), ["identifier:x", "period:."])
        XCTAssertEqual(render("a+"), ["identifier:a", "operatorToken:+"])
        XCTAssertEqual(render("let"), ["keyword:let"])
    }

    func testPlainAndOtherLiteralsSideBySide() {
        // Plain integers and strings, then the ones that need a closer look, at every offset
        // from a word boundary.
        for padding in 0..<9 {
            let pad = String(repeating: " ", count: padding)
            XCTAssertEqual(render(pad + #"f("a", "b\n", 1, 2.5, 3e2, 0xF, 1.description, "\(x)")"#), [
                "identifier:f", "leftParen:(", #"stringSegment:"a""#, "comma:,", #"stringSegment:"b\n""#, "comma:,",
                "integerLiteral:1", "comma:,", "floatLiteral:2.5", "comma:,", "floatLiteral:3e2", "comma:,",
                "integerLiteral:0xF", "comma:,", "integerLiteral:1", "period:.", "identifier:description", "comma:,",
                #"stringSegment:""#, #"interpolationStart:\("#, "identifier:x", "interpolationEnd:)", #"stringSegment:""#,
                "rightParen:)",
            ], "padding \(padding)")
            XCTAssertEqual(render(pad + "[$0, @a, @ b, tuple.0.1]"), [
                "leftBracket:[", "identifier:$0", "comma:,", "attribute:@a", "comma:,", "at:@", "identifier:b", "comma:,",
                "identifier:tuple", "period:.", "integerLiteral:0", "period:.", "integerLiteral:1", "rightBracket:]",
            ], "padding \(padding)")
        }
    }

    func testFilesDenseInTokensKeepEveryToken() {
        // One token a byte: more than the room reserved from the byte count.
        let commas = [UInt8](repeating: 0x2C, count: 10_000)
        let tokens = Lexer.lex(commas).tokens
        XCTAssertEqual(tokens.count, 10_000)
        XCTAssertTrue(tokens.enumerated().allSatisfy { $0.element.kind == .comma && $0.element.start == Int32($0.offset) && $0.element.column == Int32($0.offset + 1) })
        XCTAssertEqual(render("a,(b)," + String(repeating: "[c]", count: 50)).count, 6 + 150)
        XCTAssertEqual(Lexer.lex([UInt8]()).tokens.count, 0)
        XCTAssertEqual(render("x"), ["identifier:x"])
    }

    // MARK: - Diagnostics

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

    // MARK: - Robustness

    /// Checks what must hold for any input: tokens in increasing, non-overlapping order
    /// within bounds; each token's line and UTF-8 column as recomputed here from the bytes
    /// (`\n`, `\r\n` and lone `\r` end lines; a leading byte order mark takes no column);
    /// `hasLeadingSpace` exactly when bytes (whitespace or comments) stand between a token and
    /// the previous one, `isAtLineStart` exactly when a line break does.
    private func assertWellFormed(_ file: LexedFile, _ bytes: [UInt8], file path: StaticString = #filePath, line: UInt = #line) {
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

    private static let trickySnippet = ##"""
    #!/usr/bin/env swift
    import SwiftUI /* a /* nested */ comment */
    @State var café = 0x1.8p3 + 1_000.5e-3 + t.0.1 ?? `my name` <*> $0
    let s = "a\"b\\ \u{1F600} \(x + (y * "\(z.map { "\($0)" })")) end"
    let m = """
        line "one" ""two"" \
        \(value) done
        """
    let r = #"raw "# \#(x) \(y)"# ; let q = ##"x"#"##
    let re = /ab+c/ ; let d = a / b / (c)/d ; let e = #/a/b/#
    let ext = #/
      (?<x> \w+ ) / # comment
      /#
    #if DEBUG
    #elseif os(iOS)
    #else
    #endif
    if #available(iOS 17, *) { } ; x?.y!.z ... a ..< b -> c
    "unterminated \(
    """##

    func testEveryPrefixOfATrickySnippet() {
        let bytes = Array(Self.trickySnippet.utf8)
        XCTAssertGreaterThan(bytes.count, 500)
        for length in 0...bytes.count {
            let prefix = Array(bytes[0..<length])
            assertWellFormed(Lexer.lex(prefix), prefix)
        }
        // Every suffix too: the lexer may start anywhere inside a literal.
        for start in 0...bytes.count {
            let suffix = Array(bytes[start...])
            assertWellFormed(Lexer.lex(suffix), suffix)
        }
    }

    /// SplitMix64: small, deterministic, good enough to make test inputs.
    private struct SplitMix64 {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    func testRandomByteStrings() {
        var random = SplitMix64(state: 0x5EED_1234)
        // Bytes that matter to the lexer, plus NUL, 0xFF and a lone UTF-8 lead byte.
        let alphabet: [UInt8] = Array(##""#/\()[]{}*+-=<>!?.:,;@$`_ax0123456789eEpPxob"##.utf8)
            + [0x00, 0xFF, 0xC3, 0xA9, 0x0A, 0x0D, 0x09, 0x20, 0x20, 0xEF, 0xBB, 0xBF]
        for _ in 0..<3000 {
            let length = Int(random.next() % 120)
            var bytes: [UInt8] = []
            for _ in 0..<length {
                let roll = random.next()
                if roll % 8 == 0 {
                    bytes.append(UInt8(truncatingIfNeeded: roll >> 8)) // any byte at all
                } else {
                    bytes.append(alphabet[Int((roll >> 8) % UInt64(alphabet.count))])
                }
            }
            assertWellFormed(Lexer.lex(bytes), bytes)
        }
    }

    func testLargePathologicalInputs() {
        // Just lex them: a quadratic lexer would not finish in reasonable time.
        let inputs: [[UInt8]] = [
            Array(repeating: 0x22, count: 200_000),                                      // """"…
            [0x22] + Array(repeating: [0x5C, 0x28], count: 100_000).flatMap { $0 },      // "\(\(\(…
            Array(repeating: 0x2F, count: 1_000_000),                                    // ////…
            Array(repeating: [0x20, 0x2F], count: 500_000).flatMap { $0 },               //  / / /…
            Array(repeating: [0x28, 0x2F, 0x61], count: 300_000).flatMap { $0 },         // (/a(/a…
            Array(repeating: [0x5B, 0x2F], count: 500_000).flatMap { $0 },               // [/[/…
            Array(repeating: [0x5C, 0x2F], count: 500_000).flatMap { $0 } + [0x29],      // \/\/…)
            Array(repeating: 0x23, count: 500_000) + [0x78],                             // ####…x
            Array(repeating: [0x22, 0x5C, 0x28], count: 100_000).flatMap { $0 },         // "\("\(…
            Array(repeating: [0x2F, 0x2A], count: 300_000).flatMap { $0 },               // /*/*…
            Array(repeating: 0x60, count: 1) + Array(repeating: 0x61, count: 500_000),   // `aaaa…
            Array("#\"".utf8) + Array(repeating: [0x5C, 0x22], count: 300_000).flatMap { $0 },
        ]
        for input in inputs {
            let file = Lexer.lex(input)
            XCTAssertLessThanOrEqual(file.tokens.count, input.count + 1)
        }
    }
}
