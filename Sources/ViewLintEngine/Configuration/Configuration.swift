import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules

/// What `.viewlint.yml` can set. Defaults here are the defaults of the tool; each rule's
/// options and their defaults are the rule's own (`rules`, by rule id).
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
    /// Report suppression comments that suppress nothing (`--report-unused-suppressions`).
    public var reportUnusedSuppressions = false
    /// Worker threads (`--jobs`); nil for one per core. Never read from a file.
    public var jobs: Int? = nil
    /// Whether a lint lists every view's score (`LintResult.views`). The tool turns it off
    /// for reports that show no scores (`xcode` and the other line-per-finding formats): a
    /// big module has tens of thousands of views, and listing and sorting them is work done
    /// at the run's peak of memory. Never read from a file.
    public var listsViewScores = true
    /// Whether a lint builds the view graph (`LintResult.graph`): only `graph` and `audit`
    /// ask, and `lint` pays nothing for it (the parser records no construction's arguments
    /// either). Never read from a file.
    public var buildsViewGraph = false
    /// Whether the graph's nodes carry how each score is made (the HTML audit shows it).
    /// Never read from a file.
    public var explainsGraphViews = false
    /// Nested `.viewlint.yml` files that refine this configuration under their folders;
    /// nil when there are none. Found by the command line, never read from a file.
    public var nested: ConfigurationScopes? = nil

    public init() {}

    public static let `default` = Configuration()

    public subscript<Value>(dynamicMember path: WritableKeyPath<RuleSettings, Value>) -> Value {
        get { rules[keyPath: path] }
        set { rules[keyPath: path] = newValue }
    }
}

extension RuleContext {
    /// The context of a run with `configuration`; `jobs` overrides the configuration's.
    public init(module: ModuleIndex, configuration: Configuration, jobs: Int? = nil) {
        self.init(module: module, settings: configuration.rules, jobs: jobs ?? configuration.jobs)
    }
}
