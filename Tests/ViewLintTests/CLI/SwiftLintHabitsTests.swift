import Foundation
import XCTest
@testable import ViewLintSupport
@testable import ViewLintRules
@testable import ViewLintEngine
@testable import ViewLintCLI

/// What a SwiftLint user types first works: its configuration keys, its flags, `help` and
/// `version`, and a "did you mean" that names the option meant.
final class SwiftLintHabitsTests: XCTestCase {
    private var tree: WalkerTestTree!

    override func setUpWithError() throws {
        tree = try WalkerTestTree()
        try tree.file("V.swift", "struct V: View {\n    let a: () -> Void\n    var body: some View { VStack { AnyView(Text(\"\")) } }\n}\n")
    }

    override func tearDown() {
        tree.remove()
    }

    private func run(_ arguments: [String], input: String = "") -> (code: Int32, stdout: String, stderr: String) {
        var out = "", err = ""
        let code = CommandLineTool.run(arguments: arguments, currentDirectory: tree.root,
                                       stdout: TextOutput { out += $0 }, stderr: TextOutput { err += $0 },
                                       standardInput: { .success(Array(input.utf8)) })
        return (code, out, SummaryLine.removed(from: err))
    }

    /// The rule of each finding, in output order.
    private func rules(_ output: String) -> [String] {
        output.split(separator: "\n").compactMap { line in
            line.split(separator: "(").last.map { String($0.dropLast()) }
        }
    }

    func testSwiftLintsRuleListsStrictAndWarning() throws {
        try tree.file(".viewlint.yml", "disabled_rules: [non_equatable_property]\nopt_in_rules:\n  - anyview_in_body\n")
        XCTAssertEqual(rules(run(["."]).stdout), ["anyview_in_body"])
        try tree.file(".viewlint.yml", "only_rules: [body_complexity]\nrules:\n  body_complexity:\n    warning: 0\n")
        XCTAssertEqual(rules(run(["."]).stdout), ["body_complexity"])
        XCTAssertTrue(run(["."]).stdout.contains("(limit 0)"), run(["."]).stdout)
        // A rule's own `enabled:` wins over the lists.
        try tree.file(".viewlint.yml", "disabled_rules: [body_complexity]\nrules:\n  body_complexity: { enabled: true, limit: 0 }\n")
        XCTAssertTrue(rules(run(["."]).stdout).contains("body_complexity"))
        try tree.file(".viewlint.yml", "disabled_rules: [non_equatable_propert]\n")
        let unknown = run(["."])
        XCTAssertEqual(unknown.code, 2)
        XCTAssertTrue(unknown.stderr.contains("unknown rule 'non_equatable_propert'; did you mean 'non_equatable_property'?"), unknown.stderr)
        try tree.file(".viewlint.yml", "strict: true\n")
        XCTAssertEqual(run(["."]).code, 1)
        XCTAssertEqual(run(["--lenient", "."]).code, 0)
    }

    func testLenientReportsErrorsAsWarnings() throws {
        try tree.file(".viewlint.yml", "rules:\n  non_equatable_property: { severity: error }\n")
        XCTAssertEqual(run(["."]).code, 1)
        let lenient = run(["--lenient", "."])
        XCTAssertEqual(lenient.code, 0)
        XCTAssertTrue(lenient.stdout.contains("V.swift:2:9: warning:"), lenient.stdout)
        XCTAssertEqual(run(["--strict", "--lenient", "."]).code, 2)
    }

    func testUseStdinHelpAndVersion() {
        let piped = run(["--use-stdin", "--quiet"], input: "struct W: View {\n    let b: () -> Void\n    var body: some View { Text(\"\") }\n}\n")
        XCTAssertEqual(piped.stdout.split(separator: "\n").map { String($0.prefix(22)) }, ["<stdin>:2:9: warning: "])
        XCTAssertTrue(run(["--use-stdin", "--stdin-path", "Named.swift"], input: "struct W: View {\n    let b: () -> Void\n    var body: some View { Text(\"\") }\n}\n")
            .stdout.hasPrefix("Named.swift:2:9:"))
        XCTAssertTrue(run(["help"]).stdout.hasPrefix("OVERVIEW: viewlint"))
        XCTAssertEqual(run(["version"]).stdout, ViewLintVersion.current + "\n")
    }

    func testDidYouMeanNamesTheOptionMeant() {
        let cases = [("--format", "'--reporter'"), ("--reportr", "'--reporter'"), ("--forse", "'--force'"),
                     ("--lenent", "'--lenient'"), ("--force-exlude", "'--force-exclude'"), ("--threads", "'--jobs'")]
        for (typed, meant) in cases {
            let result = run([typed, "."])
            XCTAssertEqual(result.code, 2)
            XCTAssertTrue(result.stderr.contains("unknown option '\(typed)'; did you mean \(meant)?"), "\(typed): \(result.stderr)")
        }
        XCTAssertTrue(run(["--reporter", "jsn", "."]).stderr.contains("did you mean 'json'?"))
        let explain = run(["explain", "body_complexty"])
        XCTAssertEqual(explain.code, 2)
        XCTAssertEqual(explain.stderr, "viewlint: error: 'body_complexty' is neither a file nor a rule; did you mean 'body_complexity'?\n")
    }

    func testRulesAsJSON() throws {
        let result = run(["rules", "--reporter", "json"])
        XCTAssertEqual(result.code, 0, result.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let listed = try XCTUnwrap(json["rules"] as? [[String: Any]])
        XCTAssertEqual(listed.compactMap { $0["id"] as? String }, RuleRegistry.ids.map(\.rawValue))
        let complexity = try XCTUnwrap(listed.first { $0["id"] as? String == "body_complexity" }?["options"] as? [String: Any])
        XCTAssertEqual(complexity["limit"] as? Int, BodyComplexityOptions.defaultLimit)
        XCTAssertEqual(complexity["enabled"] as? Bool, true)
        XCTAssertTrue(complexity["error"] is NSNull)
        XCTAssertEqual(run(["rules", "--reporter", "sarif"]).code, 2)
    }
}
