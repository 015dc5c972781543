import ViewLintSupport
import ViewLintModel

/// `viewlint graph --format json`: the view graph as one JSON object, keys in a fixed
/// order (README "The view graph" documents the schema, `viewlint-graph/1`). Written as
/// bytes into one buffer (`JSONText`): a module's graph has tens of thousands of strings.
/// A key and the fixed value after it (`true`, `null`, the next key) are one literal: a
/// graph's JSON is hundreds of thousands of such pieces, each write a cost of its own.
public enum GraphJSONWriter {
    public static let schema = "viewlint-graph/1"

    /// Nodes and edges in one piece of the text: a few hundred kilobytes.
    static let itemsPerPiece = 512
    /// Pieces written at once by each thread, before they go to the output.
    static let piecesPerJob = 2
    /// Room made for each item of a piece at the start: more than an edge takes (about 560
    /// bytes on the benchmark's corpus), so that a buffer seldom grows. A page is faulted in
    /// only once written, so room unused costs nothing; a buffer grown was copied and its
    /// pages faulted in again (320 bytes an item: about 160 more page faults of a
    /// million-line graph run).
    static let bytesPerItem = 1_024

    /// The JSON as one string (`write(_:jobs:to:)`, gathered).
    public static func write(_ graph: ViewGraph, jobs: Int = 1) -> String {
        var text = ""
        write(graph, jobs: jobs, to: TextOutput { text += $0 })
        return text
    }

    /// `jobs`: threads that write consecutive pieces of nodes and edges, each into its own
    /// buffer, handed to `output` in order: the same text on any number. Written round by
    /// round, a few pieces each, so that the whole text (megabytes for a big module) is
    /// never held at once, nor copied again to be joined.
    public static func write(_ graph: ViewGraph, jobs: Int = 1, to output: TextOutput) {
        let nodeCount = graph.nodes.count
        let head = JSONText(capacity: 64)
        head.writing { head in
            head.raw("{\"schema\":\"")
            head.raw(made: schema)
            head.raw("\",\"nodes\":[")
        }
        head.write(to: output)
        // The nodes, the edges, then the roots as one last item: written on the threads with
        // the last edges, not alone after them (1.9 M instructions of a million-line graph run).
        let items = nodeCount + graph.edges.count + 1
        let buffers = JSONPieceBuffers(count: piecesPerJob * max(1, min(jobs, ParallelMap.maximumJobs)),
                                       capacity: bytesPerItem * min(itemsPerPiece, items) + 64)
        let names = JSONQuotedTexts(count: nodeCount) { graph.nodes[$0].name }
        let round = itemsPerPiece * buffers.count
        var start = 0
        while start < items {
            let end = min(items, start + round)
            let first = start
            buffers.writeRound(pieces: (end - first + itemsPerPiece - 1) / itemsPerPiece, jobs: jobs, to: output) { piece, out in
                appendItems((first + piece * itemsPerPiece)..<min(end, first + (piece + 1) * itemsPerPiece), of: graph, names: names,
                            to: &out)
            }
            start = end
        }
    }

    /// The list of roots and the end of the object.
    private static func appendRoots(of graph: ViewGraph, names: JSONQuotedTexts, to out: inout JSONBytes) {
        if graph.edges.isEmpty { out.raw("],\"edges\":[") }
        out.raw("],\"roots\":[")
        var first = true
        for index in graph.nodes.indices where graph.nodes[index].isRoot {
            if !first { out.raw(",") }
            first = false
            names.write(index, to: &out)
        }
        out.raw("]}")
    }

    /// The nodes, then the edges, numbered one after the other, then the roots: those
    /// numbered `items`, each with the punctuation before it (the edges' list opens before
    /// the first edge).
    /// Through `JSONBytes`, each write inlined here: calls into the text's module were 45 M
    /// instructions of a million-line graph run's JSON.
    /// `names`: the nodes' names, quoted.
    private static func appendItems(_ items: Range<Int>, of graph: ViewGraph, names: JSONQuotedTexts, to out: inout JSONBytes) {
        let nodeCount = graph.nodes.count
        for item in items {
            if item < nodeCount {
                appendNode(item, of: graph, names: names, to: &out)
            } else if item == nodeCount + graph.edges.count {
                appendRoots(of: graph, names: names, to: &out)
            } else {
                out.raw(item == nodeCount ? "],\"edges\":[" : ",")
                appendEdge(item - nodeCount, of: graph, names: names, to: &out)
            }
        }
    }

