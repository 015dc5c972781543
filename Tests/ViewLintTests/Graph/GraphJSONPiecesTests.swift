import Foundation
import XCTest
@testable import ViewLintSupport
@testable import ViewLintModel
@testable import ViewLintEngine

/// The graph's JSON is written in pieces on several threads, round after round into the same
/// buffers, the roots last: the same text on any number of threads, and whole.
final class GraphJSONPiecesTests: XCTestCase {
    /// A graph of `count` nodes, a chain of edges between them, every third node a root.
    private static func graph(nodes count: Int) -> ViewGraph {
        var nodes = (0..<count).map { number in
            ViewGraph.Node(name: "View\(number)", kind: number % 7 == 0 ? .modifier : .view, file: "Sources/File\(number / 10).swift",
                           line: number + 1, column: 5, score: number % 5 == 0 ? nil : number % 13, isEquatable: number % 2 == 0)
        }
        for index in nodes.indices { nodes[index].isRoot = index % 3 == 0 }
        let edges = (0..<max(0, count - 1)).map { number in
            ViewGraph.Edge(parent: number, child: number + 1, file: "Sources/File\(number / 10).swift", line: number + 2, column: 9,
                           member: "body", elementDepth: number % 3,
                           passes: [ViewGraph.Pass(label: "action", property: "action", argument: "{ tap(\(number)) }",
                                                   value: "closure", unstableType: "closure", makesUnequal: true)],
                           unequalBecause: number % 2 == 0 ? "'action' gets a new closure on every update" : nil,
                           stoppedByEquatable: false, isCut: false)
        }
        return ViewGraph(nodes: nodes, edges: edges)
    }

    func testTheTextIsTheSameOnAnyNumberOfThreadsAndHoldsEveryItem() throws {
        // Several rounds of pieces on any number of threads.
        let count = GraphJSONWriter.itemsPerPiece * GraphJSONWriter.piecesPerJob * 3 + 17
        let graph = Self.graph(nodes: count)
        let serial = GraphJSONWriter.write(graph, jobs: 1)
        for jobs in [2, 3, 4] {
            XCTAssertEqual(GraphJSONWriter.write(graph, jobs: jobs), serial, "jobs \(jobs)")
        }
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(serial.utf8)) as? [String: Any])
        let nodes = try XCTUnwrap(object["nodes"] as? [[String: Any]])
        let edges = try XCTUnwrap(object["edges"] as? [[String: Any]])
        let roots = try XCTUnwrap(object["roots"] as? [String])
        XCTAssertEqual(nodes.map { $0["id"] as? Int }, (0..<count).map { $0 })
        XCTAssertEqual(edges.map { $0["child"] as? Int }, (1..<count).map { $0 })
        XCTAssertEqual(roots, stride(from: 0, to: count, by: 3).map { "View\($0)" })
    }

    func testAGraphWithoutEdgesOrNodesIsWhole() {
        XCTAssertEqual(GraphJSONWriter.write(ViewGraph(nodes: [], edges: []), jobs: 2),
                       "{\"schema\":\"\(GraphJSONWriter.schema)\",\"nodes\":[],\"edges\":[],\"roots\":[]}")
        let text = GraphJSONWriter.write(Self.graph(nodes: 1), jobs: 3)
        XCTAssertTrue(text.hasSuffix("\"edges\":[],\"roots\":[\"View0\"]}"), text)
    }

    /// A round writes each piece into its own buffer, emptied first, and hands them over in order.
    func testEachRoundHandsOverItsPiecesInOrder() {
        let buffers = JSONPieceBuffers(count: 4, capacity: 1)
        var text = ""
        let output = TextOutput({ text += $0 }, bytes: { text += String(decoding: $0, as: UTF8.self) })
        buffers.writeRound(pieces: 4, jobs: 3, to: output) { piece, out in out.number(piece * 11) }
        buffers.writeRound(pieces: 2, jobs: 2, to: output) { piece, out in out.raw(made: String(repeating: "x", count: piece + 1)) }
        XCTAssertEqual(text, "0112233xxx")
    }
}
