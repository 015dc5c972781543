/// A glob over the components of an absolute, normalized path (`FilePath.normalizedComponents`),
/// compiled once: literal leading components (`base`), then components where `*` and `?`
/// match within one name and `**` any number of names (none included). `PathPattern` (the
/// configuration's `excluded:`) is one.
///
/// A walk asks every pattern about every file and folder, so the work per path is kept
/// small: a path with the wrong number of components, or whose last name cannot match, is
/// turned down at once; a name without wildcards is compared as a string, one with
/// wildcards byte by byte when both are ASCII, after the bytes before the first wildcard
/// and after the last; nothing is allocated, and the compiled pieces are read through
/// pointers, not copied (which would retain their arrays for every path). Matching is the
/// classic wildcard walk that backs up only to the last `**` (within a name, to the last
/// `*`): at most pattern length × path length steps, however many `**` there are.
package struct PathGlob: Equatable, Sendable {
    /// Literal leading components.
    private let base: [String]
    private let segments: [Segment]
    /// The fewest path components after `base` the glob takes (those that are not `**`).
    private let minimumCount: Int
    /// Whether the glob holds a `**` (else it takes exactly `minimumCount` components).
    private let hasAnyDepth: Bool

    /// `glob`: components as written; consecutive `**` are best collapsed beforehand.
    package init(base: [String], glob: [String]) {
        self.base = base
        segments = glob.map(Segment.init)
        minimumCount = segments.filter { $0.kind != .anyDepth }.count
        hasAnyDepth = segments.contains { $0.kind == .anyDepth }
    }

    /// Whether any of `globs` matches: a walk asks this once per path.
    package static func anyMatches(_ globs: [PathGlob], components: [String]) -> Bool {
        // Through a pointer: no glob is copied (its arrays retained) for each path.
        globs.withUnsafeBufferPointer { globs in
            globs.indices.contains { globs[$0].matches(components: components) }
        }
    }

    package func matches(components: [String]) -> Bool {
        let count = components.count - base.count
        // Most paths of a walk fail on their number of components or on their last one,
        // which a pattern not ending in `**` must match: no walk needed for them.
        guard count >= minimumCount, hasAnyDepth || count == minimumCount else { return false }
        return segments.withUnsafeBufferPointer { segments in
            if let last = segments.last, last.kind != .anyDepth, count > 0,
               !segments[segments.count - 1].matches(components[components.count - 1]) { return false }
            return components.withUnsafeBufferPointer { components in
                // From the end: the paths of one walk share their start.
                var index = base.count
                while index > 0 {
                    index -= 1
                    if components[index] != base[index] { return false }
                }
                return Self.match(segments, UnsafeBufferPointer(rebasing: components[base.count...]))
            }
        }
    }

    /// The wildcard walk over components: on a mismatch, the last `**` takes one more
    /// component and the walk goes on from there; with no `**` to fall back on, no match.
    /// Each step moves on in the path, or moves back to the last `**` with it one component
    /// further: at most pattern length × path length steps.
    private static func match(_ pattern: UnsafeBufferPointer<Segment>, _ path: UnsafeBufferPointer<String>) -> Bool {
        var p = 0
        var n = 0
        var lastAnyDepth: (pattern: Int, path: Int)?
        while n < path.count {
            if p < pattern.count, pattern[p].kind == .anyDepth {
                lastAnyDepth = (p, n)
                p += 1
            } else if p < pattern.count, pattern[p].matches(path[n]) {
                p += 1
                n += 1
            } else if let last = lastAnyDepth {
                p = last.pattern + 1
                n = last.path + 1
                lastAnyDepth = (last.pattern, last.path + 1)
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p].kind == .anyDepth { p += 1 }
        return p == pattern.count
    }

    /// One component of a pattern, compiled: a plain struct, so that the walk reads its
    /// kind without copying (and retaining) anything.
    private struct Segment: Equatable, Sendable {
        enum Kind: UInt8, Equatable, Sendable {
            /// `**`: any number of components.
            case anyDepth
            /// A name without wildcards, compared whole.
            case literal
            /// A name with `*` or `?`.
            case wildcard
        }

        var kind: Kind
        /// The component as written.
        var text: String
        /// A wildcard's characters.
        var characters: [Character] = []
        /// A wildcard's bytes when it is ASCII: an ASCII name is then matched byte by byte.
        var ascii: [UInt8]?
        /// What a name must start and end with to match a wildcard (the text before its
        /// first wildcard and after its last): most names fail these, before any walk.
        var head = ""
        var tail = ""
        /// Their lengths in bytes, for an ASCII wildcard.
        var headCount = 0
        var tailCount = 0

        init(_ component: String) {
            text = component
            if component == "**" {
                kind = .anyDepth
            } else if component.contains("*") || component.contains("?") {
                kind = .wildcard
                characters = Array(component)
                ascii = component.utf8.allSatisfy { $0 < 0x80 } ? Array(component.utf8) : nil
                head = String(component.prefix { $0 != "*" && $0 != "?" })
                tail = String(component.reversed().prefix { $0 != "*" && $0 != "?" }.reversed())
                headCount = head.utf8.count
                tailCount = tail.utf8.count
            } else {
                kind = .literal
            }
        }

        func matches(_ name: String) -> Bool {
            switch kind {
            case .anyDepth: return true
            case .literal: return text == name
            case .wildcard:
                if let ascii, let result = name.utf8.withContiguousStorageIfAvailable({ bytes -> Bool? in
                    guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
                    return Self.matchASCII(ascii, bytes, head: headCount, tail: tailCount)
                }), let result {
                    return result
                }
                guard name.hasPrefix(head), name.hasSuffix(tail) else { return false }
                return Self.match(characters, Array(name), one: "?", any: "*")
            }
        }

        /// An ASCII wildcard against an ASCII name: first the bytes before the pattern's
        /// first wildcard and after its last (most names fail these), then the walk.
        private static func matchASCII(_ pattern: [UInt8], _ name: UnsafeBufferPointer<UInt8>, head: Int, tail: Int) -> Bool {
            guard name.count >= head + tail else { return false }
            for index in 0..<head where pattern[index] != name[index] { return false }
            for index in 0..<tail where pattern[pattern.count - 1 - index] != name[name.count - 1 - index] { return false }
            return match(pattern, name, one: UInt8(ascii: "?"), any: UInt8(ascii: "*"))
        }

        /// `any` matches any run of elements, `one` one element, anything else itself; on a
        /// mismatch the last `any` takes one more element.
        private static func match<Pattern: RandomAccessCollection, Name: RandomAccessCollection>(
            _ pattern: Pattern, _ name: Name, one: Pattern.Element, any: Pattern.Element
        ) -> Bool where Pattern.Element: Equatable, Pattern.Element == Name.Element, Pattern.Index == Int, Name.Index == Int {
            var p = pattern.startIndex, n = name.startIndex
            var lastAny: (pattern: Int, name: Int)?
            while n < name.endIndex {
                // A `*` is a wildcard first, even where the name holds a `*` too.
                if p < pattern.endIndex, pattern[p] == any {
                    lastAny = (p, n)
                    p += 1
                } else if p < pattern.endIndex, pattern[p] == one || pattern[p] == name[n] {
                    p += 1
                    n += 1
                } else if let last = lastAny {
                    p = last.pattern + 1
                    n = last.name + 1
                    lastAny = (last.pattern, last.name + 1)
                } else {
                    return false
                }
            }
            while p < pattern.endIndex, pattern[p] == any { p += 1 }
            return p == pattern.endIndex
        }
    }
}
