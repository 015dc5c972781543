import Foundation
import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine
@testable import ViewLintCLI

/// The HTML audit page: its content, and how a real headless browser renders it.
final class HTMLReportTests: XCTestCase {
    private struct BrowserMissing: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    private let result = LintResult(
        views: [ViewScore(file: "A.swift", name: "Small", line: 2, column: 9, score: 3),
                ViewScore(file: "B.swift", name: "Big<&>", line: 4, column: 9, score: 14)],
        findings: [Finding(file: "B.swift", line: 4, column: 9, severity: .warning, rule: .bodyComplexity, view: "Big<&>",
                           message: "View 'Big<&>' has body complexity 14 (limit 10)")])

    private func page() -> String {
        HTMLReporter.report(result, context: ReportContext(scoreLimit: 10)) { file, line in
            file == "B.swift" ? (line - 1, ["struct Big {", "    var body: some View {", "}"]) : nil
        }
    }

    func testPageHoldsEveryPartAndNeedsNoNetwork() {
        let html = page()
        XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>"))
        XCTAssertTrue(html.contains("<p id=\"summary\">2 views, 1 over the limit of 10; 1 findings.</p>"))
        XCTAssertTrue(html.contains("<tbody class=\"view over\" data-folder=\".\" data-rules=\"body_complexity\"><tr class=\"row\">"
            + "<td data-sort=\"0\">–</td><td>14</td><td>Big&lt;&amp;&gt;</td><td title=\"B.swift:4:9\">B.swift:4:9</td></tr>"), html)
        XCTAssertTrue(html.contains("<span class=\"hit\">    4      var body: some View {</span>"))
        XCTAssertTrue(html.contains("<div class=\"count\">1</div><div class=\"label\">11-20</div>"))
        // The script names the SVG namespace, which is no request.
        let requests = html.replacingOccurrences(of: "'http://www.w3.org/2000/svg'", with: "")
        for remote in ["http://", "https://", "src=", "<link"] { XCTAssertFalse(requests.contains(remote), remote) }
    }

