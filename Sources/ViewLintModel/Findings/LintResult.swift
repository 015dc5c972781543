import ViewLintSupport

/// Everything one lint run found.
public struct LintResult: Sendable {
    public var views: [ViewScore]
    public var findings: [Finding]
    public var diagnostics: [FileDiagnostic]
    /// Files that could not be read when they were linted, in input order.
    public var problems: [InputProblem]

    public init(views: [ViewScore] = [], findings: [Finding] = [], diagnostics: [FileDiagnostic] = [],
                problems: [InputProblem] = []) {
        self.views = views
        self.findings = findings
        self.diagnostics = diagnostics
        self.problems = problems
    }
}
