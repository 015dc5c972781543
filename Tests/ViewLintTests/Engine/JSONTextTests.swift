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
