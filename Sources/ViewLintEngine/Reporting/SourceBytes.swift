import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules

/// The bytes of a run's files for reports that show code or convert columns. The lint let
/// each file's bytes go once it was parsed, so only files a report asks for are read
/// again, each once.
final class SourceBytes {
    private let sources: [String: SourceInput]
    private var read: [String: [UInt8]] = [:]
    private var lines: [String: SourceLines] = [:]

    init(_ sources: [SourceInput]) {
        self.sources = Dictionary(sources.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The file's bytes; nil for a path that is not one of the run's files.
    func bytes(of path: String) -> [UInt8]? {
        if let bytes = read[path] { return bytes }
        guard let source = sources[path] else { return nil }
        let bytes = source.bytes
        read[path] = bytes
        return bytes
    }

    /// The file's lines, found once; nil for a path that is not one of the run's files.
    func lines(of path: String) -> SourceLines? {
        if let known = lines[path] { return known }
        guard let bytes = bytes(of: path) else { return nil }
        let found = SourceLines(bytes)
        lines[path] = found
        read[path] = nil
        return found
    }
}
