import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules
import ViewLintEngine

/// The process exit codes, named so that no call site spells a bare number.
public enum ExitCode: Int32, Sendable {
    /// No error-severity finding was reported.
    case success = 0
    /// At least one error-severity finding was reported (`lint` only).
    case findings = 1
    /// A usage, configuration or input error (missing or unreadable path).
    case failure = 2
}

extension ExitCode {
    /// The exit code of a `lint` or `audit` run that got as far as linting.
    /// Input problems win; `audit` reports scores and is not a gate, so only `lint`
    /// fails on an error-severity finding.
    /// With `strict`, any finding fails a `lint` run.
    public static func of(command: Invocation.Command, findings: [Finding], hadInputProblems: Bool, strict: Bool = false) -> ExitCode {
        if hadInputProblems { return .failure }
        if command == .lint, findings.contains(where: { strict || $0.severity == .error }) { return .findings }
        return .success
    }
}
