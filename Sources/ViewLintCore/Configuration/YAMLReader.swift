/// A value of the YAML subset that `.viewlint.yml` uses, with the line it starts on.
public indirect enum YAMLNode: Equatable, Sendable {
    case scalar(String, line: Int)
    /// `key:` with nothing after it.
    case empty(line: Int)
    case sequence([YAMLNode], line: Int)
    case mapping([YAMLEntry], line: Int)

    public var line: Int {
        switch self {
        case .scalar(_, let line), .empty(let line), .sequence(_, let line), .mapping(_, let line): return line
        }
    }
}

public struct YAMLEntry: Equatable, Sendable {
    public var key: String
    public var line: Int
    public var value: YAMLNode
}

/// Reads the YAML subset: block mappings and sequences by indentation, flow mappings and
/// sequences on one line, plain, single- and double-quoted scalars, comments, `---`.
/// Anything else is an error naming its line; nesting deeper than a configuration needs is
/// refused, so no input can exhaust the stack.
public struct YAMLReader {
    private struct Line {
        var number: Int
        var indent: Int
        var text: Substring
    }

    private let file: String
    private var lines: [Line] = []
    private var index = 0
    private static let maximumDepth = 32

    public static func parse(_ text: String, file: String) throws(ConfigurationError) -> YAMLNode {
        var reader = YAMLReader(file: file)
        try reader.split(text)
        guard !reader.lines.isEmpty else { return .empty(line: 1) }
        let root = try reader.block(indent: reader.lines[0].indent, depth: 0)
        if reader.index < reader.lines.count {
            throw reader.error(reader.lines[reader.index].number, "unexpected indentation")
        }
        return root
    }

    private init(file: String) {
        self.file = file
    }

    private func error(_ line: Int, _ message: String, key: String? = nil) -> ConfigurationError {
        ConfigurationError(file: file, line: line, key: key, message: message)
    }

