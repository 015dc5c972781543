import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine
@testable import ViewLintCLI

/// The tool end to end with the real linter: configuration discovery, baselines,
/// suppressions, `rules`, `explain`, `init`.
final class CommandLineFeatureTests: XCTestCase {
    private var tree: WalkerTestTree!

    override func setUpWithError() throws {
        tree = try WalkerTestTree()
    }

    override func tearDown() {
        tree.remove()
    }

    private func run(_ arguments: [String], in folder: String = "", input: String = "") -> (code: Int32, stdout: String, stderr: String) {
        var out = "", err = ""
        let code = CommandLineTool.run(arguments: arguments, currentDirectory: folder.isEmpty ? tree.root : tree.root + "/" + folder,
                                       stdout: TextOutput { out += $0 }, stderr: TextOutput { err += $0 },
                                       standardInput: { .success(Array(input.utf8)) })
        return (code, out, SummaryLine.removed(from: err))
    }

    private let closureView = "struct V: View {\n    let a: () -> Void\n    var body: some View { VStack { Text(\"\") } }\n}\n"

    func testConfigurationIsFoundUpToTheRepositoryRoot() throws {
        try tree.folder("repo/.git")
        try tree.file("repo/.viewlint.yml", "rules:\n  non_equatable_property: { severity: error }\n")
        try tree.file("repo/app/V.swift", closureView)
        let nested = run(["V.swift"], in: "repo/app")
        XCTAssertEqual(nested.code, 1)
        XCTAssertTrue(nested.stdout.contains("V.swift:2:9: error: "), nested.stdout)
        let ignored = run(["--no-config", "V.swift"], in: "repo/app")
        XCTAssertEqual(ignored.code, 0)
        XCTAssertTrue(ignored.stdout.contains("V.swift:2:9: warning: "), ignored.stdout)
        // Above the repository's root nothing is looked for.
        try tree.file(".viewlint.yml", "rules: [broken\n")
        XCTAssertEqual(run(["V.swift"], in: "repo/app").code, 1)
        XCTAssertEqual(run(["--no-config", "--config", "x.yml"]).code, 2)
    }

    /// `--config base.yml --config ci.yml`: a key the later file sets wins, one rule option
    /// at a time; `excluded` adds up, each entry read from its own file's folder.
    func testRepeatedConfigFilesRefineTheEarlierOnes() throws {
        try tree.file("V.swift", closureView)
        try tree.file("Gen/G.swift", closureView)
        try tree.file("Other.swift", closureView)
        try tree.file("base.yml", "excluded: [Gen]\nrules:\n  non_equatable_property: { severity: error }\n")
        try tree.file("ci/strict.yml", "excluded: [../Other.swift]\nrules:\n  non_equatable_property: { kinds: [closure] }\n")
        try tree.file("ci/lax.yml", "rules:\n  non_equatable_property: { severity: warning }\n")
        let strict = run(["--config", "base.yml", "--config", "ci/strict.yml"])
        XCTAssertEqual(strict.code, 1, strict.stderr)
        // base.yml's severity stays (strict.yml sets another option of the rule); both exclusions hold.
        XCTAssertEqual(strict.stdout.split(separator: "\n").map { String($0.prefix(24)) }, ["V.swift:2:9: error: Prop"])
        let lax = run(["--config", "base.yml", "--config", "ci/lax.yml", "--quiet"])
        XCTAssertEqual(lax.code, 0, lax.stderr)
        XCTAssertEqual(lax.stdout.split(separator: "\n").map { String($0.prefix(26)) },
                       ["Other.swift:2:9: warning: ", "V.swift:2:9: warning: Prop"])
        let broken = run(["--config", "base.yml", "--config", "ci/missing.yml"])
        XCTAssertEqual(broken.code, 2)
        XCTAssertTrue(broken.stderr.contains("'ci/missing.yml'"), broken.stderr)
    }

