import ViewLintSupport
import ViewLintModel

/// `viewlint graph --format mermaid`: a Mermaid flowchart. Nodes are `n0`, `n1`, …; labels
/// are quoted, with Mermaid's entity codes for what could end or format them (`"`, `#`,
/// `<`, `>`, `&`, `|`, `` ` ``) and control characters written out (`LineText`).
public enum GraphMermaidWriter {
    public static func write(_ graph: ViewGraph) -> String {
        var text = "flowchart LR\n"
        for (id, node) in graph.nodes.enumerated() {
            let score = node.score.map(String.init) ?? "no body"
            text += "  n\(id)[\"\(escaped(node.name))<br/>score \(score), re-run \(escaped(node.reRunCost.text))\"]\n"
        }
        var red: [Int] = []
        for (position, edge) in DrawnEdge.merging(graph.edges).enumerated() {
            let label = GraphLabels.edge(edge)
            let arrow = edge.isCut ? "-.->" : "-->"
            text += "  n\(edge.parent) \(arrow)" + (label.isEmpty ? "" : "|\"\(escaped(label))\"|") + " n\(edge.child)\n"
            if edge.spreads { red.append(position) }
        }
        if !red.isEmpty {
            text += "  linkStyle \(red.map(String.init).joined(separator: ",")) stroke:#d00,color:#d00\n"
        }
        return text
    }

    static func escaped(_ text: String) -> String {
        var result = ""
        for character in LineText.escaped(text) {
            switch character {
            case "#": result += "#35;"
            case "\"": result += "#quot;"
            case "<": result += "#lt;"
            case ">": result += "#gt;"
            case "&": result += "#amp;"
            case "|": result += "#124;"
            case "`": result += "#96;"
            default: result.append(character)
            }
        }
        return result
    }
}
