import XCTest
@testable import ViewLintSupport
@testable import ViewLintModel
@testable import ViewLintEngine
@testable import ViewLintCLI

/// `--changed-since REF`: what git says changed, and what the run reports of it.
final class ChangedSinceTests: XCTestCase {
    func testAUnifiedDiffGivesEachFilesNewLines() {
        let diff = """
        diff --git a/Sources/Feed.swift b/Sources/Feed.swift
        index 1..2 100644
        --- a/Sources/Feed.swift
        +++ b/Sources/Feed.swift
        @@ -5 +5,3 @@ struct FeedView: View {
        @@ -20,2 +22,0 @@
        @@ -30 +30 @@
        diff --git a/Old Name.swift b/New Name.swift
        similarity index 90%
        rename from Old Name.swift
        rename to New Name.swift
        --- a/Old Name.swift
        +++ b/New Name.swift
        @@ -1 +1 @@
        diff --git a/Added.swift b/Added.swift
        new file mode 100644
        --- /dev/null
        +++ b/Added.swift
        @@ -0,0 +1,4 @@
        diff --git a/Gone.swift b/Gone.swift
        --- a/Gone.swift
        +++ /dev/null
        @@ -1,3 +0,0 @@
        diff --git "a/caf\\303\\251\\tx.swift" "b/caf\\303\\251\\tx.swift"
        --- "a/caf\\303\\251\\tx.swift"
        +++ "b/caf\\303\\251\\tx.swift"
        @@ -2 +2 @@
        """
        let files = ChangedLines.parse(diff: diff)
        XCTAssertEqual(Set(files.keys), ["Sources/Feed.swift", "New Name.swift", "Added.swift", "café\tx.swift"])
        XCTAssertEqual(files["Sources/Feed.swift"]?.lines, [5...7, 30...30])
        XCTAssertEqual(files["Sources/Feed.swift"]?.pathAtRevision, "Sources/Feed.swift")
        XCTAssertEqual(files["New Name.swift"]?.pathAtRevision, "Old Name.swift")
        XCTAssertEqual(files["Added.swift"]?.isNew, true)
        XCTAssertNil(files["Added.swift"]?.pathAtRevision)
        XCTAssertEqual(files["café\tx.swift"]?.lines, [2...2])
    }

    /// A repository with a change: findings on changed lines, a view whose score rose (its
    /// body line unchanged), none on untouched lines; the markdown delta table; clear errors.
    func testPullRequestModeEndToEnd() throws {
        let tree = try WalkerTestTree()
        defer { tree.remove() }
        func git(_ arguments: String...) throws {
            let outcome = ChildProcess.run(["git", "-C", tree.root, "-c", "user.name=t", "-c", "user.email=t@e"] + arguments)
            guard let outcome else { throw XCTSkip("git is not installed") }
            XCTAssertEqual(outcome.status, 0, String(decoding: outcome.errors, as: UTF8.self))
        }
        try git("init", "-q")
        let before = """
        struct FeedView: View {
            var body: some View {
                VStack { Text("a") }
            }
        }
        struct Row: View {
            let onTap: () -> Void
            var body: some View { Text("") }
        }

        """
        try tree.file("Sources/Feed.swift", before)
        try git("add", ".")
        try git("commit", "-q", "-m", "base")
        let buttons = (1...5).map { number in "            Button(\"\(number)\") { act() }" }.joined(separator: "\n")
        try tree.file("Sources/Feed.swift", """
        struct FeedView: View {
            var body: some View {
                VStack {
        \(buttons)
                }
            }
            func act() {}
        }
        struct Row: View {
            let onTap: () -> Void
            var body: some View { Text("") }
        }

        """)
        try tree.file("Sources/New Row.swift", "struct NewRow: View {\n    let onSelect: () -> Void\n    var body: some View { Text(\"\") }\n}\n")
        var out = "", err = ""
        let code = CommandLineTool.run(arguments: ["--changed-since", "HEAD", "--reporter", "markdown", "Sources"],
                                       currentDirectory: tree.root, stdout: TextOutput { out += $0 }, stderr: TextOutput { err += $0 })
        XCTAssertEqual(code, 0, err)
        XCTAssertTrue(out.contains("| Sources/Feed.swift | 2 | 9 | warning | `body_complexity` | View 'FeedView' has body complexity 11"), out)
        XCTAssertTrue(out.contains("| Sources/New Row.swift | 2 | 9 | warning | `non_equatable_property`"), out)
        XCTAssertFalse(out.contains("'onTap'"), "an untouched line was reported: \(out)")
        XCTAssertTrue(out.contains("| FeedView | 1 → 11 ⚠️ | 10 | Sources/Feed.swift:2 |"), out)
        XCTAssertTrue(out.contains("| NewRow | new → 0 | 10 | Sources/New Row.swift:3 |"), out)

        err = ""
        XCTAssertEqual(CommandLineTool.run(arguments: ["--changed-since", "no-such-ref", "Sources"], currentDirectory: tree.root,
                                           stdout: TextOutput { _ in }, stderr: TextOutput { err += $0 }), 2)
        XCTAssertEqual(err, "viewlint: error: --changed-since: unknown revision 'no-such-ref'\n")
        let outside = try WalkerTestTree()
        defer { outside.remove() }
        try outside.file("V.swift", "struct V: View { var body: some View { Text(\"\") } }\n")
        err = ""
        XCTAssertEqual(CommandLineTool.run(arguments: ["--changed-since", "HEAD", "."], currentDirectory: outside.root,
                                           stdout: TextOutput { _ in }, stderr: TextOutput { err += $0 }), 2)
        XCTAssertTrue(err.contains("is not in a git repository"), err)
    }
}
