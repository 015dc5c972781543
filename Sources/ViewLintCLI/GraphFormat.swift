import ViewLintSupport
import ViewLintModel
import ViewLintEngine

/// `viewlint graph --format`: how the view graph is written.
public enum GraphFormat: String, Equatable, Sendable {
    case json, dot, mermaid

    /// Writes the graph to `output`; `jobs`: threads the JSON is written on (the same text
    /// on any number), handed over piece by piece (`GraphJSONWriter.write(_:jobs:to:)`).
    func write(_ graph: ViewGraph, jobs: Int = 1, to output: TextOutput) {
        switch self {
        case .json:
            GraphJSONWriter.write(graph, jobs: jobs, to: output)
            output.write("\n")
        case .dot: output.write(GraphDOTWriter.write(graph))
        case .mermaid: output.write(GraphMermaidWriter.write(graph))
        }
    }
}
