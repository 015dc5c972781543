import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules

/// The one place for the tool's version, printed by `--version` and in `--help`.
public enum ViewLintVersion {
    public static let current = "0.1.0"
    /// Where the README is read on the web, for links to a rule's section (SARIF's
    /// `helpUri`): the one place to change when the repository moves.
    public static let readme = "https://github.com/viewlint/viewlint/blob/main/README.md"
}
