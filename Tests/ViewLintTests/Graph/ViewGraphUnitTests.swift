import Foundation
import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine
@testable import ViewLintCLI

/// The pieces of the view graph: costs, the parser's construction records, the writers'
/// escaping, `--root`/`--depth`.
final class ViewGraphUnitTests: XCTestCase {
    func testCostAddsMultipliesOrdersAndPrints() {
        let row = ReRunCost(6)
        let list = ReRunCost(4) + row.timesN(1)
        XCTAssertEqual(list.text, "4 + 6·N")
        XCTAssertEqual((list + row.timesN(2)).text, "4 + 6·N + 6·N²")
        XCTAssertTrue(ReRunCost(1000) < ReRunCost(1).timesN(1), "a per-element cost outgrows any constant")
        XCTAssertTrue(ReRunCost(3) < ReRunCost(4))
        XCTAssertEqual(ReRunCost.zero.timesN(3), .zero)
        XCTAssertEqual(ReRunCost(2).timesN(9).degree, ReRunCost.maximumPower)
        let huge = ReRunCost(Int.max / 2) + ReRunCost(Int.max / 2)
        XCTAssertTrue(huge.text.hasPrefix("≥"), huge.text)
        // A constant is written as its digits alone.
        XCTAssertEqual(ReRunCost(12).text, "12")
        XCTAssertEqual(ReRunCost.zero.text, "0")
        XCTAssertEqual(huge.text, "≥\(Int.max / 4)")
        XCTAssertTrue(ReRunCost(coefficients: [0, 0]).isZero)
        XCTAssertFalse(ReRunCost(coefficients: [0, 1]).isZero)
    }

    private func constructions(_ code: String) -> [ConstructionCall] {
        Parser.parse(path: "A.swift", text: code, query: ViewGraphBuilder.syntaxQuery).calls.constructions
    }

    func testParserRecordsEachConstructionsArgumentsShapesAndMember() throws {
        let calls = constructions("""
        struct A: View {
            var body: some View {
                Row(title: "x", items: items.map { $0.name }, erased: AnyView(Text("")), model: Model(),
                    list: [1, 2], onTap: { print(1) }, binding: $isOn, path: self.item.name, count: a + b, made: .init(id: 1)) {
                    Text("")
                } footer: { Footer() }
            }
        }
        """)
        let row = try XCTUnwrap(calls.first { $0.name == "Row" })
        XCTAssertEqual(row.enclosingType, "A")
        XCTAssertEqual(row.enclosingMember, "body")
        XCTAssertEqual(row.arguments.map(\.label), ["title", "items", "erased", "model", "list", "onTap", "binding", "path",
                                                    "count", "made", "_", "footer"])
        XCTAssertEqual(row.arguments.map(\.shape), [
            .other, .call(callee: "map", isMember: true), .call(callee: "AnyView", isMember: false),
            .call(callee: "Model", isMember: false), .collectionLiteral, .closure, .name, .name, .other, .call(callee: "init", isMember: true), .closure, .closure,
        ])
        XCTAssertEqual(row.arguments[5].text, "{ print(1) }")
        XCTAssertEqual(row.arguments.suffix(2).map(\.isTrailingClosure), [true, true])
        XCTAssertTrue(calls.contains { $0.name == "Footer" && $0.enclosingMember == "body" })
    }

    /// `ForEach` and `List` are read as queried calls; as SwiftUI's own views, they are not
    /// recorded as constructions (nor their closures' text), but what they hold is.
    func testForEachAndListAreNotRecordedButTheirContentIs() throws {
        let calls = constructions("""
        struct A: View {
            var body: some View {
                List(items) { item in Row(item: item) }
                ForEach(items, id: \\.id) { item in Cell(item: item) }
            }
        }
        """)
        XCTAssertEqual(calls.map { $0.name }, ["Row", "Cell"])
        let parsed = Parser.parse(path: "A.swift", text: "struct A: View { var body: some View { ForEach(items) { Row(item: $0) } } }",
                                  query: ViewGraphBuilder.syntaxQuery)
        XCTAssertEqual(parsed.calls.calls.filter { $0.callee == "ForEach" }.count, 1, "still a queried call")
    }

