import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintRules

/// The parser records what a query names and nothing else: the closures passed to named
/// calls with their labels and bodies, the conditionals at their top, named modifiers and
/// calls in code, and marks on constructions.
final class SyntaxQueryTests: XCTestCase {
    private let rows = SyntaxQuery(calls: ["Rows", "tag"], callsInCode: ["Wrap"],
                                   markingModifier: "marked", markingCall: "Marker")

    private func parse(_ text: String, _ query: SyntaxQuery? = nil) -> FileSyntax {
        Parser.parse(path: "Q.swift", text: text, query: query ?? rows)
    }

    func testNamedCallsAreRecordedWithTheirArgumentsAndReceivers() {
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
        let rows = file.calls.calls.filter(\.isQueried)
        XCTAssertEqual(rows.map(\.callee), Array(repeating: "Rows", count: 5))
        XCTAssertEqual(rows.map { $0.arguments.map(\.label) }, [["_", "header", "_", "footer"], ["_", "_"], ["_"], ["_"], ["content"]])
        XCTAssertEqual(rows[0].arguments.map(\.isTrailing), [false, false, true, true])
        XCTAssertEqual(rows[0].arguments.map(\.isClosure), [false, true, true, true])
        XCTAssertEqual(rows[1].arguments.map(\.isClosure), [false, true], "a closure nested in an argument makes it none")
        XCTAssertEqual(rows[0].arguments.map { file.calls.text(of: $0) }, ["items", "{ Text(\"h\") }", "{ item in Text(item.name) }", "{ Text(\"f\") }"])
        XCTAssertEqual(rows.map(\.isMember), [false, false, false, true, false], "SwiftUI.Rows is the framework's own")
        XCTAssertEqual(rows.map(\.receiver), [[], [], [], ["model"], []])
        XCTAssertEqual(rows.map(\.startsWithUnlabeledData), [true, true, false, false, false])
        XCTAssertEqual(rows.map(\.enclosingType), Array(repeating: "Screen", count: 5))
        XCTAssertEqual(rows.map(\.enclosingMember), Array(repeating: "body", count: 5))
        XCTAssertEqual(rows[0].arguments[2].start, SourcePosition(line: 3, column: 44))
        XCTAssertEqual(rows[0].arguments[2].end, SourcePosition(line: 5, column: 9))
        XCTAssertEqual(rows[0].arguments[3].start, SourcePosition(line: 5, column: 11), "a labeled trailing closure starts at its label")
        XCTAssertTrue(Parser.parse(path: "Q.swift", text: "let v = Rows { }").calls.isEmpty, "no query, no records")
    }

    /// Only the calls the query quotes keep their arguments' text; the others keep their
    /// arguments' shape, and a query joined with another quotes what either quotes.
    func testOnlyQuotedCallsKeepTheirArgumentsText() {
        let query = SyntaxQuery(calls: ["Rows", "tag"], quotedCalls: ["tag"])
        let file = parse("let v = Rows(items) { item in Text(item.name).tag(item.id) }", query)
        let rows = file.calls.calls.filter { $0.callee == "Rows" }
        let tags = file.calls.calls.filter { $0.callee == "tag" }
        XCTAssertEqual(rows.map { $0.arguments.map(\.label) }, [["_", "_"]])
        XCTAssertEqual(rows.map { $0.arguments.map(\.isClosure) }, [[false, true]])
        XCTAssertEqual(rows.map { $0.arguments.map { file.calls.text(of: $0) } }, [["", ""]])
        XCTAssertEqual(tags.map { $0.arguments.map { file.calls.text(of: $0) } }, [["item.id"]])
        XCTAssertEqual(SyntaxQuery(calls: ["a"]).quotedCalls, ["a"], "all named calls are quoted unless said otherwise")
        XCTAssertEqual(query.union(SyntaxQuery(calls: ["List"])).quotedCalls, ["tag", "List"])
        XCTAssertEqual(query.union(SyntaxQuery(calls: ["List"], quotedCalls: [])).quotedCalls, ["tag"])
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
        XCTAssertEqual(Set(conditionals.map(\.closure)), [CallLink(call: 0, argument: 1)])
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
        let tags = file.calls.calls.filter(\.isQueried)
        XCTAssertEqual(tags.map { $0.arguments.map { file.calls.text(of: $0) } }, [["item.id"], ["{ item.id }"], ["1"], ["2"]])
        XCTAssertEqual(tags.map(\.hasOneUnlabeledArgument), [true, true, false, true])
        XCTAssertEqual(tags.map(\.receiver), [["Text"], ["Text"], ["Text"], []])
        XCTAssertEqual(tags.map(\.isMember), [true, true, true, false])
        XCTAssertEqual(tags.map(\.position.line), [4, 5, 6, 7])
        let calls = file.types[0].members[0].code.namedCalls
        XCTAssertEqual(calls.map { $0.receiver ?? "-" }, ["-", "SwiftUI", ""])
        XCTAssertEqual(calls.map(\.position.line), [8, 9, 10])
        XCTAssertEqual(file.constructions["Cell"], Constructions(total: 3, marked: 2))
    }

    /// The registry asks only for what the enabled rules read.
    func testTheRunsQueryComesFromTheEnabledRules() {
        var settings = RuleSettings()
        let query = RuleRegistry.syntaxQuery(for: settings)
        // What these rules ask for is in the query; rules added later may ask for more.
        XCTAssertTrue(query.calls.contains("id"), "\(query.calls)")
        XCTAssertTrue(Set(["List", "ForEach"]).isSubset(of: query.closureCalls), "read through their closures: \(query.closureCalls)")
        XCTAssertTrue(query.constructionNamesInClosures)
        XCTAssertFalse(query.constructionsInClosures, "the rows' chains are parsed again where needed (RowRootIds)")
        XCTAssertTrue(query.quotedCalls.contains("id"), "the rules quote .id's argument")
        XCTAssertFalse(query.quotedCalls.contains("ForEach"), "and no container's")
        XCTAssertFalse(query.callsInCode.contains("AnyView"), "anyview_in_body is opt-in")
        settings.anyViewInBody.enabled = true
        settings.idInLazyContainer.containers = ["LazyVStack"]
        settings.conditionalRowInList.enabled = false
        settings.unstableId.enabled = false
        let changed = RuleRegistry.syntaxQuery(for: settings)
        XCTAssertTrue(Set(["LazyVStack", "ForEach"]).isSubset(of: changed.closureCalls), "\(changed.closureCalls)")
        XCTAssertTrue(Set(["AnyView", "eraseToAnyView"]).isSubset(of: changed.callsInCode))
        settings.idInLazyContainer.enabled = false
        XCTAssertFalse(RuleRegistry.syntaxQuery(for: settings).closureCalls.contains("LazyVStack"))
        // With every registered rule off, whichever rules there are, nothing is queried.
        var noRules = RuleSettings()
        for rule in RuleRegistry.rules { noRules.setEnabled(false, of: rule) }
        let none = RuleRegistry.syntaxQuery(for: noRules)
        XCTAssertEqual(none.calls, [])
        XCTAssertEqual(none.closureCalls, [])
        XCTAssertEqual(none.callsInCode, [])
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
