import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine
@testable import ViewLintCLI

/// One test per bullet of the README's `body_complexity` rule and its fine points.
/// Every expected score is counted by hand in the comments next to the code.
final class ScoringTests: XCTestCase {
    private func scores(_ files: [String: String]) -> [String: Int] {
        let inputs = files.sorted { $0.key < $1.key }.map { SourceInput(path: $0.key, text: $0.value) }
        let result = Linter().lint(inputs)
        var scores: [String: Int] = [:]
        for view in result.views { scores[view.name] = view.score }
        return scores
    }

    private func score(_ source: String, view: String, file: StaticString = #filePath, line: UInt = #line) -> Int? {
        scores(["Test.swift": source])[view]
    }

    func testEveryKindOfClosureCounts() {
        let source = """
        struct A: View {
            var body: some View {
                let f = { }                 // +1 value
                Button(action: { f() }) {   // +1 argument, +1 trailing
                    Text("x")
                }
                Button { } label: { }       // +2 trailing and labeled trailing
                VStack { }                  // +1
            }
        }
        """
        XCTAssertEqual(score(source, view: "A"), 6)
    }

    func testStatementBlocksAreNotClosures() {
        let source = """
        struct C: View {
            var body: some View {
                let x: Int = {                          // +1
                    guard true else { return 0 }
                    for i in 0..<3 { print(i) }
                    while false { }
                    repeat { } while false
                    do { try f() } catch { print(error) }
                    defer { }
                    if a { } else if b { } else { }
                    switch x { case 1: break; default: break }
                    func local() { }
                    struct Local { var v: Int { get { 1 } set { } } }
                    var observed = 0 { didSet { } }
                    return 1
                }()
                Text("\\(x)")
            }
        }
        """
        XCTAssertEqual(score(source, view: "C"), 1)
    }

    /// An `if` or `switch` expression as a binding's value: the commas of its conditions
    /// separate no bindings, so no block of it is read as a property's accessors or a
    /// closure, and the member uses in its conditions count.
    func testIfAndSwitchExpressionsAsValuesAreOneBinding() {
        let source = """
        struct D: View {
            let state: S = if a { .x } else if b, c { .y } else { .z }
            var body: some View {
                let s: Int = if a { 1 } else if b, isWide { 2 } else { 3 }, t = isWide   // +1 +1
                let u = switch s { case 1: isWide default: false }, v = 1              // +1
                Text("\\(s) \\(t) \\(u) \\(v)")
            }
            var isWide: Bool { true }
        }
        """
        XCTAssertEqual(score(source, view: "D"), 3)
        let members = Parser.parse(path: "D.swift", bytes: Array(source.utf8)).types[0].members
        XCTAssertEqual(members.map(\.name), ["state", "body", "isWide"])
    }

    /// A non-ASCII operator glued to a member's name ends it: `total≠limit` uses both.
    func testUnicodeOperatorsGluedToMembersEndTheirNames() {
        let source = """
        infix operator ≠: ComparisonPrecedence
        func ≠ (lhs: Int, rhs: Int) -> Bool { lhs != rhs }
        struct G: View {
            var body: some View {
                Text(total≠limit ? "over" : "ok")                 // +1 +1
            }
            var total: Int { 1 }
            var limit: Int { 2 }
        }
        """
        XCTAssertEqual(score(source, view: "G"), 2)
    }

    /// A `catch … where` clause is code: its member uses count, and the caught error (named
    /// or the implicit `error`) shadows a member of that name there and in the block.
    func testCatchWhereClausesAreCode() {
        let source = """
        struct E: View {
            var body: some View {
                Text("").task {                                                   // +1
                    do { try await load() }                                       // +1
                    catch let failure where isRetryable(failure) { retry() }      // +1 +1
                    catch where error is CancellationError { print(error) }
                    catch { fail() }                                              // +1
                }
            }
            var error: Error? { nil }
            func load() async throws {}
            func isRetryable(_ e: Error) -> Bool { true }
            func retry() {}
            func fail() {}
        }
        """
        XCTAssertEqual(score(source, view: "E"), 5)
    }

    /// A local function or type is visible in its whole block: a use before its declaration
    /// names it, not the view's member of the same name; outside the block the member counts.
    func testLocalFunctionsAndTypesAreVisibleInTheirWholeBlock() {
        let source = """
        struct F: View {
            var body: some View {
                let title = heading() + Badge.text
                func heading() -> String { "x" }
                struct Badge { static let text = "b" }
                return VStack {                                   // +1
                    Text(title + footer())                        // +1
                    Text(Badge.text)
                }
                .overlay { Text(heading()) }                      // +1 (closure; heading is the local one)
            }
            func heading() -> String { "y" }
            var Badge: Int { 0 }
            func footer() -> String { heading() }
        }
        """
        XCTAssertEqual(score(source, view: "F"), 3)
    }

