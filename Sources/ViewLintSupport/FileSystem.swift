#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few POSIX calls the walker and reader need, wrapped so that failures carry `errno`
/// (the message names the real cause: "Permission denied", "No such file or directory").
package enum FileSystem {
    package enum Kind: Equatable {
        case directory, regular, symbolicLink, other
    }

    package struct Status: Equatable {
        package var kind: Kind
        /// Device and inode: the identity of a file however it is spelled.
        package var identity: FileIdentity
    }

    package struct FileIdentity: Hashable {
        package var device: UInt64
        package var inode: UInt64
    }

    package struct Failure: Error, Equatable, CustomStringConvertible {
        package var code: Int32
        /// The tool's own reason, where the system has none ("not a regular file").
        package var message: String?
        /// A file left out on purpose (too large, not UTF-8): a warning, not an error.
        package var isSkip = false

        package init(code: Int32) {
            self.code = code
        }

        package init(message: String, isSkip: Bool = false) {
            self.code = 0
            self.message = message
            self.isSkip = isSkip
        }

        /// A FIFO, device or socket where a file was expected: reading one could block or
        /// never end.
        package static let notRegular = Failure(message: "it is not a regular file (a FIFO, device or socket)")

        /// More than `limit` bytes.
        package static func tooLarge(_ limit: Int, isSkip: Bool) -> Failure {
            Failure(message: "it is larger than \(ReadLimits.described(limit))" + (isSkip ? ", the limit for a Swift file" : ""),
                    isSkip: isSkip)
        }

        /// A text in UTF-16 or UTF-32, told by its byte-order mark: read as UTF-8 it would be
        /// noise, so it is skipped with a warning rather than linted silently as nothing.
        package static func otherEncoding(of bytes: UnsafeBufferPointer<UInt8>) -> Failure? {
            guard bytes.count >= 2 else { return nil }
            let encoding: String
            if bytes.count >= 4, bytes[0] == 0, bytes[1] == 0, bytes[2] == 0xFE, bytes[3] == 0xFF {
                encoding = "UTF-32"
            } else if bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xFE, bytes[2] == 0, bytes[3] == 0 {
                encoding = "UTF-32"
            } else if (bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE) {
                encoding = "UTF-16"
            } else {
                return nil
            }
            return Failure(message: "it is \(encoding) (it starts with a byte-order mark); viewlint reads UTF-8", isSkip: true)
        }

        package var isNotFound: Bool { message == nil && (code == ENOENT || code == ENOTDIR) }
        package var description: String { message ?? String(cString: strerror(code)) }
    }

    /// `stat` (following a final symbolic link) or `lstat` (not following it).
    package static func status(of path: String, followingLinks: Bool) -> Result<Status, Failure> {
        var info = stat()
        let outcome = followingLinks ? stat(path, &info) : lstat(path, &info)
        guard outcome == 0 else { return .failure(Failure(code: errno)) }
        return .success(Status(info))
    }

    /// The status of an entry of an open folder, not following a final symbolic link:
    /// relative to the folder, so the kernel does not walk the whole path again.
    private static func status(of name: UnsafePointer<CChar>, inDirectory descriptor: Int32) -> Result<Status, Failure> {
        var info = stat()
        guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return .failure(Failure(code: errno)) }
        return .success(Status(info))
    }
}

extension FileSystem.Kind {
    /// The kind a folder listing gives (`d_type`), or nil when it does not know.
    package init?(directoryEntryType type: UInt8) {
        switch Int32(type) {
        case Int32(DT_DIR): self = .directory
        case Int32(DT_REG): self = .regular
        case Int32(DT_LNK): self = .symbolicLink
        case Int32(DT_UNKNOWN): return nil
        default: self = .other
        }
    }
}

extension FileSystem.Status {
    package init(_ info: stat) {
        let kind: FileSystem.Kind
        switch info.st_mode & mode_t(S_IFMT) {
        case mode_t(S_IFDIR): kind = .directory
        case mode_t(S_IFREG): kind = .regular
        case mode_t(S_IFLNK): kind = .symbolicLink
        default: kind = .other
        }
        // `dev_t` is signed on Darwin, unsigned on Linux: keep the bits either way.
        let identity = FileSystem.FileIdentity(device: UInt64(truncatingIfNeeded: info.st_dev),
                                               inode: UInt64(truncatingIfNeeded: info.st_ino))
        self.init(kind: kind, identity: identity)
    }
}

