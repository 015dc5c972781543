/// Text the tool did not write (paths, view names, quoted code, a user's arguments) made
/// safe for one line of a line-oriented output (Xcode format, summary and audit tables,
/// stderr diagnostics): a line break cannot start a forged `path:1:1: error:` or `::error`
/// line, and an escape sequence cannot recolor or rewrite the terminal. Control characters
/// are written as Swift writes them in a string literal (`\n`, `\r`, `\t`, `\u{1B}`), as are
/// the C1 controls and the Unicode line and paragraph separators; everything else is kept.
public enum LineText {
    public static func escaped(_ text: String) -> String {
        // Most text has none: one pass over the bytes, and the string itself is returned.
        guard needsEscaping(text) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if let escape = escape(scalar) { result += escape } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    /// How a control character is written (`\n`, `\u{1B}`); nil for any other scalar.
    public static func escape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x0A: return "\\n"
        case 0x0D: return "\\r"
        case 0x09: return "\\t"
        case 0x00..<0x20, 0x7F, 0x80..<0xA0, 0x2028, 0x2029:
            return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default: return nil
        }
    }

    /// Whether the UTF-8 of `text` holds a control character: a byte below 0x20 or 0x7F, a
    /// C1 control (0xC2 0x80–0x9F), or U+2028/U+2029 (0xE2 0x80 0xA8/0xA9). Every finding's
    /// path and message is asked, so the bytes are read in place, one test for most of them.
    static func needsEscaping(_ text: String) -> Bool {
        if let found = text.utf8.withContiguousStorageIfAvailable(needsEscaping) { return found }
        return Array(text.utf8).withUnsafeBufferPointer(needsEscaping)
    }

    private static func needsEscaping(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        // Eight plain ASCII bytes at a time (no byte below 0x20, none 0x7F, none above 0x7F):
        // most text is all such words.
        let ones: UInt64 = 0x0101_0101_0101_0101, high: UInt64 = 0x8080_8080_8080_8080
        while bytes.count - index >= 8 {
            let word = UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
            let below = (word &- ones &* 0x20) & ~word & high
            let delete = word ^ (ones &* 0x7F)
            let isDelete = (delete &- ones) & ~delete & high
            if (word & high) | below | isDelete != 0 { break }
            index += 8
        }
        while index < bytes.count {
            let byte = bytes[index]
            // One test: the bytes that may begin a control (0x00–0x1F, 0x7F, 0xC2, 0xE2).
            if byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xE2 {
                if byte < 0x20 || byte == 0x7F { return true }
                if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] >= 0x80, bytes[index + 1] < 0xA0 { return true }
                if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
                   bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 { return true }
            }
            index += 1
        }
        return false
    }
}

extension TextOutput {
    /// One line of the tool's own making around untrusted parts: escaped as `LineText`
    /// does, then ended with a newline. Every diagnostic on standard error goes through here.
    public func writeLine(_ line: String) {
        write(LineText.escaped(line) + "\n")
    }
}