    /// Splits into meaningful lines: comments and blank lines dropped, indentation measured.
    private mutating func split(_ text: String) throws(ConfigurationError) {
        var number = 0
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            var line = raw
            if line.hasSuffix("\r") { line = line.dropLast() }
            let indent = line.prefix { $0 == " " }.count
            let rest = line.dropFirst(indent)
            if rest.first == "\t" { throw error(number, "tabs are not allowed for indentation") }
            let content = Self.strippingComment(rest)
            if content.isEmpty || content == "---" || content == "..." { continue }
            lines.append(Line(number: number, indent: indent, text: content))
        }
    }

    /// The line without a trailing `# comment` (a `#` inside quotes is text).
    private static func strippingComment(_ text: Substring) -> Substring {
        var quote: Character?
        var previous: Character = " "
        for position in text.indices {
            let character = text[position]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#", previous == " " || previous == "\t" {
                return trimmed(text[..<position])
            }
            previous = character
        }
        return trimmed(text)
    }

    private static func trimmed(_ text: Substring) -> Substring {
        var text = text
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        return text
    }

    // MARK: Blocks

    private mutating func block(indent: Int, depth: Int) throws(ConfigurationError) -> YAMLNode {
        guard depth < Self.maximumDepth else { throw error(lines[index].number, "nesting is too deep") }
        let first = lines[index]
        if first.text == "-" || first.text.hasPrefix("- ") { return try sequence(indent: indent, depth: depth) }
        if Self.keySplit(first.text) != nil { return try mapping(indent: indent, depth: depth) }
        index += 1
        return try scalarOrFlow(first.text, line: first.number, depth: depth)
    }

    private mutating func sequence(indent: Int, depth: Int) throws(ConfigurationError) -> YAMLNode {
        let startLine = lines[index].number
        var items: [YAMLNode] = []
        while index < lines.count, lines[index].indent == indent, lines[index].text == "-" || lines[index].text.hasPrefix("- ") {
            let line = lines[index]
            let rest = Self.trimmed(line.text.dropFirst())
            if rest.isEmpty {
                index += 1
                if index < lines.count, lines[index].indent > indent {
                    items.append(try block(indent: lines[index].indent, depth: depth + 1))
                } else {
                    items.append(.empty(line: line.number))
                }
            } else if Self.keySplit(rest) != nil {
                // `- key: value` opens a mapping whose keys line up with `key`.
                let column = line.indent + (line.text.count - rest.count)
                lines[index] = Line(number: line.number, indent: column, text: rest)
                items.append(try mapping(indent: column, depth: depth + 1))
            } else {
                index += 1
                items.append(try scalarOrFlow(rest, line: line.number, depth: depth + 1))
            }
        }
        if index < lines.count, lines[index].indent > indent {
            throw error(lines[index].number, "unexpected indentation")
        }
        return .sequence(items, line: startLine)
    }

    private mutating func mapping(indent: Int, depth: Int) throws(ConfigurationError) -> YAMLNode {
        let startLine = lines[index].number
        var entries: [YAMLEntry] = []
        while index < lines.count, lines[index].indent == indent {
            let line = lines[index]
            guard let (key, rest) = Self.keySplit(line.text) else {
                throw error(line.number, "expected 'key: value'")
            }
            let name = try unquoted(key, line: line.number)
            if entries.contains(where: { $0.key == name }) {
                throw error(line.number, "duplicate key", key: name)
            }
            index += 1
            let value: YAMLNode
            if !rest.isEmpty {
                value = try scalarOrFlow(rest, line: line.number, depth: depth + 1)
            } else if index < lines.count, lines[index].indent > indent {
                value = try block(indent: lines[index].indent, depth: depth + 1)
            } else if index < lines.count, lines[index].indent == indent,
                      lines[index].text == "-" || lines[index].text.hasPrefix("- ") {
                // A sequence may sit at its key's own indentation.
                value = try sequence(indent: indent, depth: depth + 1)
            } else {
                value = .empty(line: line.number)
            }
            entries.append(YAMLEntry(key: name, line: line.number, value: value))
        }
        if index < lines.count, lines[index].indent > indent {
            throw error(lines[index].number, "unexpected indentation")
        }
        return .mapping(entries, line: startLine)
    }

    /// `key: rest` at the top level of the text (not inside quotes or brackets).
    private static func keySplit(_ text: Substring) -> (Substring, Substring)? {
        var quote: Character?
        var depth = 0
        for position in text.indices {
            let character = text[position]
            if let open = quote {
                if character == open { quote = nil }
                continue
            }
            switch character {
            case "\"", "'": if position == text.startIndex { quote = character }
            case "[", "{": depth += 1
            case "]", "}": depth -= 1
            case ":" where depth == 0:
                let after = text.index(after: position)
                if after == text.endIndex || text[after] == " " {
                    return (trimmed(text[..<position]), trimmed(text[after...]))
                }
            default: break
            }
            if depth == 0, position == text.startIndex, character == "[" || character == "{" { return nil }
        }
        return nil
    }

    // MARK: Scalars and flow collections

    private func scalarOrFlow(_ text: Substring, line: Int, depth: Int) throws(ConfigurationError) -> YAMLNode {
        guard text.first == "[" || text.first == "{" else { return .scalar(try unquoted(text, line: line), line: line) }
        var flow = FlowReader(text: Array(text), line: line, file: file)
        let node = try flow.value(depth: depth)
        flow.skipSpaces()
        guard flow.atEnd else { throw error(line, "unexpected text after a flow collection") }
        return node
    }

    private func unquoted(_ text: Substring, line: Int) throws(ConfigurationError) -> String {
        var flow = FlowReader(text: Array(text), line: line, file: file)
        return try flow.wholeScalar()
    }
}

/// Flow collections and quoted scalars, character by character on one line.
private struct FlowReader {
    let text: [Character]
    let line: Int
    let file: String
    var position = 0
    static let maximumDepth = 32

