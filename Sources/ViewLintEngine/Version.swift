import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules

/// The one place for the tool's version, printed by `--version` and in `--help`.
public enum ViewLintVersion {
    public static let current = "0.1.0"
}
