import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules

/// GitLab's Code Quality report (the `codequality` artifact of a merge request): a JSON
/// array with, for each finding, the fields GitLab documents as required: `description`,
/// `check_name`, `fingerprint` (unique per finding, and kept across commits so that a
/// merge request shows only new and fixed ones), `severity` (`minor` for a warning,
/// `major` for an error, among info/minor/major/critical/blocker) and `location.path`
/// with `location.lines.begin`. Paths as printed: relative to where viewlint ran, which
/// GitLab wants to be the repository's root.
public enum GitLabReporter {
    public static func report(_ findings: [Finding]) -> String {
        let ordered = findings.sorted(by: Finding.ordered)
        let entries = zip(ordered, FindingFingerprint.of(ordered)).map { finding, fingerprint in
            var path = Substring(finding.file)
            while path.hasPrefix("./") { path = path.dropFirst(2) }
            return "  {\"description\":\(JSONString.quoted(finding.message)),\"check_name\":\(JSONString.quoted(finding.rule.rawValue)),"
                + "\"fingerprint\":\(JSONString.quoted(fingerprint)),\"severity\":\"\(finding.severity == .error ? "major" : "minor")\","
                + "\"location\":{\"path\":\(JSONString.quoted(String(path))),\"lines\":{\"begin\":\(finding.line)}}}"
        }
        return entries.isEmpty ? "[]\n" : "[\n" + entries.joined(separator: ",\n") + "\n]\n"
    }
}
