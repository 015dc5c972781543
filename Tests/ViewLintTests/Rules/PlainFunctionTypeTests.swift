import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintRules

/// The closure types read without the lexer are read as the lexer's reader reads them.
final class PlainFunctionTypeTests: XCTestCase {
    private static let names = ["Item", "Int?", "Outer.Item", "Outer.Item?", "Self", "Any", "Type", "Item.Type", "Never",
                                "Void", "Some", "Protocol", "X_1", "Any.Type", "Optional", "AnyView"]

    private func matches(_ text: String) -> Bool {
        PlainFunctionType.matches(text)
    }

    func testEveryTextReadWithoutTheLexerIsAFunctionForTheLexerToo() {
        var texts: [String] = []
        for result in Self.names + ["()"] {
            texts.append("() -> \(result)")
            for first in Self.names {
                texts.append("(\(first)) -> \(result)")
                for second in Self.names { texts.append("(\(first), \(second)) -> \(result)") }
            }
        }
        for text in texts {
            XCTAssertTrue(matches(text), text)
            XCTAssertEqual(TypeExpression.parse(text), .function, text)
            XCTAssertEqual(ParsedTypes.read(text), TypeExpression.parse(text), text)
        }
    }

    func testOtherSpellingsGoThroughTheLexer() {
        for text in ["(Item)->Void", "(Item) -> Void ", " (Item) -> Void", "(item) -> Void", "((Item) -> Void)?",
                     "(Item) async -> Void", "(Item) throws -> Void", "(Item,Int) -> Void", "(Item) -> ", "(Item -> Void",
                     "(Item) -> [Int]", "(Item??) -> Void", "(Item) -> Void??", "(Item) -> (Int, Int)", "(Item) -> ()?",
                     "(Item<Int>) -> Void", "(Item, ) -> Void", "(, Item) -> Void", "(Item.) -> Void", "(.Item) -> Void",
                     "@escaping (Item) -> Void", "(inout Item) -> Void", "(_ item: Item) -> Void", "Item", "() -> Void -> Int",
                     "(Ítem) -> Void", "", "(", "()", "() ->"] {
            XCTAssertFalse(matches(text), text)
            XCTAssertEqual(ParsedTypes.read(text), TypeExpression.parse(text), text)
        }
    }
}
