import XCTest
@testable import ViewLintSupport
@testable import ViewLintRules

/// Message lengths are counted in characters; the byte counts that answer first must never
/// give another answer.
final class MessageTextTests: XCTestCase {
    func testFewerCharactersCountsCharactersNotBytes() {
        let ascii = String(repeating: "a", count: 150)
        XCTAssertTrue(MessageText.fewerCharacters(ascii, String(repeating: "b", count: 49), than: 200))
        XCTAssertFalse(MessageText.fewerCharacters(ascii, String(repeating: "b", count: 50), than: 200))
        // 150 characters in 300 bytes, 150 in 450: more than 200 bytes, fewer than 200 characters.
        let twoByte = String(repeating: "é", count: 150)
        XCTAssertTrue(MessageText.fewerCharacters(twoByte, "; advice", than: 200))
        XCTAssertTrue(MessageText.fewerCharacters("x", String(repeating: "漢", count: 198), than: 200))
        XCTAssertFalse(MessageText.fewerCharacters("x", String(repeating: "漢", count: 199), than: 200))
        // A flag is one character of eight bytes.
        XCTAssertTrue(MessageText.fewerCharacters(String(repeating: "🇫🇷", count: 100), "", than: 200))
    }

    func testCharacterCountIsCount() {
        for text in ["", "plain ASCII", "line\r\nbreak", "\r\n\r\n", "\r", "é", "e\u{301}", "🇫🇷🇩🇪", "a\u{301}\r\n漢"] {
            XCTAssertEqual(text.characterCount, text.count, text.debugDescription)
        }
        // 199 bytes and a line break of two: 200 characters by bytes, 200 by count as well
        // only if the pair is one character; the answer must be count's.
        XCTAssertTrue(MessageText.fewerCharacters(String(repeating: "a", count: 198), "\r\n", than: 200))
    }

    func testShortenedKeepsTextsOfAtMostLongestCharacters() {
        let fortyEight = String(repeating: "é", count: MessageText.longest)
        XCTAssertEqual(MessageText.shortened(fortyEight), fortyEight)
        let longer = String(repeating: "é", count: MessageText.longest + 1)
        XCTAssertEqual(MessageText.shortened(longer), String(repeating: "é", count: MessageText.longest - 1) + "…")
        XCTAssertEqual(MessageText.shortened("short"), "short")
    }
}
