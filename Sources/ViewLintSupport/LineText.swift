/// Text the tool did not write (paths, view names, quoted code, a user's arguments) made
/// safe for one line of a line-oriented output (Xcode format, summary and audit tables,
/// `explain`, `fix`, stderr diagnostics): a line break cannot start a forged
/// `path:1:1: error:` or `::error` line, an escape sequence cannot recolor or rewrite the
/// terminal, and an invisible character cannot make a line read other than it is.
///
/// Escaped as Swift writes them in a string literal (`\n`, `\r`, `\t`, `\u{1B}`): the C0
/// and C1 controls, DEL, the Unicode line and paragraph separators, the bidirectional
/// formatting controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) and the
/// zero-width characters (U+200B–U+200D, U+2060–U+2064, U+FEFF). Everything else is kept.
///
/// A *field* (`escapedField`: a path or a name, which may begin a line) also has every `:`
/// written `\u{3A}`: a line that begins with one can then be read neither as a GitHub
/// Actions workflow command (`::error …`, which the runner finds after leading spaces) nor
/// as another file's diagnostic (`Other.swift:1:1: error: …`).
public enum LineText {
    public static func escaped(_ text: String) -> String {
        escaped(text, colons: false)
    }

    /// A path or a name that may begin a line: as `escaped`, and each `:` as `\u{3A}`.
    public static func escapedField(_ text: String) -> String {
        escaped(text, colons: true)
    }

    private static func escaped(_ text: String, colons: Bool) -> String {
        // Most text has none: one pass over the bytes, and the string itself is returned.
        guard needsEscaping(text, colons: colons) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if let escape = escape(scalar) {
                result += escape
            } else if colons, scalar == ":" {
                result += "\\u{3A}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether `scalar` is one of the bidirectional or zero-width characters: invisible,
    /// they can make a line read other than it is (a path shown reversed). Structured
    /// reports (JSON, SARIF, XML, HTML) write them as their format's escapes.
    public static func isInvisibleFormatting(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2064, 0x2066...0x2069, 0xFEFF: return true
        default: return false
        }
    }

    /// How a control or invisible character is written (`\n`, `\u{1B}`, `\u{202E}`); nil
    /// for any other scalar.
    public static func escape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x0A: return "\\n"
        case 0x0D: return "\\r"
        case 0x09: return "\\t"
        case 0x00..<0x20, 0x7F, 0x80..<0xA0, 0x2028, 0x2029: break
        default: guard isInvisibleFormatting(scalar) else { return nil }
        }
        return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// Whether the UTF-8 of `text` holds a character `escape` rewrites (or a `:`, with
    /// `colons`). Every finding's path and message is asked, so the bytes are read in
    /// place, eight plain ASCII bytes at a time.
    static func needsEscaping(_ text: String, colons: Bool = false) -> Bool {
        if let found = text.utf8.withContiguousStorageIfAvailable({ needsEscaping($0, colons: colons) }) { return found }
        return Array(text.utf8).withUnsafeBufferPointer { needsEscaping($0, colons: colons) }
    }

    static func needsEscaping(_ bytes: UnsafeBufferPointer<UInt8>, colons: Bool) -> Bool {
        var index = 0
        // Eight plain ASCII bytes at a time (no byte below 0x20, none 0x7F, none above 0x7F,
        // and with `colons` no `:`): most text is all such words.
        let ones: UInt64 = 0x0101_0101_0101_0101, high: UInt64 = 0x8080_8080_8080_8080
        let colonWord: UInt64 = colons ? ones &* 0x3A : ones &* 0x7F
        while bytes.count - index >= 8 {
            let word = UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
            let below = (word &- ones &* 0x20) & ~word & high
            let delete = word ^ (ones &* 0x7F)
            let isDelete = (delete &- ones) & ~delete & high
            let colon = word ^ colonWord
            let isColon = (colon &- ones) & ~colon & high
            if (word & high) | below | isDelete | isColon != 0 { break }
            index += 8
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x20 || byte == 0x7F || (colons && byte == 0x3A) { return true }
            if byte >= 0x80, escapesSequence(at: index, in: bytes) { return true }
            index += 1
        }
        return false
    }

    /// Whether the UTF-8 sequence starting at `index` encodes a character `escape` rewrites.
    private static func escapesSequence(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let left = bytes.count - index
        switch bytes[index] {
        case 0xC2: // U+0080–U+009F
            return left > 1 && bytes[index + 1] >= 0x80 && bytes[index + 1] < 0xA0
        case 0xD8: // U+061C
            return left > 1 && bytes[index + 1] == 0x9C
        case 0xE2: // U+200B–U+200F, U+2028–U+202E, U+2060–U+2064, U+2066–U+2069
            guard left > 2 else { return false }
            let second = bytes[index + 1], third = bytes[index + 2]
            if second == 0x80 { return (0x8B...0x8F).contains(third) || (0xA8...0xAE).contains(third) }
            if second == 0x81 { return (0xA0...0xA4).contains(third) || (0xA6...0xA9).contains(third) }
            return false
        case 0xEF: // U+FEFF
            return left > 2 && bytes[index + 1] == 0xBB && bytes[index + 2] == 0xBF
        default:
            return false
        }
    }
}

extension TextOutput {
    /// One line of the tool's own making around untrusted parts: escaped as `LineText`
    /// does, then ended with a newline. Every diagnostic on standard error goes through here.
    public func writeLine(_ line: String) {
        write(LineText.escaped(line) + "\n")
    }
}
