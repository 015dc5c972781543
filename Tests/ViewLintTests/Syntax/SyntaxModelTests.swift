import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine
@testable import ViewLintCLI

/// The compact storage behind the syntax model's public fields.
final class SyntaxModelTests: XCTestCase {
    func testLabelsSurviveTheirJoinedStorage() {
        let position = SourcePosition(line: 1, column: 1)
        for labels in [[], ["_"], ["_", "_"], ["for", "_", "systemImage"], ["averyveryverylonglabel", "another"]] {
            var use = MemberUse(name: "f", position: position, isCall: true, labels: labels, trailingClosures: 0)
            XCTAssertEqual(use.labels, labels)
            use.labels = labels + ["x"]
            XCTAssertEqual(use.labels, labels + ["x"])
        }
        XCTAssertNotEqual(MemberUse(name: "f", position: position, isCall: true, labels: ["a", "b"], trailingClosures: 0),
                          MemberUse(name: "f", position: position, isCall: true, labels: ["a"], trailingClosures: 0))
    }

    func testParsedCallKeepsItsLabels() {
        let file = Parser.parse(path: "a.swift", text: """
        struct A {
            func f() { g(1, at: 2, `in`: 3) }
        }
        """)
        let use = file.types[0].members[0].code.uses.first { $0.name == "g" }
        XCTAssertEqual(use?.labels, ["_", "at", "in"])
    }

    func testConstructionsByNameSumTheFilesList() {
        var file = FileSyntax(path: "a.swift")
        file.constructionCounts = [
            NamedConstructions(name: "Row", counts: Constructions(total: 2, marked: 1)),
            NamedConstructions(name: "Cell", counts: Constructions(total: 1)),
        ]
        XCTAssertEqual(file.constructions, ["Row": Constructions(total: 2, marked: 1), "Cell": Constructions(total: 1)])
        let text = "let v = VStack { Row(); Row().equatable(); Cell() }"
        let parsed = Parser.parse(path: "b.swift", text: text, query: SyntaxQuery(markingModifier: "equatable"))
        XCTAssertEqual(parsed.constructions["Row"], Constructions(total: 2, marked: 1))
        XCTAssertEqual(Parser.parse(path: "b.swift", text: text).constructions["Row"], Constructions(total: 2, marked: 0),
                       "nothing is marked unless the query says what marks")
        XCTAssertEqual(parsed.constructions["Cell"]?.total, 1)
        XCTAssertEqual(Constructions(total: Int.max).total, Int(Int32.max))
    }

    func testTakeAllMovesTheElementsInOrderAndLeavesTheStorage() {
        var list: [String] = []
        for number in 0..<100 { list.append("name number \(number), long enough to live on the heap") }
        let expected = list.map { $0 }  // storage of its own: `list` stays the only owner of its
        let room = list.capacity
        let taken = list.takeAll()
        XCTAssertEqual(taken, expected)
        XCTAssertLessThan(taken.capacity, room)
        XCTAssertTrue(list.isEmpty)
        XCTAssertEqual(list.capacity, room)

        var loose = expected
        loose.append("one more")
        let before = loose
        loose.shrinkToFit()
        XCTAssertEqual(loose, before)
        XCTAssertLessThanOrEqual(loose.capacity, before.count + 2)
    }
}

