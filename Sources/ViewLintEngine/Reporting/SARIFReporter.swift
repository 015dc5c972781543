import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules

/// SARIF 2.1.0, the format GitHub code scanning uploads: rule metadata from each rule's
/// description (with `helpUri`, the rule's README section), one result per finding, in
/// `Finding.ordered` order, keys in a fixed order, each with `partialFingerprints`
/// (`FindingFingerprint`: stable when the code moves).
///
/// Columns: SARIF counts UTF-16 code units (`columnKind` says so); `column` converts a
/// finding's UTF-8 byte column when the file's text is at hand (the tool passes it; the
/// default keeps the byte column, the same on ASCII lines).
public enum SARIFReporter {
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    /// The SARIF text, without a trailing newline.
    public static func report(_ findings: [Finding], column: (Finding) -> Int = { $0.column }) -> String {
        var rules = RuleRegistry.descriptions.map { (id: $0.id, name: $0.name, summary: $0.summary, level: $0.defaultSeverity) }
        if findings.contains(where: { $0.rule == .unusedSuppression }) { rules.append(unusedSuppression) }
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        var text = "{\"$schema\":\(JSONString.quoted(schema)),\"version\":\"2.1.0\",\"runs\":[{"
        text += "\"tool\":{\"driver\":{\"name\":\"viewlint\",\"version\":\(JSONString.quoted(ViewLintVersion.current)),"
        text += "\"semanticVersion\":\(JSONString.quoted(ViewLintVersion.current)),\"rules\":["
        text += rules.map { rule in
            "{\"id\":\(JSONString.quoted(rule.id.rawValue)),\"name\":\(JSONString.quoted(pascalCase(rule.name))),"
                + "\"shortDescription\":{\"text\":\(JSONString.quoted(rule.name))},"
                + "\"fullDescription\":{\"text\":\(JSONString.quoted(rule.summary))},"
                + "\"helpUri\":\(JSONString.quoted(helpUri(of: rule.id))),"
                + "\"defaultConfiguration\":{\"level\":\"\(rule.level.rawValue)\"}}"
        }.joined(separator: ",")
        text += "]}},\"columnKind\":\"utf16CodeUnits\",\"results\":["
        let ordered = findings.sorted(by: Finding.ordered)
        text += zip(ordered, FindingFingerprint.of(ordered)).map { finding, fingerprint in
            var result = "{\"ruleId\":\(JSONString.quoted(finding.rule.rawValue)),"
            if let index = ruleIndex[finding.rule] { result += "\"ruleIndex\":\(index)," }
            result += "\"level\":\"\(finding.severity.rawValue)\",\"message\":{\"text\":\(JSONString.quoted(finding.message))},"
            result += "\"locations\":[{\"physicalLocation\":{\"artifactLocation\":{\"uri\":\(JSONString.quoted(uri(finding.file)))},"
            result += "\"region\":{\"startLine\":\(finding.line),\"startColumn\":\(column(finding))}}}],"
            // Code scanning matches a result across commits by these, whatever its line.
            result += "\"partialFingerprints\":{\"viewlint/v1\":\(JSONString.quoted(fingerprint))}}"
            return result
        }.joined(separator: ",")
        return text + "]}]}"
    }

    /// The rule's section of the README (`### \`body_complexity\`` is `#body_complexity`);
    /// `unused_suppression`'s is "Suppressing findings".
    static func helpUri(of rule: RuleID) -> String {
        ViewLintVersion.readme + "#" + (rule == .unusedSuppression ? "suppressing-findings" : rule.rawValue)
    }

    /// `unused_suppression` is no rule of the registry (the suppression checker reports it);
    /// it is described when a finding needs it, after the others so that their indices stay.
    private static let unusedSuppression = (id: RuleID.unusedSuppression, name: "Unused Suppression",
                                            summary: "A viewlint:disable comment that suppresses nothing (reported with --report-unused-suppressions).",
                                            level: Severity.warning)

    /// A path as a URI: a relative path stays a relative reference (`./` dropped, which
    /// GitHub resolves against the repository's root); an absolute one becomes a `file://`
    /// URI. Every byte but unreserved characters and `/` is percent-encoded (UTF-8).
    static func uri(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        var result = path.hasPrefix("/") ? "file://" : ""
        for byte in path.utf8 {
            let isUnreserved = (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                || byte == 0x2D || byte == 0x2E || byte == 0x5F || byte == 0x7E || byte == 0x2F
            if isUnreserved {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return result
    }

    /// SARIF's rule `name` is an identifier in upper camel case: the title's words, each
    /// begun with a capital (`ID in Lazy Container` → `IDInLazyContainer`, `Non-Equatable
    /// Property` → `NonEquatableProperty`).
    static func pascalCase(_ title: String) -> String {
        title.split(whereSeparator: { $0 == " " || $0 == "-" }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
