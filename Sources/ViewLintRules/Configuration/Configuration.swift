import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// What `.viewlint.yml` can set. Defaults here are the defaults of the tool.
public struct Configuration: Equatable, Sendable {
    /// Paths linted when the command line names none (relative to the configuration file's folder).
    public var included: [String] = []
    /// Paths and globs left out of the walk.
    public var excluded: [String] = []
    /// The reporter used when the command line names none.
    public var reporter: String? = nil
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
    /// Worker threads (`--jobs`); nil for one per core. Never read from a file.
    public var jobs: Int? = nil
    /// Whether a lint lists every view's score (`LintResult.views`). The tool turns it off
    /// for reports that show no scores (`xcode` and the other line-per-finding formats): a
    /// big module has tens of thousands of views, and listing and sorting them is work done
    /// at the run's peak of memory. Never read from a file.
    public var listsViewScores = true

    public init() {}

    public static let `default` = Configuration()
}

extension Configuration {
    /// Sets the options every rule has for one rule; nil leaves a value as it is.
    package mutating func setCommonOptions(of rule: RuleID, enabled: Bool? = nil, severity: Severity? = nil) {
        func apply<Options: CommonRuleOptions>(_ options: inout Options) {
            if let enabled { options.enabled = enabled }
            if let severity { options.severity = severity }
        }
        switch rule {
        case .bodyComplexity: apply(&bodyComplexity)
        case .nonEquatableProperty: apply(&nonEquatableProperty)
        case .idInLazyContainer: apply(&idInLazyContainer)
        case .unstableId: apply(&unstableId)
        case .equatableIgnoresProperty: apply(&equatableIgnoresProperty)
        case .trivialEquatableView: apply(&trivialEquatableView)
        case .conditionalRowInList: apply(&conditionalRowInList)
        case .anyviewInBody: apply(&anyviewInBody)
        case .unusedSuppression: break
        }
    }
}
