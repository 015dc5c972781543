import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules

extension RuleID {
    /// A `// viewlint:disable…` comment that suppresses nothing (with `--report-unused-suppressions`).
    public static let unusedSuppression = RuleID(rawValue: "unused_suppression")

    /// Every id a report can show: the registered rules' in registry order, then the
    /// suppression check's.
    public static var allCases: [RuleID] { RuleRegistry.ids + [.unusedSuppression] }
}
