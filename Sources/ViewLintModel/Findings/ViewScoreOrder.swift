import ViewLintSupport
import ViewLintSyntax

extension ViewScore {
    /// Position order: file (bytes), line, column, name. Used by the JSON reporter.
    public static func ordered(_ a: ViewScore, _ b: ViewScore) -> Bool {
        LexicographicBytes.position((a.file, a.line, a.column), (b.file, b.line, b.column)) { LexicographicBytes.precedes(a.name, b.name) }
    }

    /// Audit order: highest score first, views without a body last, then position order.
    public static func byScore(_ a: ViewScore, _ b: ViewScore) -> Bool {
        if a.score != b.score { return (a.score ?? -1) > (b.score ?? -1) }
        return ordered(a, b)
    }

    /// Whether the score is over `limit`; a view without a body never is.
    public func isOver(_ limit: Int) -> Bool {
        score.map { $0 > limit } ?? false
    }

    /// The score as reports print it: "no body" for a view without one.
    public var scoreText: String {
        score.map(String.init) ?? "no body"
    }
}
