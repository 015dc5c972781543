/// What viewlint reads from comments: suppression directives and
/// `// viewlint:skip-equatable` markers.
struct CommentMarkers {
    var directives: [SuppressionDirective] = []
    var skipEquatableLines: Set<Int> = []

    init(_ comments: [CommentRange], source: SourceText) {
        for comment in comments where comment.end - comment.start > 11 {
            let bytes = UnsafeBufferPointer(rebasing: source.bytes[Int(comment.start)..<Int(comment.end)])
            guard Self.contains(Self.marker, in: bytes) else { continue }
            let text = String(decoding: bytes, as: UTF8.self)
            let position = SourcePosition(line: Int(comment.line), column: Int(comment.column))
            if let directive = SuppressionDirective.parse(comment: text[...], at: position) {
                directives.append(directive)
            } else if text.contains("viewlint:skip-equatable") {
                skipEquatableLines.insert(position.line)
            }
        }
    }

    private static let marker = Array("viewlint:".utf8)

    /// A plain byte search: most comments are rejected at their first bytes.
    private static func contains(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count >= needle.count else { return false }
        for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
            var matches = true
            for offset in 1..<needle.count where bytes[start + offset] != needle[offset] { matches = false; break }
            if matches { return true }
        }
        return false
    }
}
