import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// A rule: a pure function from the module to findings. Everything about a rule lives in
/// its folder: its id (an `extension RuleID`), description and examples, options with
/// their defaults and keys, and the facts it reads; the registry lists it once.
public protocol Rule: Sendable {
    associatedtype Options: RuleOptions
    static var description: RuleDescription { get }
    /// The options a configuration starts from; `Options()` unless the rule says otherwise
    /// (an opt-in rule is off by default).
    static var defaultOptions: Options { get }
    init()
    /// What the rule needs the parser to record besides declarations and code summaries
    /// (calls it names, in the same single pass); nothing unless the rule says otherwise.
    static func syntaxQuery(_ options: Options) -> SyntaxQuery
    func findings(in context: RuleContext) -> [Finding]
}

extension Rule {
    public static var id: RuleID { description.id }
    public static var defaultOptions: Options { Options() }
    public static func syntaxQuery(_ options: Options) -> SyntaxQuery { SyntaxQuery() }
}
