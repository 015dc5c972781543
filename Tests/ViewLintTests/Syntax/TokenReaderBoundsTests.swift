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
}
