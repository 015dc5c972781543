import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules

/// `--reporter json`, for `lint` and `audit` alike: one JSON object on one line,
/// `{"views":[...],"findings":[...]}`, keys in a fixed order so the output can be diffed.
/// Views are in position order (file, line, column, name), findings in `Finding.ordered`
/// order; `view` is `null` for a finding outside any view, and `score` for a view without
/// a body of its own.
public enum JSONReporter {
    /// The JSON text, without a trailing newline.
    public static func report(_ result: LintResult) -> String {
        // With the view graph (`audit`, `--reporter json`): each view's re-run cost, and the
        // cost each `non_equatable_property`/`fresh_instance_property` finding causes.
        let viewCosts = result.graph.map { graph in
            Dictionary(graph.nodes.map { (ViewGraph.Place(file: $0.file, line: $0.line, column: $0.column), $0.reRunCost) },
                       uniquingKeysWith: { first, _ in first })
        }
        let propertyCosts = result.graph?.propertyCostsByPlace
        let views = result.views.sorted(by: ViewScore.ordered).map { view in
            let cost = viewCosts.map { costs in
                ",\"reRunCost\":" + (costs[ViewGraph.Place(file: view.file, line: view.line, column: view.column)]
                    .map(GraphJSONWriter.cost) ?? "null")
            } ?? ""
            return "{\"file\":\(JSONString.quoted(view.file)),\"name\":\(JSONString.quoted(view.name)),"
                + "\"line\":\(view.line),\"column\":\(view.column),\"score\":\(view.score.map(String.init) ?? "null")\(cost)}"
        }
        let findings = result.findings.sorted(by: Finding.ordered).map { finding in
            let cost = propertyCosts.flatMap { ReRunCostSections.findingCost(finding, in: $0) }
                .map { ",\"reRunCost\":" + GraphJSONWriter.cost($0) } ?? ""
            return "{\"file\":\(JSONString.quoted(finding.file)),\"line\":\(finding.line),\"column\":\(finding.column),"
                + "\"severity\":\(JSONString.quoted(finding.severity.rawValue)),\"rule\":\(JSONString.quoted(finding.rule.rawValue)),"
                + "\"view\":\(finding.view.map(JSONString.quoted) ?? "null"),\"message\":\(JSONString.quoted(finding.message))\(cost)}"
        }
        return "{\"views\":[\(views.joined(separator: ","))],\"findings\":[\(findings.joined(separator: ","))]}"
    }
}
