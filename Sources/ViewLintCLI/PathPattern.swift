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
            // `**/**` matches what one `**` matches: collapsed, stacks cannot multiply work.
            case "**" where glob.last == "**": continue
            default: glob.append(String(component))
            }
        }
        self.base = base
        self.glob = glob
    }

    /// Whether the absolute path (file or folder) is excluded by this pattern.
    public func matches(absolutePath: String) -> Bool {
        matches(components: FilePath.normalizedComponents(absolutePath))
    }

    /// `matches(absolutePath:)` for a path already split into normalized components: a run
    /// with many patterns splits each path once.
    public func matches(components: [String]) -> Bool {
        guard components.count >= base.count, components[..<base.count].elementsEqual(base) else { return false }
        return Self.match(glob, components[base.count...])
    }

    /// The pattern's components against the path's, as a set of reachable pattern positions
    /// advanced one path component at a time: time bounded by pattern length × path
    /// length, however the `**`s are placed (backtracking was exponential in them).
    private static func match(_ pattern: [String], _ path: ArraySlice<String>) -> Bool {
        var reachable = [Bool](repeating: false, count: pattern.count + 1)
        reachable[0] = true
        closeOverDoubleStars(&reachable, pattern)
        for component in path {
            var next = [Bool](repeating: false, count: pattern.count + 1)
            var any = false
            for position in pattern.indices where reachable[position] {
                if pattern[position] == "**" {
                    next[position] = true
                    any = true
                } else if matchComponent(Array(pattern[position])[...], Array(component)[...]) {
                    next[position + 1] = true
                    any = true
                }
            }
            guard any else { return false }
            closeOverDoubleStars(&next, pattern)
            reachable = next
        }
        return reachable[pattern.count]
    }

    /// A `**` may take no component: where one is reachable, so is what follows it.
    private static func closeOverDoubleStars(_ reachable: inout [Bool], _ pattern: [String]) {
        for position in pattern.indices where reachable[position] && pattern[position] == "**" {
            reachable[position + 1] = true
        }
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
