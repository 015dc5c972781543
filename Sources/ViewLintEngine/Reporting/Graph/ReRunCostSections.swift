import ViewLintSupport
import ViewLintModel
import ViewLintRules

/// The audit's view of the graph (names and paths escaped as fields, `LineText.escapedField`,
/// as the other audit tables write them): views ranked by what one update of them runs, and the
/// findings that let an update through, ranked by what they cost.
enum ReRunCostSections {
    /// The rules whose findings carry the re-run cost they cause.
    static let costedRules = RuleRegistry.propertyFindingRules

    /// The cost a finding of `costedRules` causes, by its position (that of the property).
    static func findingCost(_ finding: Finding, in costs: [ViewGraph.Place: ReRunCost]) -> ReRunCost? {
        guard costedRules.contains(finding.rule) else { return nil }
        return costs[ViewGraph.Place(file: finding.file, line: finding.line, column: finding.column)] ?? .zero
    }

    /// `RE-RUN  SCORE  VIEW  LOCATION`, highest re-run cost first, at most `limit` rows.
    static func viewsByReRunCost(_ graph: ViewGraph, limit: Int = 20) -> String {
        let shown = graph.topByReRunCost(limit)
        var text = "Views by re-run cost (one update: 1 + body score, plus every child built with an input it cannot"
            + " compare equal; N = elements of a ForEach or List):\n"
        guard !shown.isEmpty else { return text + "  none\n" }
        let costWidth = max("RE-RUN".count, shown.map(\.reRunCost.text.count).max() ?? 0)
        let names = shown.map { LineText.escapedField($0.name) }
        let nameWidth = max("VIEW".count, names.map(\.count).max() ?? 0)
        text += "  " + "RE-RUN".rightPadded(to: costWidth) + "  SCORE  " + "VIEW".rightPadded(to: nameWidth) + "  LOCATION\n"
        for (node, name) in zip(shown, names) {
            let score = node.score.map(String.init) ?? "-"
            text += "  " + node.reRunCost.text.rightPadded(to: costWidth) + "  " + score.leftPadded(to: 5) + "  "
                + name.rightPadded(to: nameWidth) + "  " + LineText.escapedField(node.file) + ":\(node.line):\(node.column)" + "\n"
        }
        if graph.nodes.count > shown.count { text += "  (\(graph.nodes.count - shown.count) more; every view in 'viewlint graph')\n" }
        return text
    }

    /// The findings of `costedRules` by the re-run cost they cause, highest first.
    static func findingsByCost(_ findings: [Finding], graph: ViewGraph, limit: Int = 20) -> String {
        let costs = graph.propertyCostsByPlace
        let costed = findings.compactMap { finding in findingCost(finding, in: costs).map { (finding, $0) } }
            .sorted { a, b in a.1 != b.1 ? b.1 < a.1 : Finding.ordered(a.0, b.0) }
        var text = "Findings by the re-run cost they cause (fix the top ones first):\n"
        guard !costed.isEmpty else { return text + "  none\n" }
        let shown = costed.prefix(limit)
        let width = max(4, shown.map(\.1.text.count).max() ?? 0)
        for (finding, cost) in shown {
            text += "  " + cost.text.rightPadded(to: width) + "  " + LineText.escapedField(finding.file) + ":\(finding.line):\(finding.column)"
                + "  \(finding.rule.rawValue)  " + LineText.escapedField(finding.view ?? "") + "\n"
        }
        if costed.count > shown.count { text += "  (\(costed.count - shown.count) more)\n" }
        return text
    }
}
