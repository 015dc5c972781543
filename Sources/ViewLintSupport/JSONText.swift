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

    /// The bytes written so far, copied out.
    package var bytes: [UInt8] {
        Array(UnsafeBufferPointer(start: storage, count: count))
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
    /// bytes are tested at a time, the last eight read where they end (overlapping the word
    /// before), a text under eight bytes as two overlapping halves: a graph's names and
    /// paths are mostly short, and their last bytes one at a time were most of this test
    /// (with the graph's buffers made big enough at once, `GraphJSONWriter.bytesPerItem`:
    /// 2.9 M instructions fewer of a million-line graph run's JSON).
    package static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return true }
        let start = UnsafeRawPointer(base)
        let count = bytes.count
        guard count >= 8 else { return isPlain(word: shortWord(start, count: count)) }
        var index = 0
        while index + 8 < count {
            guard isPlain(word: start.loadUnaligned(fromByteOffset: index, as: UInt64.self)) else { return false }
            index += 8
        }
        return isPlain(word: start.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
    }

    /// The `count` (1–7) bytes at `start` as one word: two overlapping halves read where
    /// the text starts and where it ends, the rest `A`s (plain), no byte read past the end.
    private static func shortWord(_ start: UnsafeRawPointer, count: Int) -> UInt64 {
        let fill: UInt64 = 0x4141_4141_4141_4141
        if count >= 4 {
            return UInt64(start.loadUnaligned(as: UInt32.self))
                | UInt64(start.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)) << 32
        }
        if count >= 2 {
            return UInt64(start.loadUnaligned(as: UInt16.self))
                | UInt64(start.loadUnaligned(fromByteOffset: count - 2, as: UInt16.self)) << 16 | fill << 32
        }
        return UInt64(start.load(as: UInt8.self)) | fill << 8
    }

    /// Whether the eight bytes of `word` are plain (`isPlain(byte:)`).
    @inline(__always)
    private static func isPlain(word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        if word & highs != 0 {
            for shift in stride(from: 0, to: 64, by: 8) where !isPlain(byte: UInt8(truncatingIfNeeded: word &>> UInt64(shift))) {
                return false
            }
            return true
        }
        // A byte below 0x20, or equal to `"` or `\` (a zero byte after the xor).
        let control = (word &- ones &* 0x20) & ~word & highs
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let zeroByte = ((quote &- ones) & ~quote | (backslash &- ones) & ~backslash) & highs
        return control | zeroByte == 0
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
