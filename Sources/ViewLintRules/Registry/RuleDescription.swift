import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// A code example of a rule: `↓` marks where each finding lands.
public struct RuleExample: Sendable {
    public var code: String
    /// Options for this example only, written as `.viewlint.yml` text under the rule (`limit: 3`).
    public var options: String?

    public init(_ code: String, options: String? = nil) {
        self.code = code
        self.options = options
    }
}

/// What a rule is, for documentation, `viewlint rules` and the tests.
public struct RuleDescription: Sendable {
    public var id: RuleID
    public var name: String
    public var summary: String
    public var defaultSeverity: Severity
    public var triggeringExamples: [RuleExample]
    public var nonTriggeringExamples: [RuleExample]
}
