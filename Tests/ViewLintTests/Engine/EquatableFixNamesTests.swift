import Foundation
import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine
@testable import ViewLintCLI

/// `fix --equatable` writes names as Swift needs them: backticked names and properties
/// named like keywords (`` `init` ``, `` `self` ``) give code that compiles.
final class EquatableFixNamesTests: XCTestCase {
    func testNamesAreSpelledAsSwiftNeedsThem() {
        let table: [(String, String?)] = [
            ("title", "title"), ("_count", "_count"), ("名前", "`名前`"), ("Settings View", "`Settings View`"),
            ("init", "`init`"), ("self", "`self`"), ("Type", "`Type`"), ("default", "`default`"), ("_", "`_`"),
            ("9lives", "`9lives`"), ("a`b", nil), ("a\nb", nil), ("a\u{1B}b", nil), ("", nil),
        ]
        for (name, spelled) in table { XCTAssertEqual(SwiftIdentifier.spelled(name), spelled, name) }
        XCTAssertEqual(SwiftIdentifier.spelledType("Settings.Screen"), "Settings.Screen")
        XCTAssertEqual(SwiftIdentifier.spelledType("Settings.My Screen"), "Settings.`My Screen`")
    }

    static let hostileView = """
    struct `Settings View`: View {
        let onTap: () -> Void
        let `init`: Int
        let `self`: String
        let `default`: Double
        var body: some View { Text("") }
    }
    """

    func testGeneratedExtensionForBacktickedNames() throws {
        let text = try XCTUnwrap(Self.extensionText(for: Self.hostileView))
        XCTAssertEqual(text, """

        extension `Settings View`: Equatable {
            // 'onTap' is left out: a closure cannot be compared with ==.
            static func == (lhs: `Settings View`, rhs: `Settings View`) -> Bool {
                lhs.`init` == rhs.`init`
                    && lhs.`self` == rhs.`self`
                    && lhs.`default` == rhs.`default`
            }
        }

        """)
    }

    /// The generated extension, appended to a stub of the view (no SwiftUI here), is
    /// type-checked by the toolchain's `swiftc`.
    func testGeneratedExtensionTypeChecks() throws {
        let swiftc = try XCTUnwrap(Self.swiftc(), "the toolchain that runs the tests has a swiftc on PATH")
        let text = try XCTUnwrap(Self.extensionText(for: Self.hostileView))
        let stub = Self.hostileView.replacingOccurrences(of: ": View", with: "")
            .replacingOccurrences(of: "var body: some View { Text(\"\") }", with: "")
        let folder = NSTemporaryDirectory() + "viewlint-typecheck-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/Stub.swift"
        try (stub + text + "\nlet same = `Settings View`(onTap: {}, init: 1, self: \"\", default: 2) == `Settings View`(onTap: {}, init: 1, self: \"\", default: 2)\n")
            .write(toFile: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = ["-typecheck", file]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, message)
        XCTAssertFalse(message.contains("warning"), message)
    }

    /// A name no spelling holds (an escape sequence in backticks) is left alone with a note,
    /// never written into the file or the diff.
    func testAViewWhoseNameCannotBeWrittenIsSkipped() {
        let source = "struct `Row\u{1B}[31m`: View {\n    let onTap: () -> Void\n    var body: some View { Text(\"\") }\n}\n"
        let module = ModuleIndex(files: [Parser.parse(path: "V.swift", text: source)])
        let result = RuleFix.edits(in: module, configuration: Configuration(), files: ["V.swift"])
        XCTAssertEqual(result.edits, [])
        XCTAssertEqual(result.skipped.map(\.reason), ["its name or a property's name cannot be written in Swift as it was read"])
    }

    static func extensionText(for source: String) -> String? {
        let module = ModuleIndex(files: [Parser.parse(path: "V.swift", text: source)])
        let edits = RuleFix.edits(in: module, configuration: Configuration(), files: ["V.swift"])
        return edits.edits.first?.text
    }

    static func swiftc() -> String? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let path = String(folder) + "/swiftc"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }
}
