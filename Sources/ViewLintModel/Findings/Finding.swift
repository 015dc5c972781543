import ViewLintSupport
import ViewLintSyntax

/// One reported problem at one place in one file.
public struct Finding: Equatable, Hashable, Sendable {
    public var file: String
    public var line: Int
    /// 1-based, counted in UTF-8 bytes as `swiftc` does.
    public var column: Int
    public var severity: Severity
    public var rule: RuleID
    /// The view the finding belongs to, when there is one.
    public var view: String?
    public var message: String

    public init(file: String, line: Int, column: Int, severity: Severity, rule: RuleID, view: String?, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.rule = rule
        self.view = view
        self.message = message
    }

    /// Output order: file, line, column, rule (README "Reporters"); message breaks the last ties
    /// so that the order never depends on how the findings were produced.
    public static func ordered(_ a: Finding, _ b: Finding) -> Bool {
        // Paths stored at one place (`StringStorage`) are equal without reading them:
        // consecutive findings mostly share their file's path string.
        let address = StringStorage.address(of: a.file)
        if address == nil || address != StringStorage.address(of: b.file) {
            let files = LexicographicBytes.compare(a.file, b.file)
            if files != 0 { return files < 0 }
        }
        if a.line != b.line { return a.line < b.line }
        if a.column != b.column { return a.column < b.column }
        return a.rule != b.rule ? a.rule < b.rule : LexicographicBytes.precedes(a.message, b.message)
    }

    /// `findings` sorted by `ordered`. A lint's findings arrive sorted already, and a
    /// sorted list is returned as it is: the stable sort would not move any of them.
    package static func inOutputOrder(_ findings: [Finding]) -> [Finding] {
        for index in findings.indices.dropFirst() where precedes(findings, index, index - 1) {
            return findings.sorted(by: ordered)
        }
        return findings
    }

    /// `ordered(findings[a], findings[b])`, the fields read in place: handed the two findings,
    /// `ordered` was handed copies (checking a million-line run's findings: 4.7 -> 2.3 M
    /// instructions, callgrind).
    private static func precedes(_ findings: [Finding], _ a: Int, _ b: Int) -> Bool {
        let address = StringStorage.address(of: findings[a].file)
        if address == nil || address != StringStorage.address(of: findings[b].file) {
            let files = LexicographicBytes.compare(findings[a].file, findings[b].file)
            if files != 0 { return files < 0 }
        }
        if findings[a].line != findings[b].line { return findings[a].line < findings[b].line }
        if findings[a].column != findings[b].column { return findings[a].column < findings[b].column }
        return findings[a].rule != findings[b].rule ? findings[a].rule < findings[b].rule
            : LexicographicBytes.precedes(findings[a].message, findings[b].message)
    }
}
