import XCTest
@testable import ViewLintSupport
@testable import ViewLintModel
@testable import ViewLintEngine
@testable import ViewLintCLI

/// `--changed-since REF`: what git says changed, and what the run reports of it.
final class ChangedSinceTests: XCTestCase {
    /// The names come NUL-separated; the hunks are read by their counts, so an added line
    /// that looks like a header ('++ b/Decoy.swift' added is '+++ b/Decoy.swift') is a line.
    func testTheNameListAndTheHunkCountsGiveEachFilesNewLines() throws {
        let names = Array("M\0Sources/Feed.swift\0R090\0Old Name.swift\0New Name.swift\0A\0Added.swift\0D\0Gone.swift\0M\0café\tx\n.swift\0".utf8)
        let patch = """
        diff --git a/Sources/Feed.swift b/Sources/Feed.swift
        index 1..2 100644
        --- a/Sources/Feed.swift
        +++ b/Sources/Feed.swift
        @@ -5 +5,3 @@ struct FeedView: View {
        -old
        +++ b/Decoy.swift
        +diff --git a/Decoy.swift b/Decoy.swift
        +@@ -1 +900,9 @@
        @@ -20,2 +22,0 @@
        -a
        -b
        @@ -30 +30 @@
        -x
        \\ No newline at end of file
        +y
        \\ No newline at end of file
        diff --git a/Old Name.swift b/New Name.swift
        similarity index 90%
        rename from Old Name.swift
        rename to New Name.swift
        --- a/Old Name.swift
        +++ b/New Name.swift
        @@ -1 +1 @@
        -- a/x
        +++ b/x
        diff --git a/Added.swift b/Added.swift
        new file mode 100644
        --- /dev/null
        +++ b/Added.swift
        @@ -0,0 +1,2 @@
        +a
        +b
        diff --git a/Gone.swift b/Gone.swift
        --- a/Gone.swift
        +++ /dev/null
        @@ -1 +0,0 @@
        -a
        diff --git "a/caf\\303\\251\\tx\\n.swift" "b/caf\\303\\251\\tx\\n.swift"
        --- "a/caf\\303\\251\\tx\\n.swift"
        +++ "b/caf\\303\\251\\tx\\n.swift"
        @@ -2 +2 @@
        -a
        +b

        """
        let files = try XCTUnwrap(ChangedLines.parse(names: names, patch: Array(patch.utf8)))
        XCTAssertEqual(Set(files.keys), ["Sources/Feed.swift", "New Name.swift", "Added.swift", "café\tx\n.swift"])
        XCTAssertEqual(files["Sources/Feed.swift"]?.lines, [5...7, 30...30])
        XCTAssertEqual(files["Sources/Feed.swift"]?.pathAtRevision, "Sources/Feed.swift")
        XCTAssertEqual(files["New Name.swift"]?.pathAtRevision, "Old Name.swift")
        XCTAssertEqual(files["New Name.swift"]?.lines, [1...1])
        XCTAssertEqual(files["Added.swift"]?.isNew, true)
        XCTAssertNil(files["Added.swift"]?.pathAtRevision)
        XCTAssertEqual(files["café\tx\n.swift"]?.lines, [2...2])
        // A list and a patch that disagree (a file changed between the two runs) are refused.
        XCTAssertNil(ChangedLines.parse(names: Array("M\0A.swift\0".utf8), patch: []))
    }

    func testRevisionForms() {
        XCTAssertEqual(RevisionRange("origin/main"), RevisionRange(from: "origin/main", to: nil, fromMergeBase: true))
        XCTAssertEqual(RevisionRange("origin/main...HEAD"), RevisionRange(from: "origin/main", to: "HEAD", fromMergeBase: true))
        XCTAssertEqual(RevisionRange("a..b"), RevisionRange(from: "a", to: "b", fromMergeBase: false))
        XCTAssertEqual(RevisionRange("main..."), RevisionRange(from: "main", to: "HEAD", fromMergeBase: true))
        XCTAssertEqual(RevisionRange("..b"), RevisionRange(from: "HEAD", to: "b", fromMergeBase: false))
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
        // git's own message, passed through.
        XCTAssertTrue(err.contains("git cannot work in") && err.contains("not a git repository"), err)
    }
}
