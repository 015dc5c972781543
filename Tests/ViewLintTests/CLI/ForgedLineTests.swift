import Foundation
import XCTest
@testable import ViewLintSupport
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine
@testable import ViewLintCLI

/// Issue 24, items 11–13: a file name the repository chose cannot make any output of any
/// command print a line that a CI runner reads as a workflow command or an editor reads as
/// another file's diagnostic, nor carry an escape sequence or an invisible bidirectional
/// or zero-width character.
final class ForgedLineTests: XCTestCase {
    static let names = [
        "::error file=App.swift,line=1,title=Security::Rotate keys x.swift",
        "Other.swift:1:1: error: forged x.swift",
        "a\n::error title=x::forged\u{1B}[31m.swift",
        "  ::warning indented.swift",
        "bidi\u{202E}tfiws.x.swift",
        "zero\u{200B}width\u{2066}\u{FEFF}\u{61C}.swift",
    ]

    static let view = """
    struct Row: View {
        let onTap: () -> Void
        var body: some View { VStack { a; a; a; a; a; a } }
        var a: some View { HStack { } }
    }

    """

    /// The scalars that must never reach a line-oriented output raw.
    static let invisible: [Unicode.Scalar] = ["\u{1B}", "\u{202E}", "\u{200B}", "\u{2066}", "\u{FEFF}", "\u{61C}"]

    func testNoCommandPrintsAForgedLine() throws {
        let tree = try WalkerTestTree()
        defer { tree.remove() }
        for name in Self.names { try tree.file(name, Self.view) }
        let commands: [[String]] = [
            ["."], ["--reporter", "summary", "."], ["--reporter", "markdown", "."], ["audit", "."],
            ["--reporter", "github-actions", "."],
        ] + Self.names.flatMap { [["explain", $0], ["fix", "--equatable", "--dry-run", $0], [$0]] }
        for arguments in commands {
            var out = "", err = ""
            let code = CommandLineTool.run(arguments: arguments, currentDirectory: tree.root,
                                           stdout: TextOutput { out += $0 }, stderr: TextOutput { err += $0 })
            XCTAssertNotEqual(code, 2, "\(arguments): \(err)")
            XCTAssertFalse(out.isEmpty, "\(arguments)")
            for line in (out + err).split(separator: "\n", omittingEmptySubsequences: false) {
                let trimmed = line.drop { $0.isWhitespace }
                if arguments.contains("github-actions"), trimmed.hasPrefix("::warning file=") {
                    // The reporter's own command: the path property holds no raw `:` or `,`.
                    let path = trimmed.dropFirst("::warning file=".count).prefix { $0 != "," }
                    XCTAssertFalse(path.contains(":"), "\(arguments): \(line)")
                    XCTAssertTrue(trimmed.contains(",line="), "\(arguments): \(line)")
                } else {
                    XCTAssertFalse(trimmed.hasPrefix("::"), "\(arguments): a workflow command: \(line)")
                }
                XCTAssertFalse(line.contains("Other.swift:1:1"), "\(arguments): another file's diagnostic: \(line)")
                XCTAssertFalse(line.contains("\r"), "\(arguments): \(line)")
                for scalar in Self.invisible {
                    XCTAssertFalse(line.unicodeScalars.contains(scalar), "\(arguments): raw U+\(String(scalar.value, radix: 16)): \(line)")
                }
            }
        }
    }

    /// Every reporter, the structured ones included, writes the invisible characters as its
    /// format's escapes (`\u202e` in JSON and SARIF, `&#x202E;` in XML and HTML).
    func testNoReporterWritesAnInvisibleCharacterRaw() {
        let path = "Sources/a\u{202E}b\u{200B}c\u{2066}\u{FEFF}\u{61C}.swift"
        let result = LintResult(
            views: [ViewScore(file: path, name: "Row\u{200F}", line: 1, column: 8, score: 14)],
            findings: [Finding(file: path, line: 1, column: 8, severity: .warning, rule: .bodyComplexity, view: "Row",
                               message: "View 'Row\u{202D}' has body complexity 14 (limit 10)")])
        for reporter in ReporterKind.allCases {
            let output = reporter.render(result, context: ReportContext(scoreLimit: 10), sources: [])
            for scalar in Self.invisible {
                XCTAssertFalse(output.unicodeScalars.contains(scalar), "\(reporter) wrote U+\(String(scalar.value, radix: 16)) raw")
            }
            XCTAssertFalse(output.unicodeScalars.contains("\u{202D}"), "\(reporter)")
            XCTAssertFalse(output.unicodeScalars.contains("\u{200F}"), "\(reporter)")
        }
        XCTAssertEqual(JSONString.quoted("a\u{202E}b"), #""a\u202eb""#)
        XCTAssertEqual(XMLText.escaped("a\u{202E}b"), "a&#x202E;b")
    }

    /// The escaping each line-oriented output uses for a path or a name that may begin a
    /// line, and for every other untrusted text.
    func testFieldsEscapeColonsAndEveryTextEscapesInvisibles() {
        XCTAssertEqual(LineText.escapedField("::error x.swift"), #"\u{3A}\u{3A}error x.swift"#)
        XCTAssertEqual(LineText.escapedField("Sources/Feed/Row.swift"), "Sources/Feed/Row.swift")
        XCTAssertEqual(LineText.escaped("a: b"), "a: b")
        XCTAssertEqual(LineText.escaped("x\u{202E}y\u{200B}\u{200F}\u{202A}\u{2069}\u{2060}"),
                       #"x\u{202E}y\u{200B}\u{200F}\u{202A}\u{2069}\u{2060}"#)
        XCTAssertEqual(XcodeReporter.report([Finding(file: "Other.swift:1:1: error: x.swift", line: 2, column: 3, severity: .warning,
                                                      rule: .bodyComplexity, view: "V", message: "m")]),
                       #"Other.swift\u{3A}1\u{3A}1\u{3A} error\u{3A} x.swift:2:3: warning: m (body_complexity)"# + "\n")
    }
}
