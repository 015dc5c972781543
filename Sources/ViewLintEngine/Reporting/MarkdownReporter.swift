import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules

/// A Markdown table of findings, for pull-request comments and job summaries.
public enum MarkdownReporter {
    public static func report(_ findings: [Finding], scoreChanges: [ScoreChange] = [], context: ReportContext = ReportContext()) -> String {
        var text: String
        if findings.isEmpty {
            text = "No findings.\n"
        } else {
            text = "| File | Line | Column | Severity | Rule | Message |\n| --- | ---: | ---: | --- | --- | --- |\n"
            for finding in findings.sorted(by: Finding.ordered) {
                text += "| \(cell(finding.file, isPath: true)) | \(finding.line) | \(finding.column) | \(finding.severity.rawValue) "
                    + "| `\(finding.rule.rawValue)` | \(cell(finding.message)) |\n"
            }
        }
        guard !scoreChanges.isEmpty else { return text }
        // `--changed-since`: how the change moved each view's body complexity.
        text += "\n| View | Body complexity | Limit | File |\n| --- | --- | ---: | --- |\n"
        let limit = context.scoreLimit
        for change in scoreChanges {
            let before = change.before.map(String.init) ?? "new"
            let after = change.after.map(String.init) ?? "no body"
            let over = (change.after ?? 0) > limit ? " ⚠️" : ""
            text += "| \(cell(change.name)) | \(before) → \(after)\(over) | \(limit) | \(cell(change.file, isPath: true)):\(change.line) |\n"
        }
        return text
    }

    /// A table cell: `&`, `<` and `>` as entities (GitHub drops `Array<Store>` as a tag
    /// otherwise), `|` and `\` escaped, line breaks as `<br>`, other control characters as
    /// `LineText` writes them; a path's `:` too (`LineText.escapedField`), so that a log
    /// parser reading the table as text finds no `Other.swift:1:1: error:` in a file name.
    static func cell(_ text: String, isPath: Bool = false) -> String {
        (isPath ? LineText.escapedField : LineText.escaped)(text.replacingBytes(of: "&", with: "&amp;").replacingBytes(of: "<", with: "&lt;")
            .replacingBytes(of: ">", with: "&gt;")
            .replacingBytes(of: "\\", with: "\\\\").replacingBytes(of: "|", with: "\\|")
            .replacingBytes(of: "\r\n", with: "<br>").replacingBytes(of: "\n", with: "<br>")
            .replacingBytes(of: "\r", with: "<br>"))
    }
}
