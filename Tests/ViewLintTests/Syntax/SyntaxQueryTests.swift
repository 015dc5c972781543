import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintRules

/// The parser records what a query names and nothing else: the closures passed to named
/// calls with their labels and bodies, the conditionals at their top, named modifiers and
/// calls in code, and marks on constructions.
final class SyntaxQueryTests: XCTestCase {
    private let rows = SyntaxQuery(closureCallees: ["Rows"], modifiers: ["tag"], callsInCode: ["Wrap"],
                                   markingModifier: "marked", markingCall: "Marker")

    private func parse(_ text: String, _ query: SyntaxQuery? = nil) -> FileSyntax {
        Parser.parse(path: "Q.swift", text: text, query: query ?? rows)
    }

    func testClosuresPassedToANamedCallAreRecordedWithTheirLabelsAndBodies() {
        let file = parse("""
            struct Screen {
                var body: some View {
                    Rows(items, header: { Text("h") }) { item in
                        Text(item.name)
                    } footer: {
                        Text("f")
                    }
                    Rows(items.filter { $0.isOn }) { Text("x") }
                    Other { Text("y") }
                    SwiftUI.Rows { }
                    model.Rows { }
                    Rows<Item, Never>(content: { Text("z") })
                }
            }
            """)
        let closures = file.calls.closures
        XCTAssertEqual(closures.map(\.label), ["header", "_", "footer", "_", "_", "_", "content"])
        XCTAssertEqual(closures.map(\.isTrailing), [false, true, true, true, true, true, false])
        XCTAssertEqual(closures.map(\.firstArgumentIsUnlabeled), [true, true, true, true, false, false, false])
        XCTAssertEqual(closures.map { $0.receiver ?? "-" }, ["-", "-", "-", "-", "SwiftUI", "model", "-"])
        XCTAssertEqual(closures.map(\.callee), Array(repeating: "Rows", count: 7))
        XCTAssertEqual(closures.map(\.enclosingType), Array(repeating: "Screen", count: 7))
        // The body starts after `item in` and ends at the `}`.
        XCTAssertEqual(closures[1].bodyStart, SourcePosition(line: 4, column: 13))
        XCTAssertEqual(closures[1].end, SourcePosition(line: 5, column: 9))
        XCTAssertTrue(closures[1].bodyContains(SourcePosition(line: 4, column: 18)))
        XCTAssertFalse(closures[1].bodyContains(SourcePosition(line: 3, column: 50)))
        XCTAssertTrue(Parser.parse(path: "Q.swift", text: "let v = Rows { }").calls.isEmpty, "no query, no records")
    }

    func testConditionalsAtTheTopOfARecordedClosureTellWhetherABranchIsEmpty() {
        let file = parse("""
            let v = Rows(items) { item in
                if item.a { A() }
                if item.b { B() } else if item.c { C() }
                if item.d { D() } else { E() }
                switch item.kind {
                case .x: X()
                case .y: break
                }
                switch item.kind {
                case .x: X()
                default: Y()
                }
                VStack { if item.e { F() } }
            }
            if flag { G() }
            """)
        let conditionals = file.calls.conditionals
        XCTAssertEqual(conditionals.map(\.position.line), [2, 3, 4, 5, 9])
        XCTAssertEqual(conditionals.map(\.keyword), [.if, .if, .if, .switch, .switch])
        XCTAssertEqual(conditionals.map(\.hasEmptyBranch), [true, true, false, true, false])
        XCTAssertEqual(Set(conditionals.map(\.closure)), [0])
    }

    func testNamedModifiersCallsInCodeAndMarksAreRecorded() {
        let file = parse("""
            struct Row {
                var body: some View {
                    VStack {
                        Text("a").tag(item.id)
                        Text("b").tag { item.id }
                        Text("c").tag(value: 1)
                        tag(2)
                        Wrap(Text("d"))
                        SwiftUI.Wrap(Text("e"))
                        Text("f").Wrap()
                        Cell().marked()
                        Marker(content: Cell())
                        Cell()
                    }
                }
            }
            """)
        XCTAssertEqual(file.calls.modifiers.map(\.arguments), ["item.id", "{ item.id }", "value: 1"])
        XCTAssertEqual(file.calls.modifiers.map(\.hasOneUnlabeledArgument), [true, true, false])
        XCTAssertEqual(file.calls.modifiers.map(\.position.line), [4, 5, 6])
        let calls = file.types[0].members[0].code.namedCalls
        XCTAssertEqual(calls.map { $0.receiver ?? "-" }, ["-", "SwiftUI", ""])
        XCTAssertEqual(calls.map(\.position.line), [8, 9, 10])
        XCTAssertEqual(file.constructions["Cell"], Constructions(total: 3, marked: 2))
    }

