import ViewLintSupport

/// Integer and floating-point literals.
extension LexerState {
    mutating func lexNumber() {
        let start = position
        let afterPeriod = tokens.last?.kind == .period && pendingTrivia & TokenHead.leadingSpace == 0
        if peek() == ASCII.zero, peek(1) == 0x78 || peek(1) == 0x6F || peek(1) == 0x62 {
            let radix = peek(1)
            position += 2
            while position < count, isHexDigit(bytes[position]) || bytes[position] == ASCII.underscore { position += 1 }
            let isFloat = radix == 0x78 && !afterPeriod && lexHexFraction()
            skipIdentifierBody()
            emit(isFloat ? .floatLiteral : .integerLiteral, from: start)
        } else {
            skipDigits()
            var isFloat = false
            // `tuple.0.1` is two member accesses, not a float.
            if !afterPeriod, peek() == ASCII.period, isDigit(peek(1)) {
                isFloat = true
                position += 1
                skipDigits()
            }
            if !afterPeriod, (peek() | 0x20) == 0x65, lexExponent() { isFloat = true }
            // Identifier characters glued to a number belong to it (an invalid literal, kept as one token).
            skipIdentifierBody()
            emit(isFloat ? .floatLiteral : .integerLiteral, from: start)
        }
    }

    /// Moves `position` past decimal digits and `_` separators.
    @inline(__always) mutating func skipDigits() {
        while position < count, isDigit(bytes[position]) || bytes[position] == ASCII.underscore { position += 1 }
    }

    /// `0x1.8p3`, `0x1p-2`: a hex float needs a whole `p` exponent; without one, the
    /// literal is an integer and a `.` after it is a member access (`0xFF.description`).
    /// Returns whether a float was lexed.
    mutating func lexHexFraction() -> Bool {
        let save = position
        if peek() == ASCII.period, isHexDigit(peek(1)) {
            position += 1
            while position < count, isHexDigit(bytes[position]) || bytes[position] == ASCII.underscore { position += 1 }
        }
        if (peek() | 0x20) == 0x70, lexExponent() { return true }
        position = save
        return false
    }

    /// Consumes `e+12` / `p-3` at `position` if it is a whole exponent.
    mutating func lexExponent() -> Bool {
        var offset = 1
        if peek(offset) == ASCII.plus || peek(offset) == ASCII.minus { offset += 1 }
        guard isDigit(peek(offset)) else { return false }
        position += offset
        skipDigits()
        return true
    }
}
