import XCTest
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules

/// A construction's per-element depth asked one at a time (`elementDepth(of:in:scratch:)`)
/// is the whole file's walk's (`elementDepths`), in the order of the constructions or any other.
final class ElementDepthTests: XCTestCase {
    private static let code = """
    struct Screen: View {
        var body: some View {
            List(items) { item in
                Row(item: item)
                ForEach(item.children) { child in
                    Row(item: child, badge: Badge(count: 1))
                    Inner(content: Wrapper(Row(item: child)))
                }
                Card(title: "x")
            }
            ForEach(rows) { row in Row(item: row) }
            Footer(action: { }, label: Label(text: Text("y")))
            ForEach(a) { x in ForEach(b) { y in ForEach(c) { z in Row(item: z) } } }
            Row(item: last)
        }
    }
    """

    func testDepthsAskedOneByOneAreTheWholeFilesInAnyOrder() throws {
        let file = Parser.parse(path: "A.swift", text: Self.code, query: ViewGraphBuilder.syntaxQuery)
        let records = try XCTUnwrap(ModuleIndex(files: [file], jobs: 1).callRecords.first?.records)
        let calls = records.constructions
        XCTAssertGreaterThan(calls.count, 8)
        var whole = ViewGraphBuilder.ElementDepthScratch()
        let inOrder = calls.indices.dropFirst().allSatisfy { !(calls[$0].position < calls[$0 - 1].position) }
        ViewGraphBuilder.elementDepths(records, inOrder: inOrder, into: &whole)
        let expected = whole.depths
        XCTAssertTrue(expected.contains { $0 >= 3 }, "nested per-element content")
        let orders = [Array(calls.indices), calls.indices.sorted { calls[$0].position < calls[$1].position },
                      Array(calls.indices.reversed()), calls.indices.filter { $0 % 2 == 0 } + calls.indices.filter { $0 % 2 == 1 }]
        var scratch = ViewGraphBuilder.ElementDepthScratch()
        for order in orders {
            ViewGraphBuilder.beginElementDepths(records, into: &scratch)
            for offset in order {
                XCTAssertEqual(ViewGraphBuilder.elementDepth(of: offset, in: records, scratch: &scratch), expected[offset],
                               "construction \(offset) (\(calls[offset].name)) in order \(order)")
            }
        }
    }
}
