/// A JSON text built as UTF-8 bytes in one buffer it owns: a module's report or graph is
/// hundreds of thousands of small pieces, and appending each one to a `String` (or through
/// `Array.append(contentsOf:)`) costs a hundred instructions or more.
package final class JSONText {
    // Private, so that Swift proves every access exclusive when it compiles this file: a
    // field other modules could reach (to inline the writes there) is tested for
    // exclusivity at run time on every access, which costs more than the write.
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var count = 0

    package init(capacity: Int) {
        self.capacity = max(64, capacity)
        storage = .allocate(capacity: self.capacity)
    }

    deinit {
        storage.deallocate()
    }

    /// Written as is: punctuation, keys and the fixed words of the schema.
    package func raw(_ literal: StaticString) {
        // Read through its pointer: a closure over the buffer costs more than the copy.
        guard literal.hasPointerRepresentation else { return raw(made: literal.description) }
        let length = literal.utf8CodeUnitCount
        reserve(length)
        (storage + count).update(from: literal.utf8Start, count: length)
        count += length
    }

    /// Written as is: a text the writer made, never one from the code. (Its own label: a
    /// literal would otherwise take this `String` overload, not the `StaticString` one.)
    package func raw(made text: String) {
        var text = text
        text.withUTF8(append)
    }

    /// A quoted JSON string (`quoted`).
    package func string(_ text: String) {
        _ = appendQuoted(text, checking: true)
    }

    /// `string(text)`; whether `text` needed no escape. `checking` false: the caller knows it needs none.
    private func appendQuoted(_ text: String, checking: Bool) -> Bool {
        var text = text
        let plain = text.withUTF8 { utf8 in
            guard !checking || Self.isPlain(utf8) else { return false }
            reserve(utf8.count + 2)
            storage[count] = UInt8(ascii: "\"")
            count += 1
            append(utf8)
            storage[count] = UInt8(ascii: "\"")
            count += 1
            return true
        }
        if !plain { raw(made: Self.quoted(text)) }
        return plain
    }

    /// The last string given to `repeatedString` that needs no escape.
    private var lastPlain = ""

    /// `string(text)` for a text that is often the last one given here (a file's path, for
    /// each of its nodes and edges): the same string again skips the search for bytes to
    /// escape, at the cost of comparing the two, which takes no time when they share storage
    /// (saved 2.6 M instructions of a million-line graph run's JSON).
    package func repeatedString(_ text: String) {
        let known = !text.isEmpty && text == lastPlain
        if appendQuoted(text, checking: !known), !known { lastPlain = text }
    }

    /// The decimal digits of `value`, as string interpolation prints them: written from the
    /// last digit back, dividing by the constant 10 only.
    package func number(_ value: Int) {
        guard value >= 0 else { return raw(made: String(value)) }
        var digits = 1
        var bound = 10
        while digits < 19, value >= bound {
            digits += 1
            bound &*= 10
        }
        reserve(digits)
        var rest = value
        var index = count + digits
        repeat {
            index -= 1
            storage[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        } while rest > 0
        count += digits
    }

    package func bool(_ value: Bool) {
        value ? raw("true") : raw("false")
    }

    /// Lends the buffer to `body` as `JSONBytes`, whose writes are inlined into the caller
    /// (`GraphJSONWriter`'s hundreds of thousands); `body` must not use this text meanwhile.
    package func writing(_ body: (inout JSONBytes) -> Void) {
        var bytes = JSONBytes(storage: storage, capacity: capacity, count: count, lastPlain: lastPlain)
        body(&bytes)
        storage = bytes.storage
        capacity = bytes.capacity
        count = bytes.count
        lastPlain = bytes.lastPlain
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

    private func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (storage + count).update(from: base, count: bytes.count)
        count += bytes.count
    }

    /// Inlined into each write: a graph's JSON makes hundreds of thousands of them, and
    /// a call for the test costs as much as the write.
    @inline(__always)
    private func reserve(_ extra: Int) {
        if count + extra > capacity { grow(extra) }
    }

    /// Out of line: rare, and kept out of the writes.
    @inline(never)
    private func grow(_ extra: Int) {
        var grown = capacity * 2
        while grown < count + extra { grown *= 2 }
        let new = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        new.update(from: storage, count: count)
        storage.deallocate()
        storage = new
        capacity = grown
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
