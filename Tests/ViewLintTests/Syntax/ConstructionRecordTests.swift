import Foundation
import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax

/// How the parser records constructions (`ConstructionCall`) for a query that asks: which
/// names are left out, which member a call is in, and the arguments' texts.
final class ConstructionRecordTests: XCTestCase {
    private let query = SyntaxQuery(recordsConstructionCalls: true, unrecordedConstructions: ["Text", "VStack"])

    private func constructions(_ code: String) -> [ConstructionCall] {
        Parser.parse(path: "A.swift", text: code, query: query).calls.constructions
    }

    /// The query's unrecorded names are numbered before any file: their calls stay out in
    /// every file a worker parses, met first or not, and every other name's are recorded.
    func testUnrecordedNamesStayOutInEveryFileOfAWorker() {
        var workspace = ParseWorkspace(query: query)
        let first = Parser.parse(path: "A.swift", bytes: Array("""
            struct A: View { var body: some View { Row(item: item); Text("a") } }
            """.utf8), workspace: &workspace)
        let second = Parser.parse(path: "B.swift", bytes: Array("""
            struct B: View { var body: some View { VStack { Text("b"); Cell(item: item) }; Row(item: item) } }
            """.utf8), workspace: &workspace)
        XCTAssertEqual(first.calls.constructions.map(\.name), ["Row"])
        XCTAssertEqual(Set(second.calls.constructions.map(\.name)), ["Cell", "Row"])
    }

    /// A name numbered ahead of any file is the same number the file's tokens get.
    func testANameNumberedFromItsTextMatchesTheTokensNumber() {
        var names = NameInterner()
        let number = names.index(ofText: "Text")
        let bytes = Array("Text(x)".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            names.read(buffer)
            let tokens = Lexer.lex(buffer).tokens
            XCTAssertEqual(names.index(of: tokens[0]), number)
            names.endOfFile()
        }
        XCTAssertEqual(names.names[number], "Text")
    }

    /// Each call is in the member whose code holds it, a view-building one or `body`; the
    /// members of a nested type hold their own, and other members record nothing.
    func testEachCallIsInTheMemberThatHoldsIt() {
        let calls = constructions("""
            struct A: View {
                var body: some View {
                    Row(item: item)
                    Cell(item: item)
                }
                func helper() -> Int { Model(id: 1).id }
                @ViewBuilder var header: some View {
                    Header(title: title)
                }
                var footer: some View {
                    struct Inner: View {
                        var body: some View { InnerRow(x: x) }
                    }
                    return Footer(inner: Inner())
                }
            }
            """)
        XCTAssertEqual(calls.map { "\($0.name)@\($0.enclosingMember ?? "-")" }.sorted(),
                       ["Cell@body", "Footer@footer", "Header@header", "Inner@footer", "InnerRow@body", "Row@body"])
        XCTAssertEqual(calls.first { $0.name == "InnerRow" }?.enclosingType, "Inner")
    }

    /// An argument's text read whole from the file and one copied token by token agree:
    /// whitespace runs and comments become one space either way.
    func testArgumentTextsKeepOneSpaceBetweenTokens() throws {
        let calls = constructions("""
            struct A: View {
                var body: some View {
                    Row(a: model.items.first, b: model .items, c: model/* x */.items, d: x  +
                        y, e: "é", f: items[0]!)
                }
            }
            """)
        let row = try XCTUnwrap(calls.first)
        XCTAssertEqual(row.arguments.map(\.text), ["model.items.first", "model .items", "model .items", "x + y", "\"é\"", "items[0]!"])
        XCTAssertEqual(row.arguments.map(\.label), ["a", "b", "c", "d", "e", "f"])
    }

    /// A call with nothing in its parentheses records no argument.
    func testEmptyArgumentListsRecordNoArgument() throws {
        let calls = constructions("struct A: View { var body: some View { Row(); Cell(a,) { x } } }")
        XCTAssertEqual(calls.first { $0.name == "Row" }?.arguments.count, 0)
        let cell = try XCTUnwrap(calls.first { $0.name == "Cell" })
        XCTAssertEqual(cell.arguments.map(\.text), ["a", "{ x }"])
        XCTAssertEqual(cell.arguments.map(\.isTrailingClosure), [false, true])
    }
}
