/// The most common spelling of a closure type, recognized without lexing it: `() -> Void`,
/// `(Item) -> Void`, `(Item, Int?) -> Bool?`: parameters and result plain names (dotted
/// paths of capitalized words), each optionally followed by one `?`, a result of `()`, one
/// space after each comma and around the arrow. `TypeExpression.parse` reads each such text
/// as `.function` (the parameters and result read in full; `ParsedTypes` relies on it); lexing costs several times more,
/// and a run has a closure type of its own for nearly every model (`(Item) -> Void`).
package enum PlainFunctionType {
    /// Whether `text` is spelled so.
    package static func matches(_ text: String) -> Bool {
        text.withUTF8Bytes(matches)
    }

    static func matches(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        guard byte(bytes, index) == UInt8(ascii: "(") else { return false }
        index += 1
        if byte(bytes, index) != UInt8(ascii: ")") {
            while true {
                guard skipName(bytes, &index) else { return false }
                if byte(bytes, index) == UInt8(ascii: ")") { break }
                guard byte(bytes, index) == UInt8(ascii: ","), byte(bytes, index + 1) == UInt8(ascii: " ") else { return false }
                index += 2
            }
        }
        index += 1
        for expected in " -> ".utf8 {
            guard byte(bytes, index) == expected else { return false }
            index += 1
        }
        if byte(bytes, index) == UInt8(ascii: "("), byte(bytes, index + 1) == UInt8(ascii: ")"), index + 2 == bytes.count {
            return true
        }
        return skipName(bytes, &index) && index == bytes.count
    }

    /// The byte at `index`, or 0 past the end.
    private static func byte(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int) -> UInt8 {
        index < bytes.count ? bytes[index] : 0
    }

    /// Moves past a plain name and one optional `?` at `index`; false when there is none.
    private static func skipName(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> Bool {
        while true {
            guard (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte(bytes, index)) else { return false }
            index += 1
            while isNameByte(byte(bytes, index)) { index += 1 }
            guard byte(bytes, index) == UInt8(ascii: ".") else { break }
            index += 1
        }
        if byte(bytes, index) == UInt8(ascii: "?") { index += 1 }
        return true
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): true
        default: false
        }
    }
}
