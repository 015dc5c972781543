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
        var open = string
        while true {
            // Plain text up to a quote, a backslash or a line break.
            position = firstOf(ASCII.quote, ASCII.backslash, ASCII.newline, ASCII.carriageReturn, from: position)
            guard position < count else { break }
            let c = bytes[position]
            if c == ASCII.backslash {
                var hashes = 0
                while hashes < open.hashes, peek(1 + hashes) == ASCII.pound { hashes += 1 }
                if hashes == open.hashes {
                    let escaped = peek(1 + hashes)
                    if escaped == ASCII.leftParen {
                        // Text so far, then `\(`: code follows until the matching `)`.
                        emit(.stringSegment, from: start, line: startLine, column: startColumn)
                        let interpolationStart = position
                        position += 2 + hashes
                        emit(.interpolationStart, from: interpolationStart)
                        open.inInterpolation = true
                        open.parenDepth = 0
                        open.interpolationLine = line
                        open.interpolationColumn = column(of: interpolationStart)
                        strings.push(open)
                        return
                    }
                    position += 1 + hashes
                    // An escaped line break (multi-line strings only) or an escaped character.
                    let next = peek()
                    if next == ASCII.newline || next == ASCII.carriageReturn {
                        if open.isMultiline { _ = consumeNewline() }
                    } else if position < count {
                        position += 1
                    }
                    continue
                }
                position += 1
                continue
            }
            if c == ASCII.quote {
                let quotes = open.isMultiline ? 3 : 1
                var matches = true
                for offset in 0..<quotes where peek(offset) != ASCII.quote { matches = false; break }
                if matches {
                    for offset in 0..<open.hashes where peek(quotes + offset) != ASCII.pound { matches = false; break }
                }
                if matches {
                    position += quotes + open.hashes
                    emit(.stringSegment, from: start, line: startLine, column: startColumn)
                    return
                }
                position += 1
                continue
            }
            // A line break.
            if !open.isMultiline {
                emit(.stringSegment, from: start, line: startLine, column: startColumn)
                diagnose("unterminated string literal", at: start, line: startLine, column: startColumn)
                return
            }
            _ = consumeNewline()
        }
        emit(.stringSegment, from: start, line: startLine, column: startColumn)
        diagnose(open.isMultiline ? "unterminated multi-line string literal" : "unterminated string literal",
                 at: start, line: startLine, column: startColumn)
    }
}
