import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules

/// Reads `.viewlint.yml` into a `Configuration`. Every error names the file, the line and
/// the key (as a dotted path), and an unknown key comes with the closest known one.
public enum ConfigurationLoader {
    public static func load(path: String) throws(ConfigurationError) -> Configuration {
        let bytes: [UInt8]
        switch FileSystem.contents(of: path, limit: ReadLimits.settingsFile) {
        case .success(let contents): bytes = contents
        case .failure(let failure):
            throw ConfigurationError(file: path, line: 0, key: nil, message: "cannot read the configuration file: \(failure.description)")
        }
        return try parse(text: String(decoding: bytes, as: UTF8.self), path: path)
    }

    /// The configuration `text` sets over `base`: a key the text sets wins (a rule's option
    /// one by one, `included` and `reporter` whole), `excluded` adds to the base's, the rest
    /// is the base's.
    public static func parse(text: String, path: String, over base: Configuration = Configuration()) throws(ConfigurationError) -> Configuration {
        let reader = OptionReader(file: path)
        return try reader.configuration(from: try YAMLReader.parse(text, file: path), over: base)
    }

    /// The top-level keys.
    static let topLevelKeys = ["included", "excluded", "reporter", "rules", "strict", "disabled_rules", "opt_in_rules", "only_rules"]

    /// The option keys of `rule`, in the order `viewlint rules` and `viewlint init` show them.
    static func optionKeys(of rule: RuleID) -> [String] {
        RuleRegistry.rule(rule).map(RuleOptionsCatalog.keys) ?? []
    }

    /// The rules that `rules:` configures: every registered rule, by its `RuleID`.
    static var configurableRules: [RuleID] { RuleRegistry.ids }
}

/// Turns YAML nodes into configuration values, checking each key and value. Keys in
/// errors are dotted paths from the top (`rules.body_complexity.limit`).
struct OptionReader {
    let file: String

    func error(_ node: YAMLNode, _ key: String?, _ message: String) -> ConfigurationError {
        ConfigurationError(file: file, line: node.line, key: key, message: message)
    }

    func unknown(_ entry: YAMLEntry, among known: [String], in parent: String?) -> ConfigurationError {
        let place = parent.map { " in '\($0)'" } ?? ""
        let suggestion = EditDistance.closest(to: entry.key, among: known).map { "; did you mean '\($0)'?" } ?? ""
        return ConfigurationError(file: file, line: entry.line, key: YAMLReader.child(parent, entry.key),
                                  message: "unknown key\(place)\(suggestion)")
    }

    func entries(of node: YAMLNode, key: String?) throws(ConfigurationError) -> [YAMLEntry] {
        switch node {
        case .mapping(let entries, _): return entries
        case .empty: return []
        default: throw error(node, key, "must be a mapping of keys")
        }
    }

    func configuration(from root: YAMLNode, over base: Configuration) throws(ConfigurationError) -> Configuration {
        var configuration = base
        for entry in try entries(of: root, key: nil) {
            switch entry.key {
            case "included": configuration.included = try strings(entry.value, key: entry.key)
            case "excluded": configuration.excluded += try strings(entry.value, key: entry.key)
            case "reporter":
                let name = try string(entry.value, key: entry.key)
                guard ReporterKind(rawValue: name) != nil else {
                    let names = ReporterKind.allCases.map(\.rawValue)
                    let suggestion = EditDistance.closest(to: name, among: names).map { "; did you mean '\($0)'?" } ?? ""
                    throw error(entry.value, entry.key, "unknown reporter '\(name)'; expected one of "
                        + names.map { "'\($0)'" }.joined(separator: ", ") + suggestion)
                }
                configuration.reporter = name
            case "rules": try rules(entry.value, into: &configuration)
            case "strict": configuration.strict = try flag(entry.value, key: entry.key)
            // SwiftLint's lists, for a configuration carried over: each turns rules on or off
            // as `enabled:` under `rules:` does (a rule's own `enabled:` in this file wins).
            case "disabled_rules", "opt_in_rules", "only_rules": continue
            default: throw unknown(entry, among: ConfigurationLoader.topLevelKeys, in: nil)
            }
        }
        try ruleLists(in: root, into: &configuration)
        // A rule's own `enabled:` is read after the lists, so that it wins over them.
        for entry in try entries(of: root, key: nil) where entry.key == "rules" {
            for ruleEntry in try entries(of: entry.value, key: "rules") {
                guard let rule = RuleRegistry.rule(RuleID(rawValue: ruleEntry.key)) else { continue }
                for setting in try entries(of: ruleEntry.value, key: "rules." + ruleEntry.key) where setting.key == "enabled" {
                    configuration.rules.setEnabled(try flag(setting.value, key: "rules.\(ruleEntry.key).enabled"), of: rule)
                }
            }
        }
        return configuration
    }

