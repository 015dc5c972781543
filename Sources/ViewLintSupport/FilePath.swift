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
        path.hasPrefix("/")
    }

    /// `dir` + `/` + `name`, without doubling a slash the user already wrote:
    /// `.` + `x.swift` is `./x.swift`, `Fixtures/` + `x.swift` is `Fixtures/x.swift`,
    /// `/` + `x` is `/x`, and an empty folder means "here", so it gives `name`.
    package static func join(_ directory: String, _ name: String) -> String {
        // On UTF-8 bytes: the walk joins once per entry, and Character counting is slow.
        let slash = UInt8(ascii: "/")
        var trimmed = directory.utf8[...]
        guard !trimmed.isEmpty else { return name }
        while trimmed.count > 1, trimmed.last == slash { trimmed = trimmed.dropLast() }
        if trimmed.count == 1, trimmed.first == slash { trimmed = trimmed.prefix(0) }
        return concatenated(Substring(trimmed), name)
    }

    /// `head` + `/` + `name` in storage of its exact size: a run keeps every file's path, and
    /// `+` leaves room to grow.
    private static func concatenated(_ head: Substring, _ name: String) -> String {
        var head = head
        var name = name
        let headCount = head.utf8.count
        let nameCount = name.utf8.count
        return String(unsafeUninitializedCapacity: headCount + 1 + nameCount) { buffer in
            let start = buffer.baseAddress!
            head.withUTF8 { if let bytes = $0.baseAddress { start.initialize(from: bytes, count: headCount) } }
            start[headCount] = UInt8(ascii: "/")
            name.withUTF8 { if let bytes = $0.baseAddress { (start + headCount + 1).initialize(from: bytes, count: nameCount) } }
            return headCount + 1 + nameCount
        }
    }

    /// A path as every report prints it: without leading `./` (`./a/x.swift` → `a/x.swift`,
    /// `.` and `./` → `` for "here"), so that `viewlint .` and `viewlint a` print one file
    /// one way and a baseline written by either matches the other.
    package static func printable(_ path: String) -> String {
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
