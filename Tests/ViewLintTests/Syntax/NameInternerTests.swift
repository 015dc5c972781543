import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine
@testable import ViewLintCLI

final class NameInternerTests: XCTestCase {
    /// Interns every token of `text`, and checks each index against the token's own text.
    private func internAll(_ text: String, check: ([String], [Int]) -> Void) {
        let bytes = Array(text.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            let tokens = Lexer.lex(buffer).tokens.filter { $0.kind == .identifier }
            var table = NameInterner(bytes: buffer)
            let indices = tokens.map { table.index(of: $0) }
            XCTAssertEqual(indices.map { table.names[$0] }, tokens.map { SourceText(buffer).name(of: $0) })
            check(table.names, indices)
        }
    }

    func testSameSpellingSameIndexAndBackticksDropped() {
        internAll("a bb a `bb` ccc a") { names, indices in
            XCTAssertEqual(names, ["a", "bb", "ccc"])
            XCTAssertEqual(indices, [0, 1, 0, 1, 2, 0])
        }
    }

    func testThousandsOfNamesSurviveGrowing() {
        let text = (0..<5_000).map { "name\($0) " }.joined() + (0..<5_000).reversed().map { "name\($0) " }.joined()
        internAll(text) { names, indices in
            XCTAssertEqual(names.count, 5_000)
            XCTAssertEqual(Array(indices[5_000...]), Array((0..<5_000).reversed()))
        }
    }

    func testNamesThatDifferOnlyInLengthOrOneByteStayApart() {
        internAll("ab abc abd a ab é e") { names, indices in
            XCTAssertEqual(names, ["ab", "abc", "abd", "a", "é", "e"])
            XCTAssertEqual(indices, [0, 1, 2, 3, 0, 4, 5])
        }
    }

    /// Names are hashed and compared a word of eight bytes at a time: names that share their
    /// first eight bytes, their length, or all but one byte anywhere (the last word overlaps
    /// the one before) stay apart, and a name at the very end of the file, with fewer than
    /// eight bytes after its start, is read within the file.
    func testNamesThatShareWholeWordsStayApart() {
        let spellings = ["abcdefgh", "abcdefghi", "abcdefghj", "abcdefgh_long_name_1", "abcdefgh_long_name_2",
                         "xbcdefgh_long_name_1", "abcdefgh_lonG_name_1", "a234567890123456", "a234567890123457",
                         "b234567890123456", "abcdefg", "abcdefh", "z"]
        let text = spellings.joined(separator: " ") + " " + spellings.reversed().joined(separator: " ") + " abcdefh"
        internAll(text) { names, indices in
            XCTAssertEqual(names, spellings)
            let count = spellings.count
            XCTAssertEqual(Array(indices[..<count]), Array(0..<count))
            XCTAssertEqual(Array(indices[count..<(2 * count)]), Array((0..<count).reversed()))
            XCTAssertEqual(indices.last, spellings.firstIndex(of: "abcdefh"))
        }
        // The same short name at the file's end and where eight bytes follow it.
        internAll("ab        \nab") { names, indices in
            XCTAssertEqual(names, ["ab"])
            XCTAssertEqual(indices, [0, 0])
        }
    }

    func testASpelledNameGetsTheNumberOfTheFilesTokensOfThatSpelling() {
        let bytes = Array("set { newValue } `error`".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            let tokens = Lexer.lex(buffer).tokens.filter { $0.kind == .identifier }
            var table = NameInterner(bytes: buffer)
            let newValue = table.index(of: tokens[1])
            XCTAssertEqual(table.index(of: "newValue"), newValue)
            // Asked for before the file's token is met, and backticks dropped from the token.
            let error = table.index(of: "error")
            XCTAssertEqual(table.index(of: tokens[2]), error)
            let oldValue = table.index(of: "oldValue")
            XCTAssertEqual(Set([newValue, error, oldValue]).count, 3)
            XCTAssertEqual(table.names[oldValue], "oldValue")
            XCTAssertEqual(table.index(of: "oldValue"), oldValue)
        }
    }

    func testSpellingSetMatchesWholeTokensOnly() {
        let set = SpellingSet(["List", "ForEach"])
        let bytes = Array("List Lists ForEach Lis ForEach2 list".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            let tokens = Lexer.lex(buffer).tokens
            XCTAssertEqual(tokens.map { set.contains($0, in: buffer) }, [true, false, true, false, false, false])
        }
    }

    /// Spellings are turned away by their first byte first: any byte, ASCII or not, must
    /// still find its spelling.
    func testSpellingSetFindsSpellingsOfAnyFirstByte() {
        let set = SpellingSet(["list", "_Rows", "Étagère", "Z"])
        let bytes = Array("list _Rows Étagère Z List Étage Y zz".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            let tokens = Lexer.lex(buffer).tokens
            XCTAssertEqual(tokens.map { set.contains($0, in: buffer) }, [true, true, true, true, false, false, false, false])
        }
        let ascii = SpellingSet(["List"])
        let other = Array("Étagère List".utf8)
        other.withUnsafeBufferPointer { buffer in
            XCTAssertEqual(Lexer.lex(buffer).tokens.map { ascii.contains($0, in: buffer) }, [false, true])
        }
    }
}

