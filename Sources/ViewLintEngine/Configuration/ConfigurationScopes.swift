import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules

/// Configurations that refine the run's for the files under a folder: a `.viewlint.yml`
/// below the one the run read (README "Configuration", nested files). The run (`LintRun`)
/// finds them; the linter asks here which applies to each file.
public struct ConfigurationScopes: Sendable, Equatable {
    /// The refined configurations found; a file's scope is an index here. Asked after
    /// every file's scope, as the lookups find them.
    public var configurations: @Sendable () -> [Configuration]
    /// The scope of the file at a path as the run prints it; nil for the run's own.
    public var scope: @Sendable (String) -> Int?
    /// Whether the scope's `excluded:` leaves the file out (a walk could not know it yet).
    public var isExcluded: @Sendable (String, Int) -> Bool

    public init(configurations: @escaping @Sendable () -> [Configuration], scope: @escaping @Sendable (String) -> Int?,
                isExcluded: @escaping @Sendable (String, Int) -> Bool) {
        self.configurations = configurations
        self.scope = scope
        self.isExcluded = isExcluded
    }

    /// Always equal: the scopes are lookups of one run, not settings a configuration
    /// compares by.
    public static func == (a: ConfigurationScopes, b: ConfigurationScopes) -> Bool {
        true
    }
}
