import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules

/// `audit --reporter html`: one self-contained page (no network, no external script): what
/// to fix first, the view graph drawn from the run's `ViewGraph`, a histogram of scores, a
/// table of views (re-run cost, score, elided location) whose rows open to each view's
/// findings and explanation, filters by folder and rule, and every finding with its code.
public enum HTMLReporter {
    /// `excerpt` gives the lines around a finding: `(first line number, lines)`.
    public static func report(_ result: LintResult, context: ReportContext,
                              excerpt: (_ file: String, _ line: Int) -> (first: Int, lines: [String])?) -> String {
        let limit = context.scoreLimit
        let views = result.views.sorted(by: ViewScore.byScore)
        let findings = result.findings.sorted(by: Finding.ordered)
        let over = views.filter { $0.isOver(limit) }.count
        let folders = Set(views.map { HTMLAuditSections.folder(of: $0.file) } + findings.map { HTMLAuditSections.folder(of: $0.file) })
            .sorted { LexicographicBytes.precedes($0, $1) }
        var html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>viewlint audit</title>
        <style>\(style)</style>
        </head>
        <body>
        <h1>viewlint audit</h1>
        <p id="summary">\(views.count) views, \(over) over the limit of \(limit); \(findings.count) findings.</p>

        """
        if let graph = result.graph {
            html += HTMLAuditSections.fixFirst(graph, findings: findings) + HTMLAuditSections.graphFrame
        }
        html += "<h2>Score distribution</h2>\n\(histogram(views))\n<h2>Views</h2>\n"
        html += HTMLAuditSections.filters(folders: folders, rules: Set(findings.map(\.rule.rawValue)).sorted())
        html += HTMLAuditSections.viewsTable(views, graph: result.graph, findings: findings, limit: limit)
        html += "<h2>Findings</h2>\n"
        if findings.isEmpty { html += "<p>No findings.</p>\n" }
        for finding in findings {
            html += "<section class=\"finding \(finding.severity.rawValue)\" data-rule=\"\(finding.rule.rawValue)\" "
                + "data-folder=\"\(XMLText.escaped(HTMLAuditSections.folder(of: finding.file)))\">\n"
            html += "<h3>\(XMLText.escaped("\(finding.file):\(finding.line):\(finding.column)")) "
                + "<span class=\"rule\">\(finding.rule.rawValue)</span></h3>\n"
            html += "<p>\(XMLText.escaped(finding.message))</p>\n"
            if let code = excerpt(finding.file, finding.line) {
                html += "<pre>"
                for (offset, line) in code.lines.enumerated() {
                    let number = code.first + offset
                    let mark = number == finding.line ? " class=\"hit\"" : ""
                    html += "<span\(mark)>\(String(number).leftPadded(to: 5))  \(XMLText.escaped(line))</span>\n"
                }
                html += "</pre>\n"
            }
            html += "</section>\n"
        }
        if let graph = result.graph { html += HTMLAuditSections.graphData(graph, findings: findings) }
        return html + "<script>\(HTMLAuditScript.script)</script>\n</body>\n</html>\n"
    }

    private static func histogram(_ views: [ViewScore]) -> String {
        let counts = ReportSections.bucketCounts(views)
        let widest = max(1, counts.max() ?? 1)
        var html = "<div class=\"histogram\">\n"
        for (bucket, count) in zip(ReportSections.scoreBuckets, counts) {
            html += "<div class=\"column\"><div class=\"bar\" style=\"height:\(count * 160 / widest)px\"></div>"
                + "<div class=\"count\">\(count)</div><div class=\"label\">\(bucket.label)</div></div>\n"
        }
        return html + "</div>"
    }

    private static var style: String { HTMLAuditScript.style }
}