    func testBaselineReportsOnlyNewFindings() throws {
        try tree.file("V.swift", closureView)
        let written = run(["--write-baseline", "base.json", "V.swift"])
        XCTAssertEqual(written.code, 0)
        XCTAssertEqual(written.stderr, "viewlint: wrote 1 finding to baseline 'base.json'\n")
        XCTAssertEqual(run(["--baseline", "base.json", "V.swift"]).stdout, "")
        // Lines added above the finding do not revive it; a new finding is reported.
        try tree.file("V.swift", "import SwiftUI\n\n" + closureView.replacingOccurrences(of: "let a: () -> Void", with: "let a: () -> Void\n    let b: () -> Void"))
        let after = run(["--baseline", "base.json", "V.swift"])
        XCTAssertEqual(after.stdout.split(separator: "\n").map { String($0.prefix(16)) }, ["V.swift:5:9: war"])
        let broken = run(["--baseline", "missing.json", "V.swift"])
        XCTAssertEqual(broken.code, 2)
        XCTAssertTrue(broken.stderr.hasPrefix("viewlint: error: cannot read baseline 'missing.json'"), broken.stderr)
    }

    func testUnusedSuppressionsOnlyWhenAsked() throws {
        try tree.file("V.swift", "let x = 1 // viewlint:disable:this body_complexity\n")
        XCTAssertEqual(run(["V.swift"]).stdout, "")
        XCTAssertEqual(run(["--report-unused-suppressions", "V.swift"]).stdout,
                       "V.swift:1:11: warning: 'viewlint:disable:this body_complexity' suppresses nothing; remove it (unused_suppression)\n")
    }

    /// The configuration is found from the folder of what is linted, not from the current
    /// folder: a repository linted from outside gives the findings it gives from inside.
    func testTheConfigurationIsFoundFromTheLintedPath() throws {
        try tree.folder("repo/.git")
        try tree.file("repo/.viewlint.yml", "rules:\n  body_complexity:\n    limit: 0\n")
        try tree.file("repo/Sources/V.swift", closureView)
        try tree.folder("elsewhere")
        let inside = run(["."], in: "repo/Sources")
        XCTAssertTrue(inside.stdout.contains("body complexity 1 (limit 0)"), inside.stdout)
        let outside = run(["repo/Sources"])
        XCTAssertTrue(outside.stdout.contains("repo/Sources/V.swift:3:9: warning: View 'V' has body complexity 1 (limit 0)"),
                      outside.stdout)
        let file = run(["repo/Sources/V.swift"], in: "elsewhere/..")
        XCTAssertTrue(file.stdout.contains("(limit 0)"), file.stdout)
        let absolute = run([tree.root + "/repo/Sources"], in: "elsewhere")
        XCTAssertTrue(absolute.stdout.contains("(limit 0)"), absolute.stdout)
        let piped = run(["--stdin-path", "repo/Sources/New.swift"], input: closureView)
        XCTAssertTrue(piped.stdout.contains("repo/Sources/New.swift:3:9: warning: View 'V' has body complexity 1 (limit 0)"),
                      piped.stdout)
        // An error in it names it as the user would write it, from where the run started.
        try tree.file("repo/.viewlint.yml", "rules:\n  body_complexity:\n    limt: 0\n")
        XCTAssertTrue(run(["repo/Sources"]).stderr.hasPrefix("repo/.viewlint.yml:3: error:"), run(["repo/Sources"]).stderr)
        XCTAssertTrue(run(["."], in: "repo/Sources").stderr.hasPrefix("../.viewlint.yml:3: error:"))
        // The nearest configuration is the one read: one further up is not merged into it.
        try tree.file(".viewlint.yml", "rules:\n  body_complexity:\n    limit: 0\n")
        try tree.file("repo/.viewlint.yml", "")
        XCTAssertFalse(run(["repo/Sources"]).stdout.contains("body_complexity"))
    }

    /// With `--module-root` (a pre-commit hook naming the staged files), a named file the
    /// configuration excludes is skipped; named without it, it is linted as named.
    func testNamedFilesTheConfigurationExcludesAreSkippedInModuleRootMode() throws {
        try tree.file(".viewlint.yml", "excluded:\n  - Generated\n")
        try tree.file("Generated/G.swift", closureView)
        try tree.file("Sources/V.swift", closureView)
        let hook = run(["--module-root", ".", "Generated/G.swift", "Sources/V.swift"])
        XCTAssertEqual(hook.code, 0, hook.stderr)
        XCTAssertFalse(hook.stdout.contains("Generated/G.swift"), hook.stdout)
        XCTAssertTrue(hook.stdout.contains("Sources/V.swift:2:9: warning:"), hook.stdout)
        XCTAssertTrue(run(["Generated/G.swift"]).stdout.contains("Generated/G.swift:2:9: warning:"))
    }

