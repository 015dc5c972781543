import ViewLintModel
import ViewLintEngine

/// `viewlint graph --format`: how the view graph is written.
public enum GraphFormat: String, Equatable, Sendable {
    case json, dot, mermaid

    /// `jobs`: threads the JSON is written on (the same text on any number).
    func render(_ graph: ViewGraph, jobs: Int = 1) -> String {
        switch self {
        case .json:
            // Appended in place: the JSON has room for it (a `+` would copy megabytes).
            var text = GraphJSONWriter.write(graph, jobs: jobs)
            text += "\n"
            return text
        case .dot: return GraphDOTWriter.write(graph)
        case .mermaid: return GraphMermaidWriter.write(graph)
        }
    }
}
