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
        XCTAssertTrue(html.contains("<tr class=\"over\"><td>14</td><td>Big&lt;&amp;&gt;</td><td>B.swift:4:9</td></tr>"))
        XCTAssertTrue(html.contains("<span class=\"hit\">    4      var body: some View {</span>"))
        XCTAssertTrue(html.contains("<div class=\"count\">1</div><div class=\"label\">11-20</div>"))
        for remote in ["http://", "https://", "src=", "<link"] { XCTAssertFalse(html.contains(remote), remote) }
    }

    /// Chromium from Debian's packages; the test is skipped, saying so, where none is installed.
    private func browser() throws -> String {
        for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
            for folder in ["/usr/bin", "/usr/local/bin", "/snap/bin"] where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return "\(folder)/\(name)"
            }
        }
        throw XCTSkip("no headless browser installed (apt-get install chromium): the HTML page was not rendered")
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
}
