import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine
@testable import ViewLintCLI

final class TypeExpressionTests: XCTestCase {
    private func named(_ name: String, _ arguments: [TypeExpression] = []) -> TypeExpression {
        .named(name.split(separator: ".").map(String.init), arguments)
    }

    func testNamesWithModulesAndGenericArguments() {
        XCTAssertEqual(TypeExpression.parse("String"), named("String"))
        XCTAssertEqual(TypeExpression.parse("SwiftUI.AnyView"), named("SwiftUI.AnyView"))
        XCTAssertEqual(TypeExpression.parse("Handler<Action>"), named("Handler", [named("Action")]))
        XCTAssertEqual(TypeExpression.parse("Dictionary<String, Array<Int>>"),
                       named("Dictionary", [named("String"), named("Array", [named("Int")])]))
        XCTAssertEqual(TypeExpression.parse("Outer.Inner<T>.Leaf"), named("Outer.Inner.Leaf"))
    }

    func testOptionalsArraysDictionariesAndTuples() {
        XCTAssertEqual(TypeExpression.parse("Int?"), .optional(named("Int")))
        XCTAssertEqual(TypeExpression.parse("Int!"), .optional(named("Int")))
        XCTAssertEqual(TypeExpression.parse("Int??"), .optional(.optional(named("Int"))))
        XCTAssertEqual(TypeExpression.parse("Optional<Int>?"), .optional(named("Optional", [named("Int")])))
        XCTAssertEqual(TypeExpression.parse("Array<Optional<Int>>?"),
                       .optional(named("Array", [named("Optional", [named("Int")])])))
        XCTAssertEqual(TypeExpression.parse("[Int]"), .array(named("Int")))
        XCTAssertEqual(TypeExpression.parse("[String: [Int]]?"), .optional(.dictionary(named("String"), .array(named("Int")))))
        XCTAssertEqual(TypeExpression.parse("(Int, name: String)"), .tuple([named("Int"), named("String")]))
        XCTAssertEqual(TypeExpression.parse("(Int)"), named("Int"))
    }

    func testFunctionTypesWithAttributesAndEffects() {
        XCTAssertEqual(TypeExpression.parse("() -> Void"), .function)
        XCTAssertEqual(TypeExpression.parse("@escaping @MainActor (Item) async throws -> Bool"), .function)
        XCTAssertEqual(TypeExpression.parse("(Int) throws(MyError) -> Void"), .function)
        XCTAssertEqual(TypeExpression.parse("(() -> Void)?"), .optional(.function))
        XCTAssertEqual(TypeExpression.parse("Optional<() -> Void>"), named("Optional", [.function]))
        XCTAssertEqual(TypeExpression.parse("[(Int) -> Void]"), .array(.function))
        XCTAssertEqual(TypeExpression.parse("(Int, () -> Void)"), .tuple([named("Int"), .function]))
        XCTAssertEqual(TypeExpression.parse("(Int) -> (String) -> Void"), .function)
    }

    func testExistentialsAndOpaqueTypes() {
        XCTAssertEqual(TypeExpression.parse("any Error"), .existential([named("Error")]))
        XCTAssertEqual(TypeExpression.parse("any P & Q"), .existential([named("P"), named("Q")]))
        XCTAssertEqual(TypeExpression.parse("[any CustomEmoji]"), .array(.existential([named("CustomEmoji")])))
        XCTAssertEqual(TypeExpression.parse("(any P)?"), .optional(.existential([named("P")])))
        XCTAssertEqual(TypeExpression.parse("some View"), .opaque)
        XCTAssertEqual(TypeExpression.parse("Any"), named("Any"))
    }

    func testUnreadableTextIsUnknown() {
        XCTAssertEqual(TypeExpression.parse(""), .unknown)
        XCTAssertEqual(TypeExpression.parse("Int = 3"), .unknown)
        XCTAssertEqual(TypeExpression.parse(String(repeating: "[", count: 500)), .unknown)
        XCTAssertEqual(TypeExpression.parse(String(repeating: "(", count: 500) + String(repeating: ")", count: 500)), .unknown)
    }
}
