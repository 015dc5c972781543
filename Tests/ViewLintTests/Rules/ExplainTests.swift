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
}