extension FileSystem {
    /// A folder's entries: names that are valid UTF-8 with their status (`lstat`'s), and
    /// the raw bytes of those that are not (a `String` cannot hold them, so they cannot be
    /// opened by name later); each list in byte order of the names.
    package struct Entries {
        package var named: [Entry] = []
        package var undecodable: [[UInt8]] = []
        /// Whether a walk that enters the folders among `named` in this order meets paths in
        /// byte order: no folder is followed by an entry named like it and then a byte
        /// before `/` (`A` and `A.swift`: `A.swift` sorts before `A/x.swift`). Nothing is
        /// known of the names in `undecodable`, which a walk never enters.
        package var walkOrderIsByteOrder = true
    }

    /// One entry of a folder. Its status is stored flat (the `fstatat` that failed leaves
    /// only its `errno`), not as a `Result`: a walk sorts every folder's entries, and
    /// entries carrying a `Result` (with a failure's optional message) cost the walk of a
    /// million-line corpus 11.5 M instructions to sort and 2 M to copy.
    package struct Entry {
        package var name: String
        /// The name's first eight bytes, big-endian, zeros past a shorter name's end (a name
        /// holds no zero byte): names are ordered by it first, and only names that share
        /// those bytes are compared whole (sorting a folder's entries by their strings, each
        /// comparison retaining both, cost the apps' walk 1.7 M instructions).
        fileprivate var sortKey: UInt64 = 0
        fileprivate var kind: Kind
        private var identity: FileIdentity
        /// The `errno` of a failed `fstatat`, else 0.
        private var failureCode: Int32

        init(name: String, status: Status) {
            self.name = name
            kind = status.kind
            identity = status.identity
            failureCode = 0
        }

        init(name: String, status: Result<Status, Failure>) {
            self.name = name
            switch status {
            case .success(let status):
                kind = status.kind
                identity = status.identity
                failureCode = 0
            case .failure(let failure):
                kind = .other
                identity = FileIdentity(device: 0, inode: 0)
                failureCode = failure.code
            }
        }

        package var status: Result<Status, Failure> {
            failureCode == 0 ? .success(Status(kind: kind, identity: identity)) : .failure(Failure(code: failureCode))
        }
    }

    /// The entries of a folder, without `.` and `..`, in byte order of their names (not the
    /// file system's order, which is no order a report can show).
    ///
    /// `exactStatus`: each entry's status from `fstatat`. Without it, the kind and inode the
    /// listing itself gives are used (no system call per entry), with the folder's device;
    /// `fstatat` only where the file system leaves the kind unknown. The two can differ in
    /// their inodes on some layered file systems, so a walk that compares its files with
    /// files found another way (a file argument beside a folder argument) asks for
    /// `exactStatus`.
    ///
    /// `regularFilesEndingIn`: when given, an entry the listing says is a regular file is
    /// left out unless its name's bytes end so, before a string is made of it or its status
    /// asked. A walk keeps only `.swift` files, and most entries of an app's folders are
    /// images, data and scripts: on eight real apps (25 K entries, 1.6 K Swift files) the
    /// walk's instructions fell from 46 to 30 M without their names, entries and sorting.
    package static func entries(ofDirectory path: String, exactStatus: Bool,
                                regularFilesEndingIn suffix: StaticString? = nil) -> Result<Entries, Failure> {
        var entries = Entries()
        // Room for a typical folder at once: grown from empty, the lists were a quarter of a listing's cost.
        entries.named.reserveCapacity(16)
        let listed = eachEntry(ofDirectory: path, statusOfFolder: !exactStatus) { descriptor, device, start, type, inode in
            // `.` and `..` told from their bytes, before any string is made of them.
            let dot = CChar(UInt8(ascii: "."))
            if start[0] == dot, start[1] == 0 || (start[1] == dot && start[2] == 0) { return }
            if let suffix, type == UInt8(DT_REG), !Self.name(start, endsWith: suffix) { return }
            // Decoded straight from the entry: the bytes are copied only for a name that is not UTF-8.
            guard let name = String(validatingCString: start) else {
                entries.undecodable.append(Array(UnsafeRawBufferPointer(start: start, count: strlen(start))))
                return
            }
            var entry = if let device, let listedKind = Kind(directoryEntryType: type) {
                Entry(name: name, status: Status(kind: listedKind, identity: FileIdentity(device: device, inode: inode)))
            } else {
                Entry(name: name, status: status(of: start, inDirectory: descriptor))
            }
            // Up to the name's end (its zero byte), at most eight bytes.
            var index = 0
            while index < 8, start[index] != 0 {
                entry.sortKey |= UInt64(UInt8(bitPattern: start[index])) << (56 - 8 * UInt64(index))
                index += 1
            }
            entries.named.append(entry)
        }
        if let failure = listed { return .failure(failure) }
        // Sorted here, where the lists have no other owner: sorting them in place costs no copy.
        entries.named.sort { $0.sortKey != $1.sortKey ? $0.sortKey < $1.sortKey : LexicographicBytes.precedes($0.name, $1.name) }
        entries.undecodable.sort { $0.lexicographicallyPrecedes($1) }
        // Of the entries named like a folder and more, the one right after it has the least
        // byte after the folder's name: only that one can sort before the folder's paths.
        for index in entries.named.indices.dropLast() where entries.named[index].kind == .directory
            && sortsBefore(entries.named[index + 1].name, pathsIn: entries.named[index].name) {
            entries.walkOrderIsByteOrder = false
            break
        }
        return .success(entries)
    }

