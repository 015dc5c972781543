/// Where a long string keeps its UTF-8: two strings alive at once at the same address share
/// their storage, so their bytes are the same. Telling strings apart so costs one integer,
/// where comparing them reads every byte (consecutive findings of one file often carry one
/// path string).
package enum StringStorage {
    /// The address of `text`'s stored UTF-8, valid as an identity only while `text` is alive;
    /// nil for a string of up to 15 bytes (Swift keeps it inside the value, and lends its bytes
    /// from a temporary copy) or one not stored as contiguous UTF-8.
    package static func address(of text: String) -> Int? {
        guard text.utf8.count > 15 else { return nil }
        let address = text.utf8.withContiguousStorageIfAvailable { $0.baseAddress.map { Int(bitPattern: $0) } }
        return address ?? nil
    }
}

/// A string as a dictionary key, equal exactly when the bytes are (`String` compares
/// canonical Unicode, which tells apart less than a byte order does), hashed on its length
/// and last 16 bytes only: a module's paths share long prefixes and differ near the end
/// (the file's name). Hashed whole as `String`s, a 1 M-line run's findings' paths cost
/// 10.5 M instructions of the 14.1 M their sort spent ranking them.
package struct TailHashedText: Hashable {
    package let text: String
    private let tail: UInt64

    package init(_ text: String) {
        self.text = text
        tail = text.withUTF8Bytes { bytes in
            NameHash.adding(UnsafeBufferPointer(rebasing: bytes.suffix(16)), to: NameHash.start ^ UInt64(bytes.count))
        }
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(tail)
    }

    package static func == (a: TailHashedText, b: TailHashedText) -> Bool {
        a.tail == b.tail && LexicographicBytes.compare(a.text, b.text) == 0
    }
}
