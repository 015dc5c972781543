import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// `// viewlint:skip-equatable` on a stored property's line: a hand-written `==` leaves the
/// property out on purpose (README "Suppressing findings").
enum SkipEquatableMarker {
    static let text = "viewlint:skip-equatable"

    /// The lines that carry the marker, by file.
    static func lines(in module: ModuleIndex) -> [String: Set<Int>] {
        var lines: [String: Set<Int>] = [:]
        for (file, comments) in module.toolComments {
            let marked = comments.filter { $0.text.contains(text) }.map(\.position.line)
            if !marked.isEmpty { lines[file] = Set(marked) }
        }
        return lines
    }
}
