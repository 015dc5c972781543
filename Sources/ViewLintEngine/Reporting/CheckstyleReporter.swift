import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules

/// Checkstyle XML, read by Jenkins, GitLab and most code-review bots.
public enum CheckstyleReporter {
    public static func report(_ findings: [Finding]) -> String {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        for (file, group) in FindingGroups.byFile(findings) {
            text += "  <file name=\"\(XMLText.escaped(file))\">\n"
            for finding in group {
                text += "    <error line=\"\(finding.line)\" column=\"\(finding.column)\" severity=\"\(finding.severity.rawValue)\" "
                    + "message=\"\(XMLText.escaped(finding.message))\" source=\"viewlint.\(finding.rule.rawValue)\"/>\n"
            }
            text += "  </file>\n"
        }
        return text + "</checkstyle>\n"
    }
}

/// Findings grouped by file, both in output order.
enum FindingGroups {
    static func byFile(_ findings: [Finding]) -> [(file: String, findings: [Finding])] {
        var groups: [(file: String, findings: [Finding])] = []
        for finding in findings.sorted(by: Finding.ordered) {
            if groups.last?.file == finding.file {
                groups[groups.count - 1].findings.append(finding)
            } else {
                groups.append((finding.file, [finding]))
            }
        }
        return groups
    }
}
