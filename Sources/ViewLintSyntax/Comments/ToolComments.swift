import ViewLintSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A comment addressed to viewlint: one that holds `viewlint:` (suppression directives,
/// `// viewlint:skip-equatable`). What it says is read by the stage it speaks to.
public struct ToolComment: Sendable, Equatable {
    /// The whole comment, delimiters included.
    public var text: String
    /// Where the comment starts.
    public var position: SourcePosition

    public init(text: String, position: SourcePosition) {
        self.text = text
        self.position = position
    }

    /// The words after `viewlint:` when the comment starts with it (after `//` or `/*`, and
    /// any spaces, slashes and stars): `["disable:next", "body_complexity"]` of
    /// `// viewlint:disable:next body_complexity`. Nil when it does not.
    public var command: [Substring]? {
        var body = text[...]
        if body.hasPrefix("//") {
            body = body.dropFirst(2)
        } else if body.hasPrefix("/*") {
            body = body.dropFirst(2)
            if body.hasSuffix("*/") { body = body.dropLast(2) }
        } else {
            return nil
        }
        body = body.drop { $0 == " " || $0 == "\t" || $0 == "/" || $0 == "*" }
        guard body.hasPrefix(Self.prefix) else { return nil }
        return body.dropFirst(Self.prefix.count).split(whereSeparator: { $0 == " " || $0 == "\t" })
    }

    static let prefix = "viewlint:"
}

/// Finds the comments of a file that hold `viewlint:`.
enum ToolComments {
    static func find(in comments: [CommentRange], source: SourceText) -> [ToolComment] {
        var found: [ToolComment] = []
        for comment in comments where comment.end - comment.start > marker.count {
            let bytes = UnsafeBufferPointer(rebasing: source.bytes[Int(comment.start)..<Int(comment.end)])
            guard contains(marker, in: bytes) else { continue }
            found.append(ToolComment(text: String(decoding: bytes, as: UTF8.self),
                                     position: SourcePosition(line: Int(comment.line), column: Int(comment.column))))
        }
        return found
    }

    private static let marker = Array(ToolComment.prefix.utf8)

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
