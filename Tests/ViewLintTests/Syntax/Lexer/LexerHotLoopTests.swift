import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax

/// What the lexer's hot loop relies on to write tokens without tests: the stored layout of
/// `Token` that `TokenHead` writes, the switch to a checked loop for the last bytes of a file,
/// and the stretches it runs between tests for room in the token buffer.
final class LexerHotLoopTests: LexerTestCase {
    func testTokenHeadWritesTokensAsTheyAreStored() {
        XCTAssertTrue(TokenHead.matchesLayout)
        // Every flag and both bytes of the packed head land in their fields.
        let bytes = Array(" let\n@State".utf8)
        let tokens = Lexer.lex(bytes).tokens
        XCTAssertEqual(tokens.map(\.kind), [.keyword, .attribute])
        XCTAssertEqual(tokens.map(\.keyword), [.kwLet, .none])
        XCTAssertEqual(tokens.map(\.hasLeadingSpace), [true, true])
        XCTAssertEqual(tokens.map(\.isAtLineStart), [true, true])
        XCTAssertEqual(tokens.map(\.start), [1, 5])
        XCTAssertEqual(tokens.map(\.end), [4, 11])
        XCTAssertEqual(tokens.map(\.line), [1, 2])
        XCTAssertEqual(tokens.map(\.column), [2, 1])
        XCTAssertEqual(render("some any Self"), ["identifier:some", "identifier:any", "keyword:Self"])
        XCTAssertEqual(lex("some any Self").tokens.map(\.keyword), [.some, .any, .kwSelfType])
    }

    func testKeywordBlockFollowsTheByteClasses() {
        // The hot loop finds the keyword table's block from the byte classes' pointer.
        XCTAssertEqual(UnsafeRawPointer(ByteClass.table) + ByteClass.keywordBlockOffset, KeywordTable.shared.hot)
        let padded = Array("precedencegroup_________".utf8)
        padded.withUnsafeBufferPointer { buffer in
            let start = buffer.baseAddress!
            for length in 1...15 {
                let head = KeywordTable.tokenHead(word: ByteWord.load(start), length: length, end: start + length, classes: ByteClass.table)
                XCTAssertEqual(head, KeywordTable.shared.tokenHead(word: ByteWord.load(start), length: length, end: start + length))
                XCTAssertEqual(head, length == 15 ? TokenHead.packed(.keyword, .kwPrecedencegroup) : 0, "length \(length)")
            }
        }
    }

    func testSixteenByteTestsStopAtEveryByteTheyLookFor() {
        // `ByteVector.identifierRun` against the byte table, and `lineBreakOffset`, for every
        // byte value in every lane among name bytes.
        for value in 0...255 {
            let continues = ByteClass.table[value] & ByteClass.identifierBody != 0
            for lane in 0..<16 {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 16)
                bytes[lane] = UInt8(value)
                let run = bytes.withUnsafeBufferPointer { ByteVector.identifierRun(ByteVector.load($0.baseAddress!)) }
                XCTAssertEqual(run, continues ? 16 : lane, "byte \(value) in lane \(lane)")
                let lineBreak = bytes.withUnsafeBufferPointer { ByteVector.lineBreakOffset(ByteVector.load($0.baseAddress!)) }
                XCTAssertEqual(lineBreak, value == 0x0A || value == 0x0D ? lane : 16, "byte \(value) in lane \(lane)")
            }
        }
    }

    func testEveryFastTokenAtEveryDistanceFromTheEnd() {
        // The loop over code outside strings hands over to a checked copy where fewer than
        // sixteen bytes are left: each kind of token it reads itself, ending at every distance
        // from that point.
        let cases: [(source: String, tokens: [String])] = [
            ("ab", ["identifier:ab"]),
            ("abcdefghijk", ["identifier:abcdefghijk"]),
            ("return", ["keyword:return"]),
            ("precedencegroup", ["keyword:precedencegroup"]),
            ("a       b", ["identifier:a", "identifier:b"]),
            ("a\n\nb", ["identifier:a", "identifier:b"]),
            ("@State x", ["attribute:@State", "identifier:x"]),
            ("$0.a", ["identifier:$0", "period:.", "identifier:a"]),
            ("a..<b", ["identifier:a", "operatorToken:..<", "identifier:b"]),
            ("x += 12", ["identifier:x", "operatorToken:+=", "integerLiteral:12"]),
            (#"f("abc")"#, ["identifier:f", "leftParen:(", #"stringSegment:"abc""#, "rightParen:)"]),
            ("a.b", ["identifier:a", "period:.", "identifier:b"]),
        ]
        for (source, tokens) in cases {
            for padding in 0..<20 {
                let filler = String(repeating: "z", count: padding)
                let rendered = render(filler + " " + source)
                XCTAssertEqual(Array(rendered.dropFirst(padding > 0 ? 1 : 0)), tokens, "padding \(padding): \(source)")
                XCTAssertEqual(render(source + " " + filler).prefix(tokens.count), tokens[...], "padding \(padding): \(source)")
            }
        }
    }

    func testRoomRunsOutInTheMiddleOfEveryKindOfToken() {
        // Denser than the room reserved from the byte count (one token for every four bytes),
        // so the buffer grows while the hot loop runs, after stretches that end anywhere.
        let unit = #"(ab.c@d$0 12"s"+=x)"#
        let unitTokens = ["leftParen:(", "identifier:ab", "period:.", "identifier:c", "attribute:@d", "identifier:$0",
                          "integerLiteral:12", #"stringSegment:"s""#, "operatorToken:+=", "identifier:x", "rightParen:)"]
        for count in [1, 7, 100, 1_000] {
            for prefix in ["", "a", "ab ", "let "] {
                let rendered = render(prefix + String(repeating: unit, count: count))
                let body = Array(rendered.dropFirst(prefix.isEmpty ? 0 : 1))
                XCTAssertEqual(body.count, unitTokens.count * count, "\(count) units after \(prefix.debugDescription)")
                XCTAssertEqual(Array(body.suffix(unitTokens.count)), unitTokens)
            }
        }
        let parentheses = Lexer.lex(Array(String(repeating: "(a)", count: 5_000).utf8)).tokens
        XCTAssertEqual(parentheses.count, 15_000)
        XCTAssertEqual(parentheses.last?.start, 14_999)
    }
}
