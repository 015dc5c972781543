/// A JSON text built as UTF-8 bytes in one buffer it owns: a module's report or graph is
/// hundreds of thousands of small pieces, and appending each one to a `String` (or through
/// `Array.append(contentsOf:)`) costs a hundred instructions or more. The writes are
/// `JSONBytes`'s, made through `writing`, inlined into the writer that makes them.
package final class JSONText {
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var count = 0
    /// `JSONBytes.lastPlain`, kept from one `writing` to the next.
    private var lastPlain = ""

    package init(capacity: Int) {
        self.capacity = max(64, capacity)
        storage = .allocate(capacity: self.capacity)
    }

    deinit {
        storage.deallocate()
    }

    /// Lends the buffer to `body` as `JSONBytes`, whose writes are inlined into the caller
    /// (`GraphJSONWriter`'s hundreds of thousands); `body` must not use this text meanwhile.
    /// Lent as a copy of the fields, not as a stored `JSONBytes` lent in place: that field,
    /// reached by unknown code, made Swift test every write's access at run time.
    package func writing(_ body: (inout JSONBytes) -> Void) {
        var bytes = JSONBytes(storage: storage, capacity: capacity, count: count, lastPlain: lastPlain)
        body(&bytes)
        storage = bytes.storage
        capacity = bytes.capacity
        count = bytes.count
        lastPlain = bytes.lastPlain
    }

    /// Forgets what was written, keeping the buffer (and its pages) for the next writes.
    package func removeAll() {
        count = 0
    }

    /// The bytes written so far, as they are (`TextOutput.write(utf8:)`).
    package func write(to output: TextOutput) {
        output.write(utf8: UnsafeRawBufferPointer(start: storage, count: count))
    }

    package var text: String {
        String(decoding: UnsafeBufferPointer(start: storage, count: count), as: UTF8.self)
    }

    /// The texts of `parts`, one after another, copied once into one string (a graph's
    /// JSON is written in parts on several threads: megabytes, copied again for each step
    /// that joins them). With room for one more byte, so that a final newline appended in
    /// place needs no copy of the whole.
    package static func joined(_ parts: [JSONText]) -> String {
        let total = parts.reduce(0) { $0 + $1.count }
        return String(unsafeUninitializedCapacity: total + 1) { buffer in
            var written = 0
            for part in parts where part.count > 0 {
                (buffer.baseAddress! + written).update(from: part.storage, count: part.count)
                written += part.count
            }
            return written
        }
    }

    /// `text` as a quoted JSON string: `"` and `\` escaped, newline and tab as `\n` and `\t`,
    /// every other control character (U+0000–U+001F) and the bidirectional and zero-width
    /// characters (`LineText.isInvisibleFormatting`) as `\uXXXX`; everything else, non-ASCII
    /// included, passes through as UTF-8.
    package static func quoted(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count + 2)
        append(text, to: &result)
        return result
    }

    /// `quoted(text)` added to the end of `output`.
    private static func append(_ text: String, to output: inout String) {
        output += "\""
        if isPlain(text) {
            output += text
        } else {
            appendEscaped(text, to: &output)
        }
        output += "\""
    }

    /// Whether no byte of `text` is escaped: most paths, names and messages. Read in place,
    /// as scalar-by-scalar appending costs hundreds of instructions a character.
    private static func isPlain(_ text: String) -> Bool {
        if let plain = text.utf8.withContiguousStorageIfAvailable(isPlain) { return plain }
        return Array(text.utf8).withUnsafeBufferPointer(isPlain)
    }

    /// No `"`, `\` or control byte, and no lead byte of an invisible formatting character
    /// (U+061C starts with 0xD8, U+200B–U+2069 with 0xE2, U+FEFF with 0xEF): those take
    /// the careful way, which tells them from the other characters of those leads. Eight
    /// ASCII bytes are tested at a time; a word with a byte above 0x7F, byte by byte.
    package static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var index = 0
        while index + 8 <= bytes.count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            if word & highs != 0 {
                for offset in index..<(index + 8) where !isPlain(byte: bytes[offset]) { return false }
            } else {
                // A byte below 0x20, or equal to `"` or `\` (a zero byte after the xor).
                let control = (word &- ones &* 0x20) & ~word & highs
                let quote = word ^ (ones &* 0x22)
                let backslash = word ^ (ones &* 0x5C)
                let zeroByte = ((quote &- ones) & ~quote | (backslash &- ones) & ~backslash) & highs
                if control | zeroByte != 0 { return false }
            }
            index += 8
        }
        while index < bytes.count {
            if !isPlain(byte: bytes[index]) { return false }
            index += 1
        }
        return true
    }

    private static func isPlain(byte: UInt8) -> Bool {
        !(byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0xD8 || byte == 0xE2 || byte == 0xEF)
    }

    private static func appendEscaped(_ text: String, to result: inout String) {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || (scalar.value >= 0x600 && LineText.isInvisibleFormatting(scalar)):
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
    }
}
