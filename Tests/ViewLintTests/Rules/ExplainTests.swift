import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine
@testable import ViewLintCLI

final class ExplainTests: XCTestCase {
    func testExplanationListsEveryItemWithItsPlace() throws {
        let source = """
        struct Feed: View {
            var body: some View {
                VStack { header; self.header; footer(1) }
            }
            var header: some View { HStack { loop } }
            var loop: some View { header }
            func footer(_ n: Int) -> String { "" }
        }
        """
        let module = ModuleIndex(files: [Parser.parse(path: "Feed.swift", text: source)])
        let explanation = try XCTUnwrap(BodyComplexityRule.explanations(in: module).first?.explanation)
        // Grouped by what each part of the body uses, largest first; `header`, used twice
        // with the same total, is shown in full once.
        XCTAssertEqual(explanation.rendered(), """
        body (Feed.swift:2:9): 10
          header: +8, 2 uses
            3:18 header +1, expanded +3
                header (Feed.swift:5:9): 3
                  5:36 closure +1
                  5:38 loop +1, expanded +1
                      loop (Feed.swift:6:9): 1
                        6:27 header +1 (already being expanded)
            3:31 header +1, expanded +3 (shown above)
          closures: +1
            3:16 closure +1
          footer: +1
            3:39 footer +1

        """)
        XCTAssertEqual(explanation.contributors.map(\.summary), ["header +8 (2 uses)", "1 closure", "footer +1"])
    }

