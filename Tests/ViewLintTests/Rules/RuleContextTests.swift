import Foundation
import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine
@testable import ViewLintCLI

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

    /// The index built with the type index on another thread and the views in batches is
    /// the index built on one thread: same views in the same order, same types and calls.
    func testModuleIndexIsTheSameForAnyNumberOfJobs() throws {
        let fixtures = PackageRoot.url.appendingPathComponent("Fixtures")
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil))
        // Views with extensions in their own files, then the fixtures.
        var files = (0..<40).map { file in
            Parser.parse(path: "F\(file).swift", text: "struct V\(file): View { let a: () -> Void; var body: some View { Text(\"x\").id(UUID()) } }\n"
                + "extension V\(file) { var more: some View { Text(\"y\") } }\n", query: .everyRule)
        }
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            files.append(Parser.parse(path: url.path, text: try String(contentsOf: url, encoding: .utf8), query: .everyRule))
        }
        let single = ModuleIndex(files: files, jobs: 1)
        XCTAssertGreaterThan(single.views.count, 40)
        func summary(_ index: ModuleIndex) -> String {
            let views = index.views.map { view in
                "\(view.name)@\(view.file):" + view.members.map { "\($0.file)#\($0.declaration.name)" }.joined(separator: ",")
                    + "|stored:" + view.storedProperties.map(\.declaration.name).joined(separator: ",")
                    + "|body:\(view.body?.declaration.position.line ?? -1)|==:\(view.equalityOperators.count)"
            }
            let types = index.types.types.keys.sorted().joined(separator: ",")
            let calls = index.callRecords.map { "\($0.file):\($0.records.calls.count)/\($0.records.conditionals.count)" }
            let constructions = index.constructions.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.total)/\($0.value.marked)" }
            let skips = index.toolComments.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.map(\.position.line))" }
            let enclosing = index.views.map { index.view(enclosing: $0.name) ?? "-" }
            return ([types] + views + calls + constructions + skips + enclosing).joined(separator: "\n")
        }
        let expected = summary(single)
        for jobs in [2, 3, 8] {
            XCTAssertEqual(summary(ModuleIndex(files: files, jobs: jobs)), expected, "jobs: \(jobs)")
        }
        XCTAssertEqual(summary(ModuleIndex(files: files)), expected)
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

    /// A view whose body is stored or comes from a protocol extension is listed at its name,
    /// without a score, after the scored views.
    func testViewsWithoutABodyOfTheirOwnAreListedWithoutAScore() {
        let source = """
        protocol Screen: View { var title: String { get } }
        extension Screen { var body: some View { Text(title) } }
        struct Settings: Screen { let title = "Settings" }
        struct Wrapper<Content: View>: View {
            let body: Content
        }
        struct Plain: View { var body: some View { VStack { Text("a") } } }
        """
        let files = [Parser.parse(path: "A.swift", bytes: Array(source.utf8))]
        let context = RuleContext(module: ModuleIndex(files: files), configuration: .default, jobs: 1)
        XCTAssertEqual(context.reportedScores, [
            ViewScore(file: "A.swift", name: "Plain", line: 7, column: 26, score: 1),
            ViewScore(file: "A.swift", name: "Settings", line: 3, column: 8, score: nil),
            ViewScore(file: "A.swift", name: "Wrapper", line: 4, column: 8, score: nil),
        ])
    }
}
