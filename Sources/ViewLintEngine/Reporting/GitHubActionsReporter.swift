import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules

/// GitHub Actions workflow commands: each finding becomes an annotation on the pull
/// request's diff.
public enum GitHubActionsReporter {
    public static func report(_ findings: [Finding]) -> String {
        var text = ""
        for finding in findings.sorted(by: Finding.ordered) {
            let command = finding.severity == .error ? "error" : "warning"
            text += "::\(command) file=\(property(finding.file)),line=\(finding.line),col=\(finding.column),"
                + "title=\(property(finding.rule.rawValue))::\(data(finding.message))\n"
        }
        return text
    }

    /// The message part: `%`, carriage return and newline escaped, as the runner requires;
    /// every other control character as `LineText` writes it, so that none reaches the log
    /// (the runner's log shows ANSI escapes as colors).
    static func data(_ text: String) -> String {
        var result = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default:
                if let escape = LineText.escape(character) { result += escape } else { result.unicodeScalars.append(character) }
            }
        }
        return result
    }

    /// A property value: as `data`, and `:` and `,` too, which separate properties.
    static func property(_ text: String) -> String {
        data(text).replacingBytes(of: ":", with: "%3A").replacingBytes(of: ",", with: "%2C")
    }
}
