import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules

/// One entry of the configuration's `excluded:` list: a path or a simple glob, relative to
/// the configuration file's folder. `*` and `?` match within one path component, `**` as a
/// whole component matches any number of components (none included).
///
/// Matching is on absolute, lexically normalized paths, so `./Sources/Gen` found by walking
/// `.` and `Sources/Gen` written in the configuration meet. The folder part comes from the
/// file system, not from the user, so it is compared literally: a `*` in the name of the
/// current directory is not a wildcard. The pattern is compiled once (`PathGlob`), which
/// keeps a walk's many questions cheap and their time polynomial.
public struct PathPattern: Equatable, Sendable {
    /// Literal leading components (the configuration's folder).
    var base: [String]
    /// Components that may hold wildcards, consecutive `**` collapsed into one.
    var glob: [String]
    /// `base` and `glob` compiled.
    let compiled: PathGlob

    /// - Parameters:
    ///   - pattern: as written in the configuration.
    ///   - directory: the absolute folder it is relative to.
    public init(_ pattern: String, relativeTo directory: String) {
        var base = FilePath.isAbsolute(pattern) ? [] : FilePath.normalizedComponents(directory)
        var glob: [String] = []
        for component in pattern.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..":
                if !glob.isEmpty { glob.removeLast() } else if !base.isEmpty { base.removeLast() }
            // `**/**` matches what one `**` matches: collapsed, stacks cannot multiply work.
            case "**" where glob.last == "**": continue
            default: glob.append(String(component))
            }
        }
        self.base = base
        self.glob = glob
        self.compiled = PathGlob(base: base, glob: glob)
    }

    /// Whether the absolute path (file or folder) is excluded by this pattern.
    public func matches(absolutePath: String) -> Bool {
        matches(components: FilePath.normalizedComponents(absolutePath))
    }

    /// `matches(absolutePath:)` for a path already split into normalized components: a run
    /// with many patterns splits each path once.
    public func matches(components: [String]) -> Bool {
        compiled.matches(components: components)
    }

    /// Whether one of `patterns` covers the path (lexically normalized components) or a
    /// folder it lies in: what a walk would never have reached.
    static func anyCovers(_ patterns: [PathPattern], pathOrItsFolders components: [String]) -> Bool {
        guard !patterns.isEmpty else { return false }
        return (1...max(components.count, 1)).contains { length in
            let prefix = Array(components.prefix(length))
            return patterns.contains { $0.matches(components: prefix) }
        }
    }
}
