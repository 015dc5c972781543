import ViewLintSupport
import ViewLintSyntax

/// A `// viewlint:…` comment that turns rules off.
public struct SuppressionDirective: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        /// `viewlint:disable:next` — the line after the comment.
        case next = "disable:next"
        /// `viewlint:disable:this` — the comment's own line.
        case this = "disable:this"
        /// `viewlint:disable:previous` — the line before the comment (as SwiftLint's).
        case previous = "disable:previous"
        /// `viewlint:disable` — from the comment on, until a matching `enable`.
        case disable
        /// `viewlint:enable` — ends a `disable`.
        case enable
    }

    public var kind: Kind
    /// Rule ids as written; empty means `all`.
    public var rules: [String]
    public var position: SourcePosition

    public func covers(_ rule: String) -> Bool { rules.isEmpty || rules.contains(rule) }

    /// The directive a comment holds, if it holds one: `// viewlint:disable:next body_complexity`.
    init?(_ comment: ToolComment) {
        guard let words = comment.command, let command = words.first, let kind = Kind(rawValue: String(command)) else {
            return nil
        }
        // A `-` or `--` starts a free comment after the rules, as in `… -- why`.
        let rules = words.dropFirst().prefix { !$0.hasPrefix("-") }.map(String.init)
        self.init(kind: kind, rules: rules.contains("all") ? [] : rules, position: comment.position)
    }

    init(kind: Kind, rules: [String], position: SourcePosition) {
        self.kind = kind
        self.rules = rules
        self.position = position
    }

    /// The directives of a file's comments, in file order.
    static func all(in comments: [ToolComment]) -> [SuppressionDirective] {
        comments.compactMap(SuppressionDirective.init)
    }
}
