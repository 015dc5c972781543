#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Lexical path arithmetic on `/`-separated strings. No I/O, so printed paths stay exactly
/// as the user wrote them while file-system calls get a path resolved against the
/// (injectable) current directory.
package enum FilePath {
    package static func isAbsolute(_ path: String) -> Bool {
        // The first bytes, where `hasPrefix` cost 230 instructions for each file read. Only a
        // `/` followed by a byte that is not ASCII (which may be a combining mark, making one
        // character with the `/`) is asked of `hasPrefix`.
        let utf8 = path.utf8
        guard utf8.first == UInt8(ascii: "/") else { return false }
        let second = utf8.index(after: utf8.startIndex)
        return second == utf8.endIndex || utf8[second] < 0x80 || path.hasPrefix("/")
    }

    /// `dir` + `/` + `name`, without doubling a slash the user already wrote:
    /// `.` + `x.swift` is `./x.swift`, `Fixtures/` + `x.swift` is `Fixtures/x.swift`,
    /// `/` + `x` is `/x`, and an empty folder means "here", so it gives `name`.
    package static func join(_ directory: String, _ name: String) -> String {
        if directory.utf8.isEmpty { return name }
        // On the bytes in place: the walk joins once per entry and a run resolves each file
        // it reads, and the version on `Substring`s cost about 1,000 instructions a join (18 M
        // of a million-line run).
        if let joined = directory.utf8.withContiguousStorageIfAvailable({ folder in
            name.utf8.withContiguousStorageIfAvailable { name in joined(folder, name) }
        }), let joined {
            return joined
        }
        // Bridged strings keep no contiguous bytes: made native first.
        var directory = directory, name = name
        return directory.withUTF8 { folder in name.withUTF8 { name in joined(folder, name) } }
    }

    /// `join` of two strings' bytes, the folder's not empty.
    private static func joined(_ folder: UnsafeBufferPointer<UInt8>, _ name: UnsafeBufferPointer<UInt8>) -> String {
        let slash = UInt8(ascii: "/")
        var end = folder.count
        while end > 1, folder[end - 1] == slash { end -= 1 }
        if end == 1, folder[0] == slash { end = 0 }
        return String(unsafeUninitializedCapacity: end + 1 + name.count) { buffer in
            // `buffer` holds exactly `end + 1 + name.count` bytes: the folder's first `end`,
            // the slash, the name. (Copied through slices, they were most of a join's cost.)
            let count = end + 1 + name.count
            precondition(buffer.count >= count, "less room than asked for")
            guard let start = buffer.baseAddress else { return 0 }
            if end > 0, let bytes = folder.baseAddress { start.initialize(from: bytes, count: end) }
            start[end] = slash
            if !name.isEmpty, let bytes = name.baseAddress { (start + end + 1).initialize(from: bytes, count: count - end - 1) }
            return count
        }
    }

    /// Whether a file name ends in `.swift`, as `hasSuffix(".swift")` tells it: from the
    /// bytes, which the walk asks of every file (`hasSuffix` cost 260 instructions a name).
    /// Only a name with a character before the `.` that is not ASCII asks `hasSuffix`,
    /// which could join the two in one character.
    package static func hasSwiftExtension(_ name: String) -> Bool {
        let answer = name.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            let count = bytes.count
            guard count >= 6, bytes[count - 6] == UInt8(ascii: "."), bytes[count - 5] == UInt8(ascii: "s"),
                  bytes[count - 4] == UInt8(ascii: "w"), bytes[count - 3] == UInt8(ascii: "i"),
                  bytes[count - 2] == UInt8(ascii: "f"), bytes[count - 1] == UInt8(ascii: "t") else { return false }
            return count == 6 || bytes[count - 7] < 0x80 ? true : nil
        }
        if let answer, let answer { return answer }
        return name.hasSuffix(".swift")
    }

    /// A path as every report prints it: without leading `./` (`./a/x.swift` → `a/x.swift`,
    /// `.` and `./` → `` for "here"), so that `viewlint .` and `viewlint a` print one file
    /// one way and a baseline written by either matches the other.
    package static func printable(_ path: String) -> String {
        // Nothing to strip unless it starts with `.`: the walk asks this of every folder.
        guard path.utf8.first == UInt8(ascii: ".") else { return path }
        var rest = Substring(path)
        while rest.hasPrefix("./") {
            rest = rest.dropFirst(2)
            while rest.hasPrefix("/") { rest = rest.dropFirst() }
        }
        return rest == "." ? "" : String(rest)
    }

    /// The path to hand to the file system: relative paths are taken from `currentDirectory`.
    package static func resolve(_ path: String, against currentDirectory: String) -> String {
        isAbsolute(path) ? path : join(currentDirectory, path)
    }

    /// The folder part of a path as written: `sub/.viewlint.yml` → `sub`,
    /// `.viewlint.yml` → `` (the current folder), `/a.yml` → `/`.
    package static func directoryName(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// The name after the last `/`: `sub/a.swift` → `a.swift`, `a.swift` → `a.swift`.
    static func lastComponent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// The bytes of `path` before its last `/`: its folder as written (none without a `/`).
    package static func folderBytes(of path: String) -> [UInt8] {
        var path = path
        return path.withUTF8 { bytes in Array(bytes[..<(bytes.lastIndex(of: UInt8(ascii: "/")) ?? 0)]) }
    }

    /// Whether `path`'s folder as written (`folderBytes(of:)`) is `folder`, byte for byte,
    /// without making either: asked once per linted file, where the generic comparisons of
    /// `String.UTF8View` cost about 3,000 instructions.
    package static func hasFolder(_ path: String, _ folder: [UInt8]) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            let end = bytes.lastIndex(of: UInt8(ascii: "/")) ?? 0
            guard end == folder.count else { return false }
            return folder.withUnsafeBufferPointer { folder in
                guard let start = bytes.baseAddress, let other = folder.baseAddress else { return end == 0 }
                return memcmp(start, other, end) == 0
            }
        }
    }

    /// The components of an absolute path with `.`, `..` and empty components resolved
    /// lexically (symbolic links are not consulted; `..` at the root stays at the root).
    package static func normalizedComponents(_ absolutePath: String) -> [String] {
        var result: [String] = []
        let dot = UInt8(ascii: ".")
        for component in absolutePath.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
            if component.count == 1, component.first == dot { continue }
            if component.count == 2, component.allSatisfy({ $0 == dot }) {
                if !result.isEmpty { result.removeLast() }
                continue
            }
            result.append(String(Substring(component)))
        }
        return result
    }
}
