import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine

/// The graph build's shortcuts answer as the slow ways they stand in for: a plain type name
/// read without the lexer, a parent's members found by scan and then by gathered names,
/// nested views found by bytes.
final class ViewGraphLookupTests: XCTestCase {
    func testPlainNamesReadAsTheParserReadsThem() {
        for name in ["Item", "Feed_2", "X", "Any", "Self", "Type", "Protocol", "URLSession", "A1b2_C3"] {
            XCTAssertEqual(UnstableTypeJudge.plainName(name), TypeExpression.parse(name), name)
            XCTAssertEqual(UnstableTypeJudge.plainName(name), .named([name], []), name)
        }
        // Anything else is left to the parser: lower case (`some`, `any`), punctuation,
        // generic arguments, non-ASCII letters.
        for text in ["", "item", "some", "_Item", "Item?", "[Item]", "Feed.Row", "Box<Int>", "Café", "Item ", "A&B", "() -> Void"] {
            XCTAssertNil(UnstableTypeJudge.plainName(text), text)
        }
    }

    /// An argument's name read as bytes when ASCII answers as `hasPrefix`/`contains` do on
    /// characters, and other text still by characters (a period with a mark on it is no period).
    func testNamedArgumentsReadAsCharactersWouldBe() {
        for text in ["self.item", "self.", "self", "item", "selfie.x", "self.a.b", "", "self.caf\u{E9}", "s\u{E9}lf.x",
                     "self.\u{301}x", "a.\u{301}b", "a.b", "K\u{212A}", "self\u{2024}x"] {
            XCTAssertEqual(PassedValueReader.dropsSelf(text),
                           text.hasPrefix("self.") ? String(text.dropFirst(5)) : text, text)
            XCTAssertEqual(PassedValueReader.hasPeriod(text), text.contains("."), text)
        }
    }

    private func edges(_ code: String) throws -> (ViewGraph, [ViewGraph.Edge]) {
        let graph = try XCTUnwrap(ViewGraphFixtureTests.lint([SourceInput(path: "A.swift", text: code)]).graph)
        return (graph, graph.edges)
    }

    /// More constructions in one parent than its members are scanned for: the answers after
    /// its names are gathered are those before.
    func testAParentsMembersAnswerAlikeByScanAndByGatheredNames() throws {
        let sites = String(repeating: "Child(action: save, other: stored)\n", count: MembersOfSort.scansBeforeGathering + 3)
        let (_, found) = try edges("""
        struct Parent: View {
            let stored: () -> Void
            var body: some View { VStack { \(sites) } }
            var section: some View { VStack { \(sites) } }
            func plain() -> Int { 1 }
            func save() {}
        }
        struct Child: View {
            let action: () -> Void
            let other: () -> Void
            var body: some View { Text("") }
        }
        """)
        XCTAssertEqual(found.count, 2 * (MembersOfSort.scansBeforeGathering + 3))
        XCTAssertEqual(Set(found.map(\.member)), ["body", "section"])
        for edge in found {
            XCTAssertEqual(edge.passes.map(\.value), ["method", "passed"])
        }
    }

    /// Names that are equal as strings but not as bytes (a decomposed accent, KELVIN SIGN
    /// for `K`) name the method in every question, whether answered by a scan, by the lengths
    /// of names the first scan measured, or by gathered names.
    func testMethodNamesEqualAsStringsAreFoundInEveryQuestion() throws {
        let count = MembersOfSort.scansBeforeGathering + 3
        for (method, argument) in [("sav\u{E9}", "save\u{301}"), ("\u{212A}ick", "Kick"), ("go", "go")] {
            let (_, found) = try edges("""
            struct Parent: View {
                let stored: () -> Void
                var body: some View { VStack { \(String(repeating: "Child(action: \(argument), other: stored, more: x)\n", count: count)) } }
                func \(method)() {}
                func longerName() {}
            }
            struct Child: View {
                let action: () -> Void
                let other: () -> Void
                let more: () -> Void
                var body: some View { Text("") }
            }
            """)
            XCTAssertEqual(found.count, count)
            for edge in found { XCTAssertEqual(edge.passes.map(\.value), ["method", "passed", "passed"], method) }
        }
    }

    /// A member that builds no view (a plain method, a static one) is no parent's site, asked
    /// by scan or by gathered names.
    func testOnlyViewBuildingMembersAreSites() throws {
        var members = ""
        for index in 0..<(MembersOfSort.scansBeforeGathering + 3) {
            members += "var built\(index): some View { Child() }\n"
            members += "static var shared\(index): some View { Child() }\n"
        }
        let (_, found) = try edges("""
        struct Parent: View {
            var body: some View { Text("") }
            \(members)
        }
        struct Child: View {
            var body: some View { Text("") }
        }
        """)
        XCTAssertEqual(found.map(\.member), (0..<(MembersOfSort.scansBeforeGathering + 3)).map { "built\($0)" })
    }

    /// A nested view is found from the scope it is written in, by bytes for ASCII names and
    /// by strings otherwise.
    func testNestedViewsResolveFromTheirScopeInAnyScript() throws {
        for outer in ["Feed", "Café"] {
            let (graph, found) = try edges("""
            struct \(outer): View {
                var body: some View { Row() }
                struct Row: View { var body: some View { Text("") } }
            }
            struct Row: View { var body: some View { Text("") } }
            struct Other: View { var body: some View { Row() } }
            """)
            let named = found.map { "\(graph.nodes[$0.parent].name)->\(graph.nodes[$0.child].name)" }
            XCTAssertEqual(Set(named), ["\(outer)->\(outer).Row", "Other->Row"], outer)
        }
    }
}