    func testLongArgumentTextIsBoundedWhateverItsLength() throws {
        let long = String(repeating: "a + ", count: 5_000) + "end"
        let literal = "\"" + String(repeating: "x", count: 100_000) + "\""
        let calls = constructions("struct A: View { var body: some View { Row(value: \(long), title: \(literal)) } }")
        let row = try XCTUnwrap(calls.first)
        for argument in row.arguments {
            XCTAssertLessThanOrEqual(argument.text.utf8.count, ConstructionArgument.textLimit.start + ConstructionArgument.textLimit.end + 8)
        }
        XCTAssertTrue(row.arguments[0].text.hasSuffix("end"), row.arguments[0].text)
        XCTAssertTrue(row.arguments[0].text.contains(" … "))
    }

    private func hostileGraph() -> ViewGraph {
        var parent = ViewGraph.Node(name: "A\"]; n9 --> x\n%% <b>&#`|", kind: .view, file: "dir\u{1B}[31m/A.swift",
                                    line: 1, column: 1, score: 2, isEquatable: false)
        parent.reRunCost = ReRunCost(3)
        let child = ViewGraph.Node(name: "B\\l\"", kind: .view, file: "B.swift", line: 1, column: 1, score: nil, isEquatable: false)
        let pass = ViewGraph.Pass(label: "on\"Tap", property: "on\"Tap\n", argument: "{ \"}\" }", value: "closure",
                                  unstableType: "closure", makesUnequal: true)
        let edge = ViewGraph.Edge(parent: 0, child: 1, file: "A\n.swift", line: 2, column: 3, member: "body", elementDepth: 1,
                                  passes: [pass], unequalBecause: "x", stoppedByEquatable: false, isCut: false)
        return ViewGraph(nodes: [parent, child], edges: [edge])
    }

