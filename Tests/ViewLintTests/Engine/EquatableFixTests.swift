import Foundation
import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine
@testable import ViewLintCLI

final class EquatableFixTests: XCTestCase {
    private var tree: WalkerTestTree!

    override func setUpWithError() throws {
        tree = try WalkerTestTree()
    }

    override func tearDown() {
        tree.remove()
    }

    private func run(_ arguments: [String]) -> (code: Int32, stdout: String, stderr: String) {
        var out = "", err = ""
        let code = CommandLineTool.run(arguments: arguments, currentDirectory: tree.root,
                                       stdout: TextOutput { out += $0 }, stderr: TextOutput { err += $0 })
        return (code, out, SummaryLine.removed(from: err))
    }

    private func contents(_ path: String) throws -> String {
        try String(contentsOfFile: tree.root + "/" + path, encoding: .utf8)
    }

    private let row = """
    final class Model {}
    public struct Row: View {
        let title: String
        let count: Int
        let onTap: () -> Void
        let model: Model
        @State private var isOn = false
        private let spacing = 8
        public var body: some View { Text(title) }
    }
    """

    func testDryRunPrintsAUnifiedDiffAndWritesNothing() throws {
        try tree.file("Row.swift", row)
        let result = run(["fix", "--equatable", "--dry-run", "Row.swift"])
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertEqual(result.stdout, """
        --- a/Row.swift
        +++ b/Row.swift
        @@ -8,3 +8,14 @@
             private let spacing = 8
             public var body: some View { Text(title) }
        -}
        \\ No newline at end of file
        +}
        +
        +extension Row: Equatable {
        +    // 'onTap' is left out: a closure cannot be compared with ==.
        +    // 'model' is left out: 'Model' is a class, compared by identity.
        +    // 'isOn' is left out: a dynamic property SwiftUI tracks itself.
        +    // 'spacing' is left out: the same in every instance.
        +    public static func == (lhs: Row, rhs: Row) -> Bool {
        +        lhs.title == rhs.title
        +            && lhs.count == rhs.count
        +    }
        +}

        """)
        XCTAssertEqual(try contents("Row.swift"), row)
    }

    func testFixWritesAtomicallyKeepsTheRestAndSilencesBothRules() throws {
        try tree.file("Row.swift", row + "\n")
        let path = tree.root + "/Row.swift"
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        let result = run(["fix", "--equatable", "Row.swift"])
        XCTAssertEqual(result.stdout, "Made 'Row' Equatable in Row.swift\n")
        let fixed = try contents("Row.swift")
        XCTAssertTrue(fixed.hasPrefix(row + "\n\nextension Row: Equatable {\n"))
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int, 0o640)
        let findings = Linter().lint([SourceInput(path: "Row.swift", text: fixed)]).findings
        XCTAssertEqual(findings.filter { $0.rule == .nonEquatableProperty || $0.rule == .equatableIgnoresProperty }, [])
        XCTAssertEqual(run(["fix", "--equatable", "Row.swift"]).stdout, "Nothing to fix.\n")
        // A missing file is an error, and only that: it was not looked at.
        let missing = run(["fix", "--equatable", "Missing.swift"])
        XCTAssertEqual(missing.code, 2)
        XCTAssertEqual(missing.stdout, "")
        XCTAssertTrue(missing.stderr.contains("Missing.swift"), missing.stderr)
    }

    func testFilesThatDoNotParseCleanlyGenericAndLocalViewsAreLeftAlone() throws {
        let broken = "struct B: View {\n    let f: () -> Void\n    var body: some View { Text(\"open) }\n}\n"
        try tree.file("Broken.swift", broken)
        let generic = "struct G<T>: View {\n    let f: () -> Void\n    var body: some View { Text(\"\") }\n}\n"
        try tree.file("Generic.swift", generic)
        let local = "func make() -> some View {\n    struct L: View {\n        let f: () -> Void\n        var body: some View { Text(\"\") }\n    }\n    return L(f: {})\n}\n"
        try tree.file("Local.swift", local)
        let result = run(["fix", "--equatable", "Broken.swift", "Generic.swift", "Local.swift"])
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.stderr,
                       "viewlint: error: 'Broken.swift' was not changed: it does not parse cleanly (unterminated string literal at 3:32)\n"
                       + "viewlint: 'G' in 'Generic.swift' was not changed: it is generic; write its == by hand\n"
                       + "viewlint: 'L' in 'Local.swift' was not changed: it is declared inside code, where no extension reaches it\n")
        XCTAssertEqual(try contents("Broken.swift"), broken)
        XCTAssertEqual(try contents("Generic.swift"), generic)
        XCTAssertEqual(try contents("Local.swift"), local)
    }

    func testFixNeedsItsFlagAndFiles() {
        XCTAssertEqual(run(["fix", "Row.swift"]).code, 2)
        XCTAssertEqual(run(["fix", "--equatable"]).code, 2)
        XCTAssertEqual(run(["lint", "--dry-run"]).code, 2)
    }
}
