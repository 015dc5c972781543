import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax

/// The lexer: Inputs no lexer should choke on: every prefix of a tricky snippet, random bytes, large pathological inputs.
final class RobustnessLexerTests: LexerTestCase {
    private static let trickySnippet = ##"""
    #!/usr/bin/env swift
    import SwiftUI /* a /* nested */ comment */
    @State var café = 0x1.8p3 + 1_000.5e-3 + t.0.1 ?? `my name` <*> $0
    let s = "a\"b\\ \u{1F600} \(x + (y * "\(z.map { "\($0)" })")) end"
    let m = """
        line "one" ""two"" \
        \(value) done
        """
    let r = #"raw "# \#(x) \(y)"# ; let q = ##"x"#"##
    let re = /ab+c/ ; let d = a / b / (c)/d ; let e = #/a/b/#
    let ext = #/
      (?<x> \w+ ) / # comment
      /#
    #if DEBUG
    #elseif os(iOS)
    #else
    #endif
    if #available(iOS 17, *) { } ; x?.y!.z ... a ..< b -> c
    "unterminated \(
    """##

    func testEveryPrefixOfATrickySnippet() {
        let bytes = Array(Self.trickySnippet.utf8)
        XCTAssertGreaterThan(bytes.count, 500)
        for length in 0...bytes.count {
            let prefix = Array(bytes[0..<length])
            assertWellFormed(Lexer.lex(prefix), prefix)
        }
        // Every suffix too: the lexer may start anywhere inside a literal.
        for start in 0...bytes.count {
            let suffix = Array(bytes[start...])
            assertWellFormed(Lexer.lex(suffix), suffix)
        }
    }

    /// SplitMix64: small, deterministic, good enough to make test inputs.
    private struct SplitMix64 {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    func testRandomByteStrings() {
        var random = SplitMix64(state: 0x5EED_1234)
        // Bytes that matter to the lexer, plus NUL, 0xFF, a lone UTF-8 lead byte, and the
        // bytes of `≠` (an operator head) and of U+0338 (a combining mark).
        let alphabet: [UInt8] = Array(##""#/\()[]{}*+-=<>!?.:,;@$`_ax0123456789eEpPxob"##.utf8)
            + [0x00, 0xFF, 0xC3, 0xA9, 0x0A, 0x0D, 0x09, 0x20, 0x20, 0xEF, 0xBB, 0xBF]
            + [0xE2, 0x89, 0xA0, 0xCC, 0xB8]
        for _ in 0..<3000 {
            let length = Int(random.next() % 120)
            var bytes: [UInt8] = []
            for _ in 0..<length {
                let roll = random.next()
                if roll % 8 == 0 {
                    bytes.append(UInt8(truncatingIfNeeded: roll >> 8)) // any byte at all
                } else {
                    bytes.append(alphabet[Int((roll >> 8) % UInt64(alphabet.count))])
                }
            }
            assertWellFormed(Lexer.lex(bytes), bytes)
        }
    }

    func testLargePathologicalInputs() {
        // Just lex them: a quadratic lexer would not finish in reasonable time.
        let inputs: [[UInt8]] = [
            Array(repeating: 0x22, count: 200_000),                                      // """"…
            [0x22] + Array(repeating: [0x5C, 0x28], count: 100_000).flatMap { $0 },      // "\(\(\(…
            Array(repeating: 0x2F, count: 1_000_000),                                    // ////…
            Array(repeating: [0x20, 0x2F], count: 500_000).flatMap { $0 },               //  / / /…
            Array(repeating: [0x28, 0x2F, 0x61], count: 300_000).flatMap { $0 },         // (/a(/a…
            Array(repeating: [0x5B, 0x2F], count: 500_000).flatMap { $0 },               // [/[/…
            Array(repeating: [0x5C, 0x2F], count: 500_000).flatMap { $0 } + [0x29],      // \/\/…)
            Array(repeating: 0x23, count: 500_000) + [0x78],                             // ####…x
            Array(repeating: [0x22, 0x5C, 0x28], count: 100_000).flatMap { $0 },         // "\("\(…
            Array(repeating: [0x2F, 0x2A], count: 300_000).flatMap { $0 },               // /*/*…
            Array(repeating: 0x60, count: 1) + Array(repeating: 0x61, count: 500_000),   // `aaaa…
            Array("#\"".utf8) + Array(repeating: [0x5C, 0x22], count: 300_000).flatMap { $0 },
            Array(repeating: Array("aé".utf8), count: 300_000).flatMap { $0 },          // aéaé…
            Array(repeating: Array("a≠".utf8), count: 300_000).flatMap { $0 },          // a≠a≠…
            Array(repeating: Array("=\u{0338}".utf8), count: 300_000).flatMap { $0 },   // ≠≠…
            Array(repeating: 0x89, count: 1_000_000),                                    // stray continuation bytes
        ]
        for input in inputs {
            let file = Lexer.lex(input)
            XCTAssertLessThanOrEqual(file.tokens.count, input.count + 1)
        }
    }
}
