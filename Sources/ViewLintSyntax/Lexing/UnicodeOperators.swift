import ViewLintSupport

/// Swift's non-ASCII operator characters (the grammar's *operator-head* and
/// *operator-character*): `≠`, `→`, `∘`, `×`, `÷`. The fast loop stops every name and
/// operator at a non-ASCII byte, so any token at one takes the lexer's general path
/// (`lexAtNonASCIIByte`), which asks here: an operator head ends a name (`a≠b`), an
/// operator character continues the operator glued before it (`==≠`). ASCII source pays
/// nothing for it.
///
/// Invariant: every read is at `cursor` or after it and before `end`; a malformed or cut
/// UTF-8 sequence is no operator character.
enum UnicodeOperators {
    /// The end of the operator that starts at `start` with a non-ASCII operator head, or nil
    /// when the scalar there is none. The operator goes on over ASCII operator characters
    /// (a `/` that starts a comment excepted) and non-ASCII ones.
    static func endOfOperator(startingAt start: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>,
                              classes: UnsafePointer<UInt16>) -> UnsafePointer<UInt8>? {
        guard let head = scalar(at: start, end: end), isOperatorHead(head.value) else { return nil }
        return endOfOperatorCharacters(from: start + head.length, end: end, classes: classes)
    }

    /// The end of a run of operator characters, ASCII or not, from `cursor`.
    static func endOfOperatorCharacters(from cursor: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>,
                                        classes: UnsafePointer<UInt16>) -> UnsafePointer<UInt8> {
        var cursor = cursor
        while cursor < end {
            let byte = cursor.pointee
            if byte < 0x80 {
                if byte == ASCII.slash, end - cursor >= 2, cursor[1] == ASCII.slash || cursor[1] == ASCII.star { break }
                guard classes[Int(byte)] & ByteClass.operatorCharacter != 0 else { break }
                cursor += 1
            } else {
                guard let next = scalar(at: cursor, end: end), isOperatorCharacter(next.value) else { break }
                cursor += next.length
            }
        }
        return cursor
    }

    /// The scalar at `cursor` and its length in bytes; nil for a malformed sequence.
    static func scalar(at cursor: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>) -> (value: UInt32, length: Int)? {
        let available = end - cursor
        guard available >= 1 else { return nil }
        let lead = UInt32(cursor[0])
        func continuation(_ offset: Int) -> UInt32? {
            let byte = cursor[offset]
            return byte & 0xC0 == 0x80 ? UInt32(byte & 0x3F) : nil
        }
        switch lead {
        case 0..<0x80:
            return (lead, 1)
        case 0xC2..<0xE0 where available >= 2:
            guard let b1 = continuation(1) else { return nil }
            return ((lead & 0x1F) << 6 | b1, 2)
        case 0xE0..<0xF0 where available >= 3:
            guard let b1 = continuation(1), let b2 = continuation(2) else { return nil }
            return ((lead & 0x0F) << 12 | b1 << 6 | b2, 3)
        case 0xF0..<0xF5 where available >= 4:
            guard let b1 = continuation(1), let b2 = continuation(2), let b3 = continuation(3) else { return nil }
            return ((lead & 0x07) << 18 | b1 << 12 | b2 << 6 | b3, 4)
        default:
            return nil
        }
    }

    /// The grammar's non-ASCII *operator-head* ranges.
    static func isOperatorHead(_ value: UInt32) -> Bool {
        switch value {
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0...0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
             0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
             0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F,
             0x3001...0x3003, 0x3008...0x3020, 0x3030:
            return true
        default:
            return false
        }
    }

    /// An *operator-head*, or one of the combining ranges that only continue an operator.
    static func isOperatorCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF:
            return true
        default:
            return isOperatorHead(value)
        }
    }
}
