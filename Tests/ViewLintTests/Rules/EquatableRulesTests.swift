import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine
@testable import ViewLintCLI

/// `equatable_ignores_property` and `trivial_equatable_view`.
final class EquatableRulesTests: XCTestCase {
    private func reported(_ files: [String: String], rule: RuleID) -> [String] {
        let inputs = files.sorted { $0.key < $1.key }.map { SourceInput(path: $0.key, text: $0.value) }
        return Linter().lint(inputs).findings.filter { $0.rule == rule }.map { "\($0.file):\($0.line):\($0.column)" }
    }

    func testPropertiesTheHandWrittenEqualityNeverReads() {
        let files = [
            "Row.swift": """
            final class Analytics {}
            struct Row: View {
                let title: String
                let subtitle: String
                let count: Int
                let onTap: () -> Void
                let tracker: Analytics
                @Binding var isOn: Bool
                @SkipEquatable var hint: String
                var note: String // viewlint:skip-equatable
                var id = 0
                let placeholders = Array(repeating: 0, count: 3)
                var body: some View { Text(title) }
            }
            """,
            "Row+Equatable.swift": """
            extension Row: Equatable {
                static func == (a: Row, b: Row) -> Bool {
                    a.title == b.title && [a, b].allSatisfy { $0.count > 0 } && a[keyPath: \\.subtitle] == b.subtitle
                }
            }
            """,
            "Plain.swift": """
            struct Plain: View {
                let title: String
                var body: some View { Text(title) }
            }
            """,
        ]
        XCTAssertEqual(reported(files, rule: .equatableIgnoresProperty), ["Row.swift:11:9"])
    }

    func testTrivialEquatableViews() {
        let files = [
            "Views.swift": """
            enum Trend { case up, down }
            enum Payload { case value(Int) }
            struct A: View, Equatable {
                let score: Int
                let trend: Trend
                let point: (Double, CGFloat)
                var body: some View { Text("") }
                static func == (l: A, r: A) -> Bool { l.score == r.score }
            }
            struct B: View, Equatable {
                let payload: Payload
                var body: some View { Text("") }
                static func == (l: B, r: B) -> Bool { true }
            }
            struct C: View, Equatable {
                let score: Int
                @State private var on = false
                var body: some View { Text("") }
                static func == (l: C, r: C) -> Bool { true }
            }
            struct D: View, Equatable {
                let score: Int
                var body: some View { Text("") }
                static func == (l: D, r: D) -> Bool { true }
            }
            struct E: View, Equatable {
                let score: Int
                var body: some View { Text("") }
            }
            struct F: View, Equatable {
                let score: Int
                var body: some View { Text("") }
                static func == (l: F, r: F) -> Bool { true }
            }
            """,
            "Uses.swift": """
            struct Screen: View {
                var body: some View {
                    VStack {
                        D(score: 1).equatable()
                        EquatableView(content: D(score: 2))
                        F(score: 3).equatable()
                        F(score: 4).padding()
                    }
                }
            }
            """,
        ]
        XCTAssertEqual(reported(files, rule: .trivialEquatableView), ["Views.swift:3:8", "Views.swift:30:8"])
    }
}
