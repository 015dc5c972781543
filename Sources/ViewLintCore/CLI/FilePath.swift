/// Lexical path arithmetic on `/`-separated strings. No I/O, so printed paths stay exactly
/// as the user wrote them while file-system calls get a path resolved against the
/// (injectable) current directory.
enum FilePath {
    static func isAbsolute(_ path: String) -> Bool {
        path.hasPrefix("/")
    }

    /// `dir` + `/` + `name`, without doubling a slash the user already wrote:
    /// `.` + `x.swift` is `./x.swift`, `Fixtures/` + `x.swift` is `Fixtures/x.swift`,
    /// `/` + `x` is `/x`, and an empty folder means "here", so it gives `name`.
    static func join(_ directory: String, _ name: String) -> String {
        if directory.isEmpty { return name }
        var trimmed = Substring(directory)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return trimmed == "/" ? "/" + name : trimmed + "/" + name
    }

    /// The path to hand to the file system: relative paths are taken from `currentDirectory`.
    static func resolve(_ path: String, against currentDirectory: String) -> String {
        isAbsolute(path) ? path : join(currentDirectory, path)
    }

    /// The folder part of a path as written: `sub/.viewlint.yml` → `sub`,
    /// `.viewlint.yml` → `` (the current folder), `/a.yml` → `/`.
    static func directoryName(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// The components of an absolute path with `.`, `..` and empty components resolved
    /// lexically (symbolic links are not consulted; `..` at the root stays at the root).
    static func normalizedComponents(_ absolutePath: String) -> [String] {
        var result: [String] = []
        for component in absolutePath.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": if !result.isEmpty { result.removeLast() }
            default: result.append(String(component))
            }
        }
        return result
    }
}
