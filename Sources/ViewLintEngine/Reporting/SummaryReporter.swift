import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules

/// A short overview for `lint --reporter summary`: views by score, highest first, then
/// the count of findings per rule and per severity.
public enum SummaryReporter {
    public static func report(_ result: LintResult, limit: Int) -> String {
        AuditTableReporter.report(result.views, limit: limit) + "\n" + ReportSections.findingsByRule(result.findings)
            + "\n" + ReportSections.findingsBySeverity(result.findings)
    }
}