    func testExplanationAddsUpToTheScoreOnEveryFixture() throws {
        let fixtures = PackageRoot.url.appendingPathComponent("Fixtures")
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil))
        var files: [FileSyntax] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            files.append(Parser.parse(path: url.path, text: try String(contentsOf: url, encoding: .utf8)))
        }
        let module = ModuleIndex(files: files)
        let scores = Dictionary(uniqueKeysWithValues: BodyComplexityRule.scores(in: module).map { ($0.view.name, $0.score) })
        let explanations = BodyComplexityRule.explanations(in: module)
        XCTAssertGreaterThan(explanations.count, 10)
        var scorer = ComplexityScorer()
        for (view, explanation) in explanations {
            XCTAssertEqual(explanation.total, scores[view.name], view.name)
            // The warning's parts are the explanation's, found without building it.
            scorer.load(view)
            let root = try XCTUnwrap(scorer.firstIndex(sameAs: view.bodyPlace!, in: view))
            let parts = scorer.parts(root: root, in: view)
            XCTAssertEqual(parts.map(\.points).reduce(0, +), scores[view.name], view.name)
            XCTAssertEqual(parts.map(\.summary), explanation.contributors.map(\.summary), view.name)
        }
    }

    /// The warning's parts are found on the load that scored the view: after `score(root:)`
    /// they are what a fresh load finds, even where the score's walk spent its budget (a
    /// dense cycle) or left memos behind (a shared helper).
    func testPartsAfterTheScoreAreThePartsOfAFreshLoad() throws {
        // Eleven members that all use each other: more paths than the budget of a walk.
        let names = (0..<11).map { "m\($0)" }
        var lines = ["struct C: View {", "    var body: some View { VStack { m0; m1; shared } }",
                     "    var shared: some View { VStack { Text(\"\") } }"]
        for name in names {
            lines.append("    var \(name): some View { VStack { shared; \(names.filter { $0 != name }.joined(separator: "; ")) } }")
        }
        let source = (lines + ["}"]).joined(separator: "\n")
        let module = ModuleIndex(files: [Parser.parse(path: "C.swift", text: source)])
        let view = try XCTUnwrap(module.views.first)
        var fresh = ComplexityScorer()
        fresh.load(view)
        let root = try XCTUnwrap(fresh.firstIndex(sameAs: view.bodyPlace!, in: view))
        let expected = fresh.parts(root: root, in: view)
        var scorer = ComplexityScorer()
        scorer.load(view)
        let score = scorer.score(root: root)
        XCTAssertEqual(scorer.parts(root: root, in: view), expected)
        XCTAssertEqual(expected.map(\.points).reduce(0) { $0.saturatingAdding($1) }, score)
        let scored = BodyComplexityRule.scoresAndParts(in: module, jobs: 1, partsOver: 10)
        XCTAssertEqual(scored.map(\.parts), [expected])
        XCTAssertEqual(BodyComplexityRule.scoresAndParts(in: module, jobs: 1, partsOver: score).map(\.parts), [nil])
    }

    /// The warning reads the same whether the rule scored the views itself or found the
    /// run's scores already made (then it loads each reported view again).
    func testTheWarningIsTheSameWhenTheScoresWereMadeBefore() throws {
        let source = RobustnessScoreGrowthTests.doublingChain(helpers: 3)
            + RobustnessScoreGrowthTests.doublingChain(helpers: 1, name: "Small")
        let module = ModuleIndex(files: [Parser.parse(path: "Deep.swift", text: source)])
        // body: its closure, two uses of h0; h0 = 1 + 2 + 2 × h1, h1 = 1 + 2 + 2 × h2, h2 = 1.
        let first = BodyComplexityRule().findings(in: RuleContext(module: module))
        let context = RuleContext(module: module)
        XCTAssertEqual(context.scores.map(\.score), [29, 5])
        XCTAssertEqual(first.map(\.message), [
            "View 'Deep' has body complexity 29 (limit 10): h0 +28 (2 uses), 1 closure; "
                + "extract parts of it into separate View structs",
        ])
        XCTAssertEqual(BodyComplexityRule().findings(in: context).map(\.message), first.map(\.message))
    }

    /// Part names are measured in characters, as the message's reader counts them: a name
    /// of 20 accented letters (40 scalars, 60 bytes) is under the 32-character cut.
    func testPartNamesAreMeasuredInCharacters() {
        let accented = String(repeating: "e\u{301}", count: 20)
        let parts = [ScoreExplanation.Contributor(name: accented, points: 9, count: 2),
                     ScoreExplanation.Contributor(name: nil, points: 3, count: 3)]
        XCTAssertEqual(BodyComplexityRule.message(view: "V", score: 12, limit: "limit 10", parts: parts),
                       "View 'V' has body complexity 12 (limit 10): \(accented) +9 (2 uses), 3 closures; "
                           + "extract parts of it into separate View structs")
        XCTAssertEqual(parts.map(\.summary), ["\(accented) +9 (2 uses)", "3 closures"])
        XCTAssertEqual(ScoreExplanation.Contributor(name: "x", points: 1, count: 1).summary, "x +1")
        XCTAssertEqual(ScoreExplanation.Contributor(name: nil, points: 1, count: 1).summary, "1 closure")
    }

    /// Uses of overloads of one name are one part, as the explanation groups them; a
    /// name's part keeps its place among the others from view to view of one scorer.
    func testOverloadsOfOneNameAreOnePart() throws {
        let source = """
        struct A: View {
            var body: some View { VStack { row(1); header; row(title: "t"); header } }
            func row(_ n: Int) -> some View { HStack { Text("") } }
            func row(title: String) -> some View { HStack { Text(title) } }
            var header: some View { Text("") }
        }
        struct B: View {
            var body: some View { VStack { header; row; row } }
            var row: some View { Text("") }
            var header: some View { HStack { Text("") } }
        }
        """
        let module = ModuleIndex(files: [Parser.parse(path: "A.swift", text: source)])
        var scorer = ComplexityScorer()
        var summaries: [[String]] = []
        for view in module.views {
            scorer.load(view)
            let root = try XCTUnwrap(scorer.firstIndex(sameAs: view.bodyPlace!, in: view))
            summaries.append(scorer.parts(root: root, in: view).map(\.summary))
        }
        XCTAssertEqual(summaries, [["row +4 (2 uses)", "header +2 (2 uses)", "1 closure"],
                                   ["header +2", "row +2 (2 uses)", "1 closure"]])
    }
}
