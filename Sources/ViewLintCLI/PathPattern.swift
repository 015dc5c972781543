import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules
import ViewLintEngine

/// One entry of the configuration's `excluded:` list: a path or a simple glob, relative to
/// the configuration file's folder. `*` and `?` match within one path component, `**` as a
/// whole component matches any number of components (none included).
///
/// Matching is on absolute, lexically normalized paths, so `./Sources/Gen` found by walking
/// `.` and `Sources/Gen` written in the configuration meet. The folder part comes from the
/// file system, not from the user, so it is compared literally: a `*` in the name of the
/// current directory is not a wildcard.
public struct PathPattern: Equatable, Sendable {
    /// Literal leading components (the configuration's folder).
    var base: [String]
    /// Components that may hold wildcards.
    var glob: [String]

    /// - Parameters:
    ///   - pattern: as written in the configuration.
    ///   - directory: the absolute folder it is relative to.
    public init(_ pattern: String, relativeTo directory: String) {
        var base = FilePath.isAbsolute(pattern) ? [] : FilePath.normalizedComponents(directory)
        var glob: [String] = []
        for component in pattern.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..":
                if !glob.isEmpty { glob.removeLast() } else if !base.isEmpty { base.removeLast() }
            default: glob.append(String(component))
            }
        }
        self.base = base
        self.glob = glob
    }

    /// Whether the absolute path (file or folder) is excluded by this pattern.
    public func matches(absolutePath: String) -> Bool {
        let components = FilePath.normalizedComponents(absolutePath)
        guard components.count >= base.count, Array(components[..<base.count]) == base else { return false }
        return Self.match(glob[...], Array(components[base.count...])[...])
    }

    private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            // `**` takes zero, one, two… components.
            var remaining = path
            while true {
                if match(rest, remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let component = path.first, matchComponent(Array(first)[...], Array(component)[...]) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// `*` any run of characters, `?` one character, anything else itself.
    private static func matchComponent(_ pattern: ArraySlice<Character>, _ name: ArraySlice<Character>) -> Bool {
        var p = pattern.startIndex, n = name.startIndex
        var star: (pattern: Int, name: Int)?
        while n < name.endIndex {
            if p < pattern.endIndex, pattern[p] == "?" || pattern[p] == name[n] {
                p += 1
                n += 1
            } else if p < pattern.endIndex, pattern[p] == "*" {
                star = (p, n)
                p += 1
            } else if let last = star {
                // Let the last `*` take one more character and retry from there.
                p = last.pattern + 1
                n = last.name + 1
                star = (last.pattern, last.name + 1)
            } else {
                return false
            }
        }
        while p < pattern.endIndex, pattern[p] == "*" { p += 1 }
        return p == pattern.endIndex
    }
}
