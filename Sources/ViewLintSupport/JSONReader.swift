/// A JSON value, as far as reading a baseline file needs it.
package enum JSONValue: Equatable {
    case object([String: JSONValue])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    package subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    package var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// A number with no fractional part (`1`, `1.0`).
    package var integer: Int? {
        guard case .number(let value) = self, value.rounded() == value, abs(value) < 1e15 else { return nil }
        return Int(value)
    }
}

/// Reads JSON text (RFC 8259) into a `JSONValue`; nil for anything that is not exactly one
/// valid JSON value. Nesting is bounded, so a hostile file cannot exhaust the stack.
package struct JSONReader {
    private let bytes: [UInt8]
    private var index = 0
    private static let maximumDepth = 512

    package static func read(_ bytes: some Collection<UInt8>) -> JSONValue? {
        var reader = JSONReader(bytes: Array(bytes))
        guard let value = reader.value(depth: 0) else { return nil }
        reader.skipSpace()
        return reader.index == reader.bytes.count ? value : nil
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private mutating func take(_ byte: UInt8) -> Bool {
        skipSpace()
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    private mutating func value(depth: Int) -> JSONValue? {
        skipSpace()
        guard index < bytes.count, depth < Self.maximumDepth else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var members: [String: JSONValue] = [:]
            if take(UInt8(ascii: "}")) { return .object(members) }
            repeat {
                skipSpace()
                guard let key = string(), take(UInt8(ascii: ":")), let member = value(depth: depth + 1) else { return nil }
                members[key] = member
            } while take(UInt8(ascii: ","))
            return take(UInt8(ascii: "}")) ? .object(members) : nil
        case UInt8(ascii: "["):
            index += 1
            var elements: [JSONValue] = []
            if take(UInt8(ascii: "]")) { return .array(elements) }
            repeat {
                guard let element = value(depth: depth + 1) else { return nil }
                elements.append(element)
            } while take(UInt8(ascii: ","))
            return take(UInt8(ascii: "]")) ? .array(elements) : nil
        case UInt8(ascii: "\""):
            return string().map(JSONValue.string)
        case UInt8(ascii: "t"):
            return literal("true", .bool(true))
        case UInt8(ascii: "f"):
            return literal("false", .bool(false))
        case UInt8(ascii: "n"):
            return literal("null", .null)
        default:
            return number()
        }
    }

    private mutating func literal(_ word: String, _ value: JSONValue) -> JSONValue? {
        let word = Array(word.utf8)
        guard bytes.count - index >= word.count, Array(bytes[index..<index + word.count]) == word else { return nil }
        index += word.count
        return value
    }

    private mutating func number() -> JSONValue? {
        let start = index
        let allowed = Array("+-.eE0123456789".utf8)
        while index < bytes.count, allowed.contains(bytes[index]) { index += 1 }
        guard index > start, let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else { return nil }
        return .number(value)
    }

    /// A string literal at `index` (which must be its opening quote), escapes decoded.
    private mutating func string() -> String? {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        index += 1
        var scalars = String.UnicodeScalarView()
        var pending: [UInt8] = []
        func flush() {
            scalars.append(contentsOf: String(decoding: pending, as: UTF8.self).unicodeScalars)
            pending.removeAll(keepingCapacity: true)
        }
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                flush()
                return String(scalars)
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { return nil }
                let escape = bytes[index]
                index += 1
                flush()
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(Unicode.Scalar(escape))
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    guard var code = hexQuad() else { return nil }
                    // A surrogate pair spells one scalar in two escapes.
                    if (0xD800..<0xDC00).contains(code), bytes.count - index >= 6,
                       bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                        index += 2
                        guard let low = hexQuad(), (0xDC00..<0xE000).contains(low) else { return nil }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                default:
                    return nil
                }
            case 0x00..<0x20:
                return nil
            default:
                pending.append(byte)
            }
        }
        return nil
    }

    private mutating func hexQuad() -> UInt32? {
        guard bytes.count - index >= 4 else { return nil }
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = Self.hexDigit(bytes[index]) else { return nil }
            code = code << 4 | digit
            index += 1
        }
        return code
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}
