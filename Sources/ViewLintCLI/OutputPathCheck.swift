import ViewLintSupport

/// The files a run creates or replaces on request (`--output`, `--write-baseline`, `init`)
/// are named on a command line that often runs inside a repository someone else controls
/// (a pull request in CI). A symbolic link planted at such a path, or at a folder on the
/// way to it, would make the write land elsewhere (`viewlint.sarif -> ../victim`): it is
/// refused, never followed. So is anything there but a regular file (a FIFO would block
/// `init`); `--output` and `--write-baseline` may still name a device or FIFO given by
/// its own path (`/dev/null`, a pipe), written without waiting for a reader.
enum OutputPathCheck {
    /// Why `path` may not be written, or nil. Checked: every prefix of the path as given
    /// (so `out/../x` with `out` a link is caught before `..` is taken), except the folders
    /// of the current directory itself, and paths under `/dev`, whose links (`/dev/stdout`,
    /// `/dev/fd/1`) are the system's.
    static func refusal(_ path: String, currentDirectory: String) -> String? {
        let absolute = FilePath.resolve(path, against: currentDirectory)
        if absolute == "/dev" || absolute.hasPrefix("/dev/") { return nil }
        let current = FilePath.normalizedComponents(currentDirectory)
        let given = path.split(separator: "/", omittingEmptySubsequences: false)
        var prefix = FilePath.isAbsolute(path) ? "" : currentDirectory
        for (offset, component) in given.enumerated() {
            if component.isEmpty { continue }
            prefix = FilePath.join(prefix.isEmpty ? "/" : prefix, String(component))
            // A folder of the current directory is where the user is, not a planted link
            // (`/tmp` is one on macOS).
            if FilePath.isAbsolute(path), current.starts(with: FilePath.normalizedComponents(prefix)),
               offset < given.count - 1 { continue }
            guard case .success(let status) = FileSystem.status(of: prefix, followingLinks: false) else { return nil }
            if status.kind == .symbolicLink {
                let which = offset == given.count - 1 ? "it is a symbolic link" : "'\(given[...offset].joined(separator: "/"))' on its way is a symbolic link"
                return "\(which), and viewlint never writes through one (a link in the linted repository could lead anywhere); "
                    + "name the file it leads to"
            }
        }
        return nil
    }
}
