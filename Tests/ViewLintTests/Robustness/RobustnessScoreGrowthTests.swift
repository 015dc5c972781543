import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine
@testable import ViewLintCLI

/// Scores grow exponentially with helpers that use the next one twice: the score saturates
/// instead of trapping, and `explain` stays linear (each member shown once).
final class RobustnessScoreGrowthTests: XCTestCase {
    /// A view whose body uses `h0` twice, each `hN` using `hN+1` twice: score 2^(helpers+1)+…
    static func doublingChain(helpers: Int, name: String = "Deep") -> String {
        var lines = ["struct \(name): View {", "    var body: some View { VStack { h0; h0 } }"]
        for index in 0..<helpers {
            let next = index + 1 < helpers ? "h\(index + 1)" : "Text(\"\")"
            lines.append("    var h\(index): some View { Group { \(next); \(next) } }")
        }
        return (lines + ["}"]).joined(separator: "\n") + "\n"
    }

    func testScoreSaturatesInsteadOfOverflowing() throws {
        let module = ModuleIndex(files: [Parser.parse(path: "Deep.swift", text: Self.doublingChain(helpers: 64))])
        XCTAssertEqual(BodyComplexityRule.scores(in: module).map(\.score), [Int.max])
        let findings = Linter().lint([SourceInput(path: "Deep.swift", text: Self.doublingChain(helpers: 64))]).findings
        XCTAssertEqual(findings.map(\.rule), [.bodyComplexity])
        XCTAssertTrue(findings[0].message.contains("body complexity \(Int.max) (limit 10)"), findings[0].message)
        XCTAssertEqual(2.saturatingAdding(.max), .max)
        XCTAssertEqual(Int.max.saturatingAdding(Int.max), .max)
        XCTAssertEqual(40.saturatingAdding(2), 42)
    }

    /// Table-driven: the explanation totals the score, and its text grows with the helpers
    /// (each member shown in full once), not with the 2^n paths through them.
    func testExplanationIsLinearInTheHelpers() throws {
        for helpers in [1, 5, 20, 40, 64] {
            let module = ModuleIndex(files: [Parser.parse(path: "Deep.swift", text: Self.doublingChain(helpers: helpers))])
            let score = try XCTUnwrap(BodyComplexityRule.scores(in: module).first?.score)
            let explanation = try XCTUnwrap(BodyComplexityRule.explanations(in: module).first?.explanation)
            XCTAssertEqual(explanation.total, score, "\(helpers)")
            let lines = explanation.rendered().split(separator: "\n")
            XCTAssertLessThanOrEqual(lines.count, 8 + 5 * helpers, "\(helpers)")
            XCTAssertEqual(lines.filter { $0.contains("(shown above)") }.count, helpers, "\(helpers)")
        }
    }

    /// Members that all use each other: each path through the cycle totals differently, so
    /// nothing is shared; explain builds at most `explanationLimit` explanations and counts
    /// the rest as the score does, its total still the score.
    func testADenseCycleIsExplainedWithinTheLimit() throws {
        let names = (0..<9).map { "m\($0)" }
        var lines = ["struct C: View {", "    var body: some View { VStack { m0 } }"]
        for name in names {
            lines.append("    var \(name): some View { VStack { \(names.filter { $0 != name }.joined(separator: "; ")) } }")
        }
        let source = (lines + ["}"]).joined(separator: "\n")
        let module = ModuleIndex(files: [Parser.parse(path: "C.swift", text: source)])
        let score = try XCTUnwrap(BodyComplexityRule.scores(in: module).first?.score)
        let explanation = try XCTUnwrap(BodyComplexityRule.explanations(in: module).first?.explanation)
        XCTAssertEqual(explanation.total, score)
        let text = explanation.rendered()
        XCTAssertTrue(text.contains("not broken down: explain shows at most 20000 expansions"), String(text.prefix(2000)))
        XCTAssertLessThan(text.split(separator: "\n").count, 20_000)
    }

    /// `explain FILE` explains that file's views only: a view beside it whose full
    /// expansion would never end costs nothing.
    func testExplainExplainsOnlyTheViewsAsked() throws {
        let tree = try WalkerTestTree()
        defer { tree.remove() }
        try tree.file("Small.swift", "struct Small: View {\n    var body: some View { VStack { } }\n}\n")
        try tree.file("Deep.swift", Self.doublingChain(helpers: 64))
        var out = "", err = ""
        let code = CommandLineTool.run(arguments: ["explain", "Small.swift"], currentDirectory: tree.root,
                                       stdout: TextOutput { out += $0 }, stderr: TextOutput { err += $0 })
        XCTAssertEqual(code, 0, err)
        XCTAssertEqual(out, """
        View 'Small': body complexity 1 (limit 10)
          body (Small.swift:2:9): 1
            closures: +1
              2:34 closure +1

        """)
        var scorer = ComplexityScorer()
        var asked: [String] = []
        let module = ModuleIndex(files: [Parser.parse(path: "A.swift", text: Self.doublingChain(helpers: 2, name: "A")),
                                         Parser.parse(path: "B.swift", text: Self.doublingChain(helpers: 2, name: "B"))])
        let explained = BodyComplexityRule.explanations(in: module) { asked.append($0.name); return $0.name == "B" }
        XCTAssertEqual(explained.map(\.view.name), ["B"])
        XCTAssertEqual(asked, ["A", "B"])
        XCTAssertNotNil(BodyComplexityRule.explanation(of: module.views[0], scorer: &scorer))
    }

    /// Issue 23: the warning names the largest parts of the score with their share, at most
    /// three, and stays under 200 characters however long the names.
    func testWarningNamesTheLargestParts() throws {
        let source = """
        struct Settings: View {
            var body: some View {
                VStack {
                    generalSection
                    Button("a") { }
                    Button("b") { }
                    footer
                    footer
                }
            }
            var generalSection: some View { VStack { Toggle("") { }; Toggle("") { }; Toggle("") { } } }
            var footer: some View { HStack { } }
        }
        """
        let findings = Linter().lint([SourceInput(path: "Settings.swift", text: source)]).findings
        XCTAssertEqual(findings.map(\.message), [
            "View 'Settings' has body complexity 12 (limit 10): generalSection +5, footer +4 (2 uses), 3 closures; "
                + "extract parts of it into separate View structs",
        ])
        let long = String(repeating: "veryLongSectionName", count: 12)
        let parts = (0..<5).map { ScoreExplanation.Contributor(name: "\(long)\($0)", points: 100 - $0, count: 1) }
        let message = BodyComplexityRule.message(view: String(repeating: "V", count: 60), score: 500, limit: "limit 10", parts: parts)
        XCTAssertLessThan(message.count, 200, message)
        XCTAssertTrue(message.contains("…"), message)
        XCTAssertTrue(message.hasSuffix("; extract parts of it into separate View structs"), message)
        XCTAssertEqual(BodyComplexityRule.message(view: "V", score: 11, limit: "limit 10", parts: []),
                       "View 'V' has body complexity 11 (limit 10); extract parts of it into separate View structs")
        // Closures alone: nothing to name.
        XCTAssertEqual(BodyComplexityRule.message(view: "V", score: 11, limit: "limit 10",
                                                  parts: [ScoreExplanation.Contributor(name: nil, points: 11, count: 11)]),
                       "View 'V' has body complexity 11 (limit 10); extract parts of it into separate View structs")
    }
}