    /// The registry asks only for what the enabled rules read.
    func testTheRunsQueryComesFromTheEnabledRules() {
        var settings = RuleSettings()
        let query = RuleRegistry.syntaxQuery(for: settings)
        XCTAssertEqual(query.closureCallees, ["List", "ForEach"])
        XCTAssertEqual(query.modifiers, ["id"])
        XCTAssertEqual(query.callsInCode, [], "anyview_in_body is opt-in")
        settings.anyViewInBody.enabled = true
        settings.idInLazyContainer.containers = ["LazyVStack"]
        settings.conditionalRowInList.enabled = false
        settings.unstableId.enabled = false
        let changed = RuleRegistry.syntaxQuery(for: settings)
        XCTAssertEqual(changed.closureCallees, ["LazyVStack"])
        XCTAssertEqual(changed.callsInCode, ["AnyView", "eraseToAnyView"])
        settings.idInLazyContainer.enabled = false
        XCTAssertEqual(RuleRegistry.syntaxQuery(for: settings).modifiers, [])
    }
    func testModifiersKnowTheirMemberAndClosureDepth() {
        let file = parse("""
            struct Row {
                var body: some View {
                    VStack { Text("a").tag(1) }
                        .tag(2)
                }
                func helper() -> some View { Text("b").tag(3) }
                let value = Text("c").tag(4)
            }
            """)
        let modifiers = file.calls.modifiers
        XCTAssertEqual(modifiers.map { $0.enclosingMember ?? "-" }, ["body", "body", "helper", "-"])
        XCTAssertEqual(modifiers.map(\.closureDepth), [1, 0, 0, 0])
    }

    func testRecordedClosuresKnowTheirCalleeAndWhatTheyConstruct() {
        let file = parse("""
            struct Feed {
                var body: some View {
                    Rows(items) { item in
                        Row(item: item)
                        Rows(item.children) { child in Cell(child); Row(item: child) }
                        Row(item: item).padding()
                    }
                }
            }
            """)
        XCTAssertEqual(file.calls.closures.map(\.calleePosition), [SourcePosition(line: 3, column: 9), SourcePosition(line: 5, column: 13)])
        XCTAssertEqual(file.calls.closures.map(\.constructedNames), [["Row", "Rows"], ["Cell", "Row"]])
    }

    /// A stored property's initial value that constructs a type gives the property that
    /// type, marked as inferred; a written type is kept and compared with the construction.
    func testInitialValuesThatConstructATypeAreRecorded() throws {
        let file = parse("""
            struct V {
                let formatter = DateFormatter()
                private let feedback = UIImpactFeedbackGenerator(style: .heavy)
                let subject = PassthroughSubject<Int, Never>()
                let model: Model = Model.init(id: 1)
                let store = Store(items) { $0.id } onChange: { _ in }
                let shared = Model.shared
                let made = make()
                let either = a ?? Model()
                var written: Other = Model()
            }
            """)
        let members = try XCTUnwrap(file.types.first).members
        XCTAssertEqual(members.map { $0.typeText ?? "-" },
                       ["DateFormatter", "UIImpactFeedbackGenerator", "PassthroughSubject", "Model", "Store", "-", "-", "-", "Other"])
        XCTAssertEqual(members.map(\.initialValueConstructsType), [true, true, true, true, true, false, false, false, false])
        XCTAssertEqual(members.map(\.typeIsInferred), [true, true, true, false, true, false, false, false, false])
        XCTAssertEqual(members.map { $0.writtenType ?? "-" }, ["-", "-", "-", "Model", "-", "-", "-", "-", "Other"])
    }

}
