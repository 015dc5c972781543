import XCTest
@testable import ViewLintSupport

/// The words of a type's text: runs of ASCII letters, digits and `_`.
final class TypeTextWordsTests: XCTestCase {
    func testWordBytesAreTheASCIILettersDigitsAndUnderscore() {
        for value in 0...255 {
            let byte = UInt8(value)
            let expected = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
            XCTAssertEqual(TypeTextWords.isWordByte(byte), expected, "\(value)")
        }
    }

    func testOneWordNames() {
        for name in ["Item", "Feed_2", "_", "", "x9"] { XCTAssertTrue(TypeTextWords.isOneWord(name), name) }
        for name in ["Outer.Item", "`Type`", "Ítem", "A B", "Item?", "[Item]", "@", "[", "`"] {
            XCTAssertFalse(TypeTextWords.isOneWord(name), name)
        }
    }
}
