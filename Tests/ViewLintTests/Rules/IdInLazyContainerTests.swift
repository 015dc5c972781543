import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine
@testable import ViewLintCLI

/// One test per point of the README's `id_in_lazy_container`.
final class IdInLazyContainerTests: XCTestCase {
    /// Positions of the findings as `line:column`.
    private func reported(_ source: String, configuration: Configuration = Configuration()) -> [String] {
        Linter(configuration: configuration).lint([SourceInput(path: "T.swift", text: source)]).findings
            .filter { $0.rule == .idInLazyContainer }
            .map { "\($0.line):\($0.column)" }
    }

    func testListAndForEachClosuresAtAnyDepth() {
        let source = """
        let a = List { Text("a").id(1) }
        let b = List(items) { item in HStack { if ok { Text("b").id(item) } } }
        let c = ForEach(items) { item in Text("c").id(item) }
        let d = ForEach(items, content: { item in Text("d").id(item) })
        let e = List(selection: $s, content: { Text("e").id(2) })
        let f = SwiftUI.List { Text("f").id(3) }
        let g = List<Int, Text>(items) { Text("g").id(4) }
        """
        XCTAssertEqual(reported(source), ["1:26", "2:58", "3:44", "4:53", "5:50", "6:34", "7:44"])
    }

    func testOnlyContentClosuresOfTheContainerCount() {
        let source = """
        let a = List(items.filter { Text("").id(1) != nil }) { Text("a") }
        let b = ForEach(items, id: \\.self, footer: { Text("b").id(2) }) { Text("b") }
        let c = VStack { Text("c").id(3) }
        let d = model.List { Text("d").id(4) }
        let e = MyList { Text("e").id(5) }
        """
        XCTAssertEqual(reported(source), [])
    }

    func testWhatCountsAsAnIdModifier() {
        let source = """
        let a = List {
            Text("a").id(item.id)
            Text("b")
                .padding()
                .id(2)
            Text(item.id)
            Text("c").id(for: item)
            Text("d").id(1, 2)
            Text("e").id { key }
            f(.id(3))
            ForEach(items, id: \\.id) { Text($0.name) }
        }
        """
        XCTAssertEqual(reported(source), ["2:15", "5:10", "9:15"])
    }

    func testNestedContainersReportOnce() {
        let source = """
        let a = List { ForEach(items) { item in List { Text("").id(item) } } }
        """
        XCTAssertEqual(reported(source), ["1:57"])
    }

    func testConfiguredContainers() {
        var configuration = Configuration()
        configuration.idInLazyContainer.containers = ["LazyVStack"]
        let source = """
        let a = LazyVStack { Text("a").id(1) }
        let b = List { Text("b").id(2) }
        """
        XCTAssertEqual(reported(source, configuration: configuration), ["1:32"])
    }

    func testFindingNamesTheEnclosingViewAndExplains() throws {
        let source = """
        struct Inbox: View {
            var body: some View {
                List { Row().id(key) }
            }
        }
        """
        let finding = try XCTUnwrap(Linter().lint([SourceInput(path: "T.swift", text: source)]).findings.first)
        XCTAssertEqual(finding, Finding(
            file: "T.swift", line: 3, column: 22, severity: .warning, rule: .idInLazyContainer, view: "Inbox",
            message: ".id(key) inside List or ForEach content makes List create every row up front to learn its "
                + "identity; give the data its identity instead"))
        let outsideView = "let rows = List { Row().id(key) }"
        XCTAssertNil(try XCTUnwrap(Linter().lint([SourceInput(path: "T.swift", text: outsideView)]).findings.first).view)
    }

    /// A postfix `#if` block in the chain: an `.id` after its `#else` or `#endif` is
    /// chained like any other; one starting a line elsewhere is not a modifier.
    func testAnIdAfterAPostfixConditionalBlockIsFound() {
        let source = """
        let a = ForEach(items) { item in
            Row(item: item)
            #if os(iOS)
            .padding()
            #else
            .id(item.name)
            #endif
            .id(item.id)
        }
        """
        XCTAssertEqual(reported(source), ["6:6", "8:6"])
    }

    /// The findings of several files as `file:line:column message`.
    private func reported(files: [String: String]) -> [String] {
        let inputs = files.sorted { $0.key < $1.key }.map { SourceInput(path: $0.key, text: $0.value) }
        return Linter(configuration: Configuration()).lint(inputs).findings
            .filter { $0.rule == .idInLazyContainer }
            .map { "\($0.file):\($0.line):\($0.column) \($0.message)" }
    }

    /// An `.id` at the root of a row view's body is on every row that a `ForEach` in
    /// another file builds: reported at the `.id`, naming where the rows are built.
    func testAnIdAtTheRootOfARowBodyIsReportedWithTheContainerThatBuildsTheRows() {
        let files = [
            "Row.swift": """
            struct Feed {
                struct Row: View {
                    let post: Post
                    var body: some View {
                        VStack { Text(post.title).id(post.title) }
                            .id(post.id)
                    }
                }
            }
            """,
            "Feed.swift": """
            struct FeedView: View {
                let posts: [Post]
                var body: some View {
                    List {
                        ForEach(posts) { post in Row(post: post) }
                    }
                }
            }
            """,
        ]
        XCTAssertEqual(reported(files: files), [
            "Row.swift:6:18 .id(post.id) at the root of the body of 'Feed.Row' is on every row that ForEach at "
                + "Feed.swift:5 builds: List creates each row up front",
        ])
    }

    /// No finding: the view is built outside lazy content or once in static content (a
    /// scroll anchor), the `.id` is inside a closure of the body or in another member, or
    /// the rule is off.
    func testARootIdOfAViewNotBuiltAsARowIsNotReported() {
        let files = [
            "Views.swift": """
            struct Banner: View {
                var body: some View { Text("").id(version) }
            }
            struct Card: View {
                var body: some View { VStack { Text("").id(1) } }
                var other: some View { Text("").id(2) }
            }
            struct Anchor: View {
                var body: some View { Color.clear.id("top") }
            }
            struct Screen: View {
                var body: some View {
                    Banner()
                    List { Anchor(); ForEach(items) { _ in Card() } }
                }
            }
            """,
        ]
        XCTAssertEqual(reported(files: files), [])
        var configuration = Configuration()
        configuration.idInLazyContainer.enabled = false
        let rowAndList = "struct R: View { var body: some View { Text(\"\").id(1) } }\nlet l = List(xs) { _ in R() }"
        XCTAssertEqual(reported(rowAndList).count, 1)
        XCTAssertEqual(reported(rowAndList, configuration: configuration), [])
    }
}
