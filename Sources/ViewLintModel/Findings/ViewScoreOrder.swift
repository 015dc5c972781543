import ViewLintSupport
import ViewLintSyntax

extension ViewScore {
    /// Position order: file (bytes), line, column, name. Used by the JSON reporter.
    public static func ordered(_ a: ViewScore, _ b: ViewScore) -> Bool {
        LexicographicBytes.position((a.file, a.line, a.column), (b.file, b.line, b.column)) { LexicographicBytes.precedes(a.name, b.name) }
    }

    /// Audit order: highest score first, then position order.
    public static func byScore(_ a: ViewScore, _ b: ViewScore) -> Bool {
        if a.score != b.score { return a.score > b.score }
        return ordered(a, b)
    }
}
