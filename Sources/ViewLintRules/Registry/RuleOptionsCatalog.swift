import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// Each rule's options with their values, written as `.viewlint.yml` values: the one
/// source for `viewlint rules`, the file `viewlint init` writes and the keys the
/// configuration reader accepts.
public enum RuleOptionsCatalog {
    /// The keys every rule has, before its own.
    public static let commonKeys = ["enabled", "severity"]

    /// `(key, value)` of `rule`'s options in `settings`, common ones first; nil for an
    /// option that is unset.
    public static func values(of rule: any Rule.Type, in settings: RuleSettings = RuleSettings()) -> [(key: String, value: String?)] {
        let options: any RuleOptions = settings[rule.id] ?? rule.defaultOptions
        return values(of: options)
    }

    private static func values<Options: RuleOptions>(of options: Options) -> [(key: String, value: String?)] {
        [("enabled", String(options.enabled)), ("severity", options.severity.rawValue)]
            + Options.options.map { option in (option.key, text(option.value(in: options))) }
    }

    /// The keys of `rule`'s options, common ones first.
    public static func keys(of rule: any Rule.Type) -> [String] {
        let options: any RuleOptions = rule.defaultOptions
        return commonKeys + specificKeys(options)
    }

    private static func specificKeys<Options: RuleOptions>(_ options: Options) -> [String] {
        Options.options.map(\.key)
    }

    private static func text(_ value: OptionValue) -> String? {
        switch value {
        case .count(let count): count.map(String.init)
        case .strings(let items): "[" + items.joined(separator: ", ") + "]"
        case .flag(let flag): flag ? "true" : "false"
        }
    }

    /// `viewlint rules`: every rule with its id, default severity, options and description.
    public static func listing() -> String {
        RuleRegistry.rules.map(entry).joined()
    }

    /// One rule's id, name, options at their defaults and description.
    static func entry(_ rule: any Rule.Type) -> String {
        let description = rule.description
        var text = "\(description.id.rawValue) — \(description.name)\n"
        text += "  " + values(of: rule).map { "\($0.key): \($0.value ?? "none")" }.joined(separator: ", ") + "\n"
        text += wrapped(description.summary, indent: "  ", width: 88) + "\n"
        return text
    }

    /// `viewlint explain RULE`: the rule's entry, then its examples (`↓` marks where a
    /// finding lands).
    public static func explanation(of rule: any Rule.Type) -> String {
        let description = rule.description
        var text = entry(rule)
        for (title, examples) in [("Triggering", description.triggeringExamples),
                                  ("Non-triggering", description.nonTriggeringExamples)] where !examples.isEmpty {
            text += "\n\(title) examples:\n"
            for example in examples {
                if let options = example.options { text += "  # with \(options.split(separator: "\n").joined(separator: ", "))\n" }
                text += example.code.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
                    .joined(separator: "\n") + "\n\n"
            }
        }
        return text
    }

    /// The commented `.viewlint.yml` that `viewlint init` writes: every option at its default.
    public static func initialConfigurationFile() -> String {
        var text = """
        # viewlint configuration. Every option is shown at its default.
        # Paths are relative to this file's folder.

        # included: [Sources]      # paths linted when the command line names none (default: .)
        excluded: []               # paths and globs (*, **, ?) left out of the walk
        # reporter: xcode          # output format when --reporter is not given

        rules:

        """
        for rule in RuleRegistry.rules {
            let description = rule.description
            text += wrapped(description.summary, indent: "  # ", width: 88) + "\n"
            text += "  \(description.id.rawValue):\n"
            for (key, value) in values(of: rule) {
                text += value.map { "    \(key): \($0)\n" } ?? "    # \(key): (unset)\n"
            }
            text += "\n"
        }
        return text
    }

    static func wrapped(_ text: String, indent: String, width: Int) -> String {
        var lines: [String] = []
        var line = indent
        for word in text.split(separator: " ") {
            if line.count + word.count + 1 > width, line != indent {
                lines.append(line)
                line = indent
            }
            line += (line == indent ? "" : " ") + word
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }
}
