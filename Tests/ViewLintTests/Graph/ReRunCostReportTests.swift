import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine
@testable import ViewLintCLI

/// The audit's re-run costs (text and JSON), and which runs build the graph.
final class ReRunCostReportTests: XCTestCase {
    private let source = SourceInput(path: "A.swift", text: """
    struct Screen: View {
        let items: [Int]
        var body: some View {
            ForEach(items, id: \\.self) { item in
                Row(onTap: { print(item) })
            }
        }
    }
    struct Row: View {
        let onTap: () -> Void
        var body: some View { Button("Tap", action: onTap) }
    }
    """)

    private func result() throws -> LintResult {
        ViewGraphFixtureTests.lint([source])
    }

    func testAuditRanksViewsByReRunCostAndFindingsByTheCostTheyCause() throws {
        let text = AuditReporter.report(try result(), context: ReportContext(scoreLimit: 10))
        XCTAssertTrue(text.contains("""
          RE-RUN  SCORE  VIEW    LOCATION
          3 + N       2  Screen  A.swift:3:9
          1           0  Row     A.swift:11:9
        """), text)
        XCTAssertTrue(text.contains("  N     A.swift:10:9  non_equatable_property  Row\n"), text)
    }

    /// A path or view name from the code is a field of a line-oriented table: a line break
    /// or a colon in it cannot start a forged line (`LineText.escapedField`).
    func testAuditCostTablesEscapePathsAndNamesAsFields() throws {
        let hostile = SourceInput(path: "::error file=x::A\n.swift", text: String(decoding: source.bytes, as: UTF8.self))
        let text = AuditReporter.report(ViewGraphFixtureTests.lint([hostile]), context: ReportContext(scoreLimit: 10))
        XCTAssertTrue(text.contains("  Screen  \\u{3A}\\u{3A}error file=x\\u{3A}\\u{3A}A\\n.swift:3:9\n"), text)
        XCTAssertTrue(text.contains("  N     \\u{3A}\\u{3A}error file=x\\u{3A}\\u{3A}A\\n.swift:10:9  non_equatable_property  Row\n"), text)
        XCTAssertFalse(text.contains("\n::error"), text)
    }

    func testJSONFindingsAndViewsCarryTheirCost() throws {
        let json = JSONReporter.report(try result())
        XCTAssertTrue(json.contains("\"score\":2,\"reRunCost\":{\"text\":\"3 + N\",\"constant\":3,\"perElement\":[1]}"), json)
        XCTAssertTrue(json.contains("leave it out of an Equatable ==\",\"reRunCost\":{\"text\":\"N\",\"constant\":0,\"perElement\":[1]}}"), json)
        // Without the graph (a lint's default run), the JSON is as before.
        var plain = try result()
        plain.graph = nil
        XCTAssertFalse(JSONReporter.report(plain).contains("reRunCost"))
    }

    func testOnlyGraphAuditAndJSONRunsBuildTheGraph() throws {
        let tree = try WalkerTestTree()
        defer { tree.remove() }
        try tree.file("A.swift", String(decoding: source.bytes, as: UTF8.self))
        var asked: [Bool] = []
        for arguments in [["A.swift"], ["audit", "A.swift"], ["graph", "A.swift"], ["--reporter", "json", "A.swift"],
                          ["--reporter", "summary", "A.swift"]] {
            _ = CommandLineTool.run(arguments: arguments, currentDirectory: tree.root, stdout: TextOutput { _ in },
                                    stderr: TextOutput { _ in }, linter: { linter, _ in
                                        asked.append(linter.options.buildsViewGraph)
                                        return LintResult()
                                    })
        }
        XCTAssertEqual(asked, [false, true, true, true, false])
    }

    /// `graph` prints only the findings' count: it leaves them unsorted, unless it writes a baseline.
    func testOnlyAGraphRunWritingNoBaselineLeavesTheFindingsUnordered() throws {
        let tree = try WalkerTestTree()
        defer { tree.remove() }
        try tree.file("A.swift", String(decoding: source.bytes, as: UTF8.self))
        var asked: [Bool] = []
        for arguments in [["A.swift"], ["audit", "A.swift"], ["graph", "A.swift"],
                          ["graph", "--write-baseline", "baseline.json", "A.swift"]] {
            _ = CommandLineTool.run(arguments: arguments, currentDirectory: tree.root, stdout: TextOutput { _ in },
                                    stderr: TextOutput { _ in }, linter: { linter, _ in
                                        asked.append(linter.options.ordersFindings)
                                        return LintResult()
                                    })
        }
        XCTAssertEqual(asked, [true, true, false, true])
    }
}
