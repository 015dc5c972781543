/// Bytes as a dictionary key, equal exactly when the bytes are and hashed in one call:
/// `[UInt8]` hashes itself a byte at a time (one `Hasher.combine` per byte, about thirty
/// instructions each), and `String` keys compare canonical Unicode, which tells apart less
/// than a file system does.
package struct ByteKey: Hashable, Sendable {
    package let bytes: [UInt8]

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    package func hash(into hasher: inout Hasher) {
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }

    package static func == (a: ByteKey, b: ByteKey) -> Bool {
        a.bytes == b.bytes
    }
}
