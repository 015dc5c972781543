import XCTest
@testable import ViewLintCore

final class YAMLReaderTests: XCTestCase {
    private func parse(_ text: String) throws -> YAMLNode { try YAMLReader.parse(text, file: "c.yml") }

    private func error(_ text: String) -> String? {
        do {
            _ = try YAMLReader.parse(text, file: "c.yml")
            return nil
        } catch {
            return error.description
        }
    }

    func testBlockMappingsSequencesAndComments() throws {
        let text = """
        # top comment
        ---
        included:
          - Sources   # trailing comment
          - "Quoted # not a comment"
        rules:
          body_complexity:
            limit: 12
        excluded:
        - Pods
        empty:
        """
        XCTAssertEqual(try parse(text), .mapping([
            YAMLEntry(key: "included", line: 3, value: .sequence([.scalar("Sources", line: 4), .scalar("Quoted # not a comment", line: 5)], line: 4)),
            YAMLEntry(key: "rules", line: 6, value: .mapping([
                YAMLEntry(key: "body_complexity", line: 7, value: .mapping([
                    YAMLEntry(key: "limit", line: 8, value: .scalar("12", line: 8)),
                ], line: 8)),
            ], line: 7)),
            YAMLEntry(key: "excluded", line: 9, value: .sequence([.scalar("Pods", line: 10)], line: 10)),
            YAMLEntry(key: "empty", line: 11, value: .empty(line: 11)),
        ], line: 3))
    }

    func testFlowCollectionsAndQuotes() throws {
        XCTAssertEqual(try parse(#"a: { limit: 3, names: [x, "y, z", 'it''s'], e: [] }"#), .mapping([
            YAMLEntry(key: "a", line: 1, value: .mapping([
                YAMLEntry(key: "limit", line: 1, value: .scalar("3", line: 1)),
                YAMLEntry(key: "names", line: 1, value: .sequence([
                    .scalar("x", line: 1), .scalar("y, z", line: 1), .scalar("it's", line: 1),
                ], line: 1)),
                YAMLEntry(key: "e", line: 1, value: .sequence([], line: 1)),
            ], line: 1)),
        ], line: 1))
        XCTAssertEqual(try parse(#"k: "a\"b\\c\n""#), .mapping([YAMLEntry(key: "k", line: 1, value: .scalar("a\"b\\c\n", line: 1))], line: 1))
    }

    func testSequenceOfMappings() throws {
        let text = "items:\n  - name: a\n    size: 1\n  - name: b\n"
        XCTAssertEqual(try parse(text), .mapping([
            YAMLEntry(key: "items", line: 1, value: .sequence([
                .mapping([YAMLEntry(key: "name", line: 2, value: .scalar("a", line: 2)),
                          YAMLEntry(key: "size", line: 3, value: .scalar("1", line: 3))], line: 2),
                .mapping([YAMLEntry(key: "name", line: 4, value: .scalar("b", line: 4))], line: 4),
            ], line: 2)),
        ], line: 1))
    }

    func testEmptyAndCommentOnlyFiles() throws {
        XCTAssertEqual(try parse(""), .empty(line: 1))
        XCTAssertEqual(try parse("# nothing\n\n---\n"), .empty(line: 1))
    }

    func testErrorsNameTheLine() {
        XCTAssertEqual(error("a: 1\na: 2\n"), "c.yml:2: error: 'a': duplicate key")
        XCTAssertEqual(error("a:\n\tb: 1\n"), "c.yml:2: error: tabs are not allowed for indentation")
        XCTAssertEqual(error("a: [1, 2\n"), "c.yml:1: error: unclosed '['")
        XCTAssertEqual(error("a: \"open\n"), "c.yml:1: error: unterminated quoted value")
        XCTAssertEqual(error("a: 1\n   b: 2\n"), "c.yml:2: error: unexpected indentation")
        XCTAssertEqual(error("a: {x: 1} y\n"), "c.yml:1: error: unexpected text after a flow collection")
        XCTAssertEqual(error("a: \"x\\q\"\n"), "c.yml:1: error: unknown escape '\\q'")
    }

    func testNoInputCrashesOrRecursesTooDeep() {
        _ = error(String(repeating: "[", count: 10_000))
        _ = error(String(repeating: "{a: ", count: 10_000))
        var text = ""
        for depth in 0..<200 { text += String(repeating: " ", count: depth) + "k\(depth):\n" }
        XCTAssertEqual(error(text), "c.yml:33: error: nesting is too deep")
        var random = SeededGenerator(seed: 7)
        let alphabet = Array("ab:-[]{},\"' #\n\t\\")
        for _ in 0..<2_000 {
            _ = error(String((0..<Int.random(in: 0..<40, using: &random)).map { _ in alphabet.randomElement(using: &random)! }))
        }
    }
}
