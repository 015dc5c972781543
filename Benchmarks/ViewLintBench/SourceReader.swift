import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules
import ViewLintEngine
import ViewLintCLI

/// The read stage on its own: each file read by viewlint's own reader.
enum SourceReader {
    static func read(_ paths: [String]) -> [SourceInput] {
        var sources: [SourceInput] = []
        sources.reserveCapacity(paths.count)
        for path in paths {
            if let bytes = SourceFiles.contents(of: path) { sources.append(SourceInput(path: path, bytes: bytes)) }
        }
        return sources
    }
}