    /// A `.viewlint.yml` in a subfolder refines the run's for the files under it: its rule
    /// options win (a limit, a rule turned off, an opt-in rule turned on, which the parser
    /// must then be asked for), and its `excluded:` adds paths under its folder.
    func testNestedConfigurationsRefineTheirFolders() throws {
        try tree.folder(".git")
        try tree.file(".viewlint.yml", "rules:\n  body_complexity:\n    limit: 1\n")
        try tree.file("Sources/Legacy/.viewlint.yml", """
            rules:
              body_complexity:
                limit: 5
              non_equatable_property:
                enabled: false
              anyview_in_body:
                enabled: true
            excluded:
              - Gen

            """)
        let view = { (name: String) in
            "struct \(name): View {\n    let a: () -> Void\n    var body: some View { VStack { HStack { AnyView(Text(\"\")) } } }\n}\n"
        }
        try tree.file("Sources/Top.swift", view("Top"))
        try tree.file("Sources/Legacy/Old.swift", view("Old"))
        try tree.file("Sources/Legacy/Gen/Gen.swift", view("Gen"))
        let result = run(["."])
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertEqual(result.stdout.split(separator: "\n").map { String($0.prefix(while: { $0 != " " })) }, [
            "Sources/Legacy/Old.swift:3:45:", "Sources/Top.swift:2:9:", "Sources/Top.swift:3:9:",
        ])
        XCTAssertTrue(result.stdout.contains("(anyview_in_body)") && result.stdout.contains("(limit 1)"), result.stdout)
        // Named with --config, a file is the whole configuration.
        XCTAssertTrue(run(["--config", ".viewlint.yml", "."]).stdout.contains("Sources/Legacy/Old.swift:3:9: warning: View 'Old'"))
        // A nested file with an error stops the run, naming its file and line.
        try tree.file("Sources/Legacy/.viewlint.yml", "rules:\n  body_complexity:\n    limt: 5\n")
        let broken = run(["."])
        XCTAssertEqual(broken.code, 2)
        XCTAssertTrue(broken.stderr.contains("Sources/Legacy/.viewlint.yml:3: error:"), broken.stderr)
    }

    /// Folders are told apart by their bytes: `café` written precomposed and decomposed are
    /// two folders on Linux, each with its own nested configuration (a `String` key would
    /// have given both the scope of whichever came first). Paths named with `./`, `..` and
    /// doubled slashes find the same scopes as the walk's.
    func testNestedConfigurationsAreFoundByTheFoldersBytes() throws {
        let viewWithAClosure = "struct V: View {\n    let a: () -> Void\n    var body: some View { Text(\"\") }\n}\n"
        try tree.folder(".git")
        try tree.file("Sources/Legacy/.viewlint.yml", "rules:\n  non_equatable_property:\n    enabled: false\n")
        try tree.file("Sources/Legacy/Old.swift", viewWithAClosure)
        try tree.file("Sources/Top.swift", viewWithAClosure.replacingOccurrences(of: "struct V", with: "struct T"))
        let named = run(["./Sources//Legacy/../Legacy/Old.swift", "Sources/./Top.swift"])
        XCTAssertEqual(named.stdout.split(separator: "\n").count, 1, named.stdout + named.stderr)
        XCTAssertTrue(named.stdout.contains("Top.swift:2:"), named.stdout)
        #if os(Linux)
        let composed = "caf\u{E9}", decomposed = "cafe\u{301}"
        try tree.file("\(composed)/.viewlint.yml", "rules:\n  non_equatable_property:\n    enabled: false\n")
        try tree.file("\(composed)/A.swift", viewWithAClosure.replacingOccurrences(of: "struct V", with: "struct A"))
        try tree.file("\(decomposed)/B.swift", viewWithAClosure.replacingOccurrences(of: "struct V", with: "struct B"))
        let walked = run(["."])
        XCTAssertTrue(walked.stdout.contains("B.swift:2:") && !walked.stdout.contains("A.swift:2:"), walked.stdout)
        #endif
    }

