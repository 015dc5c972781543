import ViewLintSupport

/// The folders a walk met holding a `.viewlint.yml`, as absolute paths: the walk lists
/// every folder anyway, so nested configurations are found without one more system call.
/// Written by the walk's thread, read once the walk is done.
///
/// Invariant: `folders` is read and written only under `lock`.
final class ConfigurationFolders: @unchecked Sendable {
    private let lock = Lock()
    private var folders: Set<String> = []

    func add(_ absoluteFolder: String) {
        let normalized = "/" + FilePath.normalizedComponents(absoluteFolder).joined(separator: "/")
        lock.locked { _ = folders.insert(normalized) }
    }

    var all: Set<String> { lock.locked { folders } }
}
