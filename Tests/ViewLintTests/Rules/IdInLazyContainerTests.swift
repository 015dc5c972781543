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
}
