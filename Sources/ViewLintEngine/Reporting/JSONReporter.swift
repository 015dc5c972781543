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
        var out = "{\"views\":["
        out.reserveCapacity(160 * (result.views.count + result.findings.count) + 32)
        for (index, view) in result.views.sorted(by: ViewScore.ordered).enumerated() {
            out += index == 0 ? "{\"file\":" : ",{\"file\":"
            JSONString.append(view.file, to: &out)
            out += ",\"name\":"
            JSONString.append(view.name, to: &out)
            out += ",\"line\":"
            out += String(view.line)
            out += ",\"column\":"
            out += String(view.column)
            out += ",\"score\":"
            out += view.score.map(String.init) ?? "null"
            if let viewCosts {
                out += ",\"reRunCost\":"
                if let cost = viewCosts[ViewGraph.Place(file: view.file, line: view.line, column: view.column)] {
                    GraphJSONWriter.appendCost(cost, to: &out)
                } else {
                    out += "null"
                }
            }
            out += "}"
        }
        out += "],\"findings\":["
        for (index, finding) in result.findings.sorted(by: Finding.ordered).enumerated() {
            out += index == 0 ? "{\"file\":" : ",{\"file\":"
            JSONString.append(finding.file, to: &out)
            out += ",\"line\":"
            out += String(finding.line)
            out += ",\"column\":"
            out += String(finding.column)
            out += ",\"severity\":"
            JSONString.append(finding.severity.rawValue, to: &out)
            out += ",\"rule\":"
            JSONString.append(finding.rule.rawValue, to: &out)
            out += ",\"view\":"
            if let view = finding.view { JSONString.append(view, to: &out) } else { out += "null" }
            out += ",\"message\":"
            JSONString.append(finding.message, to: &out)
            if let cost = propertyCosts.flatMap({ ReRunCostSections.findingCost(finding, in: $0) }) {
                out += ",\"reRunCost\":"
                GraphJSONWriter.appendCost(cost, to: &out)
            }
            out += "}"
        }
        out += "]}"
        return out
    }
}
