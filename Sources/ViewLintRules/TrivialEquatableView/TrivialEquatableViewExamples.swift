import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// Examples of `trivial_equatable_view`; `↓` marks each finding.
enum TrivialEquatableViewExamples {
    static let triggering: [RuleExample] = [
        RuleExample("""
        enum Trend { case up, down }
        struct ↓ScoreBadge: View, Equatable {
            let score: Int
            let trend: Trend
            let position: (x: Double, y: Double)
            var body: some View { Text("\\(score)") }
            static func == (lhs: Self, rhs: Self) -> Bool { lhs.score == rhs.score }
        }
        """),
    ]

    static let nonTriggering: [RuleExample] = [
        // Every use asks SwiftUI to call ==.
        RuleExample("""
        struct ScoreBadge: View, Equatable {
            let score: Int
            var body: some View { Text("\\(score)") }
            static func == (lhs: Self, rhs: Self) -> Bool { lhs.score / 10 == rhs.score / 10 }
        }
        struct Board: View {
            var body: some View {
                ScoreBadge(score: 1).equatable()
                EquatableView(content: ScoreBadge(score: 2))
            }
        }
        """),
        // Not all plain: SwiftUI calls == for a String property.
        RuleExample("""
        struct Title: View, Equatable {
            let text: String
            var body: some View { Text(text) }
            static func == (lhs: Self, rhs: Self) -> Bool { lhs.text == rhs.text }
        }
        """),
    ]
}
