extension String {
    /// Calls `body` with the string's UTF-8 bytes, without copying a native string.
    @inlinable
    package func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return try copy.withUTF8(body)
    }
}

extension String {
    /// `count`, read from the bytes when they are ASCII without a carriage return (one
    /// character per byte; `\r\n` is one character of two), else counted through grapheme
    /// breaks, which costs several times as much on a finding's message.
    @inlinable
    package var characterCount: Int {
        withUTF8Bytes { bytes in bytes.allSatisfy { $0 < 0x80 && $0 != 0x0D } } ? utf8.count : count
    }
}
