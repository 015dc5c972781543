import ViewLintModel
import ViewLintEngine

/// `viewlint graph --format`: how the view graph is written.
public enum GraphFormat: String, Equatable, Sendable {
    case json, dot, mermaid

    func render(_ graph: ViewGraph) -> String {
        switch self {
        case .json: GraphJSONWriter.write(graph) + "\n"
        case .dot: GraphDOTWriter.write(graph)
        case .mermaid: GraphMermaidWriter.write(graph)
        }
    }
}
