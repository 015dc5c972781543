import ViewLintSupport

/// The files a run writes (`--output`, `--write-baseline`) must be none of the files it
/// reads: a report written over a linted source, the configuration or the baseline would
/// destroy the user's file. Files are compared by identity (device and inode, through
/// symbolic links), so `./V.swift`, `V.swift` and a link to it are one file.
struct WriteConflicts {
    /// A file of the run and what it is for, as the message names it.
    struct Role {
        var role: String
        var path: String
    }

    var currentDirectory: String

    /// The message of the first write that would overwrite a read file (or another
    /// write), else nil.
    func firstConflict(writes: [Role], reads: [Role]) -> String? {
        var written: [(Role, FileSystem.FileIdentity?)] = []
        for write in writes {
            let identity = self.identity(of: write.path)
            let lexical = FilePath.normalizedComponents(resolve(write.path))
            for (earlier, earlierIdentity) in written
            where (identity != nil && identity == earlierIdentity) || lexical == FilePath.normalizedComponents(resolve(earlier.path)) {
                return "'\(earlier.role) \(earlier.path)' and '\(write.role) \(write.path)' name the same file; nothing was written"
            }
            written.append((write, identity))
        }
        // Only a file that exists can be read: no identity, no conflict.
        let existing = written.compactMap { write, identity in identity.map { (write, $0) } }
        guard !existing.isEmpty else { return nil }
        for read in reads {
            guard let identity = self.identity(of: read.path) else { continue }
            if let write = existing.first(where: { $0.1 == identity }) { return message(write.0, other: read) }
        }
        return nil
    }

    private func message(_ write: Role, other: Role) -> String {
        "'\(write.role) \(write.path)' would overwrite '\(other.path)', \(other.role) of this run; nothing was written"
    }

    private func identity(of path: String) -> FileSystem.FileIdentity? {
        guard case .success(let status) = FileSystem.status(of: resolve(path), followingLinks: true) else { return nil }
        return status.identity
    }

    private func resolve(_ path: String) -> String {
        FilePath.resolve(path, against: currentDirectory)
    }
}
