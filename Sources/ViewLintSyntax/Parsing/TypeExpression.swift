import ViewLintSupport

/// A type as written in a declaration, read just far enough to judge what SwiftUI can
/// compare: names with generic arguments, sugar for optionals, arrays and dictionaries,
/// tuples, function types, and `any`/`some`.
public indirect enum TypeExpression: Equatable, Sendable {
    /// `Swift.Optional<Int>` is `named(["Swift", "Optional"], [Int])`.
    case named([String], [TypeExpression])
    case optional(TypeExpression)
    case array(TypeExpression)
    case dictionary(TypeExpression, TypeExpression)
    case tuple([TypeExpression])
    case function
    /// `any P & Q` (also a composition written without `any`).
    case existential([TypeExpression])
    /// `some P`: an opaque type, never reported.
    case opaque
    case unknown

    /// Reads a type from its source text; anything it cannot read is `.unknown`.
    public static func parse(_ text: String) -> TypeExpression {
        if let plain = text.withUTF8Bytes(plainName) { return plain }
        return parseByTokens(text)
    }

    /// `parse` through the lexer, for any text.
    static func parseByTokens(_ text: String) -> TypeExpression {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            var reader = TypeReader(source: SourceText(buffer), tokens: Lexer.lex(buffer).tokens)
            let type = reader.readType(depth: 0)
            return reader.index == reader.tokens.count ? type : .unknown
        }
    }
}

extension TypeExpression {
    /// The type read from the most common spellings without lexing them, as `parseByTokens`
    /// reads them: a capitalized name or dotted path of capitalized names (`Item`,
    /// `Outer.Item`), optionally followed by one `?`. Lexing costs several times more, and a
    /// run reads each of its thousands of model names once. Nil for any other text.
    static func plainName(_ bytes: UnsafeBufferPointer<UInt8>) -> TypeExpression? {
        var end = bytes.count
        let isOptional = end > 0 && bytes[end - 1] == UInt8(ascii: "?")
        if isOptional { end -= 1 }
        var path: [String] = []
        var start = 0
        while true {
            // A component starts with an uppercase letter: no keyword that reads otherwise
            // (`some`, `any`, `inout`, `each`, `true`) does.
            guard start < end, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[start]) else { return nil }
            var index = start + 1
            while index < end, isNameByte(bytes[index]) { index += 1 }
            path.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
            if index == end { break }
            guard bytes[index] == UInt8(ascii: ".") else { return nil }
            start = index + 1
        }
        let named = TypeExpression.named(path, [])
        return isOptional ? .optional(named) : named
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): true
        default: false
        }
    }
}

/// Recursive descent over a type's tokens; the depth bound keeps hostile input from
/// exhausting the stack.
private struct TypeReader {
    let source: SourceText
    let tokens: [Token]
    var index = 0
    /// Angle brackets that an operator token closed beyond the current one (`>>`, `>?`).
    var pendingCloseAngles = 0
    var pendingPostfix: [UInt8] = []

    static let maximumDepth = 64

    init(source: SourceText, tokens: [Token]) {
        self.source = source
        self.tokens = tokens
    }

    var current: Token? { index < tokens.count ? tokens[index] : nil }

    func isOperator(_ spelling: StaticString) -> Bool {
        guard let current, current.kind == .operatorToken else { return false }
        return source.token(current, is: spelling)
    }

    mutating func readType(depth: Int) -> TypeExpression {
        guard depth < Self.maximumDepth else { return .unknown }
        var type = readComposition(depth: depth)
        // A function type: `(A, B) async throws -> R`.
        while let current, current.keyword == .async || current.keyword == .kwThrows || current.keyword == .kwRethrows {
            index += 1
            if current.keyword == .kwThrows, self.current?.kind == .leftParen { skipGroup() }
        }
        if isOperator("->") {
            index += 1
            _ = readType(depth: depth + 1)
            type = .function
        }
        return type
    }

    mutating func readComposition(depth: Int) -> TypeExpression {
        var parts = [readPostfix(depth: depth)]
        while isOperator("&") {
            index += 1
            parts.append(readPostfix(depth: depth))
        }
        return parts.count == 1 ? parts[0] : .existential(parts.flatMap { part -> [TypeExpression] in
            if case .existential(let inner) = part { return inner }
            return [part]
        })
    }

