import ViewLintSupport

/// Where each line of a file starts, split as the lexer splits (`\n`, `\r\n`, `\r`; a byte
/// order mark does not count on line 1). Found once per file, so that a report converting
/// a column or quoting the lines around each of many findings in one file costs the file's
/// length once, not once per finding.
struct SourceLines {
    let bytes: [UInt8]
    /// `starts[n - 1]`: the offset where line `n` starts.
    private(set) var starts: [Int] = []

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        starts.append(index)
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == 0x0A || byte == 0x0D {
                if byte == 0x0D, index < bytes.count, bytes[index] == 0x0A { index += 1 }
                starts.append(index)
            }
        }
    }

    var count: Int { starts.count }

    /// Line `line`'s bytes without its line break; nil outside the file.
    func range(ofLine line: Int) -> Range<Int>? {
        guard line >= 1, line <= starts.count else { return nil }
        let start = starts[line - 1]
        var end = line < starts.count ? starts[line] : bytes.count
        if end > start, bytes[end - 1] == 0x0A { end -= 1 }
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        return start..<end
    }

    /// From the start of line `line` to its byte column `column` (past the line's end
    /// allowed, as long as it stays in the file); nil outside the file.
    func prefix(line: Int, column: Int) -> Range<Int>? {
        guard line >= 1, column >= 1, line <= starts.count else { return nil }
        let start = starts[line - 1]
        let end = start + column - 1
        guard end <= bytes.count else { return nil }
        return start..<end
    }
}
