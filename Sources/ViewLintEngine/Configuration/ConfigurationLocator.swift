import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules

/// Finds and reads the configuration: `--config FILE`, else every `.viewlint.yml` from the
/// repository's root down to the folder of what is linted, each over the one above, else
/// the defaults.
public struct ConfigurationLocator: Sendable {
    public static let defaultFileName = ".viewlint.yml"

    /// A configuration with the folder its relative paths start from.
    public struct Located: Sendable {
        public var configuration: Configuration
        /// The configuration file's folder as the user would write it (`` for the current
        /// folder), so that `included:` paths print relative when the file was named relative.
        public var directory: String
        /// The files read, as the user would write them, in order; none for the defaults.
        public var paths: [String] = []

        /// A configuration made in code reads its relative paths from `directory`.
        public init(configuration: Configuration, directory: String = "", paths: [String] = []) {
            self.configuration = configuration
            self.directory = directory
            self.paths = paths
        }
    }

    public enum Failure: Error, CustomStringConvertible {
        case unreadable(path: String, reason: String)
        case invalid(ConfigurationError)

        /// The line printed on stderr. A `ConfigurationError` already reads
        /// `file:line: error: ...`, so it is printed as it is, without the tool's prefix.
        public var description: String {
            switch self {
            case .unreadable(let path, let reason): return "viewlint: error: cannot read configuration file '\(path)': \(reason)"
            case .invalid(let error): return error.description
            }
        }
    }

    public var currentDirectory: String

    public init(currentDirectory: String) {
        self.currentDirectory = currentDirectory
    }

    /// `--config FILE`, else the `.viewlint.yml` files from the repository's root (the
    /// first folder holding `.git` above `start`, or the file system's root) down to `start`
    /// (a folder as the user wrote it: the linted paths', or the current one), read in that
    /// order as nested files are, so that the root's file applies however deep the run
    /// starts; else the defaults. An entry of that name that is not a readable file (a
    /// dangling link, a link loop, a folder) is an error, not a file to pass by.
    ///
    /// Several `--config` files are read in order, each over the ones before (a key a later
    /// file sets wins, `excluded` adds up). `included` and `excluded` read from the first
    /// file's folder; a later file's relative entries are made absolute when its folder
    /// differs, so that each still means what its own file says.
    public func locate(explicitPaths: [String], ignoringFiles: Bool = false, startingAt start: String = ".") throws(Failure) -> Located {
        if ignoringFiles { return Located(configuration: .default, directory: "") }
        let paths: [String]
        if !explicitPaths.isEmpty {
            paths = explicitPaths
        } else if case let chain = configurationChain(from: start), !chain.isEmpty {
            paths = chain
        } else {
            return Located(configuration: .default, directory: "")
        }
        var located = Located(configuration: Configuration(), directory: FilePath.directoryName(paths[0]), paths: paths)
        for path in paths {
            let directory = FilePath.directoryName(path)
            var refined = try read(path, over: located.configuration)
            if directory != located.directory {
                let earlier = located.configuration
                let absolute = { (entry: String) in FilePath.isAbsolute(entry) ? entry : FilePath.resolve(FilePath.join(directory, entry), against: currentDirectory) }
                if refined.included != earlier.included { refined.included = refined.included.map(absolute) }
                refined.excluded = earlier.excluded + refined.excluded.dropFirst(earlier.excluded.count).map(absolute)
            }
            located.configuration = refined
        }
        return located
    }

    /// One file's configuration over `base`.
    private func read(_ path: String, over base: Configuration) throws(Failure) -> Configuration {
        let bytes: [UInt8]
        switch FileSystem.contents(of: resolve(path), limit: ReadLimits.settingsFile) {
        case .success(let contents): bytes = contents
        case .failure(let failure): throw .unreadable(path: path, reason: failure.description)
        }
        // Parsed from text rather than loaded by path: the file is read relative to the
        // injected current folder, while errors keep naming the path as the user wrote it.
        do {
            return try ConfigurationLoader.parse(text: String(decoding: bytes, as: UTF8.self), path: path, over: base)
        } catch {
            throw .invalid(error)
        }
    }

