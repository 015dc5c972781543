import ViewLintSupport
import ViewLintModel

/// `viewlint graph --format json`: the view graph as one JSON object, keys in a fixed
/// order (README "The view graph" documents the schema, `viewlint-graph/1`).
public enum GraphJSONWriter {
    public static let schema = "viewlint-graph/1"

    public static func write(_ graph: ViewGraph) -> String {
        let nodes = graph.nodes.enumerated().map { id, node in
            "{\"id\":\(id),\"name\":\(JSONString.quoted(node.name)),\"kind\":\"\(node.kind.rawValue)\","
                + "\"file\":\(JSONString.quoted(node.file)),\"line\":\(node.line),\"column\":\(node.column),"
                + "\"score\":\(node.score.map(String.init) ?? "null"),\"equatable\":\(node.isEquatable),"
                + "\"reRunCost\":\(cost(node.reRunCost)),\"root\":\(node.isRoot),\"cycle\":\(node.isInCycle)}"
        }
        let edges = graph.edges.map { edge in
            let passes = edge.passes.map { pass in
                "{\"label\":\(JSONString.quoted(pass.label)),\"property\":\(pass.property.map(JSONString.quoted) ?? "null"),"
                    + "\"argument\":\(JSONString.quoted(pass.argument)),\"value\":\"\(pass.value)\","
                    + "\"unstableType\":\(pass.unstableType.map { "\"\($0)\"" } ?? "null"),\"makesUnequal\":\(pass.makesUnequal)}"
            }
            return "{\"parent\":\(edge.parent),\"child\":\(edge.child),"
                + "\"from\":\(JSONString.quoted(graph.nodes[edge.parent].name)),\"to\":\(JSONString.quoted(graph.nodes[edge.child].name)),"
                + "\"file\":\(JSONString.quoted(edge.file)),\"line\":\(edge.line),\"column\":\(edge.column),"
                + "\"member\":\(JSONString.quoted(edge.member)),\"perElement\":\(edge.elementDepth > 0),"
                + "\"elementDepth\":\(edge.elementDepth),\"comparable\":\(edge.unequalBecause == nil),"
                + "\"unequalBecause\":\(edge.unequalBecause.map(JSONString.quoted) ?? "null"),"
                + "\"stoppedByEquatable\":\(edge.stoppedByEquatable),\"cut\":\(edge.isCut),\"spreads\":\(edge.spreads),"
                + "\"passes\":[\(passes.joined(separator: ","))]}"
        }
        let roots = graph.nodes.filter(\.isRoot).map { JSONString.quoted($0.name) }
        return "{\"schema\":\"\(schema)\",\"nodes\":[\(nodes.joined(separator: ","))],"
            + "\"edges\":[\(edges.joined(separator: ","))],\"roots\":[\(roots.joined(separator: ","))]}"
    }

    /// `{"text":"3 + 2·N","constant":3,"perElement":[2]}`: the constant, then the
    /// coefficients of `N`, `N²`, ….
    static func cost(_ cost: ReRunCost) -> String {
        let higher = cost.coefficients.dropFirst().map(String.init).joined(separator: ",")
        return "{\"text\":\(JSONString.quoted(cost.text)),\"constant\":\(cost.coefficients[0]),\"perElement\":[\(higher)]}"
    }
}
