#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a write to a path will meet there, looked at before anything is written: the file
/// a symbolic link leads to, and whether that is nothing yet, a regular file (replaced by a
/// rename, keeping its mode, owner and group) or a device, FIFO or socket (written to
/// directly: renaming over `/dev/null` would turn it into a regular file).
package struct WriteTarget {
    package enum Existing {
        case none
        case regular(stat)
        case special
    }

    /// Where to write: the path given, or the file its symbolic link leads to.
    package var path: String
    package var existing: Existing

    /// Looks at `path`; a failure is a reason without the path ("Is a directory").
    package static func inspect(_ path: String) -> Result<WriteTarget, AtomicFile.Failure> {
        var resolved = path
        var info = stat()
        if lstat(path, &info) == 0, info.st_mode & mode_t(S_IFMT) == mode_t(S_IFLNK) {
            // A link is kept and what it leads to is written; a dangling link is replaced.
            if let real = realpath(path, nil) {
                resolved = String(cString: real)
                free(real)
            }
        }
        guard stat(resolved, &info) == 0 else {
            if errno == ENOENT { return .success(WriteTarget(path: resolved, existing: .none)) }
            return .failure(AtomicFile.Failure(path: path, code: errno))
        }
        switch info.st_mode & mode_t(S_IFMT) {
        case mode_t(S_IFREG): return .success(WriteTarget(path: resolved, existing: .regular(info)))
        case mode_t(S_IFDIR): return .failure(AtomicFile.Failure(path: path, code: EISDIR))
        default: return .success(WriteTarget(path: resolved, existing: .special))
        }
    }

    /// Why an existing regular file must not be replaced, or nil. Read-only by its mode
    /// bits (which bind even root, who `access` would let through) or to this user; with
    /// more than one hard link, since a rename would silently split them.
    package func refusal() -> String? {
        guard case .regular(let info) = existing else { return nil }
        if info.st_mode & 0o222 == 0 || access(path, W_OK) != 0 { return "it is read-only" }
        if info.st_nlink > 1 {
            return "it has \(info.st_nlink) hard links, and replacing it would split them; it was not changed"
        }
        return nil
    }
}
