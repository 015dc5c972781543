/// What the command line asks the tool to do; reporters say which subcommands take them.
public enum Subcommand: Equatable, Sendable {
    /// Report findings (the default subcommand).
    case lint
    /// List every view with its score.
    case audit
    /// Write the view graph (JSON, Graphviz DOT or Mermaid).
    case graph
    /// List every rule with its defaults.
    case rules
    /// Show how the score of the views in one file is made.
    case explain
    /// Write a commented `.viewlint.yml`.
    case initConfiguration
    /// `fix --equatable FILE...`: make reported views Equatable.
    case fix
    case help
    case version
}
