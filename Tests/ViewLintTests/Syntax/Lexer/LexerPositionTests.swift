import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax

/// The lexer: Flags and positions: line starts, line endings, columns, and long runs of every length.
final class LexerPositionTests: LexerTestCase {
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

    func testIdentifiersOfEveryLengthEndAtTheRightByte() {
        // The bytes just outside the ranges of identifier characters (`/` `:` `@` `[` `^` `` ` ``
        // `{` DEL), a few plain ones and non-ASCII operators end a name; letters, digits, `_` and
        // other non-ASCII characters go on.
        // Each stop, then `x`: the token that follows the name.
        let stops: [(text: String, next: String)] = [
            (" ", "identifier:x"), (".", "period:."), ("(", "leftParen:("), ("/", "operatorToken:/"), (":", "colon::"),
            ("@", "attribute:@x"), ("[", "leftBracket:["), ("^", "operatorToken:^"), ("`", "identifier:`x"),
            ("{", "leftBrace:{"), ("\u{7F}", "unknown:\u{7F}"), ("\u{0}", "identifier:x"), ("\n", "identifier:x"),
            ("≠", "operatorToken:≠"), ("→=", "operatorToken:→="),
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
}
