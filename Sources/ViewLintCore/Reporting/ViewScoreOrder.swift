extension ViewScore {
    /// Position order: file (bytes), line, column, name. Used by the JSON reporter.
    public static func ordered(_ a: ViewScore, _ b: ViewScore) -> Bool {
        if a.file != b.file { return a.file.utf8.lexicographicallyPrecedes(b.file.utf8) }
        if a.line != b.line { return a.line < b.line }
        if a.column != b.column { return a.column < b.column }
        return a.name.utf8.lexicographicallyPrecedes(b.name.utf8)
    }

    /// Audit order: highest score first, then position order.
    public static func byScore(_ a: ViewScore, _ b: ViewScore) -> Bool {
        if a.score != b.score { return a.score > b.score }
        return ordered(a, b)
    }
}
