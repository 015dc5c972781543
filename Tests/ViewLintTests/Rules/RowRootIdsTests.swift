import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine
@testable import ViewLintCLI

/// `.id` at the root of a row view's body (`RowRootIds`): the run's parse notes only the
/// names built in closures of `ForEach` and `List`; the files that build a view with such an
/// `.id` are parsed again for the chains, and no other file is.
final class RowRootIdsTests: XCTestCase {
    private let root = """
        struct Card: View {
            let item: Item
            var body: some View { Text(item.title).id(item.id) }
        }
        """
    private let rows = """
        struct Feed: View {
            var body: some View {
                List { ForEach(items) { item in HStack { Card(item: item) } } }
            }
        }
        """
    private let notARow = """
        struct Detail: View {
            var body: some View {
                VStack { Card(item: first) }
                NavigationLink(destination: Card(item: first)) { Text("") }
                List { ForEach(items) { item in Text(item.title) } }
            }
        }
        """

    private func findings(_ files: [(String, String)]) -> [String] {
        Linter().lint(files.map { SourceInput(path: $0.0, text: $0.1) }).findings
            .filter { $0.rule == .idInLazyContainer }
            .map { "\($0.file):\($0.line) \($0.message.prefix(while: { $0 != ":" }))" }
    }

    /// The row is built in the last file read, after a file that builds the view outside
    /// row position and another that names it nowhere: the site is found all the same.
    func testARowBuiltInAFileReadLateIsFound() {
        let files = [("A.swift", notARow), ("B.swift", root), ("C.swift", "let x = 1\n"), ("Z.swift", rows)]
        XCTAssertEqual(findings(files), [
            "B.swift:3 .id(item.id) at the root of the body of 'Card' is on each row of the List at Z.swift",
        ])
        XCTAssertEqual(findings(files.filter { $0.0 != "Z.swift" }), [], "no file builds Card as a row")
    }

    /// The module's records hold the names only; the rule asks to parse again the files
    /// that build a view with a root `.id` in such a closure, in file order, a few at a time
    /// until the view's row site is found, and none when no body has such an `.id`.
    func testOnlyTheFilesThatBuildARootViewInAClosureAreParsedAgainUntilTheSiteIsFound() {
        let destination = """
            struct Menu: View {
                var body: some View {
                    List { ForEach(items) { item in NavigationLink(destination: Card(item: item)) { Text("") } } }
                }
            }
            """
        let sources = [("A.swift", destination), ("B.swift", root), ("C.swift", notARow),
                       ("Y.swift", rows.replacingOccurrences(of: "Card", with: "Tile")), ("Z.swift", rows), ("Z2.swift", rows),
                       ("Z3.swift", rows)]
        let files = sources.map { Parser.parse(path: $0.0, text: $0.1, query: .everyRule) }
        XCTAssertEqual(files.map { $0.calls.calls.map(\.callee) }, [[], ["id"], [], [], [], [], []], "no List, ForEach or row recorded")
        XCTAssertEqual(files.map { $0.calls.closureConstructionNames.map(\.text) }, [
            ["ForEach", "NavigationLink", "Card", "Text"], [], ["ForEach", "Text"], ["ForEach", "HStack", "Tile"],
            ["ForEach", "HStack", "Card"], ["ForEach", "HStack", "Card"], ["ForEach", "HStack", "Card"],
        ])
        let asked = Asked()
        var context = RuleContext(module: ModuleIndex(files: files), configuration: .default, jobs: 1)
        context.parseAgain = { paths, query in
            asked.add(paths)
            return paths.map { path in
                let text = sources.first { $0.0 == path }!.1
                return (path, Parser.parse(path: path, text: text, query: query).calls)
            }
        }
        let found = IdInLazyContainerRule().findings(in: context)
        XCTAssertEqual(found.map(\.file), ["B.swift"])
        XCTAssertTrue(found[0].message.contains("the List at Z.swift:3"), found[0].message)
        XCTAssertEqual(asked.paths, [["A.swift"], ["Z.swift", "Z2.swift"]], "Z3 is not read: Z holds the site")

        let withoutRoot = sources.filter { $0.0 != "B.swift" }.map { Parser.parse(path: $0.0, text: $0.1, query: .everyRule) }
        context = RuleContext(module: ModuleIndex(files: withoutRoot), configuration: .default, jobs: 1)
        context.parseAgain = { paths, _ in
            asked.add(paths)
            return []
        }
        XCTAssertEqual(IdInLazyContainerRule().findings(in: context), [])
        XCTAssertEqual(asked.paths.count, 2, "not asked again")
    }

    /// Without sources to read again, the rule reads the records the parse made: a parse
    /// asked for the chains (`LazyContainerContent.rowSiteQuery`) gives the same finding.
    func testWithoutSourcesTheParsedRecordsAreRead() {
        let query = SyntaxQuery.everyRule.union(LazyContainerContent.rowSiteQuery(containers: [LazyContainerContent.list]))
        let files = [("B.swift", root), ("Z.swift", rows)].map { Parser.parse(path: $0.0, text: $0.1, query: query) }
        XCTAssertEqual(Linter().lint(parsed: files).findings.filter { $0.rule == .idInLazyContainer }.map(\.file), ["B.swift"])
    }

    /// A nested configuration's rules are linted in a context of their own: it too parses
    /// the row's file again.
    func testARowRootIdUnderANestedConfigurationIsFound() throws {
        let tree = try WalkerTestTree()
        defer { tree.remove() }
        try tree.folder(".git")
        try tree.file("Rows/.viewlint.yml", "rules:\n  id_in_lazy_container: { severity: error }\n")
        try tree.file("Rows/Card.swift", root)
        try tree.file("Screens/Feed.swift", rows)
        var out = ""
        let code = CommandLineTool.run(arguments: ["."], currentDirectory: tree.root, stdout: TextOutput { out += $0 },
                                       stderr: TextOutput { _ in }, standardInput: { .success([]) })
        XCTAssertEqual(code, 1, out)
        XCTAssertTrue(out.contains("Rows/Card.swift:3:44: error: .id(item.id) at the root of the body of 'Card'"), out)
    }
}

/// The paths a test's `parseAgain` was asked for, call by call.
private final class Asked: @unchecked Sendable {
    private let lock = Lock()
    private var asked: [[String]] = []

    func add(_ paths: [String]) { lock.locked { asked.append(paths) } }
    var paths: [[String]] { lock.locked { asked } }
}
