import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax

/// The chain of calls and closures around a recorded call (`CallFact.enclosing`): which
/// argument of which call each closure is passed to, up to the member's code.
final class CallFactChainTests: XCTestCase {
    private func parse(_ text: String, constructions: Bool = false) -> CallRecords {
        Parser.parse(path: "C.swift", text: text, query: SyntaxQuery(calls: ["mark"], constructionsInClosures: constructions)).calls
    }

    /// The chain of the first queried call, innermost first: `callee.label` per link,
    /// `callee.label(closure)` when the argument is a closure; `*` for a closure passed to no call.
    private func chain(_ records: CallRecords, of index: Int? = nil) -> [String] {
        let start = index ?? records.calls.firstIndex(where: \.isQueried)!
        var links: [String] = []
        var link = records.calls[start].enclosing
        while true {
            if link == .unpassedClosure { links.append("*"); break }
            guard let (call, argument) = records.argument(at: link) else { break }
            links.append("\(call.callee).\(argument.label)\(argument.isClosure ? "(closure)" : "")")
            link = call.enclosing
        }
        return links
    }

    func testTheChainNamesEachCallAndArgumentOutToTheMember() {
        let records = parse("""
            struct Screen {
                var body: some View {
                    List {
                        Section(header: Text("h")) {
                            ForEach(items, id: \\.id) { item in
                                Row().background(Color.red.mark(1))
                            }
                        }
                    }
                }
            }
            """)
        XCTAssertEqual(chain(records), ["background._", "ForEach._(closure)", "Section._(closure)", "List._(closure)"])
        let forEach = records.calls.first { $0.callee == "ForEach" }!
        XCTAssertEqual(forEach.arguments.map(\.label), ["_", "id", "_"])
        XCTAssertTrue(forEach.startsWithUnlabeledData)
        XCTAssertEqual(records.calls.first { $0.callee == "background" }!.receiver, ["Row"])
    }

    func testLabeledTrailingClosuresArgumentClosuresAndUnpassedClosures() {
        XCTAssertEqual(chain(parse("let v = Link { Detail() } label: { Row().mark(1) }")), ["Link.label(closure)"])
        XCTAssertEqual(chain(parse("let v = Link(destination: { Detail().mark(1) }) { Row() }")), ["Link.destination(closure)"])
        XCTAssertEqual(chain(parse("let v = Link(\"T\", value: x) { Row().mark(1) }")), ["Link._(closure)"])
        XCTAssertEqual(chain(parse("let v = Box { let make = { Row().mark(1) } }")), ["*"])
        XCTAssertEqual(chain(parse("let v = List(items.filter { $0.mark(1) }) { Row() }")), ["filter._(closure)", "List._"])
        XCTAssertEqual(chain(parse("let v = Row().sheet(isPresented: $s) { Detail().mark(1) }")), ["sheet._(closure)"])
        XCTAssertEqual(chain(parse("let v = SwiftUI.List<Int, Text>(items) { x in if x { Row().mark(1) } }")), ["List._(closure)"])
        XCTAssertEqual(chain(parse("let v = Row().mark(1)")), [])
    }

    func testCallsOfCapitalizedNamesInQueriedClosuresAreRecordedWhenAsked() {
        let text = "let v = Box { mark { Row(item: 1).padding(); Stack { Cell() } } }"
        XCTAssertEqual(parse(text).calls.map(\.callee), ["Box", "mark"], "the call around the queried one, recorded first")
        let records = parse(text, constructions: true)
        XCTAssertEqual(records.calls.map(\.callee), ["Box", "mark", "Row", "Stack", "Cell"])
        XCTAssertEqual(chain(records, of: 4), ["Stack._(closure)", "mark._(closure)", "Box._(closure)"], "recorded once each, the chain shared")
        XCTAssertTrue(records.calls[2...].allSatisfy { !$0.isQueried && $0.arguments.allSatisfy { $0.text.isEmpty } })
    }

    /// Argument text is kept for queried calls only, and for a closure only when it is short:
    /// a whole content closure is code, not a value to quote.
    func testArgumentTextIsKeptForShortValuesOfQueriedCalls() {
        let long = (1...30).map { "Text(\"\($0)\")" }.joined(separator: "; ")
        let records = parse("let v = Box { Row(title: t).mark(item.id, { x }) }.mark { \(long) }")
        let marks = records.calls.filter(\.isQueried)
        XCTAssertEqual(marks.map { $0.arguments.map { records.text(of: $0) } }, [["item.id", "{ x }"], [""]])
        XCTAssertEqual(marks.map(\.receiver), [["Row"], ["Box"]])
        XCTAssertEqual(records.calls.filter { !$0.isQueried }.flatMap(\.arguments).map(\.text), [0..<0], "Box's closure: no text")
    }

    func testTheCallMemoFindsEveryKeyItWasGiven() {
        var memo = CallMemo()
        XCTAssertNil(memo.value(of: 0))
        let keys: [Int32] = (0..<3_000).map { $0 * 7 } + [Int32.max - 1]
        for (value, key) in keys.enumerated() { memo.insert(Int32(value), for: key) }
        XCTAssertEqual(keys.map { memo.value(of: $0) }, keys.indices.map { Int32($0) })
        XCTAssertNil(memo.value(of: 1))
        XCTAssertNil(memo.value(of: 3_000 * 7))
    }

    /// Each frame is resolved once: a deep nest of closures, each holding a queried call,
    /// records one call per level, not one per level and call.
    func testDeepNestsRecordEachEnclosingCallOnce() {
        let depth = 2_000
        let text = "let v = " + String(repeating: "Box { Row().mark(1); ", count: depth) + String(repeating: "}", count: depth)
        let records = parse(text)
        XCTAssertEqual(records.calls.filter(\.isQueried).count, depth)
        XCTAssertEqual(records.calls.filter { $0.callee == "Box" }.count, depth, "each Box once, though every deeper mark is in it")
        XCTAssertEqual(chain(records).count, 1)
    }
}
