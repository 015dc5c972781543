import ViewLintSupport

/// Everything one lint run found.
public struct LintResult: Sendable {
    public var views: [ViewScore]
    public var findings: [Finding]
    public var diagnostics: [FileDiagnostic]
    /// Files that could not be read when they were linted, in input order.
    public var problems: [InputProblem]
    /// With `--changed-since`: the views whose scores changed, in position order.
    public var scoreChanges: [ScoreChange] = []
    /// The view graph, when the run asked for it (`graph`, `audit`).
    public var graph: ViewGraph?

    public init(views: [ViewScore] = [], findings: [Finding] = [], diagnostics: [FileDiagnostic] = [],
                problems: [InputProblem] = []) {
        self.views = views
        self.findings = findings
        self.diagnostics = diagnostics
        self.problems = problems
    }
}
