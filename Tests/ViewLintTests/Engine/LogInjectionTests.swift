import XCTest
@testable import ViewLintSupport
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine
@testable import ViewLintCLI

/// File names, view names and code excerpts are untrusted: no reporter lets them start a
/// forged line (`path:1:1: error:`, `::error`) or write a terminal escape sequence.
final class LogInjectionTests: XCTestCase {
    static let forgedXcode = "x.swift:1:1: error: forged"
    static let forgedActions = "::error file=x.swift::forged"
    static let hostilePath = "Evil\n\(forgedXcode)\r\n\(forgedActions)\u{1B}[31m\u{9B}2J\u{2028}.swift"
    static let hostileView = "Row\u{1B}]0;title\u{07}\n\(forgedXcode)"
    static let hostileMessage = "Property 'a'\n\(forgedXcode)\r\(forgedActions)\u{1B}[2J\u{85}"

    static let result = LintResult(
        views: [ViewScore(file: hostilePath, name: hostileView, line: 1, column: 8, score: 14)],
        findings: [
            Finding(file: hostilePath, line: 2, column: 9, severity: .warning, rule: .nonEquatableProperty,
                    view: hostileView, message: hostileMessage),
            Finding(file: hostilePath, line: 1, column: 8, severity: .error, rule: .bodyComplexity,
                    view: hostileView, message: "View '\(hostileView)' has body complexity 14 (limit 10)"),
        ])

    /// The reporters read line by line, by people and by CI log parsers. The structured ones
    /// (JSON, SARIF, XML, HTML) escape by their own format's rules, where C1 controls and
    /// U+2028 may stay as they are.
    static let lineOriented: Set<ReporterKind> = [.xcode, .githubActions, .markdown, .summary, .text]

    /// Table-driven over every reporter: no raw ESC or BEL reaches the output (nor any
    /// other control, in a line-oriented one), and no line of it begins with a forged
    /// finding or workflow command.
    func testNoReporterLetsUntrustedTextForgeALineOrAnEscape() {
        XCTAssertEqual(Set(ReporterKind.allCases).subtracting(Self.lineOriented), [.json, .sarif, .checkstyle, .gitlab, .junit, .html])
        for reporter in ReporterKind.allCases {
            let output = reporter.render(Self.result, context: ReportContext(scoreLimit: 10), sources: [])
            XCTAssertFalse(output.isEmpty, "\(reporter)")
            let forbidden = Self.lineOriented.contains(reporter) ? ["\u{1B}", "\u{9B}", "\u{07}", "\u{85}", "\u{2028}"] : ["\u{1B}", "\u{07}"]
            for scalar in forbidden {
                XCTAssertFalse(output.contains(scalar), "\(reporter) wrote a raw \(scalar.unicodeScalars.first!.value)")
            }
            let lines = output.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
            for line in lines {
                XCTAssertFalse(line.hasPrefix(Self.forgedXcode), "\(reporter) let a file name forge a finding: \(line)")
                XCTAssertFalse(line.hasPrefix(Self.forgedActions), "\(reporter) let text forge a workflow command: \(line)")
            }
        }
    }

    /// One escaping for every line-oriented output: Swift's spelling of each control.
    func testLineTextEscapesControlsAndKeepsEverythingElse() {
        XCTAssertEqual(LineText.escaped("plain Ünï 名前 <&> \\ ok"), "plain Ünï 名前 <&> \\ ok")
        XCTAssertEqual(LineText.escaped("a\nb\r\tc\u{1B}[0m\u{7F}\u{9B}\u{2028}\u{2029}\u{0}"),
                       #"a\nb\r\tc\u{1B}[0m\u{7F}\u{9B}\u{2028}\u{2029}\u{0}"#)
        XCTAssertFalse(LineText.needsEscaping("é\u{A0}\u{2027}\u{202F}\u{2065}\u{FEFE}\u{61B}"))
        // Read eight bytes at a time: a control is found at any offset, nothing else is.
        for offset in 0..<24 {
            for control in ["\n", "\u{1B}", "\u{7F}", "\u{0}", "\u{85}", "\u{2028}", "\u{202E}", "\u{200B}", "\u{2066}", "\u{FEFF}",
                            "\u{61C}"] {
                let text = String(repeating: "a", count: offset) + control + String(repeating: "z", count: 24 - offset)
                XCTAssertTrue(LineText.needsEscaping(text), "\(offset) \(control.unicodeScalars.first!.value)")
            }
            let plain = String(repeating: "~", count: offset) + "é名" + String(repeating: " ", count: 24 - offset)
            XCTAssertFalse(LineText.needsEscaping(plain), "\(offset)")
            let colon = String(repeating: "a", count: offset) + ":" + String(repeating: "z", count: 24 - offset)
            XCTAssertFalse(LineText.needsEscaping(colon), "\(offset)")
            XCTAssertTrue(LineText.needsEscaping(colon, colons: true), "\(offset)")
        }
    }

    /// The diagnostics on standard error escape what they quote: a file named with a line
    /// break, a configuration path with an escape sequence.
    func testStandardErrorDiagnosticsAreEscaped() throws {
        let tree = try WalkerTestTree()
        defer { tree.remove() }
        try tree.file("ok.swift", "struct V: View {\n    var body: some View { Text(\"\") }\n}\n")
        var out = "", err = ""
        let code = CommandLineTool.run(arguments: ["Gone\n\(Self.forgedXcode).swift", "--config", "c\u{1B}[31m.yml", "ok.swift"],
                                       currentDirectory: tree.root, stdout: TextOutput { out += $0 },
                                       stderr: TextOutput { err += $0 })
        XCTAssertEqual(code, 2)
        XCTAssertFalse(err.contains("\u{1B}"), err)
        XCTAssertTrue(err.contains(#"c\u{1B}[31m.yml"#), err)
        err = ""
        _ = CommandLineTool.run(arguments: ["Gone\n\(Self.forgedXcode).swift", "ok.swift"], currentDirectory: tree.root,
                                stdout: TextOutput { out += $0 }, stderr: TextOutput { err += $0 })
        XCTAssertTrue(err.contains(#"no such file or directory: 'Gone\nx.swift:1:1: error: forged.swift'"#), err)
        XCTAssertFalse(err.split(separator: "\n").contains { $0.hasPrefix(Self.forgedXcode) }, err)
    }
}
