import Foundation

/// Reads `.viewlint.yml` into a `Configuration`. Every error names the file, the line and
/// the key (as a dotted path), and an unknown key comes with the closest known one.
public enum ConfigurationLoader {
    public static func load(path: String) throws(ConfigurationError) -> Configuration {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationError(file: path, line: 0, key: nil, message: "cannot read the configuration file")
        }
        return try parse(text: String(decoding: data, as: UTF8.self), path: path)
    }

    public static func parse(text: String, path: String) throws(ConfigurationError) -> Configuration {
        var reader = OptionReader(file: path)
        return try reader.configuration(from: try YAMLReader.parse(text, file: path))
    }

    /// The top-level keys.
    static let topLevelKeys = ["included", "excluded", "reporter", "rules"]

    /// The option keys of each rule, after `enabled` and `severity` that every rule has.
    static func optionKeys(of rule: RuleID) -> [String] {
        let common = ["enabled", "severity"]
        switch rule {
        case .bodyComplexity: return common + ["limit", "error"]
        case .nonEquatableProperty: return common + ["property_wrappers", "equatable_types", "non_equatable_types"]
        case .idInLazyContainer: return common + ["containers"]
        default: return common
        }
    }

    /// The rules that `rules:` configures.
    static var configurableRules: [RuleID] { RuleRegistry.all.map { type(of: $0).description.id } }
}

/// Turns YAML nodes into configuration values, checking each key and value.
private struct OptionReader {
    let file: String

    func error(_ node: YAMLNode, _ key: String?, _ message: String) -> ConfigurationError {
        ConfigurationError(file: file, line: node.line, key: key, message: message)
    }

    func unknown(_ entry: YAMLEntry, among known: [String], in parent: String?) -> ConfigurationError {
        let place = parent.map { " in '\($0)'" } ?? ""
        let suggestion = EditDistance.closest(to: entry.key, among: known).map { "; did you mean '\($0)'?" } ?? ""
        return ConfigurationError(file: file, line: entry.line, key: join(parent, entry.key),
                                  message: "unknown key\(place)\(suggestion)")
    }

    func join(_ parent: String?, _ key: String) -> String { parent.map { "\($0).\(key)" } ?? key }

    func entries(of node: YAMLNode, key: String?) throws(ConfigurationError) -> [YAMLEntry] {
        switch node {
        case .mapping(let entries, _): return entries
        case .empty: return []
        default: throw error(node, key, "must be a mapping of keys")
        }
    }

    mutating func configuration(from root: YAMLNode) throws(ConfigurationError) -> Configuration {
        var configuration = Configuration()
        for entry in try entries(of: root, key: nil) {
            switch entry.key {
            case "included": configuration.included = try strings(entry.value, key: entry.key)
            case "excluded": configuration.excluded = try strings(entry.value, key: entry.key)
            case "reporter": configuration.reporter = try string(entry.value, key: entry.key)
            case "rules": try rules(entry.value, into: &configuration)
            default: throw unknown(entry, among: ConfigurationLoader.topLevelKeys, in: nil)
            }
        }
        return configuration
    }

    func rules(_ node: YAMLNode, into configuration: inout Configuration) throws(ConfigurationError) {
        let rules = ConfigurationLoader.configurableRules
        for entry in try entries(of: node, key: "rules") {
            guard let rule = rules.first(where: { $0.rawValue == entry.key }) else {
                throw unknown(entry, among: rules.map(\.rawValue), in: "rules")
            }
            let parent = "rules." + entry.key
            let known = ConfigurationLoader.optionKeys(of: rule)
            for option in try entries(of: entry.value, key: parent) {
                guard known.contains(option.key) else { throw unknown(option, among: known, in: parent) }
                try apply(option, of: rule, path: parent + "." + option.key, to: &configuration)
            }
        }
    }

    func apply(_ option: YAMLEntry, of rule: RuleID, path: String, to configuration: inout Configuration) throws(ConfigurationError) {
        let value = option.value
        switch (rule, option.key) {
        case (.bodyComplexity, "limit"): configuration.bodyComplexity.limit = try count(value, key: path)
        case (.bodyComplexity, "error"): configuration.bodyComplexity.error = try count(value, key: path)
        case (.nonEquatableProperty, "property_wrappers"):
            configuration.nonEquatableProperty.propertyWrappers = try strings(value, key: path)
        case (.nonEquatableProperty, "equatable_types"):
            configuration.nonEquatableProperty.equatableTypes = try strings(value, key: path)
        case (.nonEquatableProperty, "non_equatable_types"):
            configuration.nonEquatableProperty.nonEquatableTypes = try strings(value, key: path)
        case (.idInLazyContainer, "containers"):
            let containers = try strings(value, key: path)
            guard !containers.isEmpty else { throw error(value, path, "must name at least one container") }
            configuration.idInLazyContainer.containers = containers
        case (_, "enabled"):
            configuration.setCommonOptions(of: rule, enabled: try flag(value, key: path))
        case (_, "severity"):
            configuration.setCommonOptions(of: rule, severity: try severity(value, key: path))
        default:
            throw error(value, path, "is not an option of '\(rule.rawValue)'")
        }
    }

    // MARK: Values

    func scalar(_ node: YAMLNode, key: String, expected: String) throws(ConfigurationError) -> String {
        guard case .scalar(let text, _) = node else { throw error(node, key, "must be \(expected)") }
        return text
    }

    func string(_ node: YAMLNode, key: String) throws(ConfigurationError) -> String {
        try scalar(node, key: key, expected: "a string")
    }

    /// A list of strings; a single string stands for a list of one.
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

    func count(_ node: YAMLNode, key: String) throws(ConfigurationError) -> Int {
        let text = try scalar(node, key: key, expected: "a whole number")
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
