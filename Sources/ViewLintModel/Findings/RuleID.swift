import ViewLintSupport
import ViewLintSyntax

/// The one place where rule identifiers live. Every reporter, the configuration
/// reader and the documentation take rule ids from here.
public enum RuleID: String, CaseIterable, Sendable, Comparable, Codable {
    case bodyComplexity = "body_complexity"
    case nonEquatableProperty = "non_equatable_property"
    case idInLazyContainer = "id_in_lazy_container"
    case unstableId = "unstable_id"
    case anyviewInBody = "anyview_in_body"
    case conditionalRowInList = "conditional_row_in_list"
    case equatableIgnoresProperty = "equatable_ignores_property"
    case trivialEquatableView = "trivial_equatable_view"
    /// A `// viewlint:disable…` comment that suppresses nothing (with `--report-unused-suppressions`).
    case unusedSuppression = "unused_suppression"

    public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }
}
