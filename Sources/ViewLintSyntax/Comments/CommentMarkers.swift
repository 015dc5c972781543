import ViewLintSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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

    /// Candidates found by the C library's byte search (`memchr`), then compared whole:
    /// most comments hold no marker, and `memchr` passes over them faster than a loop over
    /// their bytes.
    private static func contains(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let start = bytes.baseAddress, let first = needle.first, bytes.count >= needle.count else { return false }
        let end: UnsafePointer<UInt8> = start + bytes.count
        var cursor: UnsafePointer<UInt8> = start
        return needle.withUnsafeBytes { (needleBytes: UnsafeRawBufferPointer) -> Bool in
            while end - cursor >= needle.count {
                guard let found = memchr(cursor, Int32(first), end - cursor) else { return false }
                let candidate = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self))
                if end - candidate >= needle.count, memcmp(candidate, needleBytes.baseAddress!, needle.count) == 0 { return true }
                cursor = candidate + 1
            }
            return false
        }
    }
}
