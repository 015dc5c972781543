/// SARIF 2.1.0, the format GitHub code scanning uploads: rule metadata from each rule's
/// description, one result per finding.
public enum SARIFReporter {
    public static func report(_ findings: [Finding]) -> String {
        let rules = RuleRegistry.descriptions
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        var text = "{\"$schema\":\"https://json.schemastore.org/sarif-2.1.0.json\",\"version\":\"2.1.0\",\"runs\":[{"
        text += "\"tool\":{\"driver\":{\"name\":\"viewlint\",\"version\":\(JSONString.quoted(ViewLintVersion.current)),\"rules\":["
        text += rules.map { rule in
            "{\"id\":\(JSONString.quoted(rule.id.rawValue)),\"name\":\(JSONString.quoted(rule.name.replacingOccurrences(of: " ", with: ""))),"
                + "\"shortDescription\":{\"text\":\(JSONString.quoted(rule.name))},"
                + "\"fullDescription\":{\"text\":\(JSONString.quoted(rule.summary))},"
                + "\"defaultConfiguration\":{\"level\":\"\(rule.defaultSeverity.rawValue)\"}}"
        }.joined(separator: ",")
        text += "]}},\"results\":["
        text += findings.sorted(by: Finding.ordered).map { finding in
            var result = "{\"ruleId\":\(JSONString.quoted(finding.rule.rawValue)),"
            if let index = ruleIndex[finding.rule] { result += "\"ruleIndex\":\(index)," }
            result += "\"level\":\"\(finding.severity.rawValue)\",\"message\":{\"text\":\(JSONString.quoted(finding.message))},"
            result += "\"locations\":[{\"physicalLocation\":{\"artifactLocation\":{\"uri\":\(JSONString.quoted(uri(finding.file)))},"
            result += "\"region\":{\"startLine\":\(finding.line),\"startColumn\":\(finding.column)}}}]}"
            return result
        }.joined(separator: ",")
        return text + "]}]}"
    }

    /// A relative path as a URI reference: `./` dropped, reserved characters percent-encoded.
    static func uri(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        var result = ""
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
}
