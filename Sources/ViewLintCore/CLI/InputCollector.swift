/// From the paths of a run to the sources to lint: which roots (command line, else the
/// configuration's `included:`, else `.`) and the walk. Files are read later, by the
/// worker that lints them (`Linter.lint`) or all at once (`RunInputs.loadAll`).
struct InputCollector {
    var currentDirectory: String
    var configuration: ConfigurationLocator.Located

    struct Inputs {
        var sources: [SourceInput]
        /// Missing or unreadable paths met by the walk, in order; each makes the run exit with 2.
        var problems: [InputProblem]
    }

    func collect(paths: [String]) -> Inputs {
        // The configuration's paths are relative to its own folder, kept as written
        // (`sub/` + `Sources`) so that what is printed reads like what was configured.
        let directory = configuration.directory
        let roots: [String]
        if !paths.isEmpty {
            roots = paths
        } else if !configuration.configuration.included.isEmpty {
            roots = configuration.configuration.included.map { FilePath.isAbsolute($0) ? $0 : FilePath.join(directory, $0) }
        } else {
            roots = ["."]
        }

        let absoluteDirectory = FilePath.resolve(directory.isEmpty ? "." : directory, against: currentDirectory)
        let exclusions = configuration.configuration.excluded.map { PathPattern($0, relativeTo: absoluteDirectory) }
        let walk = FileWalker(currentDirectory: currentDirectory, exclusions: exclusions).collect(roots)

        let sources = walk.files.map { SourceInput(path: $0, readingFrom: FilePath.resolve($0, against: currentDirectory)) }
        return Inputs(sources: sources, problems: walk.problems)
    }
}

/// The walk and read of a run, for tools built on the library (the benchmark).
public enum SourceFiles {
    /// Every `.swift` file under `paths` (walked as `viewlint` walks them), each read when
    /// it is linted.
    public static func read(paths: [String], currentDirectory: String) -> [SourceInput] {
        let located = ConfigurationLocator.Located(configuration: .default, directory: "")
        return InputCollector(currentDirectory: currentDirectory, configuration: located).collect(paths: paths).sources
    }

    /// One file read the way `viewlint` reads it (one buffer of its size, `read` to the end).
    public static func contents(of path: String) -> [UInt8]? {
        guard case .success(let bytes) = FileSystem.contents(of: path) else { return nil }
        return bytes
    }
}
