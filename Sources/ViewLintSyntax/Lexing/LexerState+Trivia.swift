import ViewLintSupport

/// Whitespace and comments between tokens (`lexCode` walks them; line breaks are its own).
extension LexerState {
    mutating func skipLineComment() {
        let start = position
        let startColumn = column(of: start)
        position = endOfLine(from: position)
        comments.append(CommentRange(start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: position), line: line, column: startColumn))
        pendingTrivia |= TokenHead.leadingSpace
    }

    /// The offset of the first `\n` or `\r` at or after `offset`, or `count`. Sixteen bytes at
    /// a time while sixteen are left, then eight while eight are: eight at a time, a line
    /// comment cost 2.7 M instructions more of the 1 M-line corpus's lexing (callgrind).
    @inline(__always)
    func endOfLine(from offset: Int) -> Int {
        var index = offset
        while count &- index >= 16 {
            let found = ByteVector.lineBreakOffset(ByteVector.load(bytes + index))
            if found < 16 { return index &+ found }
            index &+= 16
        }
        while count &- index >= 8 {
            let word = word(at: index)
            let found = ByteWord.lowestMatches(word, ASCII.newline) | ByteWord.lowestMatches(word, ASCII.carriageReturn)
            if found != 0 { return index &+ ByteWord.firstByteIndex(found) }
            index &+= 8
        }
        while index < count, bytes[index] != ASCII.newline, bytes[index] != ASCII.carriageReturn { index &+= 1 }
        return index
    }

    /// Block comments nest in Swift.
    mutating func skipBlockComment() {
        let start = position
        let startLine = line
        let startColumn = column(of: start)
        position += 2
        var depth = 1
        while position < count {
            // Plain text up to a `/`, a `*` or a line break.
            position = firstOf(ASCII.slash, ASCII.star, ASCII.newline, ASCII.carriageReturn, from: position, sixteenAtOnce: true)
            guard position < count else { break }
            let c = bytes[position]
            if c == ASCII.slash && peek(1) == ASCII.star {
                depth += 1
                position += 2
            } else if c == ASCII.star && peek(1) == ASCII.slash {
                depth -= 1
                position += 2
                if depth == 0 { break }
            } else if !consumeNewline() {
                position += 1
            } else {
                pendingTrivia |= TokenHead.lineStart
            }
        }
        if depth > 0 { diagnose("unterminated block comment", at: start, line: startLine, column: startColumn) }
        comments.append(CommentRange(start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: position), line: startLine, column: startColumn))
        pendingTrivia |= TokenHead.leadingSpace
    }
}
