import ViewLintSupport

/// Look-ahead that needs more than the tokens: the names a pattern, a closure's signature
/// or a parameter clause binds (the name table, the name pool), an attribute's name, a
/// call's labels. The look-ahead that only reads is `TokenReader`'s.
extension FileParser {
    // MARK: Attributes

    /// The number of the attribute's last name component: `State` for `@SwiftUI.State`.
    mutating func attributeNameID(_ index: Int) -> NameID {
        var last = index
        var next = index + 1
        while reader.kind(next) == .period, !tokens[next].hasLeadingSpace, reader.isName(next + 1) {
            last = next + 1
            next += 2
        }
        if last == index {
            // The attribute token's text after its `@`.
            return NameID(nameTable.index(ofFileBytes: Int(tokens[index].start) + 1..<Int(tokens[index].end)))
        }
        return nameID(last)
    }

    // MARK: Patterns

    /// Pools the names bound by the pattern in `start..<end`: every plain identifier that is not a
    /// member after `.`, an argument label, a type after `as`/`is`, an enum case being
    /// matched, or `_`.
    mutating func poolPatternNames(from start: Int, to end: Int) {
        var index = start
        while index < end {
            let token = tokens[index]
            if token.kind == .keyword, token.keyword == .kwAs || token.keyword == .kwIs {
                index = reader.skipType(from: index + 1, limit: end)
                continue
            }
            if token.kind == .identifier, token.keyword != .underscore, token.keyword != .some, token.keyword != .any,
               reader.kind(index - 1) != .period, reader.kind(index + 1) != .colon, reader.kind(index + 1) != .period, reader.kind(index + 1) != .leftParen {
                namePool.append(nameID(index))
            }
            index += 1
        }
    }

    // MARK: Calls

    /// The labels of the arguments in the group opened at `open`, as `MemberUse` keeps
    /// them: joined by commas, `_` for an unlabeled argument.
    mutating func argumentLabelText(open: Int) -> String {
        let close = matches.close(open)
        guard close > open + 1 else { return "" }
        // The most common call by far, `f(x)`: one unlabeled argument, told without building text.
        if !(reader.isName(open + 1) && reader.kind(open + 2) == .colon && open + 2 < close) {
            var index = open + 1
            while index < close, tokens[index].kind != .comma { index = reader.afterGroupOrGenericArguments(index, limit: close) }
            if index >= close { return "_" }
        }
        var text = ""
        var argumentStart = open + 1
        var index = open + 1
        while index <= close {
            if index == close || tokens[index].kind == .comma {
                if argumentStart > open + 1 { text.append(",") }
                if argumentStart < index, reader.isName(argumentStart), reader.kind(argumentStart + 1) == .colon, argumentStart + 1 < index {
                    text.append(name(argumentStart))
                } else {
                    text.append("_")
                }
                argumentStart = index + 1
                index += 1
                continue
            }
            index = reader.afterGroupOrGenericArguments(index, limit: close)
        }
        return text
    }

    // MARK: Closures

    /// A closure's signature: `{ [captures] (params) async throws -> T in` or `{ a, b in`.
    /// Returns where the body starts, the names it binds (in the name pool), and the capture initializers
    /// (`[y = x]` reads `x`).
    mutating func closureSignature(open: Int) -> (bodyStart: Int, names: NameRange, captureValues: [Range<Int>]) {
        let close = matches.close(open)
        let start = namePool.count
        var index = open + 1
        while index < close, tokens[index].kind == .attribute { index = reader.afterAttribute(index) }
        var captureValues: [Range<Int>] = []
        if index < close, tokens[index].kind == .leftBracket {
            let captureClose = matches.close(index)
            var itemStart = index + 1
            var cursor = index + 1
            // The item's first `=` outside its groups, noted as the scan passes it: looking
            // for it again from the item's start would rescan what a group holds, and an
            // unclosed `{[{[…` nests every later capture list in this one's last item.
            var equals: Int?
            while cursor <= captureClose {
                if cursor == captureClose || tokens[cursor].kind == .comma {
                    if let equals {
                        if equals > itemStart, reader.kind(equals - 1) == .identifier { namePool.append(nameID(equals - 1)) }
                        captureValues.append((equals + 1)..<cursor)
                    } else if cursor > itemStart, tokens[cursor - 1].kind == .identifier || tokens[cursor - 1].keyword == .kwSelf {
                        namePool.append(nameID(cursor - 1))
                    }
                    itemStart = cursor + 1
                    equals = nil
                    cursor += 1
                    continue
                }
                if equals == nil, reader.isOperator(cursor, "=") { equals = cursor }
                cursor = reader.afterGroup(cursor)
            }
            index = captureClose + 1
        }
        let parametersStart = index
        index = afterClosureParameters(from: parametersStart, close: close, pooling: false)
        // Effects and the result type, then `in`; anything else starts the body
        // (`{ for x in xs { } }` has no signature).
        while index < close, reader.keyword(index) == .async || reader.keyword(index) == .kwThrows || reader.keyword(index) == .kwRethrows {
            index += 1
            if reader.keyword(index - 1) == .kwThrows, reader.kind(index) == .leftParen, !tokens[index].hasLeadingSpace { index = reader.afterGroup(index) }
        }
        if index < close, reader.isOperator(index, "->") { index = reader.skipType(from: index + 1, limit: close) }
        guard index < close, tokens[index].keyword == .kwIn else {
            namePool.truncate(to: start)
            return (open + 1, .empty, [])
        }
        _ = afterClosureParameters(from: parametersStart, close: close, pooling: true)
        return (index + 1, pooledSince(start), captureValues)
    }

