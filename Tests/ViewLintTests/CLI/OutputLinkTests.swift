import Foundation
import XCTest
@testable import ViewLintSupport
@testable import ViewLintEngine
@testable import ViewLintCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 24, items 1, 2 and 16: what the linted repository planted cannot redirect a write
/// the command line asked for, nor make it replace a file the run read.
final class OutputLinkTests: XCTestCase {
    private var tree: WalkerTestTree!

    override func setUpWithError() throws {
        tree = try WalkerTestTree()
        try tree.folder("repo")
        try tree.file("victim", "precious\n")
        try tree.folder("victims")
        try tree.file("repo/V.swift", "struct V: View {\n    let a: () -> Void\n    var body: some View { Text(\"\") }\n}\n")
    }

    override func tearDown() {
        tree.remove()
    }

    private func run(_ arguments: [String]) -> (code: Int32, stdout: String, stderr: String) {
        var out = "", err = ""
        let code = CommandLineTool.run(arguments: arguments, currentDirectory: tree.root + "/repo",
                                       stdout: TextOutput { out += $0 }, stderr: TextOutput { err += $0 })
        return (code, out, SummaryLine.removed(from: err))
    }

    private func isLink(_ relative: String) -> Bool {
        var info = stat()
        return lstat(tree.root + "/" + relative, &info) == 0 && info.st_mode & mode_t(S_IFMT) == mode_t(S_IFLNK)
    }

    /// Table-driven: a link at the target, or at a folder on its way, is refused with exit 2;
    /// the file it leads to and the link are left as they were.
    func testALinkAtAWriteTargetIsRefused() throws {
        try tree.link("repo/viewlint.sarif", to: "../victim")
        try tree.link("repo/base.json", to: "../victim")
        try tree.link("repo/out", to: "../victims")
        XCTAssertEqual(mkfifo(tree.root + "/pipe", 0o644), 0)
        try tree.link("repo/report.txt", to: "../pipe")
        let cases: [[String]] = [
            ["--reporter", "sarif", "--output", "viewlint.sarif", "."],
            ["--write-baseline", "base.json", "."],
            ["--output", "out/report.txt", "."],
            ["--output", "./out/../report.sarif", "."],
            ["--output", tree.root + "/repo/out/report.txt", "."],
            ["--output", "report.txt", "."],
        ]
        for arguments in cases {
            let result = run(arguments)
            XCTAssertEqual(result.code, 2, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("symbolic link"), "\(arguments): \(result.stderr)")
            XCTAssertEqual(try String(contentsOfFile: tree.root + "/victim", encoding: .utf8), "precious\n", "\(arguments)")
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: tree.root + "/victims"), [], "\(arguments)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: tree.root + "/report.sarif"), "\(arguments)")
        }
        for link in ["repo/viewlint.sarif", "repo/base.json", "repo/out", "repo/report.txt"] { XCTAssertTrue(isLink(link), link) }
        // The system's own links, folders outside the current directory (`/tmp` is a link
        // on macOS) and plain files are written as before.
        try tree.link("outside", to: "victims")
        XCTAssertEqual(run(["--output", tree.root + "/outside/r.txt", "."]).code, 0)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: tree.root + "/victims"), ["r.txt"])
        XCTAssertEqual(run(["--output", "/dev/null", "."]).code, 0)
        XCTAssertEqual(run(["--output", "plain.txt", "."]).code, 0)
        XCTAssertTrue(try String(contentsOfFile: tree.root + "/repo/plain.txt", encoding: .utf8).contains("V.swift:2:9"))
    }

    /// `init --force` replaces a regular file only: not a link (to a victim or a FIFO) nor a FIFO.
    func testInitForceReplacesOnlyARegularFile() throws {
        try tree.link("repo/.viewlint.yml", to: "../victim")
        let linked = run(["init", "--force"])
        XCTAssertEqual(linked.code, 2, linked.stderr)
        XCTAssertTrue(linked.stderr.contains("symbolic link"), linked.stderr)
        XCTAssertEqual(try String(contentsOfFile: tree.root + "/victim", encoding: .utf8), "precious\n")
        XCTAssertTrue(isLink("repo/.viewlint.yml"))
        try FileManager.default.removeItem(atPath: tree.root + "/repo/.viewlint.yml")
        XCTAssertEqual(mkfifo(tree.root + "/repo/.viewlint.yml", 0o644), 0)
        let fifo = run(["init", "--force"])
        XCTAssertEqual(fifo.code, 2, fifo.stderr)
        XCTAssertTrue(fifo.stderr.contains("not a regular file"), fifo.stderr)
        try FileManager.default.removeItem(atPath: tree.root + "/repo/.viewlint.yml")
        try tree.file("repo/.viewlint.yml", "old\n")
        XCTAssertEqual(run(["init", "--force"]).code, 0)
        XCTAssertTrue(try String(contentsOfFile: tree.root + "/repo/.viewlint.yml", encoding: .utf8).contains("rules:"))
    }

    /// A nested `.viewlint.yml` the run read is an input like the top one.
    func testANestedConfigurationIsAnInput() throws {
        try tree.file("repo/sub/.viewlint.yml", "rules: {}\n")
        try tree.file("repo/sub/W.swift", "struct W: View {\n    var body: some View { Text(\"\") }\n}\n")
        for arguments in [["--output", "sub/.viewlint.yml", "."], ["--write-baseline", "sub/.viewlint.yml", "."]] {
            let result = run(arguments)
            XCTAssertEqual(result.code, 2, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("a nested configuration file"), "\(arguments): \(result.stderr)")
            XCTAssertEqual(try String(contentsOfFile: tree.root + "/repo/sub/.viewlint.yml", encoding: .utf8), "rules: {}\n")
        }
    }
}