    func testMemberUsesCountOneEach() {
        let source = """
        struct D: View {
            let items: [String]
            var body: some View {
                VStack {                          // +1
                    Text(title)                   // +1
                    Text(self.title)              // +1
                    Text(label(for: 1))           // +1
                    Text(self.label(for: 2))      // +1
                    Button("Save", action: save)  // +1
                }
            }
            var title: String { "T" }
            func label(for n: Int) -> String { "\\(n)" }
            func save() { }
        }
        """
        XCTAssertEqual(score(source, view: "D"), 6)
    }

    func testStoredWrappedStaticAndForeignMembersAddNothing() {
        let source = """
        struct E: View {
            let name: String
            let onTap: () -> Void
            @State private var isOn = false
            static var shared: String { "" }
            var body: some View {
                VStack {                      // +1
                    Text(name)
                    Toggle("x", isOn: $isOn)
                    Text(E.shared)
                    Text(Self.shared)
                    Text(other.title)
                    Text(.title)
                    Button("Tap", action: onTap)
                    Text(\\.title)
                }
            }
            var title: String { "" }
        }
        """
        XCTAssertEqual(score(source, view: "E"), 1)
    }

    func testClosureParametersAndLocalsShadowMembers() {
        let source = """
        struct F: View {
            var body: some View {
                VStack {                                    // +1
                    ForEach(rows) { title in Text(title) }  // +1 closure, +1 rows
                    let title = "x"
                    Text(title)
                }
            }
            var title: String { "" }
            var rows: [String] { [] }
        }
        """
        XCTAssertEqual(score(source, view: "F"), 3)
    }

    func testLocalBindingShadowsFromTheEndOfItsDeclaration() {
        let source = """
        struct G: View {
            var body: some View {
                let header = header     // +1: the initializer still sees the member
                return header
            }
            var header: Text { Text("") }
        }
        """
        XCTAssertEqual(score(source, view: "G"), 1)
    }

    func testConditionBindingsShadowInTheirScopesOnly() {
        let source = """
        struct H: View {
            var body: some View {
                VStack {                                        // +1
                    if let title = title { Text(title) }        // +1 (initializer), then shadowed
                    if let title { Text(title) }                // shorthand: no use
                    Text(title)                                 // +1: the if-let is out of scope
                    switch mode {                               // mode: +1
                    case .some(let title): Text(title)
                    default: Text(title)                        // +1
                    }
                }
            }
            var title: String? { nil }
            var mode: String? { nil }
        }
        """
        XCTAssertEqual(score(source, view: "H"), 5)
    }

    func testGuardForCatchAndAccessorNamesShadow() {
        let source = """
        struct I: View {
            var body: some View {
                let value: Int = {                      // +1
                    guard let item = item else { return 0 }   // +1 (item in initializer)
                    print(item)
                    for title in [1] { print(title) }
                    do { } catch { print(error) }
                    return 1
                }()
                Text("\\(value)")
            }
            var item: Int? { nil }
            var title: Int { 0 }
            var error: Int { 0 }
        }
        """
        XCTAssertEqual(score(source, view: "I"), 2)
    }

    func testViewBuildingMembersAreExpanded() {
        let source = """
        struct J: View {
            var body: some View {
                VStack { header; footer; Text(caption) }   // 1 + (1 + 1) + (1 + 0) + 1
            }
            var header: some View { HStack { Text("a") } }
            @ViewBuilder var footer: some View { if true { Text("b") } }
            var caption: String { ["a"].map { $0 }.joined() }
        }
        """
        XCTAssertEqual(score(source, view: "J"), 5)
    }

    func testOnlyViewAndAnyViewMakeAMemberViewBuilding() {
        let source = """
        struct K: View {
            var body: some View {
                VStack { header; toolbarItems; erased() }  // 1 + 1 + 1 + (1 + 1)
            }
            var header: HeaderView { HeaderView { } }
            var toolbarItems: some ToolbarContent { ToolbarItem { } }
            func erased() -> AnyView { AnyView(VStack { }) }
        }
        """
        XCTAssertEqual(score(source, view: "K"), 5)
    }

    func testRecursionGuardExpandsAMemberOncePerPath() {
        let source = """
        struct L: View {
            var body: some View { a }                // 1 + C(a)
            var a: some View { VStack { b } }        // C(a) = 1 + (1 + C(b))
            var b: some View { a }                   // C(b) = 1: a is on the path
            var c: some View { body }
        }
        """
        XCTAssertEqual(score(source, view: "L"), 4)
        let usesBody = """
        struct M: View {
            var body: some View { c }               // 1 + C(c)
            var c: some View { VStack { body } }    // 1 + 1: body is the root
        }
        """
        XCTAssertEqual(score(usesBody, view: "M"), 3)
    }

