import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules

/// `viewlint audit`: for a person reviewing a whole repository. Every view by score,
/// the distribution of scores, the findings per rule and the files with the most findings.
public enum AuditReporter {
    public static func report(_ result: LintResult, context: ReportContext) -> String {
        // With the view graph: what one update costs, and the findings that cost the most.
        let graph = result.graph.map { graph in
            "\n" + ReRunCostSections.viewsByReRunCost(graph) + "\n" + ReRunCostSections.findingsByCost(result.findings, graph: graph)
        } ?? ""
        return AuditTableReporter.report(result.views, context: context)
            + graph
            + "\n" + ReportSections.scoreDistribution(result.views)
            + "\n" + ReportSections.findingsByRule(result.findings)
            + "\n" + ReportSections.filesWithMostFindings(result.findings)
    }
}
