import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules

/// A short overview for `lint --reporter summary`: the counts first (per severity, per
/// rule), which a terminal keeps in sight, then the views by score, highest first (the
/// `top` highest with `--top N`; a 900-view app otherwise prints 900 rows).
public enum SummaryReporter {
    public static func report(_ result: LintResult, context: ReportContext, top: Int? = nil) -> String {
        ReportSections.findingsBySeverity(result.findings) + "\n" + ReportSections.findingsByRule(result.findings)
            + "\n" + AuditTableReporter.report(result.views, context: context, top: top)
    }
}