    func testReporterFromTheConfigurationAndJobs() throws {
        try tree.file(".viewlint.yml", "reporter: json\n")
        try tree.file("V.swift", closureView)
        XCTAssertTrue(run(["--jobs", "1", "V.swift"]).stdout.hasPrefix("{\"views\":"))
        XCTAssertTrue(run(["--reporter", "xcode", "V.swift"]).stdout.hasPrefix("V.swift:2:9: warning:"))
        try tree.file(".viewlint.yml", "# comment\nreporter: jsn\n")
        XCTAssertEqual(run(["V.swift"]).stderr,
                       ".viewlint.yml:2: error: 'reporter': unknown reporter 'jsn'; expected one of 'xcode', 'json', 'sarif', 'github-actions', 'checkstyle', 'gitlab', 'junit', 'markdown', 'summary', 'text', 'html'; did you mean 'json'?\n")
        XCTAssertEqual(run(["--jobs", "0", "V.swift"]).code, 2)
    }

    /// A reporter the configuration names for one command leaves the other its default,
    /// with a note: `reporter: sarif` does not break `viewlint audit`, nor `html` a lint.
    func testAConfiguredReporterForTheOtherCommandFallsBackToTheDefault() throws {
        try tree.file("V.swift", closureView)
        try tree.file(".viewlint.yml", "reporter: sarif\n")
        let audit = run(["audit", "V.swift"])
        XCTAssertEqual(audit.code, 0, audit.stderr)
        XCTAssertTrue(audit.stdout.hasPrefix("SCORE  VIEW"), audit.stdout)
        XCTAssertEqual(audit.stderr, "viewlint: note: the configuration's reporter 'sarif' does not apply to 'audit'; using 'text'\n")
        XCTAssertTrue(run(["V.swift"]).stdout.contains("\"version\":\"2.1.0\""))
        try tree.file(".viewlint.yml", "reporter: html\n")
        let lint = run(["V.swift"])
        XCTAssertTrue(lint.stdout.hasPrefix("V.swift:2:9: warning:"), lint.stdout)
        XCTAssertTrue(lint.stderr.hasPrefix("viewlint: note: the configuration's reporter 'html' does not apply to 'lint'; using 'xcode'"))
    }

    func testRulesListsEveryRuleWithItsDefaults() {
        let listing = run(["rules"])
        XCTAssertEqual(listing.code, 0)
        for rule in RuleRegistry.descriptions { XCTAssertTrue(listing.stdout.contains(rule.id.rawValue + " — "), rule.id.rawValue) }
        XCTAssertTrue(listing.stdout.contains("  enabled: true, severity: warning, limit: 10, error: none\n"))
        XCTAssertTrue(listing.stdout.contains("anyview_in_body — AnyView in Body\n  enabled: false, severity: warning\n"))
    }

    func testExplainShowsHowAScoreIsMade() throws {
        try tree.file("Screen.swift", "struct Screen: View {\n    var body: some View { VStack { header } }\n}\n")
        try tree.file("Screen+Header.swift", "extension Screen {\n    var header: some View { HStack { } }\n}\n")
        let explained = run(["explain", "Screen.swift:Screen"])
        XCTAssertEqual(explained.code, 0, explained.stderr)
        XCTAssertEqual(explained.stdout, """
        View 'Screen': body complexity 3 (limit 10)
          body (Screen.swift:2:9): 3
            header: +2
              2:36 header +1, expanded +1
                  header (Screen+Header.swift:2:9): 1
                    2:36 closure +1
            closures: +1
              2:34 closure +1

        """)
        XCTAssertEqual(run(["explain", "Screen.swift:Other"]).stderr, "viewlint: error: no view 'Other' with a body in 'Screen.swift'\n")
        XCTAssertEqual(run(["explain"]).code, 2)
    }

