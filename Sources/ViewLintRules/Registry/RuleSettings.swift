import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// Every rule's options, kept by rule id: each rule declares its own options type and its
/// defaults, and nothing outside the rule's folder names them.
public struct RuleSettings: Equatable, Sendable {
    private var byRule: [RuleID: any RuleOptions]

    /// Every registered rule at its defaults.
    public init() {
        byRule = Dictionary(uniqueKeysWithValues: RuleRegistry.rules.map { ($0.id, $0.defaultOptions) })
    }

    /// The options of `rule`.
    public subscript<R: Rule>(rule: R.Type) -> R.Options {
        get { byRule[R.id] as? R.Options ?? R.defaultOptions }
        set { byRule[R.id] = newValue }
    }

    /// The options of the rule with `id`, type-erased; nil for an id no rule has.
    public subscript(id: RuleID) -> (any RuleOptions)? {
        get { byRule[id] }
        set { byRule[id] = newValue }
    }

    public static func == (a: RuleSettings, b: RuleSettings) -> Bool {
        a.byRule.count == b.byRule.count
            && a.byRule.allSatisfy { id, options in b.byRule[id].map(options.isEqual) ?? false }
    }
}

extension RuleSettings {
    /// Turns `rule` on or off.
    public mutating func setEnabled(_ enabled: Bool, of rule: any Rule.Type) {
        update(rule) { $0.enabled = enabled }
    }

    /// Sets the severity of `rule`'s findings.
    public mutating func setSeverity(_ severity: Severity, of rule: any Rule.Type) {
        update(rule) { $0.severity = severity }
    }

    /// Sets the rule's own option `key` (one of `RuleOptionsCatalog.keys(of:)` after the
    /// common ones); a key the rule does not have changes nothing.
    public mutating func set(_ key: String, to value: OptionValue, of rule: any Rule.Type) {
        update(rule) { options in
            var opened = options
            Self.set(key, to: value, in: &opened)
            options = opened
        }
    }

    private static func set<Options: RuleOptions>(_ key: String, to value: OptionValue, in options: inout Options) {
        Options.options.first { $0.key == key }?.set(value, in: &options)
    }

    private mutating func update(_ rule: any Rule.Type, _ change: (inout any RuleOptions) -> Void) {
        var options: any RuleOptions = byRule[rule.id] ?? rule.defaultOptions
        change(&options)
        byRule[rule.id] = options
    }
}

extension RuleOptionsCatalog {
    /// What the rule's own option `key` accepts; nil for a key it does not have.
    public static func kind(ofOption key: String, of rule: any Rule.Type) -> OptionValueKind? {
        let options: any RuleOptions = rule.defaultOptions
        return kind(ofOption: key, in: options)
    }

    private static func kind<Options: RuleOptions>(ofOption key: String, in options: Options) -> OptionValueKind? {
        Options.options.first { $0.key == key }?.kind
    }
}