    /// A view's members are found by their names' numbers whether it has a few or many: the
    /// same members either way, overloads, a static member and a use spelled with the Kelvin
    /// sign included.
    func testMembersAreFoundAlikeInViewsOfFewAndOfManyMembers() {
        for padding in [0, 53] {
            let pads = (0..<padding).map { "    var pad\($0): Int { 0 }\n" }.joined()
            let source = """
            struct M: View {
            \(pads)    static var sheet: some View { VStack { } }
                var body: some View { VStack { \u{212A}elvin; row(1); row(label: 2); sheet } }   // 1 + 2 + 2 + 2 + 0
                var Kelvin: some View { VStack { Text("") } }
                func row(_ x: Int) -> some View { HStack { } }
                func row(label: Int) -> some View { ZStack { } }
            }
            """
            XCTAssertEqual(score(source, view: "M"), 7, "\(padding) more members")
        }
    }

    func testOverloadsPreferMatchingLabels() {
        let source = """
        struct N: View {
            var body: some View { VStack { row(for: 1); row(2) } }   // 1 + (1 + 1) + (1 + 0)
            func row(for n: Int) -> some View { HStack { } }
            func row(_ n: Int) -> some View { Text("") }
        }
        """
        XCTAssertEqual(score(source, view: "N"), 4)
        let propertyFirst = """
        struct O: View {
            let item: Int
            var body: some View { Text("\\(item)") }
            func item(_ x: Int) -> some View { VStack { } }
        }
        """
        XCTAssertEqual(score(propertyFirst, view: "O"), 0)
    }

    func testAllConditionalCompilationBranchesCount() {
        let source = """
        struct P: View {
            var body: some View {
                #if os(iOS)
                VStack { }
                #elseif os(macOS)
                HStack { }
                #else
                ZStack { }
                #endif
            }
        }
        """
        XCTAssertEqual(score(source, view: "P"), 3)
    }

