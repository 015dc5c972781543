import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules
import Dispatch

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
        let walk = walker.collect(roots(for: paths))
        let sources = walk.files.map { SourceInput(path: $0, resolvedAgainst: currentDirectory) }
        return Inputs(sources: sources, problems: walk.problems)
    }

    /// `collect` on a thread of its own: the feed yields each file as the walk meets it, so
    /// that workers parse the first files while the walk goes on (and list folders while
    /// they have no file to parse), and is finished with the same files, order and problems
    /// as `collect` gives.
    func startWalking(paths: [String]) -> SourceFeed {
        let feed = SourceFeed()
        let walker = walker
        let roots = roots(for: paths)
        let currentDirectory = currentDirectory
        // A queue of its own gets a thread of its own: the linter's workers keep theirs.
        DispatchQueue(label: "viewlint.walk").async {
            let walk = walker.walk(roots, announce: { file in
                feed.append(SourceInput(path: file.path, resolvedAgainst: currentDirectory, isRegular: file.isRegular))
            }, lendHelp: feed.lend(help:))
            // The walk's positions of files are those of the announcements, as the feed's are.
            feed.finish(order: FileWalker.lintOrder(of: walk), problems: walk.problems)
        }
        return feed
    }

    /// The roots of a walk: the command line's paths, else the configuration's `included:`,
    /// else `.`. The configuration's paths are relative to its own folder, kept as written
    /// (`sub/` + `Sources`) so that what is printed reads like what was configured.
    private func roots(for paths: [String]) -> [String] {
        if !paths.isEmpty { return paths }
        let directory = configuration.directory
        if !configuration.configuration.included.isEmpty {
            return configuration.configuration.included.map { FilePath.isAbsolute($0) ? $0 : FilePath.join(directory, $0) }
        }
        return ["."]
    }

    /// Whether the configuration's `excluded:` covers `path`: a file named on the command
    /// line in `--module-root` mode (a pre-commit hook's staged files) is skipped then, as
    /// SwiftLint's `--force-exclude` skips it.
    func isExcluded(_ path: String) -> Bool {
        walker.isExcludedWithItsFolders(path)
    }

    /// The walker with the configuration's `excluded:` patterns.
    private var walker: FileWalker {
        let directory = configuration.directory
        let absoluteDirectory = FilePath.resolve(directory.isEmpty ? "." : directory, against: currentDirectory)
        let exclusions = configuration.configuration.excluded.map { PathPattern($0, relativeTo: absoluteDirectory) }
        return FileWalker(currentDirectory: currentDirectory, exclusions: exclusions)
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
        guard case .success(let bytes) = FileSystem.contents(of: path, limit: ReadLimits.sourceFile) else { return nil }
        return bytes
    }
}
