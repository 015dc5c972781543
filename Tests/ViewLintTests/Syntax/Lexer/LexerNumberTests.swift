import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax

/// The lexer: Number literals.
final class LexerNumberTests: LexerTestCase {
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
}
