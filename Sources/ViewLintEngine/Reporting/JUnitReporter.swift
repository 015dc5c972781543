import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules

/// JUnit XML for CI test-report views: one failing test case per finding. A clean run is
/// one passing test case, so that the report never looks empty.
public enum JUnitReporter {
    public static func report(_ findings: [Finding]) -> String {
        let sorted = findings.sorted(by: Finding.ordered)
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n"
        text += "  <testsuite name=\"viewlint\" tests=\"\(max(1, sorted.count))\" failures=\"\(sorted.count)\" errors=\"0\">\n"
        if sorted.isEmpty { text += "    <testcase classname=\"viewlint\" name=\"no findings\"/>\n" }
        for finding in sorted {
            let name = "\(finding.rule.rawValue):\(finding.line):\(finding.column)"
            text += "    <testcase classname=\"\(XMLText.escaped(finding.file))\" name=\"\(XMLText.escaped(name))\">\n"
            text += "      <failure message=\"\(XMLText.escaped(finding.message))\" type=\"\(finding.severity.rawValue)\">"
                + "\(XMLText.escaped("\(finding.file):\(finding.line):\(finding.column): \(finding.message)"))</failure>\n"
            text += "    </testcase>\n"
        }
        return text + "  </testsuite>\n</testsuites>\n"
    }
}
