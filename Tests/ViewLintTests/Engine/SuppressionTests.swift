import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine
@testable import ViewLintCLI

final class SuppressionTests: XCTestCase {
    /// A view whose stored closure on line `line` is always a finding of `non_equatable_property`.
    private func findings(_ source: String, reportUnused: Bool = false) -> [String] {
        var options = RunOptions()
        options.reportUnusedSuppressions = reportUnused
        return Linter(options: options).lint([SourceInput(path: "S.swift", text: source)]).findings
            .map { "\($0.line):\($0.column) \($0.rule.rawValue)" }
    }

    private let twoClosures = """
    struct V: View {
        let a: () -> Void
        let b: () -> Void
        var body: some View { Text("") }
    }
    """

    func testNoDirectiveReportsBoth() {
        XCTAssertEqual(findings(twoClosures), ["2:9 non_equatable_property", "3:9 non_equatable_property"])
    }

    func testDisableNextAndThis() {
        let source = """
        struct V: View {
            // viewlint:disable:next non_equatable_property
            let a: () -> Void
            let b: () -> Void // viewlint:disable:this non_equatable_property
            let c: () -> Void // viewlint:disable:this body_complexity
            var body: some View { Text("") }
        }
        """
        XCTAssertEqual(findings(source), ["5:9 non_equatable_property"])
    }

    /// `disable:previous`, as SwiftLint spells it: the line before the comment, and unused
    /// when that line has no such finding.
    func testDisablePrevious() {
        let source = """
        struct V: View {
            let a: () -> Void
            // viewlint:disable:previous non_equatable_property
            let b: () -> Void

            // viewlint:disable:previous non_equatable_property
            var body: some View { Text("") }
        }
        """
        XCTAssertEqual(findings(source), ["4:9 non_equatable_property"])
        XCTAssertEqual(findings(source, reportUnused: true), ["4:9 non_equatable_property", "6:5 unused_suppression"])
    }

    /// A misspelled directive is reported, not ignored in silence; other `viewlint:` words
    /// in prose are left alone.
    func testUnknownDirectivesAreReported() {
        let source = """
        struct V: View {
            let a: () -> Void // viewlint:disable:prev non_equatable_property
            // viewlint:enabled all
            // viewlint: this view is fine as it is
            var body: some View { Text("") }
        }
        """
        let result = Linter().lint([SourceInput(path: "S.swift", text: source)])
        XCTAssertEqual(result.findings.map(\.line), [2])
        XCTAssertEqual(result.diagnostics.map { "\($0.line):\($0.column) \($0.message.prefix(40))" },
                       ["2:23 unknown directive 'viewlint:disable:prev", "3:5 unknown directive 'viewlint:enabled'; ex"])
        XCTAssertTrue(result.diagnostics[0].message.hasSuffix("expected one of 'viewlint:disable:next', "
            + "'viewlint:disable:this', 'viewlint:disable:previous', 'viewlint:disable', 'viewlint:enable'"), result.diagnostics[0].message)
    }

    func testDisableUntilEnable() {
        let source = """
        struct V: View {
            let a: () -> Void
            // viewlint:disable non_equatable_property
            let b: () -> Void
            let c: () -> Void
            // viewlint:enable non_equatable_property
            let d: () -> Void
            var body: some View { Text("") }
        }
        """
        XCTAssertEqual(findings(source), ["2:9 non_equatable_property", "7:9 non_equatable_property"])
    }

    func testAllAndSeveralRulesAndReenablingOne() {
        let source = """
        // viewlint:disable all
        struct V: View {
            let a: () -> Void
            var body: some View { List(xs) { _ in Text("").id(1) } }
        }
        // viewlint:enable non_equatable_property
        struct W: View {
            let a: () -> Void
            var body: some View { List(xs) { _ in Text("").id(1) } }
        }
        /* viewlint:enable all */
        struct X: View {
            let a: () -> Void // viewlint:disable:this id_in_lazy_container non_equatable_property -- ok here
            var body: some View { List(xs) { _ in Text("").id(1) } }
        }
        """
        XCTAssertEqual(findings(source), ["8:9 non_equatable_property", "14:52 id_in_lazy_container"])
    }

    func testUnusedSuppressionsAreReportedOnlyWhenAsked() {
        let source = """
        struct V: View {
            let a: () -> Void // viewlint:disable:this non_equatable_property
            let b: Int // viewlint:disable:this non_equatable_property
            // viewlint:disable body_complexity
            var body: some View { Text("") }
        }
        """
        XCTAssertEqual(findings(source), [])
        XCTAssertEqual(findings(source, reportUnused: true), ["3:16 unused_suppression", "4:5 unused_suppression"])
    }

    func testUnknownRuleIsADiagnostic() {
        let source = "let x = 1 // viewlint:disable:this body_complexty\n"
        let result = Linter().lint([SourceInput(path: "S.swift", text: source)])
        XCTAssertEqual(result.diagnostics, [FileDiagnostic(
            file: "S.swift", line: 1, column: 11, message: "unknown rule 'body_complexty' in 'viewlint:disable:this'")])
    }

    func testDirectiveParsing() {
        let position = SourcePosition(line: 1, column: 1)
        func parse(_ text: String) -> SuppressionDirective? {
            SuppressionDirective(ToolComment(text: text, position: position))
        }
        XCTAssertEqual(parse("// viewlint:disable:next a b"), SuppressionDirective(kind: .next, rules: ["a", "b"], position: position))
        XCTAssertEqual(parse("/// viewlint:disable all")?.rules, [])
        XCTAssertEqual(parse("//viewlint:enable")?.kind, .enable)
        XCTAssertEqual(parse("/* viewlint:disable:this a -- why */")?.rules, ["a"])
        XCTAssertNil(parse("// viewlint:disabled x"))
        XCTAssertNil(parse("// see viewlint:disable x"))
        XCTAssertNil(parse("# viewlint:disable x"))
    }

    /// The marker is found wherever it stands in a comment: after look-alike bytes, at the
    /// very end, in a block comment; a near miss is no marker.
    func testMarkersAreFoundAnywhereInAComment() {
        let text = """
            struct S {
                var a = 1 // vvv viewlint viewlint:skip-equatable
                var b = 2 /* v viewlint:skip-equatable */
                var c = 3 // viewlint skip-equatable
                var d = 4 //viewlint:skip-equatable
            }
            """
        let bytes = Array(text.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            let comments = ToolComments.find(in: Lexer.lex(buffer).comments, source: SourceText(buffer))
            XCTAssertEqual(comments.map(\.position.line), [2, 3, 5])
            XCTAssertEqual(comments.first?.text, "// vvv viewlint viewlint:skip-equatable")
        }
    }
}