    /// The index after a closure's parameters at `start`: a parenthesized list or bare
    /// names. With `pooling`, also pools the names they bind (`_` binds none); the names
    /// are only looked up once an `in` has shown that they are parameters.
    private mutating func afterClosureParameters(from start: Int, close: Int, pooling: Bool) -> Int {
        var index = start
        if index < close, tokens[index].kind == .leftParen {
            let parameterClose = matches.close(index)
            guard pooling else { return parameterClose + 1 }
            var itemStart = index + 1
            var cursor = index + 1
            while cursor <= parameterClose {
                if cursor == parameterClose || tokens[cursor].kind == .comma {
                    let colon = (itemStart..<cursor).first(where: { tokens[$0].kind == .colon }) ?? cursor
                    if colon > itemStart, reader.isName(colon - 1) { poolParameterName(colon - 1) }
                    itemStart = cursor + 1
                    cursor += 1
                    continue
                }
                cursor = reader.afterGroup(cursor)
            }
            return parameterClose + 1
        }
        while index < close, tokens[index].kind == .identifier {
            if pooling { poolParameterName(index) }
            index += 1
            guard index < close, tokens[index].kind == .comma else { break }
            index += 1
        }
        return index
    }

    /// Pools the name of the parameter token at `index`, unless it is `_`.
    mutating func poolParameterName(_ index: Int) {
        poolParameterName(number: nameID(index))
    }

    mutating func poolParameterName(number name: NameID) {
        if name != underscoreName() { namePool.append(name) }
    }

    // MARK: Parameters

    /// Plain data (no reference in it): the list of them is reused from declaration to
    /// declaration, and copying or dropping one costs no reference counting.
    struct ParsedParameter {
        /// The argument label's name number (`nameTable.names`).
        var label: NameID
        /// The token of the name the parameter binds.
        var nameToken: Int
        /// That name's number when it is the label's token (`label`), else -1: looked up
        /// once, not again for the body (0.9 M instructions of the 1 M-line run, 0.6 M of the
        /// real apps', callgrind).
        var knownName: NameID
        var defaultValue: Range<Int>?
    }

    /// The number of the name `parameter` binds.
    @inline(__always)
    mutating func boundName(of parameter: ParsedParameter) -> NameID {
        parameter.knownName >= 0 ? parameter.knownName : nameID(parameter.nameToken)
    }

    /// The parameters of a declaration's clause opened at `open`, appended to the worker's
    /// list (`ParseWorkspace.spareParameters`), which the declaration empties once read.
    mutating func parameterClause(open: Int) {
        let close = matches.close(open)
        var itemStart = open + 1
        var index = open + 1
        var angleDepth = 0
        var sawEquals = false
        while index <= close {
            if index == close || (tokens[index].kind == .comma && angleDepth <= 0) {
                if let parameter = parameter(from: itemStart, to: index) { workspace.spareParameters.append(parameter) }
                itemStart = index + 1
                angleDepth = 0
                sawEquals = false
                index += 1
                continue
            }
            let token = tokens[index]
            if token.kind == .operatorToken, !sawEquals {
                if reader.isOperator(index, "=") {
                    sawEquals = true
                } else {
                    for offset in Int(token.start)..<Int(token.end) {
                        let byte = source.bytes[offset]
                        if byte == 0x3C { angleDepth += 1 } else if byte == 0x3E, !reader.isOperator(index, "->") { angleDepth -= 1 }
                    }
                }
            }
            index = reader.afterGroup(index)
        }
    }

    private mutating func parameter(from start: Int, to end: Int) -> ParsedParameter? {
        var index = start
        while index < end, tokens[index].kind == .attribute { index = reader.afterAttribute(index) }
        guard index < end, reader.isName(index) else { return nil }
        let label = nameID(index)
        var nameToken = index
        if index + 1 < end, reader.isName(index + 1), reader.kind(index + 1) != .colon {
            nameToken = index + 1
        }
        var defaultValue: Range<Int>?
        var cursor = index
        while cursor < end {
            if reader.isOperator(cursor, "=") {
                defaultValue = (cursor + 1)..<end
                break
            }
            cursor = reader.afterGroup(cursor)
        }
        return ParsedParameter(label: label, nameToken: nameToken, knownName: nameToken == index ? label : -1,
                               defaultValue: defaultValue)
    }
}
