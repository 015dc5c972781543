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
            let tokens = Lexer.lex(buffer).tokens
            let matches = tokens.withUnsafeBufferPointer { BracketMatches($0) }
            defer { matches.deallocate() }
            let closes = tokens.indices.compactMap { index in
                matches.close(index) >= 0 ? "\(index)→\(matches.close(index))" : nil
            }
            let opens = tokens.indices.compactMap { index in matches.open(index).map { "\(index)←\($0)" } }
            return (closes, opens, tokens.count)
        }
    }

    /// `BracketMatches` tells an opener from a closer by the last bit of its kind, and pairs
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

    /// Random bracket soup, balanced or not, against the rule written plainly: a closer
    /// closes the nearest compatible opener among the 16 innermost (and every opener above
    /// it); with none it is stray.
    func testRandomBracketsMatchThePlainRule() {
        var random = SeededGenerator(seed: 0xB4AC)
        let pieces = ["(", ")", "[", "]", "{", "}", "a", " "]
        for _ in 0..<500 {
            let text = (0..<Int.random(in: 0...60, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let bytes = Array(text.utf8)
            bytes.withUnsafeBufferPointer { buffer in
                let tokens = Lexer.lex(buffer).tokens
                let matches = tokens.withUnsafeBufferPointer { BracketMatches($0) }
                defer { matches.deallocate() }
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
                    XCTAssertEqual(matches.close(index), other > index ? other : -1, text)
                    XCTAssertEqual(matches.open(index), other >= 0 && other < index ? other : nil, text)
                }
            }
        }
    }
}
