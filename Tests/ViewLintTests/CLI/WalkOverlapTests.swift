import Foundation
import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine
@testable import ViewLintCLI

/// Files parsed while the walk still finds more (`SourceFeed`, `InputCollector.startWalking`)
/// give the same files, order, problems and results as a walk finished first, for any
/// number of jobs and whatever the timing.
final class WalkOverlapTests: XCTestCase {
    private var tree: WalkerTestTree!

    override func setUpWithError() throws {
        tree = try WalkerTestTree()
    }

    override func tearDown() {
        tree.remove()
    }

    private var collector: InputCollector {
        InputCollector(currentDirectory: tree.root,
                       configuration: ConfigurationLocator.Located(configuration: .default, directory: ""))
    }

    /// The fixtures copied into the tree, in folders whose walk order is not the byte order
    /// of the whole paths (`a/…` is walked before `a-b…` and `a.swift`).
    private func copyFixtures() throws {
        let fixtures = PackageRoot.url.appendingPathComponent("Fixtures")
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil))
        var number = 0
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let folder = ["a", "a-b", "a.b", "a/c", "B", "_"][number % 6]
            try tree.file("\(folder)/\(number)-\(url.lastPathComponent)", try String(contentsOf: url, encoding: .utf8))
            number += 1
        }
        try tree.file("a.swift", "struct A: View { var body: some View { VStack { Text(\"a\") } } }\n")
        try tree.file("a-b.swift", "struct AB: View { let tap: () -> Void; var body: some View { Text(\"b\") } }\n")
    }

    func testStreamedWalkGivesTheFilesAndProblemsOfTheFinishedWalk() throws {
        try copyFixtures()
        // Two spellings of one file, a missing path, two roots out of order.
        let paths = [".", "./a.swift", "Missing", "a"]
        let walked = collector.collect(paths: paths)
        let feed = collector.startWalking(paths: paths)
        XCTAssertEqual(feed.sources.map(\.path), walked.sources.map(\.path))
        XCTAssertEqual(feed.problems, walked.problems)
        XCTAssertEqual(feed.problems.map(\.path), ["Missing"])
        XCTAssertEqual(Set(walked.sources.map(\.path)).count, walked.sources.count, "each file once")
        let paths2 = walked.sources.map(\.path)
        XCTAssertEqual(paths2, paths2.sorted { LexicographicBytes.precedes($0, $1) })
        XCTAssertEqual(feed.sources.map(\.bytes), walked.sources.map(\.bytes))
    }

    func testLintOfAStreamedWalkIsTheLintOfTheFinishedWalkForAnyJobs() throws {
        try copyFixtures()
        let reference = Linter(jobs: 1).lint(collector.collect(paths: ["."]).sources)
        XCTAssertFalse(reference.findings.isEmpty)
        XCTAssertFalse(reference.views.isEmpty)
        for jobs in [1, 2, 3, 8] {
            let streamed = Linter(jobs: jobs).lint(collector.startWalking(paths: ["."]))
            XCTAssertEqual(JSONReporter.report(streamed), JSONReporter.report(reference), "jobs: \(jobs)")
            XCTAssertEqual(streamed.problems, [], "jobs: \(jobs)")
        }
    }

    /// A feed filled slowly from another thread, reported in an order of its own with one
    /// file given twice and one gone: the results follow the final order, not the timing.
    func testResultsFollowTheFeedsFinalOrderWhateverTheTiming() throws {
        let texts = (0..<12).map { "struct V\($0): View { let action\($0): () -> Void; var body: some View { Text(\"\($0)\") } }\n" }
        for (number, text) in texts.enumerated() { try tree.file("V\(number).swift", text) }
        let appended = texts.indices.map { "V\($0).swift" } + ["Gone.swift", "V3.swift"]
        // Report order: reversed, the second `V3.swift` dropped, `Gone.swift` kept.
        let order = Array((0..<13).reversed())
        let expected = order.map { appended[$0] }
        for jobs in [1, 2, 4] {
            let feed = SourceFeed()
            let root = tree.root
            let filled = DispatchSemaphore(value: 0)
            DispatchQueue(label: "test.fill").async {
                for path in appended {
                    usleep(2000)
                    feed.append(SourceInput(path: path, resolvedAgainst: root))
                }
                feed.finish(order: order, problems: [])
                filled.signal()
            }
            let result = Linter(jobs: jobs).lint(feed)
            filled.wait()
            XCTAssertEqual(feed.sources.map(\.path), expected)
            XCTAssertEqual(result.problems.map(\.path), ["Gone.swift"], "jobs: \(jobs)")
            let list = Linter(jobs: 1).lint(expected.map { SourceInput(path: $0, resolvedAgainst: root) })
            XCTAssertEqual(JSONReporter.report(result), JSONReporter.report(list), "jobs: \(jobs)")
            XCTAssertEqual(result.findings.count, 12)
        }
    }

    /// Workers with no source to take do the help lent to the feed: here the help is the only
    /// thing that appends sources, so a worker that waited instead would never finish.
    func testWorkersWithNothingToTakeDoTheHelpLent() {
        final class Pending: @unchecked Sendable {
            let lock = Lock()
            var left = Array((0..<40).map { "F\($0).swift" }.reversed())
            var helped = 0
        }
        for jobs in [1, 2, 4] {
            let feed = SourceFeed()
            let pending = Pending()
            feed.lend {
                // Appended in the order taken, and finished after the last append.
                pending.lock.locked {
                    pending.helped += 1
                    guard let path = pending.left.popLast() else { return false }
                    feed.append(SourceInput(path: path, resolvedAgainst: "/"))
                    if pending.left.isEmpty { feed.finish(order: Array((0..<40).reversed()), problems: []) }
                    return true
                }
            }
            // On a thread of its own, so that a worker that waits instead of helping fails the
            // test after a while rather than hanging it.
            final class Mapped: @unchecked Sendable { var paths: [String] = [] }
            let mapped = Mapped()
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                mapped.paths = ParallelMap.map(feed, jobs: jobs) { $0.path }
                done.signal()
            }
            guard done.wait(timeout: .now() + 20) == .success else { return XCTFail("jobs: \(jobs): the workers waited instead of helping") }
            XCTAssertEqual(mapped.paths, (0..<40).reversed().map { "F\($0).swift" }, "jobs: \(jobs)")
            XCTAssertGreaterThanOrEqual(pending.lock.locked { pending.helped }, 40)
        }
    }

    func testEmptyFeedsMapToNothing() {
        XCTAssertEqual(ParallelMap.map(SourceFeed([]), jobs: 3) { $0.path }, [])
        let open = SourceFeed()
        open.finish(order: [], problems: [InputProblem(path: "x", kind: .missing, reason: "No such file or directory")])
        XCTAssertEqual(ParallelMap.map(open, jobs: 1) { $0.path }, [])
        XCTAssertEqual(open.problems.map(\.path), ["x"])
    }

    /// The tool prints the walk's problems before the files it could not read, as when the
    /// walk ran first, and the report is the same for any `--jobs`.
    func testToolOutputIsTheSameForAnyJobs() throws {
        try copyFixtures()
        var outputs: Set<String> = []
        for jobs in 1...4 {
            var out = "", err = ""
            let code = CommandLineTool.run(arguments: ["--jobs", String(jobs), "--reporter", "json", ".", "Missing"],
                                           currentDirectory: tree.root, stdout: TextOutput { out += $0 },
                                           stderr: TextOutput { err += $0 })
            XCTAssertEqual(code, 2)
            // The walk's problem comes first, then the summary of what the report holds (its
            // count taken from the report itself, so no fixture change edits this test).
            let reported = (try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])?["findings"] as? [Any]
            XCTAssertGreaterThan(reported?.count ?? 0, 10)
            XCTAssertTrue(err.hasPrefix("viewlint: error: no such file or directory: 'Missing'\nFound \(reported?.count ?? -1) findings"),
                          err)
            outputs.insert(out)
        }
        XCTAssertEqual(outputs.count, 1)
    }
}
