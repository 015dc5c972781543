import XCTest
@testable import ViewLintCore

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
}
