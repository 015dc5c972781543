import ViewLintSupport
import ViewLintModel

/// `viewlint graph --format json`: the view graph as one JSON object, keys in a fixed
/// order (README "The view graph" documents the schema, `viewlint-graph/1`). Written into
/// one buffer: a module's graph has tens of thousands of strings.
public enum GraphJSONWriter {
    public static let schema = "viewlint-graph/1"

    public static func write(_ graph: ViewGraph) -> String {
        var out = ""
        out.reserveCapacity(256 * (graph.nodes.count + 2 * graph.edges.count) + 64)
        out += "{\"schema\":\"\(schema)\",\"nodes\":["
        for (id, node) in graph.nodes.enumerated() {
            if id > 0 { out += "," }
            out += "{\"id\":"
            out += String(id)
            out += ",\"name\":"
            JSONString.append(node.name, to: &out)
            out += ",\"kind\":\""
            out += node.kind.rawValue
            out += "\",\"file\":"
            JSONString.append(node.file, to: &out)
            out += ",\"line\":"
            out += String(node.line)
            out += ",\"column\":"
            out += String(node.column)
            out += ",\"score\":"
            out += node.score.map(String.init) ?? "null"
            out += node.isEquatable ? ",\"equatable\":true" : ",\"equatable\":false"
            out += ",\"reRunCost\":"
            appendCost(node.reRunCost, to: &out)
            out += node.isRoot ? ",\"root\":true" : ",\"root\":false"
            out += node.isInCycle ? ",\"cycle\":true}" : ",\"cycle\":false}"
        }
        out += "],\"edges\":["
        for (position, edge) in graph.edges.enumerated() {
            if position > 0 { out += "," }
            appendEdge(edge, of: graph, to: &out)
        }
        out += "],\"roots\":["
        var first = true
        for node in graph.nodes where node.isRoot {
            if !first { out += "," }
            first = false
            JSONString.append(node.name, to: &out)
        }
        out += "]}"
        return out
    }

    private static func appendEdge(_ edge: ViewGraph.Edge, of graph: ViewGraph, to out: inout String) {
        out += "{\"parent\":"
        out += String(edge.parent)
        out += ",\"child\":"
        out += String(edge.child)
        out += ",\"from\":"
        JSONString.append(graph.nodes[edge.parent].name, to: &out)
        out += ",\"to\":"
        JSONString.append(graph.nodes[edge.child].name, to: &out)
        out += ",\"file\":"
        JSONString.append(edge.file, to: &out)
        out += ",\"line\":"
        out += String(edge.line)
        out += ",\"column\":"
        out += String(edge.column)
        out += ",\"member\":"
        JSONString.append(edge.member, to: &out)
        out += edge.elementDepth > 0 ? ",\"perElement\":true" : ",\"perElement\":false"
        out += ",\"elementDepth\":"
        out += String(edge.elementDepth)
        out += edge.unequalBecause == nil ? ",\"comparable\":true" : ",\"comparable\":false"
        out += ",\"unequalBecause\":"
        if let because = edge.unequalBecause { JSONString.append(because, to: &out) } else { out += "null" }
        out += edge.stoppedByEquatable ? ",\"stoppedByEquatable\":true" : ",\"stoppedByEquatable\":false"
        out += edge.isCut ? ",\"cut\":true" : ",\"cut\":false"
        out += edge.spreads ? ",\"spreads\":true" : ",\"spreads\":false"
        out += ",\"passes\":["
        for (index, pass) in edge.passes.enumerated() {
            if index > 0 { out += "," }
            out += "{\"label\":"
            JSONString.append(pass.label, to: &out)
            out += ",\"property\":"
            if let property = pass.property { JSONString.append(property, to: &out) } else { out += "null" }
            out += ",\"argument\":"
            JSONString.append(pass.argument, to: &out)
            out += ",\"value\":\""
            out += pass.value
            out += "\",\"unstableType\":"
            if let type = pass.unstableType {
                out += "\""
                out += type
                out += "\""
            } else {
                out += "null"
            }
            out += pass.makesUnequal ? ",\"makesUnequal\":true}" : ",\"makesUnequal\":false}"
        }
        out += "]}"
    }

    /// `{"text":"3 + 2·N","constant":3,"perElement":[2]}`: the constant, then the
    /// coefficients of `N`, `N²`, ….
    static func cost(_ cost: ReRunCost) -> String {
        var out = ""
        appendCost(cost, to: &out)
        return out
    }

    static func appendCost(_ cost: ReRunCost, to out: inout String) {
        out += "{\"text\":"
        JSONString.append(cost.text, to: &out)
        out += ",\"constant\":"
        out += String(cost.coefficients[0])
        out += ",\"perElement\":["
        for (power, coefficient) in cost.coefficients.enumerated() where power > 0 {
            if power > 1 { out += "," }
            out += String(coefficient)
        }
        out += "]}"
    }
}
