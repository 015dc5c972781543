import XCTest
@testable import ViewLintRules

/// A `FindingMessage` keeps its pieces and joins them once: the text is the literal's
/// interpolation, whatever the pieces are made of.
final class FindingMessageTests: XCTestCase {
    private static let values = ["", "row", "é", "e\r\n", "👩‍👩‍👧", String(repeating: "long", count: 40), "a'b"]

    func testTheTextIsTheInterpolation() {
        for first in Self.values {
            for second in Self.values {
                let message = FindingMessage("Property '\(first)' of '\(second)' has \(first.count) characters")
                let expected = "Property '\(first)' of '\(second)' has \(first.count) characters"
                XCTAssertEqual(message.text, expected)
                XCTAssertEqual(Array(message.text.utf8), Array(expected.utf8))
                XCTAssertEqual(message.utf8Count, expected.utf8.count)
                for more in Self.values {
                    XCTAssertEqual(Array(message.text(appending: more).utf8), Array((expected + more).utf8))
                }
            }
        }
    }

    func testLiteralsAndEmptyPieces() {
        XCTAssertEqual(FindingMessage("plain").text, "plain")
        XCTAssertEqual(FindingMessage("plain").text(appending: "; more"), "plain; more")
        let empty = ""
        XCTAssertEqual(FindingMessage("\(empty)").text, "")
        XCTAssertEqual(FindingMessage("\(empty)").utf8Count, 0)
        XCTAssertEqual(FindingMessage("\(empty)").text(appending: ""), "")
        XCTAssertEqual(FindingMessage("\(empty)x\(empty)").text, "x")
    }
}