    mutating func readPostfix(depth: Int) -> TypeExpression {
        var type = readPrimary(depth: depth)
        while pendingCloseAngles == 0 {
            if !pendingPostfix.isEmpty {
                pendingPostfix.removeFirst()
                type = .optional(type)
                continue
            }
            guard let current, current.kind == .operatorToken, !current.hasLeadingSpace else { break }
            // `?`, `!`, `??` or `?!` glued to the type: one optional each.
            var bytes = Array(UnsafeBufferPointer(rebasing: source.bytes[Int(current.start)..<Int(current.end)]))
            guard bytes.allSatisfy({ $0 == 0x3F || $0 == 0x21 }) else {
                // `...` makes a variadic parameter an array.
                if source.token(current, is: "...") { index += 1; type = .array(type); continue }
                break
            }
            index += 1
            type = .optional(type)
            bytes.removeFirst()
            pendingPostfix.append(contentsOf: bytes)
        }
        return type
    }

    mutating func readPrimary(depth: Int) -> TypeExpression {
        while let current, current.kind == .attribute {
            index += 1
            if let next = self.current, next.kind == .leftParen, !next.hasLeadingSpace { skipGroup() }
        }
        guard let current else { return .unknown }
        switch current.kind {
        case .identifier where current.keyword == .some:
            index += 1
            _ = readPostfix(depth: depth + 1)
            return .opaque
        case .identifier where current.keyword == .any:
            index += 1
            let inner = readComposition(depth: depth + 1)
            if case .existential = inner { return inner }
            return .existential([inner])
        case .identifier where [.sending, .consuming, .borrowing, .each].contains(current.keyword):
            index += 1
            return readPrimary(depth: depth + 1)
        case .keyword where current.keyword == .kwInout:
            index += 1
            return readPrimary(depth: depth + 1)
        case .leftParen:
            return readTuple(depth: depth)
        case .leftBracket:
            index += 1
            let key = readType(depth: depth + 1)
            var type = TypeExpression.array(key)
            if self.current?.kind == .colon {
                index += 1
                type = .dictionary(key, readType(depth: depth + 1))
            }
            guard self.current?.kind == .rightBracket else { return .unknown }
            index += 1
            return type
        case .identifier, .keyword:
            return readNamed(depth: depth)
        default:
            return .unknown
        }
    }

    mutating func readTuple(depth: Int) -> TypeExpression {
        index += 1
        var elements: [TypeExpression] = []
        while let current, current.kind != .rightParen {
            // An element label: `(name: String, count: Int)`, `(_ x: Int)`.
            if current.kind == .identifier || current.kind == .keyword {
                var look = index + 1
                if look < tokens.count, tokens[look].kind == .identifier { look += 1 }
                if look < tokens.count, tokens[look].kind == .colon { index = look + 1 }
            }
            elements.append(readType(depth: depth + 1))
            if self.current?.kind == .comma {
                index += 1
            } else {
                break
            }
        }
        guard self.current?.kind == .rightParen else { return .unknown }
        index += 1
        return elements.count == 1 ? elements[0] : .tuple(elements)
    }

    mutating func readNamed(depth: Int) -> TypeExpression {
        var path: [String] = []
        var arguments: [TypeExpression] = []
        while let current, current.kind == .identifier || current.kind == .keyword {
            path.append(source.name(of: current))
            index += 1
            arguments = []
            if let open = self.current, open.kind == .operatorToken, !open.hasLeadingSpace,
               source.firstByte(of: open) == 0x3C {
                arguments = readGenericArguments(depth: depth)
            }
            guard pendingCloseAngles == 0, self.current?.kind == .period, index + 1 < tokens.count,
                  tokens[index + 1].kind == .identifier || tokens[index + 1].kind == .keyword else { break }
            index += 1
        }
        return .named(path, arguments)
    }

    /// `<A, B>`; the closing `>` may be glued to more (`>>`, `>?`), which is kept pending.
    mutating func readGenericArguments(depth: Int) -> [TypeExpression] {
        let open = tokens[index]
        let text = source.text(of: open)
        guard text.allSatisfy({ $0 == "<" }) else { return [] }
        if text.count > 1 { return [] }
        index += 1
        var arguments: [TypeExpression] = []
        while index < tokens.count {
            arguments.append(readType(depth: depth + 1))
            if pendingCloseAngles > 0 {
                pendingCloseAngles -= 1
                return arguments
            }
            guard let current else { break }
            if current.kind == .comma {
                index += 1
                continue
            }
            if current.kind == .operatorToken, source.firstByte(of: current) == 0x3E {
                index += 1
                let rest = source.text(of: current).utf8.dropFirst()
                pendingCloseAngles += rest.filter { $0 == 0x3E }.count
                pendingPostfix.append(contentsOf: rest.filter { $0 == 0x3F || $0 == 0x21 })
                return arguments
            }
            break
        }
        return arguments
    }

    mutating func skipGroup() {
        var depth = 0
        while let current {
            if current.isOpening { depth += 1 }
            if current.isClosing { depth -= 1 }
            index += 1
            if depth == 0 { return }
        }
    }
}