    /// Chromium from Debian's packages; the test is skipped, saying so, where none is installed.
    private func browser() throws -> String {
        for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
            for folder in ["/usr/bin", "/usr/local/bin", "/snap/bin"] where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return "\(folder)/\(name)"
            }
        }
        let message = "no headless browser installed (apt-get install chromium): the HTML page was not rendered"
        // CI installs one (`.ci/run`) and asks for it: there, a missing browser fails the test.
        if ProcessInfo.processInfo.environment["VIEWLINT_REQUIRE_BROWSER"] != nil { throw BrowserMissing(message: message) }
        throw XCTSkip(message)
    }

    func testHeadlessBrowserRunsTheScriptAndSortsTheViews() throws {
        let chromium = try browser()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewlint-html-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("report.html")
        try Data(page().utf8).write(to: file)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(folder.path)/profile",
                             "--dump-dom", file.absoluteString]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let dom = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        // The script ran: it marks the page ready and sorts the table by score, highest first.
        XCTAssertTrue(dom.contains("data-ready=\"true\""), String(dom.prefix(500)))
        let big = try XCTUnwrap(dom.range(of: "<td>14</td>"))
        let small = try XCTUnwrap(dom.range(of: "<td>3</td>"))
        XCTAssertLessThan(big.lowerBound, small.lowerBound)
        XCTAssertTrue(dom.contains("class=\"sorted-desc\""))
    }

    // MARK: The view graph

    /// The page of `Fixtures/ViewGraph`'s audit, with the graph and the explanations.
    private func graphPage() throws -> String {
        var options = RunOptions()
        options.buildsViewGraph = true
        options.explainsGraphViews = true
        let folder = PackageRoot.url.appendingPathComponent("Fixtures/ViewGraph")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        let inputs = try names.map { name in
            SourceInput(path: "Fixtures/ViewGraph/" + name, text: try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
        }
        let result = Linter(options: options, jobs: 1).lint(inputs)
        return HTMLReporter.report(result, context: ReportContext(scoreLimit: 10)) { _, _ in nil }
    }

    private func runChromium(_ arguments: [String], page: String, in folder: URL, fragment: String = "") throws -> String {
        let chromium = try browser()
        let file = folder.appendingPathComponent("report.html")
        try Data(page.utf8).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                             "--user-data-dir=\(folder.path)/profile"] + arguments + [file.absoluteString + fragment]
        process.currentDirectoryURL = folder
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return text
    }

    func testGraphPageIsSelfContainedAndTellsWhatToFixFirst() throws {
        let html = try graphPage()
        for remote in ["http://", "https://", "src=", "<link"] {
            // The SVG namespace is a name, not a request.
            XCTAssertFalse(html.replacingOccurrences(of: "xmlns=\"http://www.w3.org/2000/svg\"", with: "")
                .replacingOccurrences(of: "'http://www.w3.org/2000/svg'", with: "").contains(remote), remote)
        }
        let fixFirst = try XCTUnwrap(html.range(of: "<section id=\"fix-first\">"))
        let graph = try XCTUnwrap(html.range(of: "<section id=\"graph-section\">"))
        XCTAssertLessThan(fixFirst.lowerBound, graph.lowerBound)
        XCTAssertTrue(html.contains("data-node=\"0\">ContactList</a> <span class=\"cost\">re-run 4 + 6·N</span>"), html)
        XCTAssertTrue(html.contains("<option value=\"Fixtures/ViewGraph\">Fixtures/ViewGraph</option>"))
        XCTAssertTrue(html.contains("<option>non_equatable_property</option>"))
        // A row opens to the view's findings and explanation.
        XCTAssertTrue(html.contains("<details><summary>explain</summary><pre class=\"explain\">body (Fixtures/ViewGraph/ContactList.swift:14:9): 3&#10;  closures: +3&#10;    15:14 closure +1&#10;"), html)
        XCTAssertTrue(html.contains("Property &apos;onSelect&apos; is a closure: the parent&apos;s body makes a new one"))
    }

    func testLongPathsLoseTheirMiddleAndHostileNamesStayInert() {
        let long = "Sources/" + String(repeating: "Feature/", count: 12) + "DetailView.swift"
        let name = "X</script><script>alert(1)</script>\u{2028}"
        var node = ViewGraph.Node(name: name, kind: .view, file: long, line: 3, column: 9, score: 2, isEquatable: false)
        node.reRunCost = ReRunCost(3)
        let result = LintResult(views: [ViewScore(file: long, name: name, line: 3, column: 9, score: 2)])
        var withGraph = result
        withGraph.graph = ViewGraph(nodes: [node], edges: [])
        let html = HTMLReporter.report(withGraph, context: ReportContext(scoreLimit: 10)) { _, _ in nil }
        let shown = HTMLAuditSections.elided(long + ":3:9")
        XCTAssertEqual(shown.count, HTMLAuditSections.pathLimit)
        XCTAssertTrue(shown.hasPrefix("Sources/Feature/") && shown.hasSuffix("DetailView.swift:3:9") && shown.contains("…"), shown)
        XCTAssertTrue(html.contains("<td title=\"\(long):3:9\">\(shown)</td>"), html)
        XCTAssertEqual(html.components(separatedBy: "<script").count - 1, 2, "the page's data and its script, nothing else")
        XCTAssertTrue(html.contains("X\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e\\u2028"), html)
    }

    func testHeadlessBrowserDrawsTheGraphWithItsRedEdges() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewlint-graph-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = try graphPage()
        let dom = try runChromium(["--dump-dom"], page: page, in: folder)
        XCTAssertTrue(dom.contains("data-ready=\"true\""), String(dom.prefix(500)))
        let start = try XCTUnwrap(dom.range(of: "<pre id=\"graph-summary\" hidden=\"\">"))
        let end = try XCTUnwrap(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
        let text = String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&quot;", with: "\"")
        let summary = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let nodes = try XCTUnwrap(summary["nodes"] as? [String])
        XCTAssertEqual(Set(nodes), ["ContactList", "ContactListRow", "FolderTree", "FolderBrowser", "MailboxScreen", "InboxList",
                                    "InboxToolbar", "ArchiveAllButton", "ProfileCard", "AvatarBadge", "SettingsScreen",
                                    "SettingsToggleRow", "SettingsHelpButton"])
        let red = try XCTUnwrap(summary["redEdges"] as? [[String]])
        XCTAssertEqual(Set(red), [["ContactList", "ContactListRow", "onSelect"], ["ContactListRow", "AvatarBadge", "onTap"],
                                  ["FolderBrowser", "FolderTree", "onOpen"], ["MailboxScreen", "InboxList", "onArchive"],
                                  ["InboxToolbar", "ArchiveAllButton", "action"], ["ProfileCard", "AvatarBadge", "onTap"],
                                  ["SettingsToggleRow", "SettingsHelpButton", "onTap"]])
        XCTAssertEqual(summary["edges"] as? Int, 10)
        XCTAssertEqual(summary["perElementEdges"] as? Int, 2)
        // The drawing is in the DOM: a box per view, a red path per spreading edge, the ×N marks.
        XCTAssertEqual(dom.components(separatedBy: " data-id=\"").count - 1, 13)
        XCTAssertEqual(dom.components(separatedBy: "class=\"edge spreads\"").count - 1, 7)
        XCTAssertEqual(dom.components(separatedBy: ">×N</text>").count - 1, 2)

        // A click on a view shows its findings, what makes it unequal and how its score is made.
        let selected = try runChromium(["--dump-dom"], page: page, in: folder, fragment: "#view=ContactListRow")
        let panel = try XCTUnwrap(selected.range(of: "<aside id=\"graph-panel\">"))
        let panelEnd = try XCTUnwrap(selected.range(of: "</aside>", range: panel.upperBound..<selected.endIndex))
        let shown = String(selected[panel.upperBound..<panelEnd.lowerBound])
        XCTAssertTrue(shown.contains("<h3>ContactListRow</h3>"), shown)
        XCTAssertTrue(shown.contains("ContactList: 'onSelect' gets a new closure on every update"), shown)
        XCTAssertTrue(shown.contains("non_equatable_property</span> Property 'onSelect'"), shown)
        XCTAssertTrue(shown.contains("re-run cost 6·N"), shown)
        XCTAssertTrue(shown.contains("<p><b>Explain</b></p><pre>body (Fixtures/ViewGraph/ContactList.swift:27:9): 3"), shown)
        XCTAssertTrue(selected.contains("class=\"node costly selected\""), "the clicked box is marked")

        _ = try runChromium(["--window-size=1400,1000", "--screenshot=\(folder.path)/shot.png"], page: page, in: folder)
        let png = try Data(contentsOf: folder.appendingPathComponent("shot.png"))
        XCTAssertGreaterThan(png.count, 10_000)
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }
}
