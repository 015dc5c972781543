import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine
@testable import ViewLintCLI

final class ConditionalRowInListTests: XCTestCase {
    private func reported(_ source: String) -> [String] {
        Linter().lint([SourceInput(path: "C.swift", text: source)]).findings
            .filter { $0.rule == .conditionalRowInList }.map { "\($0.line):\($0.column)" }
    }

    func testRowClosuresOfListsOnly() {
        let source = """
        let a = List { ForEach(xs) { x in
            if x.ok { Row(x) }
        } }
        let b = List(xs) { x in
            if x.ok { Row(x) } else if x.maybe { Other(x) }
        }
        let c = List(xs, id: \\.self) {
            if $0.ok { Row($0) } else { Other($0) }
        }
        let d = VStack { ForEach(xs) { x in
            if x.ok { Row(x) }
        } }
        let e = List {
            if showHeader { Header() }
            ForEach(xs, content: { x in
                HStack { if x.ok { Row(x) } }
            })
        }
        let f = List(selection: $s) {
            if showHeader { Header() }
        }
        """
        XCTAssertEqual(reported(source), ["2:5", "5:5"])
    }

    func testSwitchWithAnEmptyCase() {
        let source = """
        let a = List(xs) { x in
            switch x.kind {
            case .a: Row(x)
            case .b: break
            }
        }
        let b = List(xs) { x in
            switch x.kind {
            case .a: Row(x)
            case .b:
            @unknown default: Other(x)
            }
        }
        let c = List(xs) { x in
            switch x.kind {
            case .a: Row(x)
            default: if case .b = x.kind { Other(x) } else { EmptyView() }
            }
        }
        """
        XCTAssertEqual(reported(source), ["2:5", "8:5"])
    }

    func testMessageAndView() throws {
        let source = """
        struct Tasks: View {
            var body: some View { List(items) { item in if item.ok { Row(item) } } }
        }
        """
        let finding = try XCTUnwrap(Linter().lint([SourceInput(path: "C.swift", text: source)]).findings
            .first { $0.rule == .conditionalRowInList })
        XCTAssertEqual(finding.view, "Tasks")
        XCTAssertEqual(finding.column, 49)
        XCTAssertEqual(finding.message, "A List row built by an 'if' without 'else' gives elements a varying number of views, "
            + "so List cannot stay lazy; filter the data before ForEach instead")
    }
    /// The message names the statement with its article: "an 'if'", "a 'switch'".
    func testMessageNamesTheStatement() {
        let source = """
            struct Tasks: View {
                var body: some View {
                    List(tasks) { task in
                        switch task.kind {
                        case .done: EmptyView()
                        case .open: break
                        }
                    }
                    List(tasks) { task in
                        if task.isDone { Text("done") }
                    }
                }
            }
            """
        var configuration = Configuration()
        configuration.conditionalRowInList.enabled = true
        let messages = Linter(configuration: configuration).lint([SourceInput(path: "T.swift", text: source)]).findings
            .filter { $0.rule == .conditionalRowInList }.map(\.message)
        XCTAssertEqual(messages.map { String($0.prefix(52)) }, [
            "A List row built by a 'switch' with an empty case gi",
            "A List row built by an 'if' without 'else' gives ele",
        ])
    }

}