    /// Node `id`, its fields read in place: a node copied out of the list for each is
    /// its references counted up and down again (with the edges', saved 4 M instructions of
    /// a million-line graph run's JSON).
    private static func appendNode(_ id: Int, of graph: ViewGraph, names: JSONQuotedTexts, to out: inout JSONBytes) {
        let nodes = graph.nodes
        out.raw(id == 0 ? "{\"id\":" : ",{\"id\":")
        out.number(id)
        out.raw(",\"name\":")
        names.write(id, to: &out)
        switch nodes[id].kind {
        case .view: out.raw(",\"kind\":\"view\",\"file\":")
        case .modifier: out.raw(",\"kind\":\"modifier\",\"file\":")
        }
        out.repeatedString(nodes[id].file)
        out.lineAndColumn(nodes[id].line, nodes[id].column)
        if let score = nodes[id].score {
            out.raw(",\"score\":")
            out.number(score)
        } else {
            out.raw(",\"score\":null")
        }
        out.raw(nodes[id].isEquatable ? ",\"equatable\":true,\"reRunCost\":" : ",\"equatable\":false,\"reRunCost\":")
        appendCost(nodes[id].reRunCost, to: &out)
        out.raw(nodes[id].isRoot ? ",\"root\":true" : ",\"root\":false")
        out.raw(nodes[id].isInCycle ? ",\"cycle\":true}" : ",\"cycle\":false}")
    }

    /// Edge `number`, its fields read in place.
    private static func appendEdge(_ number: Int, of graph: ViewGraph, names: JSONQuotedTexts, to out: inout JSONBytes) {
        let edges = graph.edges
        out.raw("{\"parent\":")
        out.number(edges[number].parent)
        out.raw(",\"child\":")
        out.number(edges[number].child)
        out.raw(",\"from\":")
        names.write(edges[number].parent, to: &out)
        out.raw(",\"to\":")
        names.write(edges[number].child, to: &out)
        out.raw(",\"file\":")
        out.repeatedString(edges[number].file)
        out.lineAndColumn(edges[number].line, edges[number].column)
        out.raw(",\"member\":")
        out.string(edges[number].member)
        out.raw(edges[number].elementDepth > 0 ? ",\"perElement\":true,\"elementDepth\":" : ",\"perElement\":false,\"elementDepth\":")
        out.number(edges[number].elementDepth)
        if let because = edges[number].unequalBecause {
            out.raw(",\"comparable\":false,\"unequalBecause\":")
            out.string(because)
        } else {
            out.raw(",\"comparable\":true,\"unequalBecause\":null")
        }
        out.raw(edges[number].stoppedByEquatable ? ",\"stoppedByEquatable\":true" : ",\"stoppedByEquatable\":false")
        out.raw(edges[number].isCut ? ",\"cut\":true" : ",\"cut\":false")
        out.raw(edges[number].spreads ? ",\"spreads\":true,\"passes\":[" : ",\"spreads\":false,\"passes\":[")
        let passes = edges[number].passes
        for index in passes.indices {
            out.raw(index == 0 ? "{\"label\":" : ",{\"label\":")
            out.string(passes[index].label)
            out.raw(",\"property\":")
            if let property = passes[index].property { out.string(property) } else { out.raw("null") }
            out.raw(",\"argument\":")
            out.string(passes[index].argument)
            out.raw(",\"value\":\"")
            out.raw(made: passes[index].value)
            out.raw("\",\"unstableType\":")
            if let type = passes[index].unstableType {
                out.raw("\"")
                out.raw(made: type)
                out.raw("\"")
            } else {
                out.raw("null")
            }
            out.raw(passes[index].makesUnequal ? ",\"makesUnequal\":true}" : ",\"makesUnequal\":false}")
        }
        out.raw("]}")
    }

    /// `{"text":"3 + 2·N","constant":3,"perElement":[2]}`: the constant, then the
    /// coefficients of `N`, `N²`, ….
    static func appendCost(_ cost: ReRunCost, to out: inout JSONBytes) {
        // A constant's text is its digits: written as a number, no string made (one for
        // every node).
        if let constant = cost.plainConstant {
            out.raw("{\"text\":\"")
            out.number(constant)
            out.raw("\",\"constant\":")
            out.number(constant)
            out.raw(",\"perElement\":[]}")
            return
        }
        out.raw("{\"text\":")
        out.string(cost.text)
        out.raw(",\"constant\":")
        out.number(cost[0])
        out.raw(",\"perElement\":[")
        for power in 1..<(cost.degree + 1) {
            if power > 1 { out.raw(",") }
            out.number(cost[power])
        }
        out.raw("]}")
    }
}
