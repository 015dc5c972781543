import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules

/// A unified diff of text appended to a file, with up to three lines of context. The path
/// and every line are escaped as `LineText` does: the diff goes to a terminal or a CI log,
/// where a file's own control characters must not forge a line or an escape sequence.
package enum UnifiedDiff {
    package static func appending(_ addition: String, to original: String, path: String) -> String {
        let path = LineText.escapedField(path)
        var old = original.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if old.last == "" { old.removeLast() }
        let endsWithNewline = original.isEmpty || original.hasSuffix("\n")
        var added = addition.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if added.last == "" { added.removeLast() }
        let contextCount = min(3, old.count)
        let firstContext = old.count - contextCount
        var text = "--- a/\(path)\n+++ b/\(path)\n"
        if endsWithNewline {
            text += "@@ -\(firstContext + 1),\(contextCount) +\(firstContext + 1),\(contextCount + added.count) @@\n"
            for line in old[firstContext...] { text += " \(LineText.escaped(line))\n" }
        } else {
            // The last line gains its missing line break.
            text += "@@ -\(firstContext + 1),\(contextCount) +\(firstContext + 1),\(contextCount + added.count) @@\n"
            for line in old[firstContext..<(old.count - 1)] { text += " \(LineText.escaped(line))\n" }
            let last = LineText.escaped(old[old.count - 1])
            text += "-\(last)\n\\ No newline at end of file\n+\(last)\n"
        }
        for line in added { text += "+\(LineText.escaped(line))\n" }
        return text
    }
}
