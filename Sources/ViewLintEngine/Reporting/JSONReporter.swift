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
        let out = JSONText(capacity: 200 * (result.views.count + result.findings.count) + 32)
        out.writing { out in
            out.raw("{\"views\":[")
            for (index, view) in result.views.sorted(by: ViewScore.ordered).enumerated() {
                out.raw(index == 0 ? "{\"file\":" : ",{\"file\":")
                out.string(view.file)
                out.raw(",\"name\":")
                out.string(view.name)
                out.lineAndColumn(view.line, view.column)
                out.raw(",\"score\":")
                if let score = view.score { out.number(score) } else { out.raw("null") }
                if let viewCosts {
                    out.raw(",\"reRunCost\":")
                    if let cost = viewCosts[ViewGraph.Place(file: view.file, line: view.line, column: view.column)] {
                        GraphJSONWriter.appendCost(cost, to: &out)
                    } else {
                        out.raw("null")
                    }
                }
                out.raw("}")
            }
            out.raw("],\"findings\":[")
            for (index, finding) in result.findings.sorted(by: Finding.ordered).enumerated() {
                out.raw(index == 0 ? "{\"file\":" : ",{\"file\":")
                out.string(finding.file)
                out.lineAndColumn(finding.line, finding.column)
                out.raw(",\"severity\":")
                out.string(finding.severity.rawValue)
                out.raw(",\"rule\":")
                out.string(finding.rule.rawValue)
                out.raw(",\"view\":")
                if let view = finding.view { out.string(view) } else { out.raw("null") }
                out.raw(",\"message\":")
                out.string(finding.message)
                if let cost = propertyCosts.flatMap({ ReRunCostSections.findingCost(finding, in: $0) }) {
                    out.raw(",\"reRunCost\":")
                    GraphJSONWriter.appendCost(cost, to: &out)
                }
                out.raw("}")
            }
            out.raw("]}")
        }
        return out.text
    }
}
