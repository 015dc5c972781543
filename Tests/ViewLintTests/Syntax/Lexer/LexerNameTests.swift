import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax

/// The lexer: Identifiers and keywords.
final class LexerNameTests: LexerTestCase {
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
}
