import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel

/// The lexer-free reading of plain names gives what the lexer's reading gives.
final class TypeExpressionPlainNameTests: XCTestCase {
    private func assertSameAsByTokens(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(TypeExpression.parse(text), TypeExpression.parseByTokens(text), text, file: file, line: line)
    }

    func testPlainNamesAreReadWithoutTheLexer() {
        for text in ["Item", "Outer.Item", "Item?", "A.B.C?", "Self", "Any", "Type", "Item_2", "X"] {
            XCTAssertNotNil(text.withUTF8Bytes(TypeExpression.plainName), text)
            assertSameAsByTokens(text)
        }
        XCTAssertEqual(TypeExpression.parse("Outer.Item?"), .optional(.named(["Outer", "Item"], [])))
        for text in ["item", "some", "any View", "Item??", "Item!", "[Item]", "Item<Int>", "Outer.item", "Item.",
                     ".Item", "A..B", "`Item`", "Item ", " Item", "Ítem", "", "?", "_Item", "Item.Type?"] {
            assertSameAsByTokens(text)
        }
        for text in ["item", "some", "Item??", "[Item]", "Outer.item", "Item.", "A..B", "`Item`", "Item ", "Ítem", "", "?"] {
            XCTAssertNil(text.withUTF8Bytes(TypeExpression.plainName), text)
        }
    }

    /// Every text of up to four pieces of a small alphabet of name-like parts.
    func testEveryShortTextReadsAsTheLexerReadsIt() {
        let pieces = ["A", "b", "_", "1", ".", "?", "!", "Self", "Any", "some", "inout", "T", " ", "<", ">", "->"]
        var texts = [""]
        for _ in 0..<4 {
            texts = texts.flatMap { text in pieces.map { text + $0 } }
        }
        for text in texts { assertSameAsByTokens(text) }
    }

    func testEveryWrittenTypeOfTheFixturesReadsAsTheLexerReadsIt() throws {
        let fixtures = PackageRoot.url.appendingPathComponent("Fixtures")
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil))
        var count = 0
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let syntax = Parser.parse(path: url.path, text: try String(contentsOf: url, encoding: .utf8))
            for type in syntax.types {
                for member in type.members {
                    guard let written = member.writtenType else { continue }
                    assertSameAsByTokens(written)
                    count += 1
                }
            }
        }
        XCTAssertGreaterThan(count, 100)
    }
}
