import ViewLintSupport
import ViewLintModel

/// `viewlint graph --format dot`: Graphviz. Nodes are `n0`, `n1`, … with the names in
/// labels, so that no name from the code is ever an identifier of the file; labels are
/// quoted with `"` and `\` escaped and control characters written out (`LineText`).
public enum GraphDOTWriter {
    public static func write(_ graph: ViewGraph) -> String {
        var text = "digraph viewlint {\n  rankdir=LR;\n  node [shape=box, fontname=\"Helvetica\"];\n"
        for (id, node) in graph.nodes.enumerated() {
            let score = node.score.map(String.init) ?? "no body"
            let label = quoted(node.name) + "\\n" + quoted("score \(score), re-run \(node.reRunCost.text)")
            let style = node.isEquatable ? ", style=rounded" : ""
            text += "  n\(id) [label=\"\(label)\"\(style)];\n"
        }
        for edge in DrawnEdge.merging(graph.edges) {
            var attributes: [String] = []
            let label = GraphLabels.edge(edge)
            if !label.isEmpty { attributes.append("label=\"\(quoted(label))\"") }
            if edge.spreads { attributes.append("color=red") }
            if edge.isCut { attributes.append("style=dashed") }
            let list = attributes.isEmpty ? "" : " [" + attributes.joined(separator: ", ") + "]"
            text += "  n\(edge.parent) -> n\(edge.child)\(list);\n"
        }
        return text + "}\n"
    }

    /// Inside a DOT double-quoted string: `\` and `"` escaped, so that DOT's own escapes
    /// (`\l`, `\N`) cannot come from the code, and control characters written out.
    static func quoted(_ text: String) -> String {
        var result = ""
        for character in LineText.escaped(text) {
            switch character {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            default: result.append(character)
            }
        }
        return result
    }
}

/// Words shared by the drawings: what an arrow's label says.
enum GraphLabels {
    /// `onTap ×N`, `×N²`, `cycle`: the properties that make the child unequal, the
    /// multiplicity, whether the cycle is cut there, whether an Equatable child stops it.
    static func edge(_ edge: DrawnEdge) -> String {
        var parts: [String] = []
        if !edge.unequalProperties.isEmpty { parts.append(edge.unequalProperties.joined(separator: ", ")) }
        if edge.elementDepth == 1 { parts.append("×N") } else if edge.elementDepth > 1 { parts.append("×N^\(edge.elementDepth)") }
        if edge.isCut { parts.append("cycle") }
        if edge.stoppedByEquatable { parts.append("Equatable") }
        return parts.joined(separator: " ")
    }
}
