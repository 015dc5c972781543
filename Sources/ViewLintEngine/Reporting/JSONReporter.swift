import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules

/// `--reporter json`, for `lint` and `audit` alike: one JSON object on one line,
/// `{"views":[...],"findings":[...]}`, keys in a fixed order so the output can be diffed.
/// Views are in position order (file, line, column, name), findings in `Finding.ordered`
/// order; `view` is `null` for a finding outside any view, and `score` for a view without
/// a body of its own.
public enum JSONReporter {
    /// The JSON text, without a trailing newline.
    public static func report(_ result: LintResult) -> String {
        let views = result.views.sorted(by: ViewScore.ordered).map { view in
            "{\"file\":\(JSONString.quoted(view.file)),\"name\":\(JSONString.quoted(view.name)),"
                + "\"line\":\(view.line),\"column\":\(view.column),\"score\":\(view.score.map(String.init) ?? "null")}"
        }
        let findings = result.findings.sorted(by: Finding.ordered).map { finding in
            "{\"file\":\(JSONString.quoted(finding.file)),\"line\":\(finding.line),\"column\":\(finding.column),"
                + "\"severity\":\(JSONString.quoted(finding.severity.rawValue)),\"rule\":\(JSONString.quoted(finding.rule.rawValue)),"
                + "\"view\":\(finding.view.map(JSONString.quoted) ?? "null"),\"message\":\(JSONString.quoted(finding.message))}"
        }
        return "{\"views\":[\(views.joined(separator: ","))],\"findings\":[\(findings.joined(separator: ","))]}"
    }
}
