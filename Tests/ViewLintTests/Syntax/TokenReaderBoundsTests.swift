import XCTest
@testable import ViewLintSyntax

/// `TokenReader`'s tests of one token answer "no" outside the tokens, on both sides: the
/// parser asks about the tokens before a name (`self?.name` two back) without testing
/// whether there are any.
final class TokenReaderBoundsTests: XCTestCase {
    private func withReader(_ text: String, _ body: (TokenReader) -> Void) {
        let bytes = Array(text.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            var brackets = BracketPairing(capacity: 1)
            defer { brackets.deallocate() }
            let tokens = Lexer.lex(buffer, pairingBracketsIn: &brackets).tokens
            tokens.withUnsafeBufferPointer { tokens in
                body(TokenReader(source: SourceText(buffer), tokens: tokens,
                                 matches: BracketMatches(tokens, pairedIn: brackets)))
            }
        }
    }

    func testOperatorTestsOutsideTheTokensAnswerNo() {
        withReader("? name") { reader in
            XCTAssertTrue(reader.isOperator(0, "?"))
            XCTAssertFalse(reader.isOperator(-1, "?"))
            XCTAssertFalse(reader.isOperator(-2, "!"))
            XCTAssertFalse(reader.isOperator(2, "?"))
            XCTAssertFalse(reader.isOperator(Int.min, "?"))
        }
    }

    func testKindsAndKeywordsOutsideTheTokensAreNone() {
        withReader(".name") { reader in
            XCTAssertEqual(reader.kind(0), .period)
            XCTAssertNil(reader.kind(-1))
            XCTAssertNil(reader.kind(2))
            XCTAssertEqual(reader.keyword(-1), .none)
        }
    }

    /// Tokens: `self . name` (name at 2), `self ? . name` (3), `x . self . name` (4),
    /// `. name` (1: two back is before the first token).
    func testAMemberOfSelfIsOnlyAfterSelfAndAPeriod() {
        withReader("self.name") { XCTAssertTrue($0.isMemberOfSelf(afterPeriodAt: 2)) }
        withReader("self?.name") { XCTAssertTrue($0.isMemberOfSelf(afterPeriodAt: 3)) }
        withReader("self!.name") { XCTAssertTrue($0.isMemberOfSelf(afterPeriodAt: 3)) }
        withReader("x.self.name") { XCTAssertFalse($0.isMemberOfSelf(afterPeriodAt: 4)) }
        withReader("\\.self.name") { XCTAssertFalse($0.isMemberOfSelf(afterPeriodAt: 4)) }
        withReader("other.name") { XCTAssertFalse($0.isMemberOfSelf(afterPeriodAt: 2)) }
        withReader(".name") { XCTAssertFalse($0.isMemberOfSelf(afterPeriodAt: 1)) }
    }
}
