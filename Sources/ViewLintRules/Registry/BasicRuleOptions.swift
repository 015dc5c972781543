import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// Options of a rule that has no options besides being on and how serious it is.
public struct BasicRuleOptions: Equatable, Sendable {
    public var enabled: Bool
    public var severity: Severity

    public init(enabled: Bool = true, severity: Severity = .warning) {
        self.enabled = enabled
        self.severity = severity
    }
}

extension BasicRuleOptions: RuleOptions {
    public static let options: [RuleOption<Self>] = []

    public init() { self.init(enabled: true) }
}
