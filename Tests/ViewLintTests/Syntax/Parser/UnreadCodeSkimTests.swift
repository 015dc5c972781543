import Foundation
import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintRules

/// Code read with no collector (a class's members, static members, initializers, …) that
/// records nothing is passed over (`FileParser.skipsUnreadCode`): a file must parse to the same `FileSyntax`, every field of
/// it, with the skim on and off, whatever the file and the query.
final class UnreadCodeSkimTests: XCTestCase {
    /// The queries a lint, the graph and a parse with no query ask, and how a lint's and the
    /// default workspace are set.
    private static let queries: [SyntaxQuery] = [.everyRule, ViewGraphBuilder.syntaxQuery, SyntaxQuery(),
                                                 SyntaxQuery(calls: ["id"], markingModifier: "equatable", markingCall: "EquatableView")]

    /// Every stored field of the parse, as `dump` writes it, and how many regions were skipped.
    private func parse(_ text: String, query: SyntaxQuery, skims: Bool, asLint: Bool) -> (dump: String, skipped: Int) {
        var workspace = ParseWorkspace(query: query)
        workspace.skimsUnreadCode = skims
        if asLint {
            workspace.keepsMembersOfClassesActorsAndProtocols = false
            workspace.keepsUsesOfTypeLikeNames = false
            workspace.keepsClosurePositions = false
        }
        let file = Parser.parse(path: "File.swift", bytes: Array(text.utf8), workspace: &workspace)
        var dump = ""
        Swift.dump(file, to: &dump)
        return (dump, workspace.skippedRegions)
    }

