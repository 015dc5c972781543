/// A short overview: views by score, highest first, then the count of findings per rule
/// and per severity.
public enum SummaryReporter {
    public static func report(_ result: LintResult, limit: Int) -> String {
        var text = AuditTableReporter.report(result.views, limit: limit)
        text += "\nFindings by rule:\n"
        var byRule: [RuleID: Int] = [:]
        for finding in result.findings { byRule[finding.rule, default: 0] += 1 }
        for rule in RuleID.allCases where byRule[rule] != nil {
            text += "  \(rule.rawValue): \(byRule[rule]!)\n"
        }
        if byRule.isEmpty { text += "  none\n" }
        let errors = result.findings.filter { $0.severity == .error }.count
        text += "\nFindings by severity:\n  error: \(errors)\n  warning: \(result.findings.count - errors)\n"
        return text
    }
}
