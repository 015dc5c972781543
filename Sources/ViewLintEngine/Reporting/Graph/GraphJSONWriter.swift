import ViewLintSupport
import ViewLintModel

/// `viewlint graph --format json`: the view graph as one JSON object, keys in a fixed
/// order (README "The view graph" documents the schema, `viewlint-graph/1`). Written as
/// bytes into one buffer (`JSONText`): a module's graph has tens of thousands of strings.
public enum GraphJSONWriter {
    public static let schema = "viewlint-graph/1"

    public static func write(_ graph: ViewGraph) -> String {
        let out = JSONText(capacity: 320 * graph.nodes.count + 640 * graph.edges.count + 64)
        out.raw("{\"schema\":\"")
        out.raw(made: schema)
        out.raw("\",\"nodes\":[")
        for (id, node) in graph.nodes.enumerated() {
            out.raw(id == 0 ? "{\"id\":" : ",{\"id\":")
            out.number(id)
            out.raw(",\"name\":")
            out.string(node.name)
            out.raw(",\"kind\":\"")
            out.raw(made: node.kind.rawValue)
            out.raw("\",\"file\":")
            out.string(node.file)
            out.raw(",\"line\":")
            out.number(node.line)
            out.raw(",\"column\":")
            out.number(node.column)
            out.raw(",\"score\":")
            if let score = node.score { out.number(score) } else { out.raw("null") }
            out.raw(",\"equatable\":")
            out.bool(node.isEquatable)
            out.raw(",\"reRunCost\":")
            appendCost(node.reRunCost, to: out)
            out.raw(",\"root\":")
            out.bool(node.isRoot)
            out.raw(",\"cycle\":")
            out.bool(node.isInCycle)
            out.raw("}")
        }
        out.raw("],\"edges\":[")
        for (position, edge) in graph.edges.enumerated() {
            if position > 0 { out.raw(",") }
            appendEdge(edge, of: graph, to: out)
        }
        out.raw("],\"roots\":[")
        var first = true
        for node in graph.nodes where node.isRoot {
            if !first { out.raw(",") }
            first = false
            out.string(node.name)
        }
        out.raw("]}")
        return out.text
    }

    private static func appendEdge(_ edge: ViewGraph.Edge, of graph: ViewGraph, to out: JSONText) {
        out.raw("{\"parent\":")
        out.number(edge.parent)
        out.raw(",\"child\":")
        out.number(edge.child)
        out.raw(",\"from\":")
        out.string(graph.nodes[edge.parent].name)
        out.raw(",\"to\":")
        out.string(graph.nodes[edge.child].name)
        out.raw(",\"file\":")
        out.string(edge.file)
        out.raw(",\"line\":")
        out.number(edge.line)
        out.raw(",\"column\":")
        out.number(edge.column)
        out.raw(",\"member\":")
        out.string(edge.member)
        out.raw(",\"perElement\":")
        out.bool(edge.elementDepth > 0)
        out.raw(",\"elementDepth\":")
        out.number(edge.elementDepth)
        out.raw(",\"comparable\":")
        out.bool(edge.unequalBecause == nil)
        out.raw(",\"unequalBecause\":")
        if let because = edge.unequalBecause { out.string(because) } else { out.raw("null") }
        out.raw(",\"stoppedByEquatable\":")
        out.bool(edge.stoppedByEquatable)
        out.raw(",\"cut\":")
        out.bool(edge.isCut)
        out.raw(",\"spreads\":")
        out.bool(edge.spreads)
        out.raw(",\"passes\":[")
        for (index, pass) in edge.passes.enumerated() {
            out.raw(index == 0 ? "{\"label\":" : ",{\"label\":")
            out.string(pass.label)
            out.raw(",\"property\":")
            if let property = pass.property { out.string(property) } else { out.raw("null") }
            out.raw(",\"argument\":")
            out.string(pass.argument)
            out.raw(",\"value\":\"")
            out.raw(made: pass.value)
            out.raw("\",\"unstableType\":")
            if let type = pass.unstableType {
                out.raw("\"")
                out.raw(made: type)
                out.raw("\"")
            } else {
                out.raw("null")
            }
            out.raw(",\"makesUnequal\":")
            out.bool(pass.makesUnequal)
            out.raw("}")
        }
        out.raw("]}")
    }

    /// `{"text":"3 + 2·N","constant":3,"perElement":[2]}`: the constant, then the
    /// coefficients of `N`, `N²`, ….
    static func appendCost(_ cost: ReRunCost, to out: JSONText) {
        out.raw("{\"text\":")
        out.string(cost.text)
        out.raw(",\"constant\":")
        out.number(cost.coefficients[0])
        out.raw(",\"perElement\":[")
        for (power, coefficient) in cost.coefficients.enumerated() where power > 0 {
            if power > 1 { out.raw(",") }
            out.number(coefficient)
        }
        out.raw("]}")
    }
}
