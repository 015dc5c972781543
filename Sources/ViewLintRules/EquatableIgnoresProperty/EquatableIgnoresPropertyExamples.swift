import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// Examples of `equatable_ignores_property`; `↓` marks each finding.
enum EquatableIgnoresPropertyExamples {
    static let triggering: [RuleExample] = [
        RuleExample("""
        struct PriceRow: View, Equatable {
            let title: String
            let ↓price: Decimal
            var body: some View { Text("\\(title): \\(price)") }
            static func == (lhs: Self, rhs: Self) -> Bool { lhs.title == rhs.title }
        }
        """),
    ]

    static let nonTriggering: [RuleExample] = [
        RuleExample("""
        struct PriceRow: View, Equatable {
            let title: String
            let price: Decimal
            let onTap: () -> Void
            @State private var isExpanded = false
            @SkipEquatable let analytics: Analytics
            let debugLabel: String // viewlint:skip-equatable
            var body: some View { Text("\\(title): \\(price)") }
            static func == (lhs: Self, rhs: Self) -> Bool {
                lhs.title == rhs.title && lhs.price == rhs.price
            }
        }
        """),
    ]
}
