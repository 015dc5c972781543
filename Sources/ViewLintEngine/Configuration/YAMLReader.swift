import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules

/// A value of the YAML subset that `.viewlint.yml` uses, with the line it starts on.
public indirect enum YAMLNode: Equatable, Sendable {
    case scalar(String, line: Int)
    /// `key:` (or `key:` inside `{ }`) with nothing after it; an empty file.
    case empty(line: Int)
    case sequence([YAMLNode], line: Int)
    case mapping([YAMLEntry], line: Int)

    public var line: Int {
        switch self {
        case .scalar(_, let line), .empty(let line), .sequence(_, let line), .mapping(_, let line): return line
        }
    }
}

/// One `key: value` of a mapping; `line` is the key's line.
public struct YAMLEntry: Equatable, Sendable {
    public var key: String
    public var line: Int
    public var value: YAMLNode

    public init(key: String, line: Int, value: YAMLNode) {
        self.key = key
        self.line = line
        self.value = value
    }
}

/// Reads the YAML subset: block mappings and sequences by indentation (a sequence item may
/// itself be a mapping or a sequence), flow mappings and sequences on one line, plain,
/// single- and double-quoted scalars, comments, one document with optional `---` / `...`.
/// Anything else (block scalars, anchors, tags, multi-line values, tabs as indentation) is
/// an error naming its line, and duplicate keys an error naming the dotted key. Nesting
/// deeper than a configuration needs is refused, so no input can exhaust the stack.
public struct YAMLReader {
    private struct Line {
        var number: Int
        var indent: Int
        /// Without indentation, trailing comment and trailing blanks; never empty.
        var text: Substring
    }

    private let file: String
    private var lines: [Line] = []
    private var index = 0
    static let maximumDepth = 32