    func testInitWritesAConfigurationThatLoadsAndRefusesToOverwrite() throws {
        XCTAssertEqual(run(["init"]).stdout, "Wrote .viewlint.yml\n")
        let written = try ConfigurationLoader.load(path: tree.root + "/.viewlint.yml")
        XCTAssertEqual(written, Configuration())
        let again = run(["init"])
        XCTAssertEqual(again.code, 2)
        XCTAssertEqual(again.stderr, "viewlint: error: '.viewlint.yml' exists already; use 'viewlint init --force' to replace it\n")
        XCTAssertEqual(run(["init", "--force"]).code, 0)
        XCTAssertEqual(run(["lint", "--force"]).code, 2)
    }

    /// A view made one in another file, and a body in a third: only a whole module sees it.
    private func writeSplitView() throws {
        try tree.file("Sources/Screen.swift", "struct Screen {\n    let a: () -> Void\n}\n")
        try tree.file("Sources/Screen+View.swift", "extension Screen: View {\n    var body: some View { Text(\"\") }\n}\n")
        try tree.file("Sources/Other.swift", "struct Other: View {\n    let b: () -> Void\n    var body: some View { Text(\"\") }\n}\n")
    }

    func testModuleRootReadsDeclarationsButReportsOnlyTheNamedFiles() throws {
        try writeSplitView()
        // Alone, Screen.swift holds no view.
        XCTAssertEqual(run(["Sources/Screen.swift"]).stdout, "")
        XCTAssertEqual(run(["--module-root", "Sources", "Sources/Screen.swift"]).stdout,
                       "Sources/Screen.swift:2:9: warning: Property 'a' is a closure: the parent's body makes a new one (new "
                       + "captures) on every update, so SwiftUI sees 'Screen' as changed; pass a stable value, or leave it out "
                       + "of an Equatable == (non_equatable_property)\n")
    }

    func testStandardInputIsLintedAsTheNamedFile() throws {
        try writeSplitView()
        let edited = "struct Screen {\n    let a: Int\n    let c: () -> Void\n}\n"
        let result = run(["--stdin-path", "Sources/Screen.swift", "--module-root", "Sources"], input: edited)
        XCTAssertEqual(result.stdout.split(separator: "\n").map { String($0.prefix(28)) }, ["Sources/Screen.swift:3:9: wa"])
        let alone = run(["--stdin-path", "New.swift"], input: "struct N: View {\n    let f: () -> Void\n    var body: some View { Text(\"\") }\n}\n")
        XCTAssertTrue(alone.stdout.hasPrefix("New.swift:2:9: warning: Property 'f'"), alone.stdout)
        // Printed like a walked file: without the leading `./`.
        let dotted = run(["--stdin-path", "./New.swift"], input: "struct N: View {\n    let f: () -> Void\n    var body: some View { Text(\"\") }\n}\n")
        XCTAssertTrue(dotted.stdout.hasPrefix("New.swift:2:9: warning: Property 'f'"), dotted.stdout)
    }

    func testFileNamesThatAreNotUTF8AreReportedAndTheRunGoesOn() throws {
        try tree.file("ok.swift", closureView)
        XCTAssertTrue(tree.rawEntry(Array("caf".utf8) + [0xE9] + Array(".swift".utf8), isFolder: false))
        let result = run(["."])
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.stderr, "viewlint: error: cannot read 'caf\\xE9.swift': the file name is not valid UTF-8\n")
        XCTAssertTrue(result.stdout.hasPrefix("ok.swift:2:9: warning:"), result.stdout)
        XCTAssertEqual(FileSystem.printable([0x61, 0xE9, 0x62, 0xC3, 0xA9]), "a\\xE9bé")
        // A folder so named is reported too, not passed by in silence; other entries are.
        for (name, isFolder) in [([UInt8]([0x47, 0x65, 0x6E, 0xFF]), true), ([0x6E, 0x6F, 0x74, 0x65, 0xFE], false)] {
            XCTAssertTrue(tree.rawEntry(name, isFolder: isFolder))
        }
        let again = run(["."])
        XCTAssertEqual(again.stderr, "viewlint: error: cannot read 'Gen\\xFF': the folder name is not valid UTF-8\n"
                       + "viewlint: error: cannot read 'caf\\xE9.swift': the file name is not valid UTF-8\n")
        XCTAssertEqual(again.code, 2)
    }
}
