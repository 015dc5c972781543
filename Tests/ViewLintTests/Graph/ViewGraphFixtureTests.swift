import Foundation
import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine

/// The view graph of `Fixtures/ViewGraph`, read back from its JSON (`viewlint graph`).
final class ViewGraphFixtureTests: XCTestCase {
    private struct Graph {
        var nodes: [String: [String: Any]] = [:]
        var edges: [[String: Any]] = []
        var roots: [String] = []

        func edges(from parent: String, to child: String) -> [[String: Any]] {
            edges.filter { $0["from"] as? String == parent && $0["to"] as? String == child }
        }

        func cost(_ name: String) -> String? {
            (nodes[name]?["reRunCost"] as? [String: Any])?["text"] as? String
        }
    }

    private static func fixtureInputs(_ folderName: String = "ViewGraph") throws -> [SourceInput] {
        let folder = PackageRoot.url.appendingPathComponent("Fixtures/" + folderName)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        return try names.map { name in
            SourceInput(path: "Fixtures/\(folderName)/" + name,
                        text: try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
        }
    }

    static func lint(_ inputs: [SourceInput]) -> LintResult {
        var options = RunOptions()
        options.buildsViewGraph = true
        return Linter(options: options, jobs: 1).lint(inputs)
    }

    private func graph(_ folderName: String = "ViewGraph") throws -> Graph {
        let result = Self.lint(try Self.fixtureInputs(folderName))
        let json = GraphJSONWriter.write(try XCTUnwrap(result.graph))
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        XCTAssertEqual(object["schema"] as? String, "viewlint-graph/1")
        var graph = Graph()
        for node in try XCTUnwrap(object["nodes"] as? [[String: Any]]) { graph.nodes[node["name"] as! String] = node }
        graph.edges = try XCTUnwrap(object["edges"] as? [[String: Any]])
        graph.roots = try XCTUnwrap(object["roots"] as? [String])
        return graph
    }

    private func passes(_ edge: [String: Any]) -> [[String: Any]] {
        edge["passes"] as? [[String: Any]] ?? []
    }

    func testClosurePassedDownThreeLevelsSpreadsWhereItIsMadeNew() throws {
        let graph = try graph()
        let made = try XCTUnwrap(graph.edges(from: "MailboxScreen", to: "InboxList").first)
        XCTAssertEqual(made["spreads"] as? Bool, true)
        XCTAssertEqual(made["line"] as? Int, 9)
        let onArchive = try XCTUnwrap(passes(made).first { $0["property"] as? String == "onArchive" })
        XCTAssertEqual(onArchive["value"] as? String, "closure")
        XCTAssertEqual(onArchive["unstableType"] as? String, "closure")
        XCTAssertEqual(onArchive["makesUnequal"] as? Bool, true)
        // Passed through unchanged: the same closure value compares equal.
        let passed = try XCTUnwrap(graph.edges(from: "InboxList", to: "InboxToolbar").first)
        XCTAssertEqual(passed["spreads"] as? Bool, false)
        XCTAssertEqual(passes(passed).first?["value"] as? String, "passed")
        XCTAssertEqual(passes(passed).first?["unstableType"] as? String, "closure")
        XCTAssertEqual(passes(passed).first?["makesUnequal"] as? Bool, false)
        // Wrapped in a new closure on the third level: unequal again.
        XCTAssertEqual(graph.edges(from: "InboxToolbar", to: "ArchiveAllButton").first?["spreads"] as? Bool, true)
        // MailboxScreen 3 (score 2 + its run) + InboxList 2; the toolbar is not reached.
        XCTAssertEqual(graph.cost("InboxList"), "2")
        XCTAssertEqual(graph.cost("MailboxScreen"), "5")
        XCTAssertEqual(graph.cost("InboxToolbar"), "4")
    }

    func testForEachRowWithAClosureCostsPerElement() throws {
        let graph = try graph()
        let row = try XCTUnwrap(graph.edges(from: "ContactList", to: "ContactListRow").first)
        XCTAssertEqual(row["perElement"] as? Bool, true)
        XCTAssertEqual(row["elementDepth"] as? Int, 1)
        XCTAssertEqual(row["spreads"] as? Bool, true)
        XCTAssertEqual(row["unequalBecause"] as? String, "'onSelect' gets a new closure on every update")
        // The row builds AvatarBadge once (not per element inside the row).
        XCTAssertEqual(graph.edges(from: "ContactListRow", to: "AvatarBadge").first?["perElement"] as? Bool, false)
        XCTAssertEqual(graph.cost("ContactListRow"), "6")
        XCTAssertEqual(graph.cost("ContactList"), "4 + 6·N")
        let cost = try XCTUnwrap(graph.nodes["ContactList"]?["reRunCost"] as? [String: Any])
        XCTAssertEqual(cost["constant"] as? Int, 4)
        XCTAssertEqual(cost["perElement"] as? [Int], [6])
    }

    func testEquatableChildStopsTheSpread() throws {
        let graph = try graph()
        let edge = try XCTUnwrap(graph.edges(from: "SettingsScreen", to: "SettingsToggleRow").first)
        XCTAssertEqual(edge["stoppedByEquatable"] as? Bool, true)
        XCTAssertEqual(edge["spreads"] as? Bool, false)
        XCTAssertEqual(edge["comparable"] as? Bool, false, "the closure is new; only the child's == stops it")
        XCTAssertEqual(graph.nodes["SettingsToggleRow"]?["equatable"] as? Bool, true)
        // The row's own update still spreads to its button, but the screen's does not reach it.
        XCTAssertEqual(graph.edges(from: "SettingsToggleRow", to: "SettingsHelpButton").first?["spreads"] as? Bool, true)
        XCTAssertEqual(graph.cost("SettingsToggleRow"), "4")
        XCTAssertEqual(graph.cost("SettingsScreen"), "3")
    }

    func testRecursiveViewIsCutAndSaysSo() throws {
        let graph = try graph()
        let recursion = try XCTUnwrap(graph.edges(from: "FolderTree", to: "FolderTree").first)
        XCTAssertEqual(recursion["cut"] as? Bool, true)
        XCTAssertEqual(recursion["spreads"] as? Bool, false)
        XCTAssertEqual(recursion["perElement"] as? Bool, true)
        XCTAssertEqual(graph.nodes["FolderTree"]?["cycle"] as? Bool, true)
        XCTAssertEqual(graph.cost("FolderTree"), "4")
        XCTAssertEqual(graph.cost("FolderBrowser"), "6")
        XCTAssertEqual(graph.nodes["FolderTree"]?["root"] as? Bool, false)
    }

    func testViewBuiltInTwoParentsHasBothEdgesAndItsPropertyCostAddsThem() throws {
        let graph = try graph()
        XCTAssertEqual(graph.edges(from: "ContactListRow", to: "AvatarBadge").count, 1)
        XCTAssertEqual(graph.edges(from: "ProfileCard", to: "AvatarBadge").count, 1)
        XCTAssertEqual(graph.edges.filter { $0["to"] as? String == "AvatarBadge" }.count, 2)
        XCTAssertEqual(graph.cost("AvatarBadge"), "2")
        XCTAssertEqual(graph.roots, ["ContactList", "FolderBrowser", "MailboxScreen", "ProfileCard", "SettingsScreen"])

        let result = Self.lint(try Self.fixtureInputs())
        let costs = try XCTUnwrap(result.graph).propertyCostsByPlace
        // `let onTap` of AvatarBadge: 2 from each parent.
        XCTAssertEqual(costs[ViewGraph.Place(file: "Fixtures/ViewGraph/ProfileHeader.swift", line: 18, column: 9)]?.text, "4")
        // `let onSelect` of ContactListRow: its cost once per element.
        XCTAssertEqual(costs[ViewGraph.Place(file: "Fixtures/ViewGraph/ContactList.swift", line: 25, column: 9)]?.text, "6·N")
    }

    func testChildBuiltAtTwoSitesIsTwoEdgesInJSONAndOneArrowInTheDrawings() throws {
        let graph = try graph("ViewGraphDrawings")
        let sites = graph.edges(from: "ComposeScreen", to: "ComposeField")
        XCTAssertEqual(sites.map { $0["line"] as? Int }, [17, 19, 22])
        XCTAssertEqual(sites.map { $0["elementDepth"] as? Int }, [0, 0, 1])
        XCTAssertEqual(graph.cost("ComposeScreen"), "11 + N")

        let selected = try XCTUnwrap(Self.lint(try Self.fixtureInputs("ViewGraphDrawings")).graph?.selected(root: "ComposeScreen", depth: nil))
        XCTAssertEqual(selected.nodes.map(\.name), ["ComposeScreen", "ComposeField", "ComposeFooter"])
        let arrows = GraphDOTWriter.write(selected).split(separator: "\n").filter { $0.contains("->") }
        XCTAssertEqual(arrows, [#"  n0 -> n1 [label="onSend", color=red];"#, #"  n0 -> n1 [label="onSend ×N", color=red];"#,
                                "  n0 -> n2;"])
        let mermaid = GraphMermaidWriter.write(selected).split(separator: "\n").filter { $0.contains("-->") || $0.contains("linkStyle") }
        XCTAssertEqual(mermaid, [#"  n0 -->|"onSend"| n1"#, #"  n0 -->|"onSend ×N"| n1"#, "  n0 --> n2",
                                 "  linkStyle 0,1 stroke:#d00,color:#d00"])
    }

    func testLintWithoutTheGraphRecordsNoConstructionArguments() throws {
        let inputs = try Self.fixtureInputs()
        let result = Linter(configuration: Configuration(), jobs: 1).lint(inputs)
        XCTAssertNil(result.graph)
        let query = RuleRegistry.syntaxQuery(for: Configuration().rules)
        XCTAssertFalse(query.recordsConstructionCalls)
        let file = Parser.parse(path: inputs[0].path, bytes: inputs[0].bytes, query: query)
        XCTAssertTrue(file.calls.constructions.isEmpty)
        let withGraph = Parser.parse(path: inputs[0].path, bytes: inputs[0].bytes, query: query.union(ViewGraphBuilder.syntaxQuery))
        XCTAssertFalse(withGraph.calls.constructions.isEmpty)
    }
}