    public static func parse(_ text: String, file: String) throws(ConfigurationError) -> YAMLNode {
        var reader = YAMLReader(file: file)
        try reader.split(text)
        guard let first = reader.lines.first else { return .empty(line: 1) }
        let root = try reader.block(indent: first.indent, path: nil, depth: 0)
        if reader.index < reader.lines.count {
            // Every block checks what follows at its own indentation or deeper, so what is
            // left sits to the left of the first line.
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

    static func child(_ parent: String?, _ key: String) -> String { parent.map { "\($0).\(key)" } ?? key }

    // MARK: Lines

    /// Splits into meaningful lines: comments and blank lines dropped, indentation measured.
    private mutating func split(_ text: String) throws(ConfigurationError) {
        var text = Substring(text)
        if text.first == "\u{FEFF}" { text = text.dropFirst() }
        var number = 0
        var ended = false
        // "\r\n" is one Character in Swift, so splitting on "\n" alone would leave a
        // Windows file as a single line.
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            number += 1
            let indent = raw.prefix { $0 == " " }.count
            let rest = raw.dropFirst(indent)
            let content = Self.strippingComment(rest)
            if content.isEmpty { continue }
            if rest.first == "\t" { throw error(number, "tabs are not allowed for indentation") }
            if ended { throw error(number, "only one document is supported") }
            if content == "---" || content.hasPrefix("--- ") {
                guard content == "---" else { throw error(number, "a value on the '---' line is not supported") }
                if !lines.isEmpty { throw error(number, "only one document is supported") }
                continue
            }
            if content == "..." {
                ended = true
                continue
            }
            lines.append(Line(number: number, indent: indent, text: content))
        }
    }

    /// The line without a trailing `# comment`, trimmed. A `#` is a comment only after a
    /// blank (or at the start) and outside quotes; a quote opens a quoted scalar only where
    /// a scalar can start, so the apostrophe in `it's` is text.
    static func strippingComment(_ text: Substring) -> Substring {
        var previous: Character = " "
        var lastSignificant: Character?
        var position = text.startIndex
        while position < text.endIndex {
            let character = text[position]
            let next = text.index(after: position)
            if character == "#", previous == " " || previous == "\t" {
                return trimmed(text[..<position])
            } else if character == "\"" || character == "'", opensScalar(after: lastSignificant, previous: previous) {
                // Nothing in an unterminated quoted scalar is a comment.
                guard let end = endOfQuoted(text, from: next, quote: character) else { return trimmed(text) }
                lastSignificant = character
                previous = character
                position = end
                continue
            } else if character != " ", character != "\t" {
                lastSignificant = character
            }
            previous = character
            position = next
        }
        return trimmed(text)
    }

    /// Where a quoted scalar whose opening `quote` stands just before `start` ends: the index
    /// after its closing quote (a `\` escapes inside double quotes, `''` is a quote inside
    /// single ones), or nil when the line ends first. The one quote scanner of block lines.
    static func endOfQuoted(_ text: Substring, from start: Substring.Index, quote: Character) -> Substring.Index? {
        var position = start
        while position < text.endIndex {
            let character = text[position]
            let next = text.index(after: position)
            if quote == "\"", character == "\\", next < text.endIndex {
                position = text.index(after: next)
                continue
            }
            if character == quote {
                guard quote == "'", next < text.endIndex, text[next] == "'" else { return next }
                position = text.index(after: next)
                continue
            }
            position = next
        }
        return nil
    }

    /// Whether a scalar may start here, given the last character that was not a blank.
    private static func opensScalar(after last: Character?, previous: Character) -> Bool {
        switch last {
        case nil, "[", "{", ",": return true
        case ":": return true
        case "-", "?": return previous == " " || previous == "\t"
        default: return false
        }
    }

    static func trimmed(_ text: Substring) -> Substring {
        var text = text
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        return text
    }

    private static func isItem(_ text: Substring) -> Bool { text == "-" || text.hasPrefix("- ") || text.hasPrefix("-\t") }

    // MARK: Blocks

    /// The node starting at the current line, whose lines are indented by `indent`.
    private mutating func block(indent: Int, path: String?, depth: Int) throws(ConfigurationError) -> YAMLNode {
        let first = lines[index]
        guard depth < Self.maximumDepth else { throw error(first.number, "nesting is too deep") }
        if Self.isItem(first.text) { return try sequence(indent: indent, path: path, depth: depth, besideKey: false) }
        if try keySplit(first) != nil { return try mapping(indent: indent, path: path, depth: depth) }
        index += 1
        let value = try scalarOrFlow(first.text, line: first.number, path: path, depth: depth)
        if index < lines.count, lines[index].indent >= indent {
            throw error(lines[index].number, "a value must be on one line (multi-line values are not supported)")
        }
        return value
    }

    /// `besideKey`: the items sit at their key's own indentation (`key:` then `- a`), so a
    /// key line may follow them.
    private mutating func sequence(indent: Int, path: String?, depth: Int, besideKey: Bool) throws(ConfigurationError) -> YAMLNode {
        let startLine = lines[index].number
        var items: [YAMLNode] = []
        while index < lines.count, lines[index].indent == indent, Self.isItem(lines[index].text) {
            let line = lines[index]
            let itemPath = "\(path ?? "")[\(items.count)]"
            let rest = Self.trimmed(line.text.dropFirst())
            if rest.isEmpty {
                index += 1
                if index < lines.count, lines[index].indent > indent {
                    items.append(try block(indent: lines[index].indent, path: itemPath, depth: depth + 1))
                } else {
                    items.append(.empty(line: line.number))
                }
            } else if try opensNestedBlock(rest, line: line.number) {
                // `- key: value` opens a mapping whose keys line up with `key`, `- - a` a
                // sequence whose items line up with the inner `-`.
                let column = line.indent + (line.text.count - rest.count)
                lines[index] = Line(number: line.number, indent: column, text: rest)
                items.append(try block(indent: column, path: itemPath, depth: depth + 1))
            } else {
                index += 1
                items.append(try scalarOrFlow(rest, line: line.number, path: itemPath, depth: depth + 1))
            }
        }
        if index < lines.count, lines[index].indent > indent || (lines[index].indent == indent && !besideKey) {
            throw error(lines[index].number, lines[index].indent > indent ? "unexpected indentation" : "expected a '- ' item")
        }
        return .sequence(items, line: startLine)
    }

    private mutating func mapping(indent: Int, path: String?, depth: Int) throws(ConfigurationError) -> YAMLNode {
        let startLine = lines[index].number
        var entries: [YAMLEntry] = []
        var seen: Set<String> = []
        while index < lines.count, lines[index].indent == indent {
            let line = lines[index]
            guard let (name, rest) = try keySplit(line) else {
                throw error(line.number, Self.isItem(line.text) ? "expected 'key: value', not a '- ' item" : "expected 'key: value'")
            }
            let key = Self.child(path, name)
            guard seen.insert(name).inserted else { throw error(line.number, "duplicate key", key: key) }
            index += 1
            let value: YAMLNode
            if !rest.isEmpty {
                value = try scalarOrFlow(rest, line: line.number, path: key, depth: depth + 1)
            } else if index < lines.count, lines[index].indent > indent {
                value = try block(indent: lines[index].indent, path: key, depth: depth + 1)
            } else if index < lines.count, lines[index].indent == indent, Self.isItem(lines[index].text) {
                value = try sequence(indent: indent, path: key, depth: depth + 1, besideKey: true)
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

    /// The key and the rest of a `key: value` line, split at the first `: ` (or final `:`)
    /// outside quotes and brackets; nil when the line is not a key line.
    private func keySplit(_ line: Line) throws(ConfigurationError) -> (String, Substring)? {
        let text = line.text
        guard let first = text.first, first != "[", first != "{", !Self.isItem(text) else { return nil }
        var position = text.startIndex
        if first == "\"" || first == "'" {
            // A quoted key: its colon comes after the closing quote.
            guard let end = Self.endOfQuoted(text, from: text.index(after: position), quote: first) else { return nil }
            position = end
        }
        var depth = 0
        while position < text.endIndex {
            let character = text[position]
            let next = text.index(after: position)
            switch character {
            case "[", "{": depth += 1
            case "]", "}": depth -= 1
            case ":" where depth == 0 && (next == text.endIndex || text[next] == " " || text[next] == "\t"):
                let rawKey = Self.trimmed(text[..<position])
                guard !rawKey.isEmpty else { throw error(line.number, "a key is missing before ':'") }
                return (try unquoted(rawKey, line: line.number), Self.trimmed(text[next...]))
            default: break
            }
            position = next
        }
        return nil
    }

    /// Whether an item's text (after `- `) starts a mapping or a sequence of its own.
    private func opensNestedBlock(_ text: Substring, line: Int) throws(ConfigurationError) -> Bool {
        if Self.isItem(text) { return true }
        return try keySplit(Line(number: line, indent: 0, text: text)) != nil
    }

    // MARK: Scalars and flow collections

    private func scalarOrFlow(_ text: Substring, line: Int, path: String?, depth: Int) throws(ConfigurationError) -> YAMLNode {
        var flow = FlowReader(text: Array(text), line: line, file: file)
        guard text.first == "[" || text.first == "{" else { return .scalar(try flow.wholeScalar(), line: line) }
        let node = try flow.value(path: path, depth: depth)
        flow.skipSpaces()
        guard flow.atEnd else { throw error(line, "unexpected text after a flow collection") }
        return node
    }

    private func unquoted(_ text: Substring, line: Int) throws(ConfigurationError) -> String {
        var flow = FlowReader(text: Array(text), line: line, file: file)
        return try flow.wholeScalar()
    }
}

/// Flow collections and scalars, character by character within one line.
private struct FlowReader {
    let text: [Character]
    let line: Int
    let file: String
    var position = 0

    init(text: [Character], line: Int, file: String) {
        self.text = text
        self.line = line
        self.file = file
    }

    var atEnd: Bool { position >= text.count }
    private var current: Character? { position < text.count ? text[position] : nil }

    func error(_ message: String, key: String? = nil) -> ConfigurationError {
        ConfigurationError(file: file, line: line, key: key, message: message)
    }

    mutating func skipSpaces() {
        while let character = current, character == " " || character == "\t" { position += 1 }
    }

    /// A flow collection or a scalar inside one.
    mutating func value(path: String?, depth: Int) throws(ConfigurationError) -> YAMLNode {
        guard depth < YAMLReader.maximumDepth else { throw error("nesting is too deep") }
        skipSpaces()
        switch current {
        case "[": return try flowSequence(path: path, depth: depth)
        case "{": return try flowMapping(path: path, depth: depth)
        case nil, ",", "]", "}": throw error("a value is missing")
        default: return .scalar(try scalar(stoppingAt: [",", "]", "}"]), line: line)
        }
    }

    private mutating func flowSequence(path: String?, depth: Int) throws(ConfigurationError) -> YAMLNode {
        position += 1
        var items: [YAMLNode] = []
        while true {
            skipSpaces()
            // `[]` and a trailing comma (`[a, b, ]`) close here.
            if current == "]" { position += 1; return .sequence(items, line: line) }
            guard current != nil else { throw error("unclosed '['") }
            items.append(try value(path: "\(path ?? "")[\(items.count)]", depth: depth + 1))
            skipSpaces()
            switch current {
            case ",": position += 1
            case "]": position += 1; return .sequence(items, line: line)
            case nil: throw error("unclosed '['")
            default: throw error("expected ',' or ']'")
            }
        }
    }

    private mutating func flowMapping(path: String?, depth: Int) throws(ConfigurationError) -> YAMLNode {
        position += 1
        var entries: [YAMLEntry] = []
        var seen: Set<String> = []
        while true {
            skipSpaces()
            if current == "}" { position += 1; return .mapping(entries, line: line) }
            guard current != nil else { throw error("unclosed '{'") }
            let name = try scalar(stoppingAt: [":", ",", "}", "]"])
            skipSpaces()
            guard current == ":" else { throw error(name.isEmpty ? "a key is missing" : "expected ':' after '\(name)'") }
            guard !name.isEmpty else { throw error("a key is missing before ':'") }
            position += 1
            let key = YAMLReader.child(path, name)
            guard seen.insert(name).inserted else { throw error("duplicate key", key: key) }
            skipSpaces()
            let value: YAMLNode = current == "," || current == "}" ? .empty(line: line) : try self.value(path: key, depth: depth + 1)
            entries.append(YAMLEntry(key: name, line: line, value: value))
            skipSpaces()
            switch current {
            case ",": position += 1
            case "}": position += 1; return .mapping(entries, line: line)
            case nil: throw error("unclosed '{'")
            default: throw error("expected ',' or '}'")
            }
        }
    }

    /// A whole line's scalar: quoted, or plain up to the end.
    mutating func wholeScalar() throws(ConfigurationError) -> String {
        skipSpaces()
        if current == "\"" || current == "'" {
            let value = try quoted()
            skipSpaces()
            guard atEnd else { throw error("unexpected text after a quoted value") }
            return value
        }
        return try plain(String(text[position...]))
    }

    mutating func scalar(stoppingAt stops: Set<Character>) throws(ConfigurationError) -> String {
        skipSpaces()
        if current == "\"" || current == "'" { return try quoted() }
        let start = position
        while let character = current, !stops.contains(character) { position += 1 }
        var value = String(text[start..<position])
        while value.last == " " || value.last == "\t" { value.removeLast() }
        return try plain(value)
    }

    /// Refuses plain scalars that full YAML reads as something else, rather than reading
    /// them as text. `*` stays text: globs such as `**/*.swift` are common here.
    private func plain(_ value: String) throws(ConfigurationError) -> String {
        if let first = value.first, first == "|" || first == ">",
           value.dropFirst().allSatisfy({ $0 == "-" || $0 == "+" || $0.isNumber }) {
            throw error("block scalars ('|', '>') are not supported; write the value on one line, quoted if needed")
        }
        if let first = value.first, first == "&" || first == "!" {
            throw error("anchors ('&') and tags ('!') are not supported; quote the value if it is text")
        }
        return value
    }

    private mutating func quoted() throws(ConfigurationError) -> String {
        let quote = text[position]
        position += 1
        var value = ""
        while let character = current {
            position += 1
            if quote == "'" {
                if character == "'" {
                    guard current == "'" else { return value }
                    value.append("'")
                    position += 1
                } else {
                    value.append(character)
                }
                continue
            }
            if character == "\"" { return value }
            guard character == "\\" else { value.append(character); continue }
            guard let escaped = current else { break }
            position += 1
            switch escaped {
            case "n": value.append("\n")
            case "t": value.append("\t")
            case "\"": value.append("\"")
            case "\\": value.append("\\")
            case "/": value.append("/")
            default: throw error("unknown escape '\\\(escaped)'")
            }
        }
        throw error("unterminated quoted value")
    }
}
