import ViewLintSupport

/// What one run is asked to lint and report, as a plain value that a command line or a
/// program builds: the paths, the configuration they are linted with (what files say), and
/// what the command line says besides. Making one reads nothing; `LintRun` does the rest.
public struct LintRequest: Sendable {
    /// `lint`, `audit` and `graph` lint the files; `explain FILE[:VIEW]` and `fix` read them whole.
    public var command: Subcommand = .lint
    /// The paths as written; empty for the configuration's `included:` paths, else `.`.
    public var paths: [String]
    /// The folder relative paths are read from; they print as written.
    public var currentDirectory: String
    /// The configuration, with the folder its relative paths start from and the files it
    /// was read from (`ConfigurationLocator`), or made in code.
    public var configuration: ConfigurationLocator.Located
    public var options: RunOptions
    /// Whether a `.viewlint.yml` below the folder of what is linted refines the
    /// configuration for the files under it (README "Configuration", nested files). The
    /// command line reads them unless the configuration is `--config`'s or `--no-config`'s.
    public var readsNestedConfigurations = false
    /// `--module-root DIR`: the module's declarations are read from DIR too; only the files
    /// named are reported on.
    public var moduleRoot: String?
    /// `--stdin-path PATH`: standard input is linted as the file PATH.
    public var stdinPath: String?
    /// `--force-exclude`: a file named that the configuration's `excluded:` covers is skipped.
    public var forceExclude = false
    /// `--baseline FILE`: only findings that FILE does not record are reported.
    public var baselinePath: String?
    /// `--changed-since REF`: only findings on lines changed since the git revision REF are
    /// reported (and those of a view whose score rose).
    public var changedSince: String?
    /// `--lenient`: an error is reported as a warning.
    public var lenient = false

    public init(paths: [String] = [], currentDirectory: String, configuration: ConfigurationLocator.Located,
                options: RunOptions = RunOptions()) {
        self.paths = paths
        self.currentDirectory = currentDirectory
        self.configuration = configuration
        self.options = options
    }

    /// A request with a configuration made in code, whose relative paths start at the
    /// current folder.
    public init(paths: [String] = [], currentDirectory: String, configuration: Configuration = .default,
                options: RunOptions = RunOptions()) {
        self.init(paths: paths, currentDirectory: currentDirectory,
                  configuration: ConfigurationLocator.Located(configuration: configuration), options: options)
    }

    /// Where the configuration, nested ones and the git repository are looked for: the
    /// folder holding what is linted.
    public var searchStart: String {
        ConfigurationLocator.searchStart(paths: paths, moduleRoot: moduleRoot, stdinPath: stdinPath,
                                         currentDirectory: currentDirectory)
    }
}
