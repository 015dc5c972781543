import ViewLintSupport

/// A file's bytes with its tokens: the text behind a token, compared without allocating.
///
/// Invariant: `bytes` is borrowed, never owned: the caller of the parse (a worker's
/// `ReadBuffer`, or an array it holds in `withUnsafeBufferPointer`) keeps the memory alive
/// and unchanged for as long as this value or any `SourceText` copied from it is used, the
/// parse and nothing after it. Every token handed in was lexed from these bytes, so
/// `token.start <= token.end <= bytes.count`; debug builds check it wherever a token's
/// bytes are read.
public struct SourceText: BitwiseCopyable {
    public let bytes: UnsafeBufferPointer<UInt8>

    public init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Whether the token's bytes lie within the file's: what every reader below assumes.
    @inlinable
    func holds(_ token: Token) -> Bool {
        token.start >= 0 && token.start <= token.end && Int(token.end) <= bytes.count
    }

    /// The token's text as a `String`, backticks of an escaped name removed.
    public func name(of token: Token) -> String {
        assert(holds(token), "token outside the source text")
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[nameRange(of: token)]), as: UTF8.self)
    }

    /// The bytes of the token's name: its text, backticks of an escaped name removed.
    @inline(__always)
    public func nameRange(of token: Token) -> Range<Int> {
        assert(holds(token), "token outside the source text")
        let start = Int(token.start)
        let end = Int(token.end)
        if end - start >= 2, bytes[start] == 0x60, bytes[end - 1] == 0x60 { return (start + 1)..<(end - 1) }
        return start..<end
    }

    /// The exact source text of a token.
    public func text(of token: Token) -> String {
        assert(holds(token), "token outside the source text")
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)]), as: UTF8.self)
    }

    /// The source text from the start of one token to the end of another.
    public func text(from first: Token, to last: Token) -> String {
        assert(holds(first) && holds(last), "token outside the source text")
        let start = Int(first.start)
        let end = max(start, Int(last.end))
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// Whether the token is spelled exactly `spelling` (ASCII), without allocating.
    @inlinable @inline(__always)
    public func token(_ token: Token, is spelling: StaticString) -> Bool {
        assert(holds(token), "token outside the source text")
        let length = Int(token.end - token.start)
        guard length == spelling.utf8CodeUnitCount else { return false }
        let pointer = spelling.utf8Start
        let start = Int(token.start)
        for offset in 0..<length where bytes[start + offset] != pointer[offset] { return false }
        return true
    }

    /// The first byte of the token (0 for an empty token).
    @inlinable
    public func firstByte(of token: Token) -> UInt8 {
        assert(holds(token), "token outside the source text")
        return token.end > token.start ? bytes[Int(token.start)] : 0
    }
}
