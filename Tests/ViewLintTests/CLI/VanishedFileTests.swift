import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XCTest
@testable import ViewLintSupport
@testable import ViewLintEngine
@testable import ViewLintCLI

/// Issue 24 item 17: a file or folder the walk found and that is gone when it is read is a
/// warning naming it; the run goes on and the exit code is what the other files make it.
final class VanishedFileTests: XCTestCase {
    func testAFileRemovedDuringTheRunIsAWarning() throws {
        let tree = try WalkerTestTree()
        defer { tree.remove() }
        try tree.file("Gone.swift", "struct G: View {\n    var body: some View { Text(\"\") }\n}\n")
        try tree.file("Kept.swift", "struct K: View {\n    let a: () -> Void\n    var body: some View { Text(\"\") }\n}\n")
        var out = "", err = ""
        // The walk has listed the folder; a file is removed before the linter reads it (the
        // walk may also run late enough not to meet it at all: then nothing names it).
        let code = CommandLineTool.run(arguments: ["."], currentDirectory: tree.root,
                                       stdout: TextOutput { out += $0 }, stderr: TextOutput { err += $0 },
                                       linter: { linter, feed in
                                           unlink(tree.root + "/Gone.swift")
                                           return linter.lint(feed)
                                       })
        XCTAssertEqual(code, 0, err)
        XCTAssertTrue(err.contains("viewlint: warning: 'Gone.swift' was removed while viewlint ran; it was not linted")
            || !err.contains("Gone.swift"), err)
        XCTAssertTrue(out.contains("Kept.swift:2:9: warning:"), out)
        // Deterministically: a file the walk handed over that is gone when it is read.
        let result = Linter().lint([SourceInput(path: "Gone.swift", readingFrom: tree.root + "/Gone.swift"),
                                    SourceInput(path: "Kept.swift", readingFrom: tree.root + "/Kept.swift")])
        XCTAssertEqual(result.problems.map(\.kind), [.vanished])
        XCTAssertEqual(result.problems.map(\.diagnosticLine),
                       ["viewlint: warning: 'Gone.swift' was removed while viewlint ran; it was not linted\n"])
        XCTAssertEqual(result.findings.map(\.file), ["Kept.swift"])
    }

    /// Table-driven over what the system says: only "gone" is a warning.
    func testOnlyAGoneFileIsAWarning() {
        let table: [(Int32, InputProblem.Kind, Bool)] = [(ENOENT, .vanished, false), (ENOTDIR, .vanished, false),
                                                         (EACCES, .unreadable, true), (EIO, .unreadable, true)]
        for (code, kind, isError) in table {
            let problem = InputProblem(path: "A.swift", failure: FileSystem.Failure(code: code))
            XCTAssertEqual(problem.kind, kind, "\(code)")
            XCTAssertEqual(problem.isError, isError, "\(code)")
        }
    }
}
