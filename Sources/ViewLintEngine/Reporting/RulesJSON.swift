import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules

/// `viewlint rules --reporter json`: every rule with its id, name, summary and options at
/// their defaults, for tools (an editor's settings page, a docs generator). Option values
/// are typed: `true`/`false`, numbers, lists of strings, `null` for an option unset.
public enum RulesJSON {
    public static func listing() -> String {
        let rules = RuleRegistry.rules.map { rule -> String in
            let description = rule.description
            let options = RuleOptionsCatalog.values(of: rule).map { "\(JSONString.quoted($0.key)): \(value($0.value))" }
            return "    {\"id\": \(JSONString.quoted(description.id.rawValue)), \"name\": \(JSONString.quoted(description.name)), "
                + "\"summary\": \(JSONString.quoted(description.summary)), \"options\": {\(options.joined(separator: ", "))}}"
        }
        return "{\n  \"rules\": [\n" + rules.joined(separator: ",\n") + "\n  ]\n}\n"
    }

    /// A value as `RuleOptionsCatalog` writes it for `.viewlint.yml`, as JSON.
    private static func value(_ text: String?) -> String {
        guard let text else { return "null" }
        if text == "true" || text == "false" || Int(text) != nil { return text }
        if text.hasPrefix("["), text.hasSuffix("]") {
            // Written joined by ", " (`[closure, class]`).
            let items = text.dropFirst().dropLast().split(separator: ",").map { String($0.drop { $0 == " " }) }
            return "[" + items.map(JSONString.quoted).joined(separator: ", ") + "]"
        }
        return JSONString.quoted(text)
    }
}