    /// Whether the zero-terminated `name` ends with `suffix`'s bytes.
    private static func name(_ name: UnsafePointer<CChar>, endsWith suffix: StaticString) -> Bool {
        let length = strlen(name), suffixLength = suffix.utf8CodeUnitCount
        guard length >= suffixLength else { return false }
        let tail = UnsafeRawPointer(name + (length - suffixLength))
        return memcmp(tail, suffix.utf8Start, suffixLength) == 0
    }

    /// Whether `name` is `folder`'s name, then more, starting with a byte before `/`: a name
    /// that sorts before the paths in the folder, though after the folder's own name.
    private static func sortsBefore(_ name: String, pathsIn folder: String) -> Bool {
        var name = name, folder = folder
        return name.withUTF8 { name in
            folder.withUTF8 { folder in
                name.count > folder.count && name[folder.count] < UInt8(ascii: "/")
                    && name.prefix(folder.count).elementsEqual(folder)
            }
        }
    }

    /// The text of bytes that are valid UTF-8 (decoding repairs nothing), else nil.
    package static func validUTF8(_ bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.utf8.elementsEqual(bytes) ? text : nil
    }

    /// A name that is not valid UTF-8, printable: the bad bytes as `\xNN`.
    package static func printable(_ bytes: [UInt8]) -> String {
        var text = ""
        var rest = bytes[...]
        while !rest.isEmpty {
            var length = 1
            while length <= min(4, rest.count) {
                if let piece = validUTF8(Array(rest.prefix(length))) {
                    text += piece
                    break
                }
                length += 1
            }
            if length > min(4, rest.count) {
                text += "\\x" + String(rest.first!, radix: 16, uppercase: true)
                length = 1
            }
            rest = rest.dropFirst(length)
        }
        return text
    }

    /// Writes all of `bytes` to an open descriptor, on through partial writes and
    /// interruptions; 0 when all are written, else the `errno` that stopped it.
    package static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
        guard let start = bytes.baseAddress else { return 0 }
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, start + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return 0
    }

    /// Whether the entry named `rawName` (bytes that are not UTF-8) of the folder at
    /// `directory` is a folder, not following a symbolic link.
    package static func isDirectory(rawName: [UInt8], in directory: String) -> Bool {
        var path = Array(directory.utf8) + [UInt8(ascii: "/")] + rawName
        path.append(0)
        var info = stat()
        let found = path.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { lstat($0.baseAddress!, &info) == 0 }
        }
        return found && info.st_mode & mode_t(S_IFMT) == mode_t(S_IFDIR)
    }

    /// Everything an open descriptor gives until its end (standard input), at most `limit`
    /// bytes. A descriptor that is closed, a folder or fails to read is a failure, never
    /// taken for empty input.
    package static func readAll(from descriptor: Int32, limit: Int = ReadLimits.sourceFile) -> Result<[UInt8], Failure> {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(Failure(code: errno)) }
        if info.st_mode & mode_t(S_IFMT) == mode_t(S_IFDIR) { return .failure(Failure(code: EISDIR)) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(Failure(code: errno))
            }
            guard count > 0 else { return .success(bytes) }
            guard bytes.count + count <= limit else { return .failure(.tooLarge(limit, isSkip: false)) }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// The process's current folder.
    package static func currentDirectory() -> String {
        var size = 4096
        while true {
            var buffer = [CChar](repeating: 0, count: size)
            if getcwd(&buffer, size) != nil { return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) } }
            guard errno == ERANGE else { return "." }
            size *= 2
        }
    }

    /// The whole file as an array (`ReadBuffer` reads it): a regular file of at most `limit`
    /// bytes, else a failure.
    package static func contents(of path: String, limit: Int) -> Result<[UInt8], Failure> {
        let buffer = ReadBuffer()
        if let failure = buffer.read(path, isRegular: false, limit: limit, skipsLargeFile: false) { return .failure(failure) }
        return .success(Array(buffer.bytes))
    }
}
