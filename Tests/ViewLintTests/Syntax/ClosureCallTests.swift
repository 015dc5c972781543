import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax

/// Calls whose closures are read but which are recorded only on a chain out from something
/// in them (`SyntaxQuery.closureCalls`), and the names of the views built in those closures
/// (`SyntaxQuery.constructionNamesInClosures`).
final class ClosureCallTests: XCTestCase {
    private let closureCalls: Set<String> = ["List", "ForEach"]

    private func parse(_ text: String, eager: Bool = false, names: Bool = false) -> CallRecords {
        let query = eager
            ? SyntaxQuery(calls: closureCalls.union(["mark"]), quotedCalls: ["mark"], constructionNamesInClosures: names)
            : SyntaxQuery(calls: ["mark"], closureCalls: closureCalls, constructionNamesInClosures: names)
        return Parser.parse(path: "C.swift", text: text, query: query).calls
    }

    /// `callee.label` per link out from `link`, innermost first.
    private func chain(_ records: CallRecords, from link: CallLink) -> [String] {
        var links: [String] = []
        var link = link
        while let (call, argument) = records.argument(at: link) {
            links.append("\(call.callee).\(argument.label)\(argument.isClosure ? "(closure)" : "")")
            link = call.enclosing
        }
        return links
    }

    private let screen = """
        struct Screen {
            var body: some View {
                List {
                    Section(header: Text("h")) {
                        ForEach(items, id: \\.id) { item in Row(item: item).mark(item.id) }
                    }
                    ForEach(others) { other in Cell(other) }
                }
            }
        }
        """

    func testAClosureCallIsRecordedOnlyOnAChainOutFromSomethingInIt() {
        let lazy = parse(screen)
        XCTAssertEqual(lazy.calls.map(\.callee), ["List", "Section", "ForEach", "mark"], "the second ForEach is left out")
        XCTAssertEqual(lazy.calls.filter(\.isQueried).map(\.callee), ["mark"])
        let eager = parse(screen, eager: true)
        XCTAssertEqual(eager.calls.filter { $0.callee == "ForEach" }.count, 2)
        let mark = { (records: CallRecords) in records.calls.first { $0.callee == "mark" }!.enclosing }
        XCTAssertEqual(chain(lazy, from: mark(lazy)), chain(eager, from: mark(eager)))
        XCTAssertEqual(chain(lazy, from: mark(lazy)), ["ForEach._(closure)", "Section._(closure)", "List._(closure)"])
        let forEach = lazy.calls.first { $0.callee == "ForEach" }!
        XCTAssertEqual(forEach.arguments.map(\.label), ["_", "id", "_"], "its arguments read for the chain")
        XCTAssertEqual(parse("let v = List { ForEach(items) { x in Row(x) } }").calls.count, 0)
    }

    /// A conditional at the top of a closure call's closure is recorded, the chain resolved
    /// then, for a trailing closure and for one passed in the parentheses.
    func testAConditionalAtTheTopRecordsTheClosureCallsChain() {
        let records = parse("""
            let v = List {
                ForEach(items) { item in if item.a { A() } }
                ForEach(items, content: { item in
                    switch item.kind {
                    case .x: X()
                    default: break
                    }
                })
                ForEach(items) { item in A() }
            }
            """)
        XCTAssertEqual(records.conditionals.map(\.keyword), [.if, .switch])
        XCTAssertEqual(records.conditionals.map(\.hasEmptyBranch), [true, true])
        XCTAssertEqual(records.conditionals.map { chain(records, from: $0.closure) }, [
            ["ForEach._(closure)", "List._(closure)"], ["ForEach.content(closure)", "List._(closure)"],
        ])
        XCTAssertEqual(records.calls.map(\.callee), ["List", "ForEach", "ForEach"], "the third ForEach is left out")
    }

    /// The names of the views built in those closures, once each in the order first met,
    /// also across a call recorded in between (which lends the worker's lists to the file).
    func testTheNamesOfViewsBuiltInClosuresAreNotedOnceEach() {
        let records = parse("""
            let v = List {
                ForEach(a) { x in Row(x); Row(x) }
                ForEach(b) { y in Cell(y).mark(y) }
                ForEach(c) { z in HStack { Tile(z); Row(z) } }
            }
            let w = Outside(); let u = HStack { Inside() }
            """, names: true)
        XCTAssertEqual(records.closureConstructionNames.map(\.text), ["ForEach", "Row", "Cell", "HStack", "Tile"])
        XCTAssertEqual(records.calls.filter(\.isQueried).map(\.callee), ["mark"])
        XCTAssertFalse(records.calls.contains { $0.callee == "Row" || $0.callee == "Tile" }, "no view built is recorded as a call")
        XCTAssertFalse(records.isEmpty)
        XCTAssertFalse(parse("let v = List { Row() }", names: true).isEmpty, "a file with names only keeps its records")
        XCTAssertTrue(parse("let v = List { Row() }").closureConstructionNames.isEmpty, "noted only when asked")
    }
}
