/// Text joined from pieces in one allocation of their total size, each piece's bytes
/// copied once through its UTF-8 view (lending each piece's bytes to a closure cost several
/// times more). The text is the pieces' concatenation.
package enum JoinedText {
    package static func joined(_ pieces: [String], then more: String) -> String {
        var count = more.utf8.count
        for piece in pieces { count += piece.utf8.count }
        guard count > 0 else { return "" }
        return String(unsafeUninitializedCapacity: count) { buffer in
            var end = 0
            for piece in pieces { end += copy(piece, into: buffer, at: end) }
            end += copy(more, into: buffer, at: end)
            return end
        }
    }

    /// `a + b + c + d + e + more`, without a list of the pieces.
    package static func joined(_ a: String, _ b: String, _ c: String, _ d: String, _ e: String,
                               then more: String) -> String {
        let count = a.utf8.count + b.utf8.count + c.utf8.count + d.utf8.count + e.utf8.count + more.utf8.count
        guard count > 0 else { return "" }
        return String(unsafeUninitializedCapacity: count) { buffer in
            var end = 0
            end += copy(a, into: buffer, at: end)
            end += copy(b, into: buffer, at: end)
            end += copy(c, into: buffer, at: end)
            end += copy(d, into: buffer, at: end)
            end += copy(e, into: buffer, at: end)
            end += copy(more, into: buffer, at: end)
            return end
        }
    }

    @inline(__always)
    private static func copy(_ piece: String, into buffer: UnsafeMutableBufferPointer<UInt8>, at end: Int) -> Int {
        UnsafeMutableBufferPointer(rebasing: buffer[end...]).initialize(from: piece.utf8).1
    }
}