    func testWritersEscapeNamesFromTheCode() throws {
        let graph = hostileGraph()
        let json = GraphJSONWriter.write(graph)
        XCTAssertFalse(json.contains("\n"))
        XCTAssertFalse(json.unicodeScalars.contains { $0.value < 0x20 })
        let decoded = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        XCTAssertEqual((decoded["nodes"] as? [[String: Any]])?.first?["name"] as? String, graph.nodes[0].name)

        let dot = GraphDOTWriter.write(graph)
        XCTAssertFalse(dot.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        // Every line is one statement of the writer's: a name cannot end a string and start another.
        XCTAssertTrue(dot.contains(#"n0 [label="A\"]; n9 --> x\\n%% <b>&#`|\n"#), dot)
        XCTAssertTrue(dot.contains(#"label="B\\l\"\n"#), dot)
        XCTAssertTrue(dot.contains(#"n0 -> n1 [label="on\"Tap\\n ×N", color=red];"#), dot)
        XCTAssertEqual(dot.split(separator: "\n").count, 7)

        let mermaid = GraphMermaidWriter.write(graph)
        XCTAssertEqual(mermaid.split(separator: "\n").count, 5, mermaid)
        XCTAssertTrue(mermaid.contains("n0[\"A#quot;]; n9 --#gt; x\\n%% #lt;b#gt;#amp;#35;#96;#124;<br/>"), mermaid)
        XCTAssertTrue(mermaid.contains("linkStyle 0 stroke:#d00"))
    }

    func testSelectionFollowsTheRootToTheDepth() throws {
        let inputs = [SourceInput(path: "A.swift", text: """
        struct A: View { var body: some View { B(onTap: { }) } }
        struct B: View { let onTap: () -> Void; var body: some View { C() } }
        struct C: View { var body: some View { D() } }
        struct D: View { var body: some View { Text("") } }
        struct E: View { var body: some View { Text("") } }
        """)]
        let graph = try XCTUnwrap(ViewGraphFixtureTests.lint(inputs).graph)
        XCTAssertEqual(graph.nodes.filter(\.isRoot).map(\.name), ["A", "E"])
        let fromB = try XCTUnwrap(graph.selected(root: "B", depth: 1))
        XCTAssertEqual(fromB.nodes.map(\.name), ["B", "C"])
        XCTAssertEqual(fromB.edges.count, 1)
        XCTAssertEqual(try XCTUnwrap(graph.selected(root: "A", depth: nil)).nodes.map(\.name), ["A", "B", "C", "D"])
        XCTAssertEqual(try XCTUnwrap(graph.selected(root: nil, depth: 0)).nodes.map(\.name), ["A", "E"])
        XCTAssertNil(graph.selected(root: "Missing", depth: nil))
        XCTAssertEqual(graph.rankedByReRunCost.first?.name, "A")
    }

    func testTopByReRunCostIsTheStartOfTheRankingTiesInNodeOrder() {
        // Costs, scores and names that tie, told apart by file: the ranking keeps node order among equals.
        let specs: [(String, Int, Int?, [Int])] = [
            ("B", 1, 3, [4]), ("A", 2, 3, [4]), ("A", 3, 3, [4]), ("C", 4, nil, [9]), ("A", 5, 3, [4, 1]),
            ("D", 6, 1, [2]), ("A", 7, 3, [4]), ("E", 8, 0, [1]),
        ]
        let nodes = specs.map { name, file, score, cost in
            var node = ViewGraph.Node(name: name, kind: .view, file: "\(file).swift", line: 1, column: 1, score: score,
                                      isEquatable: false)
            node.reRunCost = ReRunCost(coefficients: cost)
            return node
        }
        let graph = ViewGraph(nodes: nodes, edges: [])
        let ranked = graph.rankedByReRunCost.map(\.file)
        XCTAssertEqual(ranked, ["5.swift", "4.swift", "2.swift", "3.swift", "7.swift", "1.swift", "6.swift", "8.swift"])
        for limit in 0...9 {
            XCTAssertEqual(graph.topByReRunCost(limit).map(\.file), Array(ranked.prefix(limit)), "limit \(limit)")
        }
    }

    func testGraphCommandLine() throws {
        let invocation = try ArgumentParser.parse(["graph", "--format", "dot", "--root", "Home", "--depth", "2", "Sources"])
        XCTAssertEqual(invocation.command, .graph)
        XCTAssertEqual(invocation.graphFormat, .dot)
        XCTAssertEqual(invocation.graphRoot, "Home")
        XCTAssertEqual(invocation.graphDepth, 2)
        XCTAssertThrowsError(try ArgumentParser.parse(["lint", "--root", "Home"]))
        XCTAssertThrowsError(try ArgumentParser.parse(["graph", "--format", "svg"]))
        XCTAssertThrowsError(try ArgumentParser.parse(["graph", "--depth", "-1"]))
    }
}

/// What an argument passes decides the edge: values made new there against values passed through.
final class PassedValueTests: XCTestCase {
    private func passes(_ arguments: String, properties: String) throws -> [ViewGraph.Pass] {
        let inputs = [SourceInput(path: "A.swift", text: """
        final class Model {}
        struct Item { let onTap: () -> Void }
        struct Tag: Equatable { let name: String }
        struct Parent: View {
            let stored: () -> Void
            let items: [Tag]
            var body: some View { Child(\(arguments)) }
            func save() {}
        }
        struct Child: View {
            \(properties)
            var body: some View { Text("") }
        }
        """)]
        let graph = try XCTUnwrap(ViewGraphFixtureTests.lint(inputs).graph)
        return try XCTUnwrap(graph.edges.first { graph.nodes[$0.child].name == "Child" }).passes
    }

    func testEachKindOfValue() throws {
        let found = try passes("""
        a: { }, b: save, c: stored, d: AnyView(Text("")), e: Model(), f: .init(), g: items.map { $0 }, h: Item(onTap: { }), \
        i: items.filter { _ in true }, j: [Tag(name: "x")]
        """, properties: """
        let a: () -> Void; let b: () -> Void; let c: () -> Void; let d: AnyView; let e: Model; let f: Model
            let g: [Tag]; let h: Item; let i: [Item]; let j: [Tag]
        """)
        XCTAssertEqual(found.map(\.value), ["closure", "method", "passed", "anyview", "object", "init", "collection", "struct",
                                            "collection", "collection"])
        // A new array of Equatable elements compares by ==; one of elements SwiftUI cannot compare does not.
        XCTAssertEqual(found.map(\.makesUnequal), [true, true, false, true, true, true, false, true, true, false])
        // The types as non_equatable_property judges them (contract v2): an array is stable by
        // its type (`[Item]` of `i`), though the new one built at the call site is unequal.
        XCTAssertEqual(found.map(\.unstableType), ["closure", "closure", "closure", "anyview", nil, nil, nil, "value", nil, nil])
    }

    /// The graph judges types as non_equatable_property does, with the kinds configured:
    /// without `closure` in `kinds:`, a closure property is no unstable type, and the
    /// closure passed to it makes the child unequal no more.
    func testUnstableTypesFollowTheConfiguredKinds() throws {
        let source = SourceInput(path: "A.swift", text: """
        struct Parent: View {
            var body: some View { Child(onTap: { }, content: AnyView(Text(""))) }
        }
        struct Child: View {
            let onTap: () -> Void
            let content: AnyView
            var body: some View { Text("") }
        }
        """)
        func passes(kinds: [String]?) throws -> [ViewGraph.Pass] {
            var configuration = Configuration()
            var options = RunOptions()
            options.buildsViewGraph = true
            if let kinds { configuration.nonEquatableProperty.kinds = kinds }
            let graph = try XCTUnwrap(Linter(configuration: configuration, options: options, jobs: 1).lint([source]).graph)
            return try XCTUnwrap(graph.edges.first).passes
        }
        XCTAssertEqual(try passes(kinds: nil).map(\.unstableType), ["closure", "anyview"])
        XCTAssertEqual(try passes(kinds: nil).map(\.makesUnequal), [true, true])
        XCTAssertEqual(try passes(kinds: ["anyview"]).map(\.unstableType), [nil, "anyview"])
        XCTAssertEqual(try passes(kinds: ["anyview"]).map(\.makesUnequal), [false, true])
    }

    func testStateKeepsItsFirstValueAndUnknownLabelsSetNothing() throws {
        let found = try passes("model: Model(), other: { }", properties: "@State var model: Model\n    let onTap: () -> Void")
        XCTAssertEqual(found.map(\.property), ["model", nil])
        XCTAssertEqual(found.map(\.makesUnequal), [false, false])
    }

    func testTrailingClosureSetsTheLastClosureProperty() throws {
        let found = try passes("title: \"x\") { print(1) }; _ = (0", properties: "let title: String\n    let action: () -> Void\n    @State private var isOn = false")
        XCTAssertEqual(found.map(\.property), ["title", "action"])
        XCTAssertEqual(found.last?.makesUnequal, true)
    }
}

/// Hostile shapes for the graph: long chains, lattices whose costs double at each level,
/// constructions nested deep in each other's arguments. Nothing may crash or overflow.
final class ViewGraphPathologicalTests: XCTestCase {
    func testLongChainLatticeAndDeepNestingBuildAGraph() throws {
        var chain = ""
        for index in 0..<3_000 {
            chain += "struct C\(index): View { let onTap: () -> Void; var body: some View { C\(index + 1)(onTap: { }) } }\n"
        }
        // Two views per level, each building both of the next level: 2^80 paths.
        var lattice = ""
        for level in 0..<80 {
            for side in ["A", "B"] {
                lattice += "struct L\(side)\(level): View { let f: () -> Void; var body: some View { VStack { "
                    + "LA\(level + 1)(f: { }); LB\(level + 1)(f: { }) } } }\n"
            }
        }
        let nested = "struct N: View { var body: some View { " + String(repeating: "N(a: ", count: 2_000)
            + String(repeating: ")", count: 2_000) + " } }\n"
        let graph = try XCTUnwrap(ViewGraphFixtureTests.lint([
            SourceInput(path: "Chain.swift", text: chain), SourceInput(path: "Lattice.swift", text: lattice),
            SourceInput(path: "Nested.swift", text: nested),
        ]).graph)
        let first = try XCTUnwrap(graph.nodes.first { $0.name == "C0" })
        XCTAssertEqual(first.reRunCost, ReRunCost(3_000 * 2), "each of 3,000 bodies of score 1 runs once")
        let top = try XCTUnwrap(graph.nodes.first { $0.name == "LA0" })
        XCTAssertTrue(top.reRunCost.text.hasPrefix("≥"), top.reRunCost.text)
        let recursive = try XCTUnwrap(graph.nodes.first { $0.name == "N" })
        XCTAssertTrue(recursive.isInCycle)
        XCTAssertEqual(graph.edges.filter { $0.parent == graph.node(named: "N") }.count, 2_000)
        XCTAssertFalse(GraphJSONWriter.write(graph).isEmpty)
    }
}
