import ViewLintSupport

extension JSONBytes {
    /// `,"line":N,"column":N`, as every place in the JSON reports (views, findings, and the
    /// graph's nodes and edges) writes it after the place's file.
    mutating func lineAndColumn(_ line: Int, _ column: Int) {
        raw(",\"line\":")
        number(line)
        raw(",\"column\":")
        number(column)
    }
}
