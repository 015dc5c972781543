/// The words of a type as written: maximal runs of ASCII letters, digits and `_`, which is
/// what every name in it is made of (backticks, periods, brackets and spaces apart).
package enum TypeTextWords {
    /// For ASCII `text`: whether it has an arrow (`->`) or a word that one of `sets` holds;
    /// nil when it is not ASCII.
    package static func hasArrowOrWord(_ text: String, in first: NameSet, _ second: NameSet) -> Bool? {
        text.withUTF8Bytes { bytes -> Bool? in
            guard bytes.isASCII else { return nil }
            var previous: UInt8 = 0
            for byte in bytes {
                if previous == UInt8(ascii: "-"), byte == UInt8(ascii: ">") { return true }
                previous = byte
            }
            var found = false
            forEachWord(in: bytes) { word in
                if !found, first.number(ofBytes: word) != nil || second.number(ofBytes: word) != nil { found = true }
            }
            return found
        }
    }

    /// The words of the last component of `name` (after its last period); nil when it is
    /// not ASCII.
    package static func lastComponentWords(of name: String) -> [String]? {
        name.withUTF8Bytes { bytes -> [String]? in
            guard bytes.isASCII else { return nil }
            let lastStart = (bytes.lastIndex(of: UInt8(ascii: ".")) ?? -1) + 1
            var words: [String] = []
            forEachWord(in: UnsafeBufferPointer(rebasing: bytes[lastStart...])) {
                words.append(String(decoding: $0, as: UTF8.self))
            }
            return words
        }
    }

    /// Whether `name` is one word: asked of every name of a module, so read as a buffer
    /// (iterating `utf8` costs several times as much).
    package static func isOneWord(_ name: String) -> Bool {
        name.withUTF8Bytes { bytes in
            var index = 0
            while index < bytes.count {
                guard isWordByte(bytes[index]) else { return false }
                index += 1
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

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): true
        default: false
        }
    }
}
