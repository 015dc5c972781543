import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax

/// Issue 24 item 10: shapes that cost quadratic time or memory before are read right, in
/// linear cost (timed at two sizes by `Scripts/pathological`, not here).
final class RobustnessParserShapeTests: ParserTestCase {
    /// Table-driven: what a capture list binds and reads, its `=` found in one pass over
    /// the list's own tokens (a group inside an item is not looked into again).
    func testCaptureListsBindTheirNamesAndReadTheirValues() throws {
        let table: [(code: String, uses: [String])] = [
            ("f { [m = n] in m; n }", ["n@1", "n@1"]),
            ("f { [weak self, m] in m; n }", ["n@1"]),
            ("f { [m = g(n: k), n] in m; n; k }", ["k@1", "k@1"]),
            ("f { [a = m, b = [n, k]] in a; b; m; n }", ["m@1", "n@1", "k@1", "m@1", "n@1"]),
            ("f { [m = { [n = k] in n }()] in m; n }", ["k@1", "n@1"]),
        ]
        for (code, expected) in table {
            let summary = try body(code, extra: "var m: Int { 1 }\nvar n: Int { 1 }\nvar k: Int { 1 }")
            XCTAssertEqual(uses(summary, ["m", "n", "k"]).sorted(), expected.sorted(), code)
        }
    }

    /// `{[` nested 20,000 deep, unclosed: every `{` is still a closure.
    func testDeeplyNestedCaptureListsAreRead() throws {
        let summary = try body("f " + String(repeating: "{[", count: 20_000))
        XCTAssertEqual(summary.closureCount, 20_000)
    }

    /// Types nested up to `maximumTypeNesting` deep are read with their qualified names;
    /// deeper ones are passed over, and what follows them is read as before.
    func testTypesNestDeepAndDeeperOnesArePassedOver() throws {
        let depth = Int(FileParser.maximumTypeNesting) + 10
        var text = ""
        for level in 0..<depth { text += "struct S\(level) {\n" }
        text += "var deepest: Int { 1 }\n" + String(repeating: "}\n", count: depth)
        text += "struct After: View {\n    var body: some View { Text(\"\") }\n}\n"
        let types = parse(text).types
        XCTAssertEqual(types.count, Int(FileParser.maximumTypeNesting) + 1)
        XCTAssertEqual(types[2].name, "S0.S1.S2")
        XCTAssertEqual(types[63].name.split(separator: ".").count, 64)
        XCTAssertEqual(types.last?.name, "After")
        XCTAssertEqual(types.last?.members.map(\.name), ["body"])
        // 20,000 nested structs: the names stay small.
        let huge = String(repeating: "struct S {\n", count: 20_000) + String(repeating: "}\n", count: 20_000)
        let names = parse(huge).types.map(\.name.utf8.count).reduce(0, +)
        XCTAssertLessThan(names, 64 * 64 * 2)
    }
}