    func testStringsAndCommentsCountNothingButInterpolationsDo() {
        let source = #"""
        struct Q: View {
            var body: some View {
                // VStack { header }
                /* HStack { header } */
                VStack {                                        // +1
                    Text("VStack { header } \(items.map { $0 }.count)")   // +1 closure in interpolation
                    Text(#"raw { header }"#)
                    Text("""
                    multi { header }
                    """)
                }
            }
            var header: some View { Text("") }
            var items: [Int] { [] }
        }
        """#
        // items is used inside the interpolation: +1.
        XCTAssertEqual(score(source, view: "Q"), 3)
    }

    func testExtensionsInOtherFilesAddConformanceAndMembers() {
        let files = [
            "A.swift": """
            struct Screen {
                let id: Int
            }
            """,
            "B.swift": """
            extension Screen: View {
                var body: some View { VStack { header } }     // 1 + (1 + 1)
            }
            """,
            "C.swift": """
            extension Screen {
                var header: some View { HStack { } }
            }
            """,
        ]
        XCTAssertEqual(scores(files)["Screen"], 3)
        let result = Linter().lint(files.sorted { $0.key < $1.key }.map { SourceInput(path: $0.key, text: $0.value) })
        XCTAssertEqual(result.views.first?.file, "B.swift")
        XCTAssertEqual(result.views.first?.line, 2)
        XCTAssertEqual(result.views.first?.column, 9)
    }

    /// A lint leaves out uses of names spelled like types while parsing (`TypeLikeName`) and
    /// parses again the files of a view that has a member named so: the results are those
    /// of a parse that keeps every use.
    func testMembersNamedLikeTypesCountAsAnyOther() {
        let files = [
            "Profile.swift": """
            struct Profile: View, Equatable {
                let Name: String
                var body: some View {
                    VStack {                   // +1
                        Header                 // +1, + 1
                        Badge(Name)            // +1, + 0
                        Text(Name)
                    }
                }
                private var Header: some View { HStack { } }   // +1
                static func == (a: Profile, b: Profile) -> Bool { Name.isEmpty }
            }
            """,
            "Profile+Badge.swift": """
            extension Profile {
                func Badge(_ text: String) -> Text { Text(text) }
            }
            """,
            "Plain.swift": """
            struct Plain: View {
                var body: some View { VStack { Text("x") } }
            }
            """,
        ]
        XCTAssertEqual(scores(files), ["Profile": 4, "Plain": 1])
        let inputs = files.sorted { $0.key < $1.key }.map { SourceInput(path: $0.key, text: $0.value) }
        let everyUseKept = Linter().lint(parsed: inputs.map { Parser.parse(path: $0.path, bytes: $0.bytes) })
        let lint = Linter().lint(inputs)
        XCTAssertEqual(lint.findings, everyUseKept.findings)
        XCTAssertEqual(lint.views, everyUseKept.views)
        // `Name` is read in `==`: the equality leaves no property out.
        XCTAssertFalse(lint.findings.contains { $0.rule == .equatableIgnoresProperty })
    }

    func testWhichTypesAreViews() {
        let source = """
        protocol Card: View {}
        protocol FancyCard: Card {}
        struct A: Card { var body: some View { VStack { } } }
        struct B: FancyCard { var body: some View { VStack { } } }
        struct C: SwiftUI.View { var body: some View { VStack { } } }
        enum D: View { case a; var body: some View { VStack { } } }
        class E: View { var body: some View { VStack { } } }
        struct F: Hashable { var body: some View { VStack { } } }
        struct G<Content: View>: View where Content: Equatable { var body: some View { VStack { } } }
        struct Outer { struct Inner: View { var body: some View { VStack { } } } }
        extension Outer.Inner { var extra: Int { 1 } }
        #Preview {
            struct Wrapper: View { var body: some View { VStack { } } }
            return Wrapper()
        }
        """
        let names = Set(scores(["T.swift": source]).keys)
        XCTAssertEqual(names, ["A", "B", "C", "D", "G", "Outer.Inner", "Wrapper"])
    }

    func testFindingPositionMessageAndSeverity() {
        let source = """
        struct Big: View {
            var body: some View {
                VStack { HStack { ZStack { } } }
            }
        }
        """
        var configuration = Configuration()
        configuration.bodyComplexity.limit = 2
        let warning = Linter(configuration: configuration).lint([SourceInput(path: "Big.swift", text: source)])
        XCTAssertEqual(warning.findings, [Finding(
            file: "Big.swift", line: 2, column: 9, severity: .warning, rule: .bodyComplexity, view: "Big",
            message: "View 'Big' has body complexity 3 (limit 2); extract parts of it into separate View structs")])
        configuration.bodyComplexity.error = 2
        let error = Linter(configuration: configuration).lint([SourceInput(path: "Big.swift", text: source)])
        XCTAssertEqual(error.findings.map(\.severity), [.error])
        configuration.bodyComplexity.limit = 3
        configuration.bodyComplexity.error = nil
        XCTAssertEqual(Linter(configuration: configuration).lint([SourceInput(path: "Big.swift", text: source)]).findings, [])
    }

    /// The overload choice reads a call's labels in place; table-driven against the rule of
    /// README `body_complexity` written out here over `MemberUse.labels`: labels in order,
    /// defaulted parameters skipped, trailing closures fill what is left.
    func testLabelsMatchReadsTheLabelsInPlace() {
        func reference(_ use: MemberUse, _ parameters: [Parameter]) -> Bool {
            var next = 0
            for label in use.labels {
                while next < parameters.count, parameters[next].label != label, parameters[next].hasDefault { next += 1 }
                guard next < parameters.count, parameters[next].label == label else { return false }
                next += 1
            }
            let rest = parameters[next...]
            let required = rest.filter { !$0.hasDefault }.count
            if use.trailingClosures == 0 { return required == 0 }
            return required <= use.trailingClosures && rest.count >= use.trailingClosures
        }
        let signatures: [[Parameter]] = [
            [], [Parameter(label: "_", hasDefault: false)],
            [Parameter(label: "title", hasDefault: false), Parameter(label: "_", hasDefault: true)],
            [Parameter(label: "a", hasDefault: true), Parameter(label: "b", hasDefault: false)],
            [Parameter(label: "_", hasDefault: false), Parameter(label: "_", hasDefault: false)],
            [Parameter(label: "", hasDefault: false), Parameter(label: "", hasDefault: false)],
            [Parameter(label: "caf\u{E9}", hasDefault: false)],
        ]
        let labelTexts = ["", "_", "title", "title,_", "b", "a,b", "b,a", "_,_", "a,", ",", "x", "cafe\u{301}", "caf\u{E9}"]
        var matched = 0
        for text in labelTexts {
            for closures in 0...1 {
                let use = MemberUse(name: "f", position: SourcePosition(line: 1, column: 1), isCall: true,
                                    labelText: text, trailingClosures: closures)
                for parameters in signatures {
                    let expected = reference(use, parameters)
                    XCTAssertEqual(ComplexityScorer.labelsMatch(use, parameters), expected, "\(text) \(closures) \(parameters)")
                    if expected { matched += 1 }
                }
            }
        }
        XCTAssertGreaterThan(matched, 10)
    }
}