    init(text: [Character], line: Int, file: String) {
        self.text = text
        self.line = line
        self.file = file
    }

    var atEnd: Bool { position >= text.count }

    func error(_ message: String) -> ConfigurationError {
        ConfigurationError(file: file, line: line, key: nil, message: message)
    }

    mutating func skipSpaces() {
        while position < text.count, text[position] == " " || text[position] == "\t" { position += 1 }
    }

    mutating func value(depth: Int) throws(ConfigurationError) -> YAMLNode {
        guard depth < Self.maximumDepth else { throw error("nesting is too deep") }
        skipSpaces()
        guard position < text.count else { throw error("a value is missing") }
        switch text[position] {
        case "[":
            position += 1
            var items: [YAMLNode] = []
            skipSpaces()
            if position < text.count, text[position] == "]" { position += 1; return .sequence([], line: line) }
            while true {
                items.append(try value(depth: depth + 1))
                skipSpaces()
                guard position < text.count else { throw error("unclosed '['") }
                if text[position] == "," { position += 1; continue }
                if text[position] == "]" { position += 1; return .sequence(items, line: line) }
                throw error("expected ',' or ']'")
            }
        case "{":
            position += 1
            var entries: [YAMLEntry] = []
            skipSpaces()
            if position < text.count, text[position] == "}" { position += 1; return .mapping([], line: line) }
            while true {
                skipSpaces()
                let key = try scalar(stoppingAt: [":", ",", "}"])
                skipSpaces()
                guard position < text.count, text[position] == ":" else { throw error("expected ':' after '\(key)'") }
                position += 1
                if entries.contains(where: { $0.key == key }) {
                    throw ConfigurationError(file: file, line: line, key: key, message: "duplicate key")
                }
                entries.append(YAMLEntry(key: key, line: line, value: try value(depth: depth + 1)))
                skipSpaces()
                guard position < text.count else { throw error("unclosed '{'") }
                if text[position] == "," { position += 1; continue }
                if text[position] == "}" { position += 1; return .mapping(entries, line: line) }
                throw error("expected ',' or '}'")
            }
        default:
            return .scalar(try scalar(stoppingAt: [",", "]", "}"]), line: line)
        }
    }

    /// A whole line's scalar: quoted, or plain up to the end.
    mutating func wholeScalar() throws(ConfigurationError) -> String {
        skipSpaces()
        if position < text.count, text[position] == "\"" || text[position] == "'" {
            let value = try quoted()
            skipSpaces()
            guard atEnd else { throw error("unexpected text after a quoted value") }
            return value
        }
        return String(text[position...])
    }

    mutating func scalar(stoppingAt stops: Set<Character>) throws(ConfigurationError) -> String {
        skipSpaces()
        if position < text.count, text[position] == "\"" || text[position] == "'" { return try quoted() }
        let start = position
        while position < text.count, !stops.contains(text[position]) { position += 1 }
        var value = String(text[start..<position])
        while value.last == " " { value.removeLast() }
        return value
    }

    private mutating func quoted() throws(ConfigurationError) -> String {
        let quote = text[position]
        position += 1
        var value = ""
        while position < text.count {
            let character = text[position]
            position += 1
            if quote == "'" {
                if character == "'" {
                    if position < text.count, text[position] == "'" { value.append("'"); position += 1; continue }
                    return value
                }
                value.append(character)
                continue
            }
            if character == "\"" { return value }
            if character == "\\" {
                guard position < text.count else { break }
                let escaped = text[position]
                position += 1
                switch escaped {
                case "n": value.append("\n")
                case "t": value.append("\t")
                case "\"": value.append("\"")
                case "\\": value.append("\\")
                case "/": value.append("/")
                default: throw error("unknown escape '\\\(escaped)'")
                }
                continue
            }
            value.append(character)
        }
        throw error("unterminated quoted value")
    }
}
