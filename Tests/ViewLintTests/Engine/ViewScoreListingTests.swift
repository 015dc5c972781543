import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine
@testable import ViewLintCLI

/// The tool skips listing view scores for reports that do not show them; those reports
/// must indeed be the same without the scores, and the lint's findings the same.
final class ViewScoreListingTests: XCTestCase {
    func testReportsThatShowNoScoresAreTheSameWithoutThem() {
        let full = CIReporterTests.result
        var withoutScores = full
        withoutScores.views = []
        for kind in ReporterKind.allCases {
            let same = kind.render(full, context: ReportContext(scoreLimit: 10), sources: []) == kind.render(withoutScores, context: ReportContext(scoreLimit: 10), sources: [])
            XCTAssertEqual(same, !kind.showsViewScores, kind.rawValue)
        }
    }

    func testLintWithoutScoresFindsTheSame() {
        let source = """
        struct Row: View {
            let onTap: () -> Void
            var body: some View { VStack { Text("a").id(UUID()) } }
        }
        """
        var options = RunOptions()
        let listed = Linter(options: options).lint([SourceInput(path: "Row.swift", text: source)])
        options.listsViewScores = false
        let unlisted = Linter(options: options).lint([SourceInput(path: "Row.swift", text: source)])
        XCTAssertEqual(listed.views.map(\.name), ["Row"])
        XCTAssertEqual(unlisted.views, [])
        XCTAssertFalse(listed.findings.isEmpty)
        XCTAssertEqual(unlisted.findings, listed.findings)
    }
}
