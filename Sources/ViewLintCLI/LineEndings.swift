/// The line endings of a file, so that code appended to it uses the same: a CRLF file
/// stays CRLF throughout.
enum LineEndings: Equatable {
    case lineFeed
    case carriageReturnLineFeed

    /// As the file's first line break: `\r\n` makes it CRLF; none, or `\n`, LF.
    static func of(_ bytes: [UInt8]) -> LineEndings {
        guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return .lineFeed }
        return newline > 0 && bytes[newline - 1] == UInt8(ascii: "\r") ? .carriageReturnLineFeed : .lineFeed
    }

    /// `text` (written with `\n`) with these line endings.
    func applied(to text: String) -> String {
        switch self {
        case .lineFeed: return text
        case .carriageReturnLineFeed: return text.replacingOccurrencesOfLineFeed()
        }
    }
}

private extension String {
    /// Each `\n` as `\r\n` (the text is the tool's own: it holds no `\r` already).
    func replacingOccurrencesOfLineFeed() -> String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            if scalar == "\n" { result.unicodeScalars.append("\r") }
            result.unicodeScalars.append(scalar)
        }
        return result
    }
}