    /// `disabled_rules`, `opt_in_rules` and `only_rules` (which turns every other rule off).
    private func ruleLists(in root: YAMLNode, into configuration: inout Configuration) throws(ConfigurationError) {
        for entry in try entries(of: root, key: nil) {
            let enabled: Bool
            switch entry.key {
            case "disabled_rules": enabled = false
            case "opt_in_rules", "only_rules": enabled = true
            default: continue
            }
            var named: [any Rule.Type] = []
            for id in try strings(entry.value, key: entry.key) {
                guard let rule = RuleRegistry.rule(RuleID(rawValue: id)) else {
                    let ids = RuleRegistry.ids.map(\.rawValue)
                    let suggestion = EditDistance.closest(to: id, among: ids).map { "; did you mean '\($0)'?" } ?? ""
                    throw error(entry.value, entry.key, "unknown rule '\(id)'\(suggestion)")
                }
                named.append(rule)
            }
            if entry.key == "only_rules" {
                for rule in RuleRegistry.rules { configuration.rules.setEnabled(false, of: rule) }
            }
            for rule in named { configuration.rules.setEnabled(enabled, of: rule) }
        }
    }

    func rules(_ node: YAMLNode, into configuration: inout Configuration) throws(ConfigurationError) {
        for entry in try entries(of: node, key: "rules") {
            guard let rule = RuleRegistry.rule(RuleID(rawValue: entry.key)) else {
                throw unknown(entry, among: RuleRegistry.ids.map(\.rawValue), in: "rules")
            }
            let parent = "rules." + entry.key
            for setting in try entries(of: entry.value, key: parent) {
                try option(setting, of: rule, key: parent + "." + setting.key, into: &configuration.rules)
            }
        }
    }

    /// One option of a rule: the common ones, then the rule's own by the kind it declares.
    private func option(_ setting: YAMLEntry, of rule: any Rule.Type, key: String,
                        into settings: inout RuleSettings) throws(ConfigurationError) {
        let node = setting.value
        switch setting.key {
        case "enabled": settings.setEnabled(try flag(node, key: key), of: rule)
        // SwiftLint's spelling of a threshold: `warning: 12` is `limit: 12`.
        case "warning" where RuleOptionsCatalog.kind(ofOption: "limit", of: rule) != nil:
            settings.set("limit", to: .count(try count(node, key: key)), of: rule)
        case "severity": settings.setSeverity(try severity(node, key: key), of: rule)
        default:
            guard let kind = RuleOptionsCatalog.kind(ofOption: setting.key, of: rule) else {
                throw unknown(setting, among: RuleOptionsCatalog.keys(of: rule), in: "rules." + rule.id.rawValue)
            }
            let value: OptionValue
            switch kind {
            case .count, .optionalCount: value = .count(try count(node, key: key))
            case .flag: value = .flag(try flag(node, key: key))
            case .strings(let item, let allowed):
                let items = try strings(node, key: key)
                if let item, items.isEmpty { throw error(node, key, "must name at least one \(item)") }
                if let allowed, let stray = items.first(where: { !allowed.contains($0) }) {
                    throw error(node, key, "has '\(stray)', not one of \(allowed.joined(separator: ", "))")
                }
                value = .strings(items)
            }
            settings.set(setting.key, to: value, of: rule)
        }
    }

    // MARK: Values

    func scalar(_ node: YAMLNode, key: String, expected: String) throws(ConfigurationError) -> String {
        switch node {
        case .scalar(let text, _): return text
        case .empty: throw error(node, key, "must be \(expected), got nothing")
        case .sequence: throw error(node, key, "must be \(expected), got a list")
        case .mapping: throw error(node, key, "must be \(expected), got a mapping")
        }
    }

    func string(_ node: YAMLNode, key: String) throws(ConfigurationError) -> String {
        try scalar(node, key: key, expected: "a string")
    }

    /// A list of strings; a single string stands for a list of one, nothing for none.
    func strings(_ node: YAMLNode, key: String) throws(ConfigurationError) -> [String] {
        switch node {
        case .scalar(let text, _): return [text]
        case .empty: return []
        case .sequence(let items, _):
            var values: [String] = []
            for item in items {
                guard case .scalar(let text, _) = item else { throw error(item, key, "must be a list of strings") }
                values.append(text)
            }
            return values
        case .mapping: throw error(node, key, "must be a list of strings")
        }
    }

    /// 0 is allowed: `limit: 0` reports every view whose body has any closure or member
    /// use, which the rule's own examples rely on.
    func count(_ node: YAMLNode, key: String) throws(ConfigurationError) -> Int {
        let text = try scalar(node, key: key, expected: "a whole number (0 or more)")
        guard let value = Int(text), value >= 0 else {
            throw error(node, key, "must be a whole number (0 or more), got '\(text)'")
        }
        return value
    }

    /// `true` or `false` only: YAML 1.1's `yes`/`no`/`on`/`off` surprise more than they help.
    func flag(_ node: YAMLNode, key: String) throws(ConfigurationError) -> Bool {
        let text = try scalar(node, key: key, expected: "true or false")
        switch text {
        case "true": return true
        case "false": return false
        default: throw error(node, key, "must be true or false, got '\(text)'")
        }
    }

    func severity(_ node: YAMLNode, key: String) throws(ConfigurationError) -> Severity {
        let text = try scalar(node, key: key, expected: "'warning' or 'error'")
        guard let severity = Severity(rawValue: text) else {
            throw error(node, key, "must be 'warning' or 'error', got '\(text)'")
        }
        return severity
    }
}
