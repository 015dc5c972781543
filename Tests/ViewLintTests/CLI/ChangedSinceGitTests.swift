import Foundation
import XCTest
@testable import ViewLintSupport
@testable import ViewLintEngine
@testable import ViewLintCLI

/// `--changed-since` against real repositories: the revision forms, the merge base, shallow
/// clones, git's own errors, and a repository whose git configuration tries to run commands.
final class ChangedSinceGitTests: XCTestCase {
    private var tree: WalkerTestTree!

    override func setUpWithError() throws {
        tree = try WalkerTestTree()
        guard ChildProcess.run(["git", "--version"]) != nil else { throw XCTSkip("git is not installed") }
    }

    override func tearDown() {
        tree.remove()
    }

    @discardableResult
    private func git(_ arguments: String..., in folder: String? = nil) -> String {
        let outcome = ChildProcess.run(["git", "-C", folder ?? tree.root, "-c", "user.name=t", "-c", "user.email=t@e",
                                        "-c", "init.defaultBranch=main", "-c", "protocol.file.allow=always"] + arguments)
        XCTAssertEqual(outcome?.status, 0, "git \(arguments): " + String(decoding: outcome?.errors ?? [], as: UTF8.self))
        return String(decoding: outcome?.output ?? [], as: UTF8.self)
    }

    private func lint(_ arguments: [String], in folder: String? = nil) -> (code: Int32, stdout: String, stderr: String) {
        var out = "", err = ""
        let code = CommandLineTool.run(arguments: arguments, currentDirectory: folder ?? tree.root,
                                       stdout: TextOutput { out += $0 }, stderr: TextOutput { err += $0 })
        return (code, out, SummaryLine.removed(from: err))
    }

    private static let row = """
    struct Row: View {
        let onTap: () -> Void
        var body: some View { Text("") }
    }

    """

    /// main: Row (base), then main changes Row's closure line; feature, from the base, adds
    /// Card. The pull request is Card alone.
    private func branchBehindMain() throws {
        git("init", "-q")
        try tree.file("Row.swift", Self.row)
        git("add", ".")
        git("commit", "-q", "-m", "base")
        git("checkout", "-q", "-b", "feature")
        try tree.file("Card.swift", "struct Card: View {\n    let onSelect: () -> Void\n    var body: some View { Text(\"\") }\n}\n")
        git("add", ".")
        git("commit", "-q", "-m", "card")
        git("checkout", "-q", "main")
        try tree.file("Row.swift", Self.row.replacingOccurrences(of: "let onTap: () -> Void", with: "let onTap: () -> Void // main"))
        git("commit", "-q", "-am", "main moves on")
        git("checkout", "-q", "feature")
    }

    func testABareRefCountsFromTheMergeBaseAndBothRangeFormsWork() throws {
        try branchBehindMain()
        for form in ["main", "main...HEAD", "main...", "main...feature"] {
            let run = lint(["--changed-since", form, "."])
            XCTAssertEqual(run.code, 0, run.stderr)
            XCTAssertTrue(run.stdout.contains("Card.swift:2:9: warning: Property 'onSelect'"), "\(form): \(run.stdout)")
            XCTAssertFalse(run.stdout.contains("onTap"), "\(form) reported a line the branch never touched: \(run.stdout)")
        }
        // Two dots compare with main's tip, as git does: Row's line differs from main's.
        let twoDots = lint(["--changed-since", "main..HEAD", "."])
        XCTAssertTrue(twoDots.stdout.contains("Row.swift:2:9: warning: Property 'onTap'"), twoDots.stdout)
        XCTAssertTrue(twoDots.stdout.contains("Card.swift:2:9"), twoDots.stdout)
        let elsewhere = lint(["--changed-since", "main...main", "."])
        XCTAssertTrue(elsewhere.stderr.contains("note: --changed-since: the files linted are the working tree's"), elsewhere.stderr)
    }