    /// `.viewlint.yml`, `../.viewlint.yml`, … from `start` up to the repository's root, as
    /// the user would write them (`sub/dir/.viewlint.yml`, `sub/.viewlint.yml`,
    /// `.viewlint.yml`, `../.viewlint.yml` from `sub/dir`; absolute paths from an absolute
    /// folder), outermost first: every entry of that name, whatever it is.
    func configurationChain(from start: String) -> [String] {
        var found: [String] = []
        var folders = FilePath.normalizedComponents(FilePath.resolve(start, against: currentDirectory))
        let isAbsolute = FilePath.isAbsolute(start)
        var written = isAbsolute ? [] : start.split(separator: "/").map(String.init).filter { $0 != "." }
        var prefix = ""
        while true {
            let folder = isAbsolute ? "/" + folders.joined(separator: "/") : written.joined(separator: "/")
            let candidate = isAbsolute || !written.isEmpty ? FilePath.join(folder, Self.defaultFileName) : prefix + Self.defaultFileName
            if exists(resolve(candidate)) { found.append(candidate) }
            let absolute = "/" + folders.joined(separator: "/")
            if isDirectory(FilePath.join(absolute, ".git")) || isFile(FilePath.join(absolute, ".git")) || folders.isEmpty { break }
            folders.removeLast()
            if !written.isEmpty, written.last != ".." { written.removeLast() } else if !isAbsolute { prefix += "../" }
        }
        return found.reversed()
    }

    /// The folder a run's configuration is looked for from: the folder holding what is
    /// linted (the paths named, a file's folder; the module root; standard input's path),
    /// else the current folder.
    public static func searchStart(paths named: [String], moduleRoot: String?, stdinPath: String?,
                                   currentDirectory: String) -> String {
        var paths = named
        if let root = moduleRoot { paths.append(root) }
        var folders = paths.map { path -> String in
            if case .success(let status) = FileSystem.status(of: FilePath.resolve(path, against: currentDirectory), followingLinks: true),
               status.kind == .directory {
                return path
            }
            return FilePath.directoryName(path)
        }
        if let stdinPath { folders.append(FilePath.directoryName(stdinPath)) }
        return commonFolder(of: folders, currentDirectory: currentDirectory)
    }

    /// The deepest folder that holds all of `folders`: as written when they are all relative
    /// and plain (`Sources/A` and `Sources/B` give `Sources`), else absolute; `.` for none.
    static func commonFolder(of folders: [String], currentDirectory: String) -> String {
        guard let first = folders.first else { return "." }
        func plain(_ folder: String) -> [String]? {
            let parts = folder.split(separator: "/").map(String.init).filter { $0 != "." }
            return FilePath.isAbsolute(folder) || parts.contains("..") ? nil : parts
        }
        if folders.count == 1 { return first.isEmpty ? "." : first }
        let written = folders.compactMap(plain)
        if written.count == folders.count {
            var common = written[0]
            for parts in written.dropFirst() {
                common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0))
            }
            return common.isEmpty ? "." : common.joined(separator: "/")
        }
        let absolute = folders.map { FilePath.normalizedComponents(FilePath.resolve($0.isEmpty ? "." : $0, against: currentDirectory)) }
        var common = absolute[0]
        for parts in absolute.dropFirst() { common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0)) }
        return "/" + common.joined(separator: "/")
    }

    /// Whether an entry of that name is there at all (a dangling link included).
    private func exists(_ path: String) -> Bool {
        if case .success = FileSystem.status(of: path, followingLinks: false) { return true }
        return false
    }

    private func isFile(_ path: String) -> Bool {
        guard case .success(let status) = FileSystem.status(of: path, followingLinks: true) else { return false }
        return status.kind != .directory
    }

    private func isDirectory(_ path: String) -> Bool {
        guard case .success(let status) = FileSystem.status(of: path, followingLinks: true) else { return false }
        return status.kind == .directory
    }

    private func resolve(_ path: String) -> String {
        FilePath.resolve(path, against: currentDirectory)
    }
}
