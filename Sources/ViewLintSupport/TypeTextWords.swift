/// The words of a type as written: maximal runs of ASCII letters, digits and `_`, which is
/// what every name in it is made of (backticks, periods, brackets and spaces apart).
package enum TypeTextWords {
    /// For ASCII `text`: whether it has an arrow (`->`) or a word that one of `sets` holds;
    /// nil when it is not ASCII.
    package static func hasArrowOrWord(_ text: String, in first: NameSet, _ second: NameSet) -> Bool? {
        hasArrowOrWord(text, in: second, orIn: first, unless: { _ in false })
    }

    /// For ASCII `text`: whether it has an arrow (`->`), a word that `words` holds, or a
    /// word that `names` holds whose number there `isPassed` does not accept (asked only
    /// for a word `words` does not hold); nil when it is not ASCII.
    package static func hasArrowOrWord(_ text: String, in words: NameSet, orIn names: NameSet,
                                       unless isPassed: (Int) -> Bool) -> Bool? {
        text.withUTF8Bytes { bytes -> Bool? in
            guard bytes.isASCII else { return nil }
            var previous: UInt8 = 0
            for byte in bytes {
                if previous == UInt8(ascii: "-"), byte == UInt8(ascii: ">") { return true }
                previous = byte
            }
            var found = false
            forEachWord(in: bytes) { word in
                guard !found else { return }
                if words.number(ofBytes: word) != nil {
                    found = true
                } else if let number = names.number(ofBytes: word), !isPassed(number) {
                    found = true
                }
            }
            return found
        }
    }

    /// Calls `body` with each word of the last component of `name` (after its last
    /// period), in one pass over its bytes; nothing when `unlessOneWord` and `name` is one
    /// word (most names of a module, each asked). False when `name` is not ASCII.
    @discardableResult
    package static func forEachLastComponentWord(of name: String, unlessOneWord: Bool,
                                                 _ body: (String) -> Void) -> Bool {
        name.withUTF8Bytes { bytes -> Bool in
            var isOneWord = true
            var union: UInt8 = 0
            var lastStart = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                guard !isWordByte(byte) else { continue }
                isOneWord = false
                union |= byte
                if byte == UInt8(ascii: ".") { lastStart = index }
            }
            guard union < 0x80 else { return false }
            if unlessOneWord, isOneWord { return true }
            forEachWord(in: UnsafeBufferPointer(rebasing: bytes[lastStart...])) {
                body(String(decoding: $0, as: UTF8.self))
            }
            return true
        }
    }

    private static func forEachWord(in bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var start: Int?
        for index in 0...bytes.count {
            if index < bytes.count, isWordByte(bytes[index]) {
                if start == nil { start = index }
            } else if let first = start {
                body(UnsafeBufferPointer(rebasing: bytes[first..<index]))
                start = nil
            }
        }
    }

    /// Whether every byte of `name` is a word byte: a name of one word (an empty name too).
    /// Most names of a module are; this is the first question about each.
    package static func isOneWord(_ name: String) -> Bool {
        name.withUTF8Bytes { bytes in bytes.allSatisfy(isWordByte) }
    }

    /// An ASCII letter, digit or `_`: one bit of two masks, without branches (asked of every
    /// byte of every module name).
    @inline(__always)
    static func isWordByte(_ byte: UInt8) -> Bool {
        // Bytes 0-63: the digits, bits 48-57. Bytes 64-127: `A`-`Z` (bits 1-26), `_` (31), `a`-`z` (33-58).
        let mask: UInt64 = byte < 64 ? 0x03FF_0000_0000_0000 : 0x07FF_FFFE_87FF_FFFE
        return byte < 128 && (mask >> UInt64(byte & 63)) & 1 != 0
    }
}