    func testAShallowCloneSaysWhatToFetch() throws {
        try branchBehindMain()
        let clone = tree.root + "/clone"
        git("clone", "-q", "--depth", "1", "--branch", "feature", "file://" + tree.root, clone, in: tree.root)
        var run = lint(["--changed-since", "origin/main", "."], in: clone)
        XCTAssertEqual(run.code, 2)
        XCTAssertTrue(run.stderr.contains("unknown revision 'origin/main'; this clone is shallow"), run.stderr)
        XCTAssertTrue(run.stderr.contains("git fetch origin main") && run.stderr.contains("fetch-depth: 0"), run.stderr)
        git("fetch", "-q", "--depth", "1", "origin", "main:refs/remotes/origin/main", in: clone)
        run = lint(["--changed-since", "origin/main", "."], in: clone)
        XCTAssertEqual(run.code, 2)
        XCTAssertTrue(run.stderr.contains("no common commit; this clone is shallow"), run.stderr)
        XCTAssertTrue(run.stderr.contains("git fetch --deepen="), run.stderr)
        git("fetch", "-q", "--unshallow", "origin", in: clone)
        run = lint(["--changed-since", "origin/main", "."], in: clone)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("Card.swift:2:9") && !run.stdout.contains("onTap"), run.stdout)
    }

    /// The README's workflow step as `actions/checkout` with `fetch-depth: 0` sets it up for a
    /// pull request: a full clone with HEAD at the merge of the branch into main (detached).
    func testTheREADMEsWorkflowStepOnAPullRequestsMergeCommit() throws {
        try branchBehindMain()
        let clone = tree.root + "/clone"
        git("clone", "-q", "--no-checkout", "file://" + tree.root, clone, in: tree.root)
        git("checkout", "-q", "--detach", "origin/main", in: clone)
        git("merge", "-q", "--no-ff", "-m", "Merge pull request", "origin/feature", in: clone)
        let run = lint(["--quiet", "--reporter", "github-actions", "--changed-since", "origin/main", "."], in: clone)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("::warning file=Card.swift,line=2,"), run.stdout)
        XCTAssertFalse(run.stdout.contains("Row.swift"), run.stdout)
    }

    /// A folder another user owns: git refuses, and says how to allow it; both reach the user.
    func testGitsOwnErrorIsPassedThrough() throws {
        guard getuid() == 0 else { throw XCTSkip("only root can give the folder to another user") }
        git("init", "-q")
        try tree.file("Row.swift", Self.row)
        guard chown(tree.root, 65534, 65534) == 0 else { throw XCTSkip("chown failed") }
        defer { _ = chown(tree.root, 0, 0) }
        let run = lint(["--changed-since", "HEAD", "."])
        guard !run.stderr.isEmpty || run.code != 0 else { throw XCTSkip("this machine's git configuration trusts every folder") }
        XCTAssertEqual(run.code, 2)
        XCTAssertTrue(run.stderr.contains("dubious ownership") && run.stderr.contains("safe.directory"), run.stderr)
    }

    /// Each way a repository's configuration can make git run a command, set to write a
    /// marker: the marker is never written, and the findings are still those of the change.
    func testNothingTheRepositoryConfiguresIsRun() throws {
        struct Vector {
            var name: String
            var config: [(String, String)]
            var attributes: String?
            var privateAttributes: String?
        }
        let marker = tree.root + "-marker"
        defer { unlink(marker) }
        let touch = "touch '\(marker)'"
        let vectors = [
            Vector(name: "core.fsmonitor", config: [("core.fsmonitor", "\(touch); false")]),
            Vector(name: "diff textconv", config: [("diff.evil.textconv", "\(touch); cat")], attributes: "*.swift diff=evil"),
            Vector(name: "diff command", config: [("diff.evil.command", "\(touch); true")], attributes: "*.swift diff=evil"),
            Vector(name: "diff.external", config: [("diff.external", "\(touch); true")]),
            Vector(name: "filter clean", config: [("filter.evil.clean", "\(touch); cat"), ("filter.evil.required", "true")],
                   attributes: "*.swift filter=evil"),
            Vector(name: "filter process", config: [("filter.evil.process", touch)], attributes: "*.swift filter=evil"),
            Vector(name: "filter named with = and dots", config: [("filter.a=b.c.clean", "\(touch); cat")],
                   attributes: "*.swift filter=a=b.c"),
            Vector(name: "filter from info/attributes", config: [("filter.evil.clean", "\(touch); cat")],
                   privateAttributes: "*.swift filter=evil"),
            Vector(name: "pager", config: [("core.pager", "\(touch); cat"), ("pager.diff", "\(touch); cat")]),
        ]
        for vector in vectors {
            tree.remove()
            try FileManager.default.createDirectory(atPath: tree.root, withIntermediateDirectories: true)
            git("init", "-q")
            try tree.file("Row.swift", Self.row)
            if let attributes = vector.attributes { try tree.file(".gitattributes", attributes + "\n") }
            git("add", ".")
            git("commit", "-q", "-m", "base")
            if let attributes = vector.privateAttributes { try tree.file(".git/info/attributes", attributes + "\n") }
            for (key, value) in vector.config {
                let set = ChildProcess.run(["git", "-C", tree.root, "config", "--file", tree.root + "/.git/config", key, value])
                XCTAssertEqual(set?.status, 0, "\(vector.name): \(key)")
            }
            try tree.file("Row.swift", Self.row + "struct Card: View {\n    let onSelect: () -> Void\n    var body: some View { Text(\"\") }\n}\n")
            // An old modification time: git cannot trust the index's stat data and reads the file.
            var times = [timespec(tv_sec: 1_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000, tv_nsec: 0)]
            XCTAssertEqual(utimensat(AT_FDCWD, tree.root + "/Row.swift", &times, 0), 0)
            try tree.file("New.swift", "struct New: View {\n    let onPick: () -> Void\n    var body: some View { Text(\"\") }\n}\n")
            unlink(marker)

            for form in ["HEAD", "HEAD~0..HEAD"] {
                let run = lint(["--changed-since", form, "."])
                XCTAssertFalse(FileManager.default.fileExists(atPath: marker), "\(vector.name) (\(form)): the repository's command ran")
                XCTAssertEqual(run.code, 0, "\(vector.name): \(run.stderr)")
                if form == "HEAD" {
                    XCTAssertTrue(run.stdout.contains("Row.swift:6:9: warning: Property 'onSelect'"), "\(vector.name): \(run.stdout)")
                    XCTAssertTrue(run.stdout.contains("New.swift:2:9"), "\(vector.name): \(run.stdout)")
                }
                XCTAssertFalse(run.stdout.contains("onTap"), "\(vector.name): \(run.stdout)")
            }
        }
    }
}
