import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// Each rule's options with their defaults, written as `.viewlint.yml` values: the one
/// source for `viewlint rules` and the file `viewlint init` writes.
package enum RuleOptionsCatalog {
    /// `(key, value)` in the order `ConfigurationLoader.optionKeys(of:)` lists them; nil for
    /// an option that is unset by default.
    static func defaults(of rule: RuleID, in configuration: Configuration = Configuration()) -> [(key: String, value: String?)] {
        let common = commonOptions(of: rule, in: configuration)
        var options: [(key: String, value: String?)] = [("enabled", String(common.enabled)), ("severity", common.severity.rawValue)]
        switch rule {
        case .bodyComplexity:
            options += [("limit", String(configuration.bodyComplexity.limit)), ("error", configuration.bodyComplexity.error.map(String.init))]
        case .nonEquatableProperty:
            let property = configuration.nonEquatableProperty
            options += [("property_wrappers", list(property.propertyWrappers)), ("equatable_types", list(property.equatableTypes)),
                        ("non_equatable_types", list(property.nonEquatableTypes))]
        case .idInLazyContainer:
            options += [("containers", list(configuration.idInLazyContainer.containers))]
        default:
            break
        }
        return options
    }

    static func commonOptions(of rule: RuleID, in configuration: Configuration) -> (enabled: Bool, severity: Severity) {
        func pick<Options: CommonRuleOptions>(_ options: Options) -> (Bool, Severity) { (options.enabled, options.severity) }
        switch rule {
        case .bodyComplexity: return pick(configuration.bodyComplexity)
        case .nonEquatableProperty: return pick(configuration.nonEquatableProperty)
        case .idInLazyContainer: return pick(configuration.idInLazyContainer)
        case .unstableId: return pick(configuration.unstableId)
        case .equatableIgnoresProperty: return pick(configuration.equatableIgnoresProperty)
        case .trivialEquatableView: return pick(configuration.trivialEquatableView)
        case .conditionalRowInList: return pick(configuration.conditionalRowInList)
        case .anyviewInBody: return pick(configuration.anyviewInBody)
        case .unusedSuppression: return (true, .warning)
        }
    }

    private static func list(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }

    /// `viewlint rules`: every rule with its id, default severity, options and description.
    package static func listing() -> String {
        var text = ""
        for description in RuleRegistry.descriptions {
            let options = defaults(of: description.id)
            text += "\(description.id.rawValue) — \(description.name)\n"
            text += "  " + options.map { "\($0.key): \($0.value ?? "none")" }.joined(separator: ", ") + "\n"
            text += wrapped(description.summary, indent: "  ", width: 88) + "\n"
        }
        return text
    }

    /// The commented `.viewlint.yml` that `viewlint init` writes: every option at its default.
    package static func initialConfigurationFile() -> String {
        var text = """
        # viewlint configuration. Every option is shown at its default.
        # Paths are relative to this file's folder.

        # included: [Sources]      # paths linted when the command line names none (default: .)
        excluded: []               # paths and globs (*, **, ?) left out of the walk
        # reporter: xcode          # output format when --reporter is not given

        rules:

        """
        for description in RuleRegistry.descriptions {
            text += wrapped(description.summary, indent: "  # ", width: 88) + "\n"
            text += "  \(description.id.rawValue):\n"
            for (key, value) in defaults(of: description.id) {
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
