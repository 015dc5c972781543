import Foundation
import XCTest
@testable import ViewLintCore

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
}
