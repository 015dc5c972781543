import ViewLintSupport

/// A `// viewlint:…` comment that turns rules off.
public struct SuppressionDirective: Sendable, Equatable {
    public enum Kind: String, Sendable {
        /// `viewlint:disable:next` — the line after the comment.
        case next = "disable:next"
        /// `viewlint:disable:this` — the comment's own line.
        case this = "disable:this"
        /// `viewlint:disable` — from the comment on, until a matching `enable`.
        case disable
        /// `viewlint:enable` — ends a `disable`.
        case enable
    }

    public var kind: Kind
    /// Rule ids as written; empty means `all`.
    public var rules: [String]
    public var position: SourcePosition

    public var coversAllRules: Bool { rules.isEmpty }

    public func covers(_ rule: String) -> Bool { rules.isEmpty || rules.contains(rule) }

    /// The directive in a comment's text, if it holds one: `// viewlint:disable:next body_complexity`.
    static func parse(comment: Substring, at position: SourcePosition) -> SuppressionDirective? {
        var text = comment
        if text.hasPrefix("//") {
            text = text.dropFirst(2)
        } else if text.hasPrefix("/*") {
            text = text.dropFirst(2)
            if text.hasSuffix("*/") { text = text.dropLast(2) }
        } else {
            return nil
        }
        text = text.drop { $0 == " " || $0 == "\t" || $0 == "/" || $0 == "*" }
        guard text.hasPrefix("viewlint:") else { return nil }
        text = text.dropFirst("viewlint:".count)
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let command = words.first else { return nil }
        let kind: Kind
        switch command {
        case "disable:next": kind = .next
        case "disable:this": kind = .this
        case "disable": kind = .disable
        case "enable": kind = .enable
        default: return nil
        }
        // A `-` or `--` starts a free comment after the rules, as in `… -- why`.
        let rules = words.dropFirst().prefix { !$0.hasPrefix("-") }.map(String.init)
        return SuppressionDirective(kind: kind, rules: rules.contains("all") ? [] : rules, position: position)
    }
}
