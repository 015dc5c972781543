import XCTest
@testable import ViewLintSupport
@testable import ViewLintEngine

/// The byte writer of the JSON reports writes what `JSONString.quoted` writes, whatever
/// byte lies where in a word of eight.
final class JSONTextTests: XCTestCase {
    private static let specials: [String] = ["\"", "\\", "\n", "\t", "\u{0}", "\u{1F}", "\u{7F}", "é", "😀", "\u{202E}",
                                             "\u{200B}", "\u{2013}", "\u{FEFF}", "\u{061C}", "\u{0600}", "·", "⁴", " ", "~"]

    func testStringsQuoteAsJSONStringAtEveryOffset() {
        for special in Self.specials {
            for offset in 0..<17 {
                let text = String(repeating: "a", count: offset) + special + String(repeating: "b", count: 16 - offset % 9)
                let out = JSONText(capacity: 0)
                out.writing { $0.string(text) }
                XCTAssertEqual(out.text, JSONString.quoted(text), "\(special.unicodeScalars.map(\.value)) at \(offset)")
                let plain = !text.unicodeScalars.contains { "\"\\".unicodeScalars.contains($0) || $0.value < 0x20 }
                    && !text.utf8.contains { [0xD8, 0xE2, 0xEF].contains($0) }
                XCTAssertEqual(text.utf8.withContiguousStorageIfAvailable(JSONText.isPlain), plain, text)
            }
        }
    }

    /// Texts of every length from 0 to 24 bytes, one special character (or none) at every
    /// place: short ones are read as two overlapping halves and long ones end with a word
    /// that overlaps the one before, so no length and no place may be missed.
    func testPlainTextsOfEveryLengthWithASpecialAtEveryPlace() {
        func expected(_ text: String) -> Bool {
            !text.unicodeScalars.contains { "\"\\".unicodeScalars.contains($0) || $0.value < 0x20 }
                && !text.utf8.contains { [0xD8, 0xE2, 0xEF].contains($0) }
        }
        for length in 0...24 {
            let plain = String(repeating: "a", count: length)
            XCTAssertEqual(plain.utf8.withContiguousStorageIfAvailable(JSONText.isPlain), true, "length \(length)")
            for special in Self.specials where special.utf8.count <= length {
                for place in 0...(length - special.utf8.count) {
                    let text = String(repeating: "a", count: place) + special
                        + String(repeating: "b", count: length - place - special.utf8.count)
                    XCTAssertEqual(text.utf8.count, length)
                    XCTAssertEqual(Array(text.utf8).withUnsafeBufferPointer(JSONText.isPlain), expected(text),
                                   "\(special.unicodeScalars.map(\.value)) at \(place) of \(length)")
                }
            }
        }
    }

    /// Texts quoted once and written again by number come out as each one quoted on its own,
    /// the empty text and texts that need escapes included, in any order.
    func testQuotedTextsWriteEachTextAsQuoted() {
        let texts = ["FeedView", "", "a\"b", "é😀", "\u{202E}x", String(repeating: "y", count: 40)] + Self.specials
        let quoted = JSONQuotedTexts(count: texts.count) { texts[$0] }
        XCTAssertEqual(quoted.count, texts.count)
        let order = Array(texts.indices.reversed()) + Array(texts.indices)
        let out = JSONText(capacity: 0)
        out.writing { out in for index in order { quoted.write(index, to: &out) } }
        XCTAssertEqual(out.text, order.map { JSONString.quoted(texts[$0]) }.joined())
        XCTAssertEqual(JSONQuotedTexts(count: 0) { _ in "" }.count, 0)
    }

    /// Parts written apart (a graph's JSON on several threads) join into one text, in order.
    func testPartsJoinInOrderIncludingEmptyAndNonASCIIOnes() {
        let texts = ["{\"a\":", "", "\"é😀\"", String(repeating: "x", count: 70_000), "}"]
        let parts = texts.map { text -> JSONText in
            let part = JSONText(capacity: 0)
            part.writing { $0.raw(made: text) }
            return part
        }
        var joined = JSONText.joined(parts)
        XCTAssertEqual(joined, texts.joined())
        joined += "\n"
        XCTAssertEqual(joined, texts.joined() + "\n")
        XCTAssertEqual(JSONText.joined([]), "")
    }

    func testNumbersLiteralsAndGrowth() {
        let out = JSONText(capacity: 1)
        out.writing { out in
            for value in [0, 7, 10, 99, 100, 12_345, Int.max, -1, Int.min] {
                out.number(value)
                out.raw(",")
            }
            out.raw("true")
        }
        // A second lending goes on where the first left off.
        out.writing { $0.raw(made: String(repeating: "x", count: 300)) }
        XCTAssertEqual(out.text, "0,7,10,99,100,12345,\(Int.max),-1,\(Int.min),true" + String(repeating: "x", count: 300))
    }

    /// Numbers are written from their last digit back after counting their digits: each
    /// count's first and last values (9, 10, 99, 100, …) print as interpolation does.
    func testNumbersAtEveryDigitCountBoundary() {
        var values = [0, 1, Int.max, Int.max - 1]
        var power = 1
        for _ in 1...18 {
            power *= 10
            values += [power - 1, power, power + 1]
        }
        let out = JSONText(capacity: 1)
        out.writing { out in
            for value in values {
                out.number(value)
                out.raw(",")
            }
        }
        XCTAssertEqual(out.text, values.map { "\($0)," }.joined())
    }
}
