import ViewLintSupport

/// The files a run creates or replaces on request (`--output`, `--write-baseline`, `init`)
/// are named on a command line that often runs inside a repository someone else controls
/// (a pull request in CI). A symbolic link planted at such a path, or at a folder on the
/// way to it, would make the write land elsewhere (`viewlint.sarif -> ../victim`): it is
/// refused, never followed. `init` also refuses anything there but a regular file (a FIFO
/// would block it); `--output` and `--write-baseline` may still name a device or FIFO by
/// its own path (`/dev/null`, a named pipe that someone reads).
enum OutputPathCheck {
    /// Why `path` may not be written, or nil. Checked: the target itself wherever it is,
    /// and every folder on the way to it that lies below the current directory, where a
    /// linted repository's own links are, as the path is given (so `out/../x` with `out` a
    /// link is caught before `..` is taken). Folders above or outside the current directory
    /// are the user's and the system's (`/tmp` is a link on macOS), as are paths under
    /// `/dev` (`/dev/stdout`, `/dev/fd/1`).
    static func refusal(_ path: String, currentDirectory: String) -> String? {
        let absolute = FilePath.resolve(path, against: currentDirectory)
        if absolute == "/dev" || absolute.hasPrefix("/dev/") { return nil }
        let current = FilePath.normalizedComponents(currentDirectory)
        let given = path.split(separator: "/", omittingEmptySubsequences: false)
        let last = given.lastIndex { !$0.isEmpty } ?? 0
        var prefix = FilePath.isAbsolute(path) ? "" : currentDirectory
        for (offset, component) in given.enumerated() where !component.isEmpty {
            prefix = FilePath.join(prefix.isEmpty ? "/" : prefix, String(component))
            let components = FilePath.normalizedComponents(prefix)
            let isBelowCurrent = components.count > current.count && components.starts(with: current)
            guard offset == last || isBelowCurrent else { continue }
            guard case .success(let status) = FileSystem.status(of: prefix, followingLinks: false) else { return nil }
            if status.kind == .symbolicLink {
                let which = offset == last ? "it is a symbolic link" : "'\(given[...offset].joined(separator: "/"))' on its way is a symbolic link"
                return "\(which), and viewlint never writes through one (a link in the linted repository could lead anywhere); "
                    + "name the file it leads to"
            }
        }
        return nil
    }
}
