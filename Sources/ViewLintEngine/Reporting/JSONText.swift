/// A JSON text built as UTF-8 bytes: a module's report or graph is tens of thousands of
/// small pieces, and appending each one to a `String` costs hundreds of instructions.
struct JSONText {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// Written as is: punctuation, keys and the fixed words of the schema.
    mutating func raw(_ literal: StaticString) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Written as is: a text the writer made, never one from the code.
    mutating func raw(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// A quoted JSON string (`JSONString`).
    mutating func string(_ text: String) {
        var text = text
        let plain = text.withUTF8 { utf8 in
            guard JSONString.isPlain(utf8) else { return false }
            bytes.append(UInt8(ascii: "\""))
            bytes.append(contentsOf: utf8)
            bytes.append(UInt8(ascii: "\""))
            return true
        }
        if !plain { raw(JSONString.quoted(text)) }
    }

    /// The decimal digits of `value`, as string interpolation prints them.
    mutating func number(_ value: Int) {
        guard value >= 0 else { return raw(String(value)) }
        var divisor = 1
        while value / divisor >= 10 { divisor *= 10 }
        var rest = value
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    mutating func bool(_ value: Bool) {
        value ? raw("true") : raw("false")
    }

    var text: String {
        String(decoding: bytes, as: UTF8.self)
    }
}
