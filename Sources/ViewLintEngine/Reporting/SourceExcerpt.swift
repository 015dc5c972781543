import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules

/// The lines of a file around one line, for reports that show code: only those lines are
/// decoded (`SourceLines` has found where each starts, once per file).
enum SourceExcerpt {
    static func lines(around line: Int, in lines: SourceLines, context: Int) -> (first: Int, lines: [String]) {
        let first = max(1, line - context)
        let last = min(lines.count, line + context)
        guard first <= last else { return (first, []) }
        return (first, (first...last).map { number in
            lines.range(ofLine: number).map { String(decoding: lines.bytes[$0], as: UTF8.self) } ?? ""
        })
    }

    static func lines(around line: Int, in bytes: [UInt8], context: Int) -> (first: Int, lines: [String]) {
        lines(around: line, in: SourceLines(bytes), context: context)
    }
}
