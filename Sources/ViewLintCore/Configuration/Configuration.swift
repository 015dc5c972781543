/// Options of the `body_complexity` rule.
public struct BodyComplexityOptions: Equatable, Sendable {
    /// The one place for the default limit.
    public static let defaultLimit = 10

    /// A score greater than this is reported.
    public var limit: Int = BodyComplexityOptions.defaultLimit
    /// A score greater than this is reported as an error instead of a warning.
    public var error: Int? = nil
    public var enabled: Bool = true

    public init(limit: Int = BodyComplexityOptions.defaultLimit, error: Int? = nil, enabled: Bool = true) {
        self.limit = limit
        self.error = error
        self.enabled = enabled
    }
}

/// What `.viewlint.yml` can set. Defaults here are the defaults of the tool.
public struct Configuration: Equatable, Sendable {
    /// Paths linted when the command line names none (relative to the configuration file's folder).
    public var included: [String] = []
    /// Paths and globs left out of the walk.
    public var excluded: [String] = []
    public var bodyComplexity = BodyComplexityOptions()
    public var nonEquatableProperty = NonEquatablePropertyOptions()
    public var idInLazyContainer = IdInLazyContainerOptions()
    public var unstableId = BasicRuleOptions()
    /// Opt-in.
    public var anyviewInBody = BasicRuleOptions(enabled: false)
    public var conditionalRowInList = BasicRuleOptions()
    public var equatableIgnoresProperty = BasicRuleOptions()
    public var trivialEquatableView = BasicRuleOptions()
    /// Report suppression comments that suppress nothing (`--report-unused-suppressions`).
    public var reportUnusedSuppressions = false

    public init() {}

    public static let `default` = Configuration()
}
