import Foundation
import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine

/// The view graph is built by batches of files and of views on several threads: whatever
/// the number of threads, the same graph, joined in the same order.
final class ViewGraphParallelBuildTests: XCTestCase {
    /// Every fixture of every rule, as one module: many files, so several batches.
    private static func everyFixture() throws -> [(path: String, text: String)] {
        let root = PackageRoot.url.appendingPathComponent("Fixtures")
        var inputs: [(path: String, text: String)] = []
        for folder in try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() {
            let url = root.appendingPathComponent(folder)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path).filter({ $0.hasSuffix(".swift") }).sorted() {
                inputs.append(("Fixtures/\(folder)/\(name)", try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)))
            }
        }
        return inputs
    }

    private func graphJSON(_ inputs: [(path: String, text: String)], jobs: Int) throws -> String {
        var options = RunOptions()
        options.buildsViewGraph = true
        options.explainsGraphViews = true
        let graph = try XCTUnwrap(Linter(options: options, jobs: jobs).lint(inputs.map { SourceInput(path: $0.path, text: $0.text) }).graph)
        return GraphJSONWriter.write(graph)
    }

    func testTheGraphOfEveryFixtureIsTheSameOnOneThreadAsOnSeveral() throws {
        let inputs = try Self.everyFixture()
        let serial = try graphJSON(inputs, jobs: 1)
        XCTAssertTrue(serial.contains("\"spreads\":true"), "the fixtures make a graph with edges that spread")
        for jobs in [2, 3, 4] {
            XCTAssertEqual(try graphJSON(inputs, jobs: jobs), serial, "jobs \(jobs)")
        }
    }

    /// The runs cover every item once, in order, about equal in weight: a few a thread.
    func testSharesAreConsecutiveRunsOfAboutEqualWeight() {
        XCTAssertEqual(GraphShares.runs(count: 10, jobs: 1) { _ in 5 }, [0..<10])
        XCTAssertEqual(GraphShares.runs(count: 0, jobs: 4) { _ in 5 }, [])
        XCTAssertEqual(GraphShares.runs(count: 3, jobs: 4) { _ in 0 }, [0..<1, 1..<2, 2..<3])
        XCTAssertEqual(GraphShares.runs(count: 8, jobs: 2, perJob: 2) { _ in 0 }, [0..<2, 2..<4, 4..<6, 6..<8])
        XCTAssertEqual(GraphShares.runs(count: 12, jobs: 2, perJob: 3) { _ in 0 }, stride(from: 0, to: 12, by: 2).map { $0..<($0 + 2) })
        XCTAssertEqual(GraphShares.runs(count: 100, jobs: 2, weight: { _ in 0 }).count, 2 * GraphShares.runsPerJob)
        // One heavy item first: it is a run of its own, the light ones share the rest.
        let heavy = GraphShares.runs(count: 9, jobs: 2) { $0 == 0 ? 1_000 : 0 }
        XCTAssertEqual(heavy.first, 0..<1)
        XCTAssertEqual(heavy.last?.upperBound, 9)
        XCTAssertLessThanOrEqual(heavy.count, 2 * GraphShares.runsPerJob)
        for (a, b) in zip(heavy, heavy.dropFirst()) { XCTAssertEqual(a.upperBound, b.lowerBound) }
    }

    /// The JSON is written by runs of nodes and edges on several threads, joined in order.
    func testTheGraphsJSONIsTheSameWrittenOnOneThreadAsOnSeveral() throws {
        var options = RunOptions()
        options.buildsViewGraph = true
        let graph = try XCTUnwrap(Linter(options: options, jobs: 1)
            .lint(try Self.everyFixture().map { SourceInput(path: $0.path, text: $0.text) }).graph)
        XCTAssertGreaterThan(graph.edges.count, 10)
        let serial = GraphJSONWriter.write(graph, jobs: 1)
        XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(serial.utf8)))
        for jobs in [2, 3, 4, 64] { XCTAssertEqual(GraphJSONWriter.write(graph, jobs: jobs), serial, "jobs \(jobs)") }
        // Nodes without edges, and nothing at all: the edges' list still opens and closes.
        let noEdges = ViewGraph(nodes: graph.nodes, edges: [])
        XCTAssertEqual(GraphJSONWriter.write(noEdges, jobs: 4), GraphJSONWriter.write(noEdges, jobs: 1))
        XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(GraphJSONWriter.write(noEdges, jobs: 4).utf8)))
        XCTAssertEqual(GraphJSONWriter.write(ViewGraph(nodes: [], edges: []), jobs: 4),
                       "{\"schema\":\"viewlint-graph/1\",\"nodes\":[],\"edges\":[],\"roots\":[]}")
    }

    /// Before they are sorted: the batches' edges and nodes joined in the order of the files
    /// and views, as one thread finds them.
    func testBatchesAreJoinedInTheOrderOfTheFilesAndViews() throws {
        let files = try Self.everyFixture().map { Parser.parse(path: $0.path, text: $0.text, query: ViewGraphBuilder.syntaxQuery) }
        let module = ModuleIndex(files: files, jobs: 1)
        XCTAssertGreaterThan(module.callRecords.count, 8, "enough files for several batches")
        // Fresh-instance properties: a child met by two batches is listed by both, alike.
        func found(jobs: Int) -> (nodes: [String], edges: [String], fresh: [String]) {
            let context = RuleContext(module: module, jobs: jobs)
            let views = module.views + module.viewModifiers
            let nodes = ViewGraphBuilder.nodes(of: context, views: views, jobs: jobs)
            let found = ViewGraphBuilder.edges(of: context, views: views, nodes: nodes, index: NodeIndex(nodes))
            return (nodes.map { "\($0.name) \($0.file):\($0.line) \($0.score.map(String.init) ?? "-") \($0.isEquatable)" },
                    found.edges.map { "\($0.parent)>\($0.child) \($0.file):\($0.line):\($0.column) \($0.unequalBecause ?? "-")" },
                    Set(found.freshProperties.map { "\($0.child) \($0.properties.map { $0.name })" }).sorted())
        }
        let serial = found(jobs: 1)
        XCTAssertGreaterThan(serial.edges.count, 10)
        let parallel = found(jobs: 4)
        XCTAssertEqual(parallel.nodes, serial.nodes)
        XCTAssertEqual(parallel.edges, serial.edges)
        XCTAssertEqual(parallel.fresh, serial.fresh)
    }
}
