import ViewLintSupport

/// String literals: their text comes as segments around interpolations, which the driver
/// lexes as code while `strings` says one is open.
extension LexerState {
    /// `position` is at the opening `"`; `delimiterStart` at the first `#` of a raw string.
    mutating func beginString(hashes: Int, delimiterStart: Int? = nil) {
        // `"""` opens a multi-line literal only when the line ends after it; `#""""#` is a
        // raw single-line string holding `""`.
        var isMultiline = peek(1) == ASCII.quote && peek(2) == ASCII.quote
        if isMultiline {
            var offset = 3
            while peek(offset) == ASCII.space || peek(offset) == ASCII.tab { offset += 1 }
            let next = peek(offset)
            isMultiline = next == ASCII.newline || next == ASCII.carriageReturn || position + offset >= count
        }
        position += isMultiline ? 3 : 1
        lexStringSegment(from: delimiterStart ?? (position - (isMultiline ? 3 : 1)),
                         of: OpenString(hashes: hashes, isMultiline: isMultiline, inInterpolation: false, parenDepth: 0))
    }

    /// Resumes the innermost string's text after one of its interpolations closed.
    mutating func lexStringContinuation() {
        lexStringSegment(from: position, of: strings.pop())
    }

    /// Lexes string text from `start` up to the closing delimiter, the next interpolation,
    /// or, for an unterminated literal, the end of the line (or file). The string goes on
    /// the stack of open strings only if an interpolation follows.
    mutating func lexStringSegment(from start: Int, of string: OpenString) {
        let startLine = line
        let startColumn = column(of: start)
        let hashes = string.hashes, isMultiline = string.isMultiline
        // The offset read, in a register, stored into `position` only before a token or a line
        // break, with no overflow checks: as `position`, it cost 3.9 M instructions more of the
        // 1 M-line corpus's lexing (callgrind).
        var index = position
        while true {
            // Plain text up to a quote, a backslash or a line break.
            index = firstOf(ASCII.quote, ASCII.backslash, ASCII.newline, ASCII.carriageReturn, from: index)
            guard index < count else { break }
            let c = bytes[index]
            if c == ASCII.backslash {
                var found = 0
                while found < hashes, byte(at: index &+ 1 &+ found) == ASCII.pound { found &+= 1 }
                guard found == hashes else {
                    index &+= 1
                    continue
                }
                if byte(at: index &+ 1 &+ hashes) == ASCII.leftParen {
                    // Text so far, then `\(`: code follows until the matching `)`.
                    position = index
                    emit(.stringSegment, from: start, line: startLine, column: startColumn)
                    position = index &+ 2 &+ hashes
                    emit(.interpolationStart, from: index)
                    var open = string
                    open.inInterpolation = true
                    open.parenDepth = 0
                    open.interpolationLine = line
                    open.interpolationColumn = column(of: index)
                    strings.push(open)
                    return
                }
                index &+= 1 &+ hashes
                // An escaped line break (multi-line strings only) or an escaped character.
                let next = byte(at: index)
                if next == ASCII.newline || next == ASCII.carriageReturn {
                    if isMultiline {
                        position = index
                        _ = consumeNewline()
                        index = position
                    }
                } else if index < count {
                    index &+= 1
                }
                continue
            }
            if c == ASCII.quote {
                let quotes = isMultiline ? 3 : 1
                var matches = true
                for offset in 1..<quotes where byte(at: index &+ offset) != ASCII.quote { matches = false; break }
                if matches {
                    for offset in 0..<hashes where byte(at: index &+ quotes &+ offset) != ASCII.pound { matches = false; break }
                }
                if matches {
                    position = index &+ quotes &+ hashes
                    emit(.stringSegment, from: start, line: startLine, column: startColumn)
                    return
                }
                index &+= 1
                continue
            }
            // A line break.
            position = index
            if !isMultiline {
                emit(.stringSegment, from: start, line: startLine, column: startColumn)
                diagnose("unterminated string literal", at: start, line: startLine, column: startColumn)
                return
            }
            _ = consumeNewline()
            index = position
        }
        position = index
        emit(.stringSegment, from: start, line: startLine, column: startColumn)
        diagnose(isMultiline ? "unterminated multi-line string literal" : "unterminated string literal",
                 at: start, line: startLine, column: startColumn)
    }
}
