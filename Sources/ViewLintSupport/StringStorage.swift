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

