import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules

/// `viewlint audit`: for a person reviewing a whole repository. Every view by score,
/// the distribution of scores, the findings per rule and the files with the most findings.
public enum AuditReporter {
    public static func report(_ result: LintResult, context: ReportContext) -> String {
        AuditTableReporter.report(result.views, context: context)
            + "\n" + ReportSections.scoreDistribution(result.views)
            + "\n" + ReportSections.findingsByRule(result.findings)
            + "\n" + ReportSections.filesWithMostFindings(result.findings)
    }
}
