import Foundation
import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine
@testable import ViewLintCLI

final class DeterminismTests: XCTestCase {
    private func fixtureInputs() throws -> [SourceInput] {
        let fixtures = PackageRoot.url.appendingPathComponent("Fixtures")
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil))
        var inputs: [SourceInput] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            inputs.append(SourceInput(path: url.lastPathComponent, text: try String(contentsOf: url, encoding: .utf8)))
        }
        return inputs.sorted { $0.path < $1.path }
    }

    func testOutputIsTheSameForAnyNumberOfJobs() throws {
        let inputs = try fixtureInputs()
        let single = Linter(jobs: 1).lint(inputs)
        XCTAssertFalse(single.findings.isEmpty)
        for jobs in [2, 3, 8] {
            let parallel = Linter(jobs: jobs).lint(inputs)
            XCTAssertEqual(parallel.findings, single.findings, "jobs: \(jobs)")
            XCTAssertEqual(parallel.views, single.views, "jobs: \(jobs)")
        }
    }

    func testOutputDoesNotDependOnInputOrder() throws {
        let inputs = try fixtureInputs()
        let forward = Linter().lint(inputs)
        let backward = Linter().lint(inputs.reversed())
        XCTAssertEqual(JSONReporter.report(forward), JSONReporter.report(backward))
    }

    func testTwentyRunsOfTheToolPrintTheSameBytes() throws {
        let root = PackageRoot.url.path
        var outputs: Set<String> = []
        for run in 0..<20 {
            var out = ""
            _ = CommandLineTool.run(arguments: ["--quiet", "--jobs", String(1 + run % 4), "--reporter", "json", "Fixtures"],
                                    currentDirectory: root, stdout: TextOutput { out += $0 }, stderr: TextOutput { _ in })
            outputs.insert(out)
        }
        XCTAssertEqual(outputs.count, 1)
        XCTAssertTrue(try XCTUnwrap(outputs.first).contains("\"findings\":[{"))
    }
}
