#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few POSIX calls the walker and reader need, wrapped so that failures carry `errno`
/// (the message names the real cause: "Permission denied", "No such file or directory").
enum FileSystem {
    enum Kind: Equatable {
        case directory, regular, symbolicLink, other
    }

    struct Status: Equatable {
        var kind: Kind
        /// Device and inode: the identity of a file however it is spelled.
        var identity: FileIdentity
    }

    struct FileIdentity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    struct Failure: Error, Equatable, CustomStringConvertible {
        var code: Int32

        var isNotFound: Bool { code == ENOENT || code == ENOTDIR }
        var description: String { String(cString: strerror(code)) }
    }

    /// `stat` (following a final symbolic link) or `lstat` (not following it).
    static func status(of path: String, followingLinks: Bool) -> Result<Status, Failure> {
        var info = stat()
        let outcome = followingLinks ? stat(path, &info) : lstat(path, &info)
        guard outcome == 0 else { return .failure(Failure(code: errno)) }
        let kind: Kind
        switch info.st_mode & mode_t(S_IFMT) {
        case mode_t(S_IFDIR): kind = .directory
        case mode_t(S_IFREG): kind = .regular
        case mode_t(S_IFLNK): kind = .symbolicLink
        default: kind = .other
        }
        // `dev_t` is signed on Darwin, unsigned on Linux: keep the bits either way.
        let identity = FileIdentity(device: UInt64(truncatingIfNeeded: info.st_dev),
                                    inode: UInt64(truncatingIfNeeded: info.st_ino))
        return .success(Status(kind: kind, identity: identity))
    }

    /// The names in a folder, without `.` and `..`, in no particular order.
    static func entries(ofDirectory path: String) -> Result<[String], Failure> {
        guard let directory = opendir(path) else { return .failure(Failure(code: errno)) }
        defer { closedir(directory) }
        var names: [String] = []
        while true {
            errno = 0
            guard let entry = readdir(directory) else {
                if errno != 0 { return .failure(Failure(code: errno)) }
                break
            }
            let name = withUnsafePointer(to: entry.pointee.d_name) { tuple in
                tuple.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: tuple.pointee)) {
                    String(cString: $0)
                }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return .success(names)
    }

    /// The whole file in one buffer: its size from `fstat`, then `read` until end of file
    /// (a single `read` may return fewer bytes than asked for).
    static func contents(of path: String) -> Result<[UInt8], Failure> {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return .failure(Failure(code: errno)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(Failure(code: errno)) }
        if info.st_mode & mode_t(S_IFMT) == mode_t(S_IFDIR) { return .failure(Failure(code: EISDIR)) }

        // One spare byte so that end of file is seen without growing the buffer; a file that
        // grew since `fstat` still reads whole, the buffer doubling as needed.
        var bytes = [UInt8](repeating: 0, count: max(Int(info.st_size), 0) + 1)
        var filled = 0
        while true {
            if filled == bytes.count { bytes.append(contentsOf: repeatElement(0, count: bytes.count)) }
            let count = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(Failure(code: errno))
            }
            if count == 0 { break }
            filled += count
        }
        bytes.removeSubrange(filled...)
        return .success(bytes)
    }
}
