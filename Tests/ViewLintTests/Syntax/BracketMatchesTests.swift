import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine
@testable import ViewLintCLI

final class BracketMatchesTests: XCTestCase {
    /// `close` and `open` of every token of `text`, as `index→partner` strings for the
    /// tokens that have one.
    private func pairs(_ text: String) -> (closes: [String], opens: [String], count: Int) {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            var brackets = BracketPairing(capacity: 1)
            defer { brackets.deallocate() }
            let tokens = Lexer.lex(buffer, pairingBracketsIn: &brackets).tokens
            let matches = tokens.withUnsafeBufferPointer { BracketMatches($0, pairedIn: brackets) }
            let closes = tokens.indices.compactMap { index in
                matches.close(index) >= 0 ? "\(index)→\(matches.close(index))" : nil
            }
            let opens = tokens.indices.compactMap { index in matches.open(index).map { "\(index)←\($0)" } }
            return (closes, opens, tokens.count)
        }
    }

    /// `BracketPairing` tells an opener from a closer by the last bit of its kind, and pairs
    /// them by adding one.
    func testOpeningKindsAreOddAndTheirClosersFollowThem() {
        let pairs: [(TokenKind, TokenKind)] = [(.leftParen, .rightParen), (.leftBracket, .rightBracket),
                                               (.leftBrace, .rightBrace), (.interpolationStart, .interpolationEnd)]
        for (opener, closer) in pairs {
            XCTAssertEqual(opener.rawValue & 1, 1, "\(opener)")
            XCTAssertEqual(closer.rawValue, opener.rawValue + 1, "\(closer)")
        }
    }

    func testNestedGroupsMatchBothWays() {
        // 0 ( 1 [ 2 a 3 ] 4 { 5 } 6 )
        let result = pairs("([a]{})")
        XCTAssertEqual(result.closes, ["0→6", "1→3", "4→5"])
        XCTAssertEqual(result.opens, ["3←1", "5←4", "6←0"])
    }

    func testUnclosedGroupEndsAtTheEndAndStrayCloserMatchesNothing() {
        // 0 ) 1 ( 2 a 3 ] : the `]` closes nothing, the `(` runs to the end.
        let result = pairs(")(a]")
        XCTAssertEqual(result.closes, ["1→4"])
        XCTAssertEqual(result.opens, [])
        XCTAssertEqual(result.count, 4)
    }

    func testCloserAlsoClosesUnclosedOpenersAboveItsMatch() {
        // 0 { 1 ( 2 a 3 } : the `}` closes the `{` and the `(` left open inside it.
        let result = pairs("{(a}")
        XCTAssertEqual(result.closes, ["0→3", "1→3"])
        XCTAssertEqual(result.opens, ["3←0"])
    }

    func testInterpolationsPairLikeParentheses() {
        let result = pairs(#""a\(b)c""#)
        XCTAssertEqual(result.closes.count, 1)
        XCTAssertEqual(result.opens.count, 1)
    }

    /// The matcher pairs kinds by adding one: every closer's kind must follow its opener's.
    func testEachClosingKindFollowsItsOpeningKind() {
        let pairs: [(TokenKind, TokenKind)] = [(.leftParen, .rightParen), (.leftBracket, .rightBracket),
                                               (.leftBrace, .rightBrace), (.interpolationStart, .interpolationEnd)]
        for (opener, closer) in pairs { XCTAssertEqual(opener.rawValue + 1, closer.rawValue, "\(opener)") }
    }

    /// `text`'s pairs, from the lexer's pairing in `brackets`, against the rule written plainly
    /// over the tokens: a closer closes the nearest compatible opener among the 16 innermost
    /// (and every opener above it); with none it is stray; an opener left open closes at the end.
    private func assertPairsFollowThePlainRule(_ text: String, in brackets: inout BracketPairing,
                                               file: StaticString = #filePath, line: UInt = #line) {
        let bytes = Array(text.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            let tokens = Lexer.lex(buffer, pairingBracketsIn: &brackets).tokens
            let matches = tokens.withUnsafeBufferPointer { BracketMatches($0, pairedIn: brackets) }
            var expected = [Int](repeating: -1, count: tokens.count)
            var open: [Int] = []
            for (index, token) in tokens.enumerated() {
                if token.isOpening {
                    expected[index] = tokens.count
                    open.append(index)
                } else if token.isClosing {
                    let lowest = max(open.count - 16, 0)
                    guard let depth = (lowest..<open.count).reversed().first(where: {
                        tokens[open[$0]].kind.rawValue + 1 == token.kind.rawValue
                    }) else { continue }
                    for opener in open[depth...] { expected[opener] = index }
                    expected[index] = open[depth]
                    open.removeSubrange(depth...)
                }
            }
            for index in tokens.indices {
                let other = expected[index]
                XCTAssertEqual(matches.close(index), other > index ? other : -1, "\(index) in \(text)", file: file, line: line)
                XCTAssertEqual(matches.open(index), other >= 0 && other < index ? other : nil, "\(index) in \(text)", file: file, line: line)
            }
            if tokens.isEmpty {
                XCTAssertEqual(matches.close(0), -1, file: file, line: line)
                XCTAssertNil(matches.open(0), file: file, line: line)
            }
        }
    }

    /// Random bracket soup, balanced or not, against the plain rule.
    func testRandomBracketsMatchThePlainRule() {
        assertRandomSoupsFollowThePlainRule(seed: 0xB4AC, pieces: ["(", ")", "[", "]", "{", "}", "a", " "],
                                            soups: 500, longest: 60)
    }

    /// Soup with string literals and interpolations, lines and deep runs, lexed one after another
    /// with the same memory (as a worker's files are): interpolation starts and ends pair like
    /// brackets, whatever stands unbalanced inside them, and no file's open brackets reach the next.
    func testRandomInterpolationsAndDeepNestingMatchThePlainRule() {
        let pieces = ["(", ")", "[", "]", "{", "}", "a", " ", "\"", "\\(", "\n", "\"\"\"\n", "#\"", "\"#", "\\#(",
                      String(repeating: "(", count: 20), String(repeating: "{[", count: 9), String(repeating: ")", count: 17)]
        assertRandomSoupsFollowThePlainRule(seed: 0x1A7E, pieces: pieces, soups: 1_500, longest: 40)
    }

    /// `soups` texts of up to `longest` random pieces, lexed one after another with the same memory.
    private func assertRandomSoupsFollowThePlainRule(seed: UInt64, pieces: [String], soups: Int, longest: Int,
                                                     file: StaticString = #filePath, line: UInt = #line) {
        var random = SeededGenerator(seed: seed)
        var brackets = BracketPairing(capacity: 1)
        defer { brackets.deallocate() }
        for _ in 0..<soups {
            let text = (0..<Int.random(in: 0...longest, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            assertPairsFollowThePlainRule(text, in: &brackets, file: file, line: line)
        }
    }

    /// A file denser in tokens than the lexer reserved room for (one a byte): its tokens and
    /// its notes of brackets move as they grow, the pairs stay those of the plain rule.
    func testDenseBracketsThatOutgrowTheReservedRoomMatchThePlainRule() {
        var brackets = BracketPairing(capacity: 1)
        defer { brackets.deallocate() }
        assertPairsFollowThePlainRule(String(repeating: "([{", count: 1_500) + String(repeating: "}])", count: 2_000), in: &brackets)
        assertPairsFollowThePlainRule("\"" + String(repeating: #"\(("#, count: 2_000) + String(repeating: "))", count: 1_000),
                                      in: &brackets)
    }

    /// Hand-written partners of inputs the old pass over the tokens paired so.
    func testTrickyInputsPairAsWritten() {
        // 0 "a 1 \( 2 { 3 ) 4 b" : the interpolation's `)` ends it, closing the `{` left open in it.
        var result = pairs(#""a\({)b""#)
        XCTAssertEqual(result.closes, ["1→3", "2→3"])
        XCTAssertEqual(result.opens, ["3←1"])
        // 0 "a 1 \( 2 ( 3 ) 4 ) 5 b" : a parenthesis inside pairs within it.
        result = pairs(#""a\(())b""#)
        XCTAssertEqual(result.closes, ["1→4", "2→3"])
        XCTAssertEqual(result.opens, ["3←2", "4←1"])
        // 0 "a 1 \( 2 ] 3 ) 4 b" : the stray `]` inside closes nothing.
        result = pairs(#""a\(])b""#)
        XCTAssertEqual(result.closes, ["1→3"])
        XCTAssertEqual(result.opens, ["3←1"])
        // An interpolation left open at the end of the file runs to the end, as its `(` does.
        result = pairs(#""a\((b"#)
        XCTAssertEqual(result.closes, ["1→4", "2→4"])
        XCTAssertEqual(result.opens, [])
        // A `}` below 17 open `(`: its `{` is too deep to be found, so it is stray.
        result = pairs("{" + String(repeating: "(", count: 17) + "}")
        XCTAssertEqual(result.closes, (0...17).map { "\($0)→19" })
        XCTAssertEqual(result.opens, [])
        // Below 16 it closes the `{` and every `(` above it.
        result = pairs("{" + String(repeating: "(", count: 15) + "}")
        XCTAssertEqual(result.closes, (0...15).map { "\($0)→16" })
        XCTAssertEqual(result.opens, ["16←0"])
        // Nothing at all.
        result = pairs("")
        XCTAssertEqual(result.count, 0)
    }
}