    /// Parses `text` both ways under every query; returns how many regions the skim skipped.
    @discardableResult
    private func assertSameBothWays(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Int {
        var skipped = 0
        for query in Self.queries {
            for asLint in [false, true] {
                let full = parse(text, query: query, skims: false, asLint: asLint)
                let skimmed = parse(text, query: query, skims: true, asLint: asLint)
                XCTAssertEqual(full.skipped, 0, file: file, line: line)
                if skimmed.dump != full.dump {
                    XCTFail("skimmed parse differs:\n\(text)", file: file, line: line)
                    return skipped
                }
                skipped = max(skipped, skimmed.skipped)
            }
        }
        return skipped
    }

    /// `code` as the body of methods, accessors, initializers and property values of a class,
    /// an actor and a protocol extension's neighbours: where the skim applies, and where not.
    private func wrapped(_ code: String) -> [String] {
        [
            "final class Model {\n    func run() {\n\(code)\n    }\n}\n",
            "actor Store {\n    init(a: Int = 1) {\n\(code)\n    }\n    deinit {\n\(code)\n    }\n}\n",
            "class Box {\n    var value: Int {\n\(code)\n    }\n    var observed = 0 {\n        didSet {\n\(code)\n        }\n    }\n}\n",
            "class Box {\n    subscript(index: Int) -> Int {\n        get {\n\(code)\n        }\n        set {\n\(code)\n        }\n    }\n}\n",
            "class Box {\n    subscript(index: Int = 0) -> Int {\n\(code)\n    }\n    lazy var made = {\n\(code)\n    }()\n}\n",
            "protocol Named {}\nextension Named {\n    func name() {\n\(code)\n    }\n}\n",
            "struct Row: View {\n    class Inner {\n        func f() {\n\(code)\n        }\n    }\n    var body: some View { Text(\"\") }\n}\n",
            "struct Row: View {\n    var body: some View {\n        let _ = {\n            class Local {\n                func f() {\n\(code)\n                }\n            }\n        }\n        Text(\"\")\n    }\n}\n",
            "struct Screen: View {\n    var body: some View {\n        List(items) { item in\n            Button {\n                class Local {\n                    func f() {\n\(code)\n                    }\n                }\n            }\n        }\n    }\n}\n"
        ]
    }

    private func fixtureTexts() throws -> [String] {
        let fixtures = PackageRoot.url.appendingPathComponent("Fixtures")
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil))
        var texts: [String] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            texts.append(try String(contentsOf: url, encoding: .utf8))
        }
        return texts.sorted()
    }

    private var exampleTexts: [String] {
        RuleRegistry.descriptions.flatMap { description in
            (description.triggeringExamples + description.nonTriggeringExamples).map { MarkedSource($0.code).text }
        }
    }

    func testFixturesParseTheSameWithAndWithoutTheSkim() throws {
        let texts = try fixtureTexts()
        XCTAssertFalse(texts.isEmpty)
        for text in texts { assertSameBothWays(text) }
    }

    /// The rules' examples as they are, and each one inside a class's method and the other
    /// places of `wrapped`: views, constructions, queried calls and local types in skimmed code.
    func testRuleExamplesParseTheSameWithAndWithoutTheSkim() {
        var skipped = 0
        for text in exampleTexts {
            assertSameBothWays(text)
            for place in wrapped(text) { assertSameBothWays(place) }
            skipped += assertSameBothWays(text.replacingOccurrences(of: "struct", with: "class"))
        }
        XCTAssertGreaterThan(skipped, 0, "some example's code is skipped once it is a class's")
    }

    /// Random soups of the tokens that decide: type keywords, member declarations, capitalized
    /// names before `(` and `{`, the query's names and marks, brackets left open or stray.
    func testRandomTokenSoupsParseTheSameWithAndWithoutTheSkim() {
        let pieces = ["class C {", "actor A {", "protocol P {", "struct S: View {", "enum E {", "extension C {",
                      "func f() {", "init() {", "deinit {", "subscript(i: Int) -> Int {", "var v: Int {", "var w = ",
                      "get {", "set {", "didSet {", "static func g() {", "@MainActor ", "private ",
                      "}", "}", "}", "{", "(", ")", "[", "]", ",", ":", ".", "=", " ", "\n", ";",
                      "Row(", "Row {", "Row", "List(", "List {", "ForEach(", ".id(", "id", ".equatable()", "EquatableView(content: ",
                      "if x {", "guard y else {", "for i in xs {", "switch z {", "case .a:", "let q = ", "return ",
                      "x", "self.x", "Task {", "URL(string: \"a\")", "\"s\\(Row())\"", "#if DEBUG\n", "#endif\n", "$0", " in "]
        var random = SeededGenerator(seed: 0x5C1A)
        for _ in 0..<1_000 {
            let text = (0..<Int.random(in: 1...40, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            assertSameBothWays(text)
        }
        // Classes whose members' code is soup mostly of plain tokens, now and then one that decides.
        let plain = ["x", "y.z", "(", ")", "[", "]", "{", "}", ",", ":", "=", "+", " ", "\n", ";", "1", "\"s\"", "$0", " in ",
                     "if x ", "else ", "let q = ", "return ", "self.x", "try ", "await ", "f(", "g {", "?.h"]
        let deciding = ["Row(", "Row {", "Task {", "List(", ".id(", ".equatable()", "EquatableView(content: ", "struct L {",
                        "class K {", "enum N {", "protocol Q {", "actor M {", "func f() {", "var v: Int {", "Row\n(", "Row\n{"]
        var skipped = 0
        for _ in 0..<1_500 {
            var text = Bool.random(using: &random) ? "class C {\n" : "actor A {\n"
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                text += ["    func f(a: Int = 1) {", "    var v: Int {", "    init() {", "    var w = ", "    deinit {",
                         "    subscript(i: Int) -> Int {", "    var o = 0 { didSet {"].randomElement(using: &random)!
                for _ in 0..<Int.random(in: 0...25, using: &random) {
                    text += Int.random(in: 0..<40, using: &random) == 0 ? deciding.randomElement(using: &random)! : plain.randomElement(using: &random)!
                }
                text += Int.random(in: 0..<8, using: &random) == 0 ? "\n" : "}\n"
            }
            text += Int.random(in: 0..<8, using: &random) == 0 ? "" : "}\n"
            skipped += assertSameBothWays(text)
        }
        XCTAssertGreaterThan(skipped, 300, "the soups reach the skim")
    }

    // MARK: Each case that is read in full

    private func skippedRegions(_ text: String) -> Int {
        parse(text, query: .everyRule, skims: true, asLint: true).skipped
    }

    func testCodeThatRecordsNothingIsSkipped() {
        let text = """
            final class Model {
                var count = 0
                var label: String { "n: \\(count)" }
                func bump(by step: Int = 1) { count += step; if count > 9 { reset() } }
                func reset() { count = 0 }
            }
            """
        XCTAssertEqual(assertSameBothWays(text), 4)
        XCTAssertEqual(skippedRegions(text), 4)
    }

    /// Code read with no collector outside classes: static members, initializers, stored
    /// properties' values, global functions and variables.
    func testCodeWithNoCollectorOutsideClassesIsSkippedToo() {
        let text = """
            struct Row: View {
                static let spacing = 4
                static func clamp(_ value: Int) -> Int { max(0, value) }
                let title: String
                init(title: String) { self.title = title }
                var body: some View { Text(title) }
            }
            func helper(_ value: Int) -> Int { value * 2 }
            let limit = 10
            """
        XCTAssertEqual(assertSameBothWays(text), 5)
    }

    /// A hand-written `==` of a view records what it reads: its code has a collector.
    func testAViewsHandWrittenEqualityIsRead() {
        let text = "struct Row: View {\n    let a: Int\n    static func == (l: Row, r: Row) -> Bool { l.a == r.a }\n    var body: some View { Text(\"\") }\n}\n"
        XCTAssertEqual(assertSameBothWays(text), 0)
    }

    /// In code read in full with no collector, each block and closure that records nothing is
    /// passed over, and what its end does to the names around is done all the same: a local
    /// view after it sees the same names bound.
    func testBlocksThatRecordNothingAreSkippedInCodeReadInFull() {
        let text = """
            final class Model {
                func load() {
                    if let title = cached { show(title) } else { fetch() }
                    guard let item = first else { return }
                    for title in titles where title != item { show(title) }
                    repeat { count -= 1 } while count > 0
                    items.forEach { [weak self] entry in self?.show(entry) }
                    Task { await refresh() }
                    struct Row: View {
                        var body: some View { Text(title + item).onTapGesture { show(entry) } }
                    }
                }
            }
            """
        XCTAssertGreaterThanOrEqual(assertSameBothWays(text), 6)
        let row = Parser.parse(path: "M.swift", text: text).types.first { $0.name == "Row" }
        XCTAssertEqual(row?.members.first?.code.uses.map(\.name), ["Text", "title", "show", "entry"])
    }

    /// A queried call's arguments are read even where they record nothing else: a closure
    /// among them has its conditionals recorded.
    func testAQueriedCallsArgumentsAreRead() {
        let text = "final class Model {\n    func rows() {\n        let v = List(items, rowContent: { row in if row.flag { show(row) } })\n    }\n}\n"
        assertSameBothWays(text)
        XCTAssertEqual(Parser.parse(path: "M.swift", text: text, query: .everyRule).calls.conditionals.count, 1)
    }

    func testAConstructionIsReadInFull() {
        let text = "class Model {\n    func make() -> Row { Row(title: \"a\") }\n    func task() { Task { await load() } }\n}\n"
        // Read in full; the closure `Task` takes records nothing.
        XCTAssertEqual(assertSameBothWays(text), 1)
        let file = Parser.parse(path: "M.swift", text: text, query: .everyRule)
        XCTAssertEqual(file.constructions["Row"]?.total, 1)
        XCTAssertEqual(file.constructions["Task"]?.total, 1)
    }

    func testAMarkedConstructionIsReadInFull() {
        let text = "class Factory {\n    func make() -> some View { EquatableView(content: Row()) }\n    func other() -> some View { Row().equatable() }\n}\n"
        XCTAssertEqual(assertSameBothWays(text), 0)
        let file = Parser.parse(path: "F.swift", text: text, query: .everyRule)
        XCTAssertEqual(file.constructions["Row"], Constructions(total: 2, marked: 2))
    }

    func testAQueriedCallIsReadInFull() {
        // Skipped under a query that names neither call, read in full under every rule's.
        let text = "class Factory {\n    func list() -> some View { items.id(\\.self) }\n    func rows() { let l = List(items) { $0 } }\n}\n"
        // With no call named, the first body is skipped, and in the second the closure.
        XCTAssertEqual(assertSameBothWays(text), 2)
        XCTAssertEqual(skippedRegions(text), 0)
        XCTAssertFalse(Parser.parse(path: "F.swift", text: text, query: .everyRule).calls.calls.isEmpty)
    }

    /// `ForEach` and `List` are in the query's closure calls, not its calls: spelled with generic
    /// arguments, where no construction test sees them, they still keep their region read.
    func testAClosureCallWithGenericArgumentsIsReadInFull() {
        let text = "enum Rows {\n    static func rows() -> some View {\n        ForEach<[Int], Int, EmptyView>(items, id: \\.self) { item in if item > 0 {} }\n    }\n}\n"
        assertSameBothWays(text)
        XCTAssertEqual(Parser.parse(path: "R.swift", text: text, query: .everyRule).calls.conditionals.count, 1)
    }

    func testALocalTypeIsReadInFull() {
        for keyword in ["struct", "enum", "class", "protocol", "actor"] {
            let text = "class Factory {\n    func make() {\n        \(keyword) Local { var body: some View { Text(\"\") } }\n    }\n}\n"
            XCTAssertEqual(assertSameBothWays(text), 0, keyword)
            XCTAssertEqual(Parser.parse(path: "F.swift", text: text).types.map(\.name), ["Factory", "Local"], keyword)
        }
    }

    /// Structs, enums and extensions may be views: their code is read whatever it holds, and so
    /// is a class's in a view's code (its uses count there) or in a closure the query's call
    /// takes (every rule's query: `List`).
    func testCodeOfPossibleViewsAndOfClassesInCodeIsRead() {
        let texts = [
            "struct Row { func f() { count += 1 } }",
            "enum Kind { var name: String { \"a\" } }",
            "extension Model { func f() { count += 1 } }",
            "struct Row: View {\n    var body: some View {\n        let _ = { class Local { func f() { count += 1 } } }\n        Text(\"\")\n    }\n}\n",
            "let v = List(items) { _ in { class Local { func f() { count += 1 } } }() }"
        ]
        for text in texts {
            assertSameBothWays(text)
            XCTAssertEqual(skippedRegions(text), 0, text)
        }
    }
}
