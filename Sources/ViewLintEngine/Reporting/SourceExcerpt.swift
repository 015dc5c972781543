import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules

/// The lines of a file around one line, for reports that show code.
enum SourceExcerpt {
    static func lines(around line: Int, in bytes: [UInt8], context: Int) -> (first: Int, lines: [String]) {
        let all = String(decoding: bytes, as: UTF8.self).split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        let first = max(1, line - context)
        let last = min(all.count, line + context)
        guard first <= last else { return (first, []) }
        return (first, all[(first - 1)..<last].map(String.init))
    }
}
