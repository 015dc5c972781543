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

    /// Contract v2: per-element content of a List, through closures passed to type names.
    func testPerElementContentOfAListIsReported() {
        let source = """
        let a = List { Section("S") { ForEach(items) { item in HStack { Text("a").id(item) } } } }
        let b = List(items) { item in HStack { if ok { Text("b").id(item) } } }
        let c = List { ForEach(items, content: { item in Text("c").id(item) }) }
        let d = SwiftUI.List { SwiftUI.ForEach<[Int], Int, Text>(items) { Text("d").id(3) } }
        let e = List<Int, Text>(items, selection: $s) { Text("e").id(4) }
        let f = List { ForEach(items) { item in Button { go() } label: { Row().id(item) } } }
        let g = List(items, rowContent: { item in Group { switch item { case .a: Text("g").id(5) } } })
        """
        XCTAssertEqual(reported(source), ["1:75", "2:58", "3:60", "4:77", "5:59", "6:72", "7:84"])
    }

    /// Contract v2: no List, a static row, a lazy or plain stack: ids are cheap there.
    func testIdsOutsideAListsPerElementContentAreNotReported() {
        let source = """
        let a = ScrollView { LazyVStack { ForEach(items) { item in Row().id(item.id) } } }
        let b = HStack { ForEach(items) { item in Row().id(item.id) } }
        let c = List { Text(now, style: .relative).id(now) }
        let d = ForEach(items) { item in Text("d").id(item) }
        let e = List(selection: $s, content: { Text("e").id(2) })
        let f = LazyVStack { List { Text("f").id(3) } }
        """
        XCTAssertEqual(reported(source), [])
    }

    /// Contract v2: a closure passed to a modifier or a function ends the search; so does a
    /// closure nested in another argument, and a call of something that is no type name.
    func testModifierClosuresAndNestedClosuresEndTheSearch() {
        let source = """
        let a = List { ForEach(items) { item in Row().sheet(isPresented: $s) { Detail().id(item) } } }
        let b = List { ForEach(items) { item in Row().overlay { Badge().id(item) } } }
        let c = List { ForEach(items) { item in Row().contextMenu { Button("x") { }.id(item) } } }
        let d = List(items.filter { Text("").id(1) != nil }) { Text("d") }
        let e = List { ForEach(items) { item in makeRow { Text("e").id(item) } } }
        let f = List { ForEach(items, id: \\.self, footer: { Text("f").id(2) }) { Text("f") } }
        let g = model.List(items) { Text("g").id(4) }
        let h = List { model.ForEach(items) { Text("h").id(5) } }
        let i = List { ForEach(items) { item in Row(onTap: { Text("i").id(item) }) } }
        """
        XCTAssertEqual(reported(source), ["9:64"], "a closure passed to a type name (Row) is passed through")
    }

    /// Contract v2: a NavigationLink's destination is not a row; its label is.
    func testANavigationLinksDestinationIsNoRowButItsLabelIs() {
        let source = """
        let a = List { ForEach(items) { item in NavigationLink(destination: Detail().id(item)) { Row() } } }
        let b = List { ForEach(items) { item in NavigationLink { Detail().id(item) } label: { Row() } } }
        let c = List { ForEach(items) { item in NavigationLink("Open") { Detail().id(item) } } }
        let d = List { ForEach(items) { item in NavigationLink(destination: Detail()) { Row().id(item) } } }
        let e = List { ForEach(items) { item in NavigationLink { Detail() } label: { Row().id(item) } } }
        let f = List { ForEach(items) { item in NavigationLink(value: item) { Row().id(item) } } }
        """
        XCTAssertEqual(reported(source), ["4:87", "5:84", "6:77"])
    }

    /// Contract v2: statements and arguments that are no closure are passed through.
    func testNonClosureArgumentsArePassedThrough() {
        let source = """
        let a = List { ForEach(items) { item in Row().background(Highlight().id(item)) } }
        let b = List(items) { item in Row(accessory: Badge().id(item)) }
        """
        XCTAssertEqual(reported(source), ["1:70", "2:54"])
    }

    /// Contract v2: an `.id` on a ForEach counts only when that ForEach is per-element
    /// content; a static List met before any ForEach is passed through.
    func testAnIdOnAForEachAndStaticListsInRows() {
        let source = """
        let a = List { ForEach(items) { Row() }.id(version) }
        let b = List(groups) { group in ForEach(group.items) { Row() }.id(group.id) }
        let c = List(groups) { group in List { Text("c").id(group.id) } }
        """
        XCTAssertEqual(reported(source), ["2:64", "3:50"])
    }

    func testWhatCountsAsAnIdModifier() {
        let source = """
        let a = List(items) { item in
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

    /// A long closure argument is quoted by its braces alone.
    func testALongIdClosureIsQuotedShort() throws {
        let long = (1...30).map { "a\($0)" }.joined(separator: " + ")
        let source = "let v = List(items) { item in Row().id { \(long) } }"
        let finding = try XCTUnwrap(Linter().lint([SourceInput(path: "T.swift", text: source)]).findings.first)
        XCTAssertTrue(finding.message.hasPrefix(".id { … } on each row of the List at line 1"), finding.message)
    }

    func testNestedContainersReportOnce() {
        let source = """
        let a = List { ForEach(items) { item in List { Text("").id(item) } } }
        """
        XCTAssertEqual(reported(source), ["1:57"])
    }

    /// `containers` names calls that collect their rows' identities as List does;
    /// `any_foreach` is the literal reading: an `.id` in any ForEach's content.
    func testConfiguredContainersAndTheLiteralReading() {
        let source = """
        let a = LazyVStack { ForEach(items) { Text("a").id(1) } }
        let b = List { ForEach(items) { Text("b").id(2) } }
        let c = ScrollView { ForEach(items) { item in Row().sheet(isPresented: $s) { ForEach(xs) { Text("c").id(3) } } } }
        let d = List { Text("d").id(4) }
        """
        XCTAssertEqual(reported(source), ["2:43"])
        var configuration = Configuration()
        configuration.idInLazyContainer.containers = ["LazyVStack"]
        XCTAssertEqual(reported(source, configuration: configuration), ["1:49"])
        configuration = Configuration()
        configuration.idInLazyContainer.anyForEach = true
        XCTAssertEqual(reported(source, configuration: configuration), ["1:49", "2:43", "3:102"])
    }

    func testFindingNamesTheListAndTheEnclosingView() throws {
        let source = """
        struct Inbox: View {
            var body: some View {
                List(items) { item in Row().id(item.key) }
            }
        }
        """
        let finding = try XCTUnwrap(Linter().lint([SourceInput(path: "T.swift", text: source)]).findings.first)
        XCTAssertEqual(finding, Finding(
            file: "T.swift", line: 3, column: 37, severity: .warning, rule: .idInLazyContainer, view: "Inbox",
            message: ".id(item.key) on each row of the List at line 3 makes List create every row up front to learn its "
                + "identity; give the data its identity instead"))
        let outsideView = "let rows = List(items) { Row().id(key) }"
        XCTAssertNil(try XCTUnwrap(Linter().lint([SourceInput(path: "T.swift", text: outsideView)]).findings.first).view)
        var configuration = Configuration()
        configuration.idInLazyContainer.anyForEach = true
        let inStack = "let rows = VStack { ForEach(items) { Row().id($0) } }"
        let message = try XCTUnwrap(Linter(configuration: configuration).lint([SourceInput(path: "T.swift", text: inStack)]).findings.first).message
        XCTAssertEqual(message, ".id($0) on each row of the ForEach at line 1 would make a List create every row up front, were "
            + "the ForEach in one; give the data its identity instead", "no List: the message does not claim one")
    }

    /// A postfix `#if` block in the chain: an `.id` after its `#else` or `#endif` is
    /// chained like any other; one starting a line elsewhere is not a modifier.
    func testAnIdAfterAPostfixConditionalBlockIsFound() {
        let source = """
        let a = List { ForEach(items) { item in
            Row(item: item)
            #if os(iOS)
            .padding()
            #else
            .id(item.name)
            #endif
            .id(item.id)
        } }
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
            "Row.swift:6:18 .id(post.id) at the root of the body of 'Feed.Row' is on each row of the List at "
                + "Feed.swift:4: it makes List create every row up front to learn its identity; give the data its identity instead",
        ])
    }

    /// Contract v2 for row roots: a view a ForEach builds as a NavigationLink's destination,
    /// in a sheet or in a LazyVStack is no row of a List; its label, in the same List, is.
    func testARootIdOfAViewBuiltOutsideRowPositionIsNotReported() {
        let files = [
            "Rows.swift": """
            struct Detail: View {
                var body: some View { Text("").id(item.id) }
            }
            struct Preview: View {
                var body: some View { Text("").id(item.id) }
            }
            struct Tile: View {
                var body: some View { Text("").id(item.id) }
            }
            struct Label: View {
                var body: some View { Text("").id(item.id) }
            }
            """,
            "Screens.swift": """
            struct Screen: View {
                var body: some View {
                    List {
                        ForEach(items) { item in
                            NavigationLink(destination: Detail()) { Label() }
                                .sheet(isPresented: $shown) { Preview() }
                        }
                    }
                    ScrollView { LazyVStack { ForEach(items) { _ in Tile() } } }
                }
            }
            """,
        ]
        XCTAssertEqual(reported(files: files), [
            "Rows.swift:11:36 .id(item.id) at the root of the body of 'Label' is on each row of the List at Screens.swift:3: "
                + "it makes List create every row up front to learn its identity; give the data its identity instead",
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
