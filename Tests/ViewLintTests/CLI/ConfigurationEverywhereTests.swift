import Foundation
import XCTest
@testable import ViewLintSupport
@testable import ViewLintEngine
@testable import ViewLintCLI

/// One package, one configuration, one set of findings, however viewlint is called: the
/// root `.viewlint.yml` applies under a nested one from any folder and any path argument,
/// and `excluded:` holds for walks, named files (a hook, a build plugin) and standard input.
final class ConfigurationEverywhereTests: XCTestCase {
    private var tree: WalkerTestTree!

    override func setUpWithError() throws {
        tree = try WalkerTestTree()
        try tree.folder(".git")
        // The root turns a rule off, sets a limit and excludes generated code; the nested
        // file raises the limit and turns an opt-in rule on for its folder.
        try tree.file(".viewlint.yml", """
            excluded:
              - Sources/Screens/Generated
            rules:
              non_equatable_property:
                enabled: false
              body_complexity:
                limit: 0

            """)
        try tree.file("Sources/Screens/.viewlint.yml", "rules:\n  body_complexity:\n    limit: 5\n  anyview_in_body:\n    enabled: true\n")
        try tree.file("Sources/Screens/Row.swift", Self.view("Row"))
        try tree.file("Sources/Screens/Generated/Gen.swift", Self.view("Gen"))
        try tree.file("Sources/App/Top.swift", Self.view("Top"))
        try tree.folder("elsewhere")
    }

    override func tearDown() {
        tree.remove()
    }

    private static func view(_ name: String) -> String {
        "struct \(name): View {\n    let onTap: () -> Void\n    var body: some View { VStack { AnyView(Text(\"\")) } }\n}\n"
    }

    /// Every finding as `path:line:column rule`, paths relative to the package's root.
    private func findings(_ arguments: [String], in folder: String = "", input: String = "") -> [String] {
        var out = "", err = ""
        let directory = folder.isEmpty ? tree.root : tree.root + "/" + folder
        let code = CommandLineTool.run(arguments: ["--quiet", "--reporter", "json"] + arguments, currentDirectory: directory,
                                       stdout: TextOutput { out += $0 }, stderr: TextOutput { err += $0 },
                                       standardInput: { .success(Array(input.utf8)) })
        XCTAssertEqual(code, 0, "\(arguments) from '\(folder)': \(err)")
        guard let json = try? JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any],
              let list = json["findings"] as? [[String: Any]] else {
            XCTFail("\(arguments): no JSON: \(out)")
            return []
        }
        return list.map { finding in
            let path = FilePath.normalizedComponents(FilePath.resolve(finding["file"] as? String ?? "", against: directory))
            let root = FilePath.normalizedComponents(tree.root)
            let relative = path.starts(with: root) ? path.dropFirst(root.count).joined(separator: "/") : path.joined(separator: "/")
            return "\(relative):\(finding["line"] ?? 0):\(finding["column"] ?? 0) \(finding["rule"] ?? "")"
        }.sorted()
    }

    private let expected = ["Sources/App/Top.swift:3:9 body_complexity", "Sources/Screens/Row.swift:3:36 anyview_in_body"]

    func testEveryEntryPointGivesTheSameFindings() throws {
        let row = expected.filter { $0.hasPrefix("Sources/Screens/Row.swift") }
        let absolute = { (path: String) in self.tree.root + "/" + path }
        let entryPoints: [(name: String, arguments: [String], folder: String, input: String, expected: [String])] = [
            ("viewlint . at the root", ["."], "", "", expected),
            ("viewlint with no path", [], "", "", expected),
            ("two folders", ["Sources/Screens", "Sources/App"], "", "", expected),
            ("the nested folder alone", ["Sources/Screens"], "", "", row),
            ("from inside the nested folder", ["."], "Sources/Screens", "", row),
            ("a file named alone", ["Sources/Screens/Row.swift"], "", "", row),
            ("absolute, from elsewhere", [tree.root], "elsewhere", "", expected),
            // The pre-commit hook: every staged file, the generated one included.
            ("pre-commit (--module-root)", ["--module-root", ".", "Sources/Screens/Row.swift",
                                            "Sources/Screens/Generated/Gen.swift", "Sources/App/Top.swift"], "", "", expected),
            ("an editor (--stdin-path)", ["--stdin-path", "Sources/Screens/Row.swift", "--module-root", "."], "", Self.view("Row"), row),
            ("standard input for an excluded file", ["--stdin-path", "Sources/Screens/Generated/Gen.swift", "--force-exclude"],
             "", Self.view("Gen"), []),
            // The command plugin: the targets' folders, relative, from the package's root.
            ("command plugin", ["Sources/App", "Sources/Screens"], "", "", expected),
            // The build-tool plugin: a target's files, absolute, from another folder.
            ("build-tool plugin", ["--force-exclude", absolute("Sources/Screens/Generated/Gen.swift"),
                                   absolute("Sources/Screens/Row.swift")], "elsewhere", "", row),
        ]
        for entry in entryPoints {
            XCTAssertEqual(findings(entry.arguments, in: entry.folder, input: entry.input), entry.expected, entry.name)
        }
    }

    /// The configuration is read down to the folder holding every linted path.
    func testTheCommonFolderOfTheLintedPaths() {
        func common(_ folders: [String]) -> String { ConfigurationLocator.commonFolder(of: folders, currentDirectory: "/home/dev/app") }
        XCTAssertEqual(common([]), ".")
        XCTAssertEqual(common(["Sources/A"]), "Sources/A")
        XCTAssertEqual(common(["Sources/A", "Sources/B/C"]), "Sources")
        XCTAssertEqual(common(["./Sources/A", "Sources/A/B"]), "Sources/A")
        XCTAssertEqual(common(["Sources", "Tests"]), ".")
        XCTAssertEqual(common(["", "Sources"]), ".")
        XCTAssertEqual(common(["../lib/X", "Sources"]), "/home/dev")
        XCTAssertEqual(common(["/home/dev/app/Sources", "Sources/A"]), "/home/dev/app/Sources")
    }

    /// A `.viewlint.yml` that cannot be read is an error naming it, exit 2: never passed by
    /// for the defaults or a parent's file.
    func testAConfigurationThatIsNotAReadableFileIsAnError() throws {
        let shapes: [(name: String, make: (String) throws -> Void)] = [
            ("a dangling link", { try self.tree.link($0, to: "missing.yml") }),
            ("a link loop", { try self.tree.link($0, to: ".viewlint.yml") }),
            ("a folder", { try self.tree.folder($0) }),
        ]
        for place in ["", "Sources/Screens/"] {
            for shape in shapes {
                let path = place + ".viewlint.yml"
                try FileManager.default.removeItem(atPath: tree.root + "/" + path)
                try shape.make(path)
                var err = ""
                let code = CommandLineTool.run(arguments: ["."], currentDirectory: tree.root, stdout: TextOutput { _ in },
                                               stderr: TextOutput { err += $0 })
                XCTAssertEqual(code, 2, "\(shape.name) at \(path): \(err)")
                XCTAssertTrue(err.contains("cannot read configuration file") && err.contains(".viewlint.yml"), "\(shape.name) at \(path): \(err)")
                try FileManager.default.removeItem(atPath: tree.root + "/" + path)
                try tree.file(path, "")
            }
        }
    }
}
