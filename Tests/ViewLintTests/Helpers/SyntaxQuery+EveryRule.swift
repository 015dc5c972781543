@testable import ViewLintSyntax
@testable import ViewLintRules

extension SyntaxQuery {
    /// What every registered rule asks the parser to record, with its default options,
    /// opt-in rules included: a parse that gives the rules all they read.
    static var everyRule: SyntaxQuery {
        RuleRegistry.rules.reduce(SyntaxQuery()) { query, rule in query.union(defaultQuery(of: rule)) }
    }

    private static func defaultQuery<R: Rule>(of rule: R.Type) -> SyntaxQuery {
        R.syntaxQuery(R.defaultOptions)
    }
}
