import XCTest
@testable import ViewLintCore

/// The rules' view-by-view work runs in batches on several threads; what they find must
/// not depend on how many.
final class RuleContextTests: XCTestCase {
    private func module() -> ModuleIndex {
        var files: [FileSyntax] = []
        for file in 0..<40 {
            var source = ""
            for view in 0..<7 {
                source += """
                struct V\(file)x\(view): View {
                    let action: () -> Void
                    let title: String
                    var body: some View { VStack { row(title) ; section } }
                    var section: some View { HStack { Text(title) } }
                    func row(_ text: String) -> some View { Text(text).id(UUID()) }
                    static func == (lhs: V\(file)x\(view), rhs: V\(file)x\(view)) -> Bool { lhs.title == rhs.title }
                }

                """
            }
            files.append(Parser.parse(path: "F\(file).swift", text: source))
        }
        return ModuleIndex(files: files)
    }

    func testFindingsAndScoresAreTheSameForAnyNumberOfJobs() {
        let module = module()
        let single = RuleContext(module: module, configuration: .default, jobs: 1)
        let expected = RuleRegistry.all.flatMap { $0.findings(in: single) }
        XCTAssertFalse(expected.isEmpty)
        for jobs in [2, 3, 8] {
            let context = RuleContext(module: module, configuration: .default, jobs: jobs)
            XCTAssertEqual(RuleRegistry.all.flatMap { $0.findings(in: context) }, expected, "jobs: \(jobs)")
            XCTAssertEqual(context.reportedScores, single.reportedScores, "jobs: \(jobs)")
        }
    }

    func testReportedScoresAreTheScoresOfTheViewsBodies() {
        let context = RuleContext(module: module(), configuration: .default, jobs: 2)
        let fromEntries = context.scores.map { entry in
            ViewScore(file: entry.body.file, name: entry.view.name, line: entry.body.declaration.position.line,
                      column: entry.body.declaration.position.column, score: entry.score)
        }
        XCTAssertEqual(context.reportedScores, fromEntries)
        XCTAssertEqual(fromEntries.count, 280)
        // VStack's closure, the uses of row and section, and section's HStack closure.
        XCTAssertEqual(Set(fromEntries.map(\.score)), [4])
    }
}
