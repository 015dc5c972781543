import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules

/// What `.viewlint.yml` can set. Defaults here are the defaults of the tool; each rule's
/// options and their defaults are the rule's own (`rules`, by rule id). What a command
/// line says about a run is apart: `RunOptions`.
///
/// A rule's options read as a member (`configuration.bodyComplexity.limit`) through the
/// accessor its folder declares on `RuleSettings`.
@dynamicMemberLookup
public struct Configuration: Equatable, Sendable {
    /// Paths linted when the command line names none (relative to the configuration file's folder).
    public var included: [String] = []
    /// Paths and globs left out of the walk.
    public var excluded: [String] = []
    /// The reporter used when the command line names none.
    public var reporter: String? = nil
    /// Every rule's options.
    public var rules = RuleSettings()
    /// `strict: true`: warnings fail a lint too, as `--strict` (`--lenient` overrides it).
    public var strict = false

    public init() {}

    public static let `default` = Configuration()

    public subscript<Value>(dynamicMember path: WritableKeyPath<RuleSettings, Value>) -> Value {
        get { rules[keyPath: path] }
        set { rules[keyPath: path] = newValue }
    }
}

extension RuleContext {
    /// The context of a run with `configuration`; nil `jobs` for one worker per core.
    public init(module: ModuleIndex, configuration: Configuration, jobs: Int? = nil) {
        self.init(module: module, settings: configuration.rules, jobs: jobs)
    }
}
