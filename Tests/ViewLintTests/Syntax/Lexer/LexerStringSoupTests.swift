import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax

/// String literals and their interpolations, nested and mixed (single-line, multi-line, raw),
/// against a reference: each soup is generated together with the tokens it must lex to and
/// their bracket partners, from a small grammar written here, never from the lexer's output.
/// The lexer's hot loop, its string segments and its stack of open strings all take part.
final class LexerStringSoupTests: LexerTestCase {
    /// A soup and what it must lex to: each token's kind and byte range, in order.
    private struct Soup {
        var bytes: [UInt8] = []
        var expected: [(kind: TokenKind, start: Int, end: Int)] = []
        var random: UInt64

        mutating func next(_ bound: Int) -> Int {
            // SplitMix64: a fixed sequence for a seed, on every platform.
            random &+= 0x9E37_79B9_7F4A_7C15
            var z = random
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }

        mutating func append(_ text: String, as kind: TokenKind? = nil) {
            let start = bytes.count
            bytes += Array(text.utf8)
            if let kind { expected.append((kind, start, bytes.count)) }
        }

        /// Code: names, members, groups, commas, blanks and strings. `singleLine`: inside a
        /// single-line string's interpolation, where a line break would end the string.
        mutating func code(depth: Int, singleLine: Bool) {
            for _ in 0..<next(depth == 0 ? 40 : 6) {
                switch next(depth < 4 ? 10 : 6) {
                case 0, 1: name()
                case 2:
                    append(".", as: .period)
                    name(glued: true)
                case 3: append(",", as: .comma)
                case 4: append(singleLine || next(2) == 0 ? " " : "\n")
                case 5: append(["  ", "\t", " "][next(3)])
                case 6:
                    append("(", as: .leftParen)
                    code(depth: depth + 1, singleLine: singleLine)
                    append(")", as: .rightParen)
                default: string(depth: depth + 1, singleLine: singleLine)
                }
            }
        }

        /// A name none of which is a keyword, apart from a name before it.
        mutating func name(glued: Bool = false) {
            if !glued, let last = bytes.last, last == UInt8(ascii: "_") || last.isASCIILetterOrDigit { append(" ") }
            append(["a", "bb", "item", "x1", "camelCase", "a_long_name_of_twenty", "_u", "count9"][next(8)], as: .identifier)
        }

        mutating func string(depth: Int, singleLine: Bool) {
            // Apart from a string or raw delimiter before it (`""` then `"` would open a multi-line one).
            if let last = bytes.last, last == UInt8(ascii: "\"") || last == UInt8(ascii: "#") { append(" ") }
            let roll = next(10)
            let isMultiline = !singleLine && roll < 3
            let hashes = roll >= 8 ? roll - 7 : 0
            let pounds = String(repeating: "#", count: hashes)
            var segmentStart = bytes.count
            append(pounds + (isMultiline ? "\"\"\"\n" : "\""))
            for _ in 0..<next(6) {
                switch next(5) {
                case 0, 4:
                    // An interpolation: the text so far is a segment.
                    expected.append((.stringSegment, segmentStart, bytes.count))
                    append("\\" + pounds + "(", as: .interpolationStart)
                    code(depth: depth, singleLine: singleLine || !isMultiline)
                    append(")", as: .interpolationEnd)
                    segmentStart = bytes.count
                case 1 where isMultiline: append(["\n", "\\\n", "  x\n"][next(3)])
                case 2 where hashes == 0: append(["\\n", "\\\\", "\\\"", "\\u{1F600}"][next(4)])
                case 2: append(["\\(", "\\n", "\"a", "x#"][next(4)]) // text in a raw string
                default: append(["abc", " ", "x y", "é"][next(4)])
                }
            }
            append((isMultiline ? "\n\"\"\"" : "\"") + pounds)
            expected.append((.stringSegment, segmentStart, bytes.count))
        }
    }

    func testGeneratedStringsLexAsTheirGrammarSays() {
        var brackets = BracketPairing(capacity: 4)
        defer { brackets.deallocate() }
        for seed in 0..<3_000 {
            var soup = Soup(random: UInt64(seed))
            soup.code(depth: 0, singleLine: false)
            let lexed = soup.bytes.withUnsafeBufferPointer { Lexer.lex($0, pairingBracketsIn: &brackets) }
            assertWellFormed(lexed, soup.bytes)
            let source = String(decoding: soup.bytes, as: UTF8.self)
            let actual = lexed.tokens.map { "\($0.kind)@\($0.start)..<\($0.end)" }
            let expected = soup.expected.map { "\($0.kind)@\($0.start)..<\($0.end)" }
            guard actual == expected else {
                XCTAssertEqual(actual, expected, "seed \(seed): \(source.debugDescription)")
                return
            }
            XCTAssertTrue(lexed.diagnostics.isEmpty && lexed.comments.isEmpty, "seed \(seed): \(source.debugDescription)")
            // Partners by a stack over the expected tokens: the grammar nests every group.
            var partners = [Int32](repeating: BracketPairing.noPartner, count: expected.count)
            var open: [Int] = []
            for (index, token) in soup.expected.enumerated() {
                switch token.kind {
                case .leftParen, .interpolationStart: open.append(index)
                case .rightParen, .interpolationEnd:
                    let opener = open.removeLast()
                    partners[opener] = Int32(index)
                    partners[index] = Int32(opener)
                default: break
                }
            }
            let paired = (0..<lexed.tokens.count).map { brackets.partner[$0] }
            XCTAssertEqual(paired, partners, "seed \(seed): \(source.debugDescription)")
        }
    }
}

private extension UInt8 {
    var isASCIILetterOrDigit: Bool {
        (self >= 0x30 && self <= 0x39) || (self >= 0x41 && self <= 0x5A) || (self >= 0x61 && self <= 0x7A)
    }
}
