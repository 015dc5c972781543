/// How a container treats the closures passed to it (SPEC `id_in_lazy_container`).
enum LazyContainerKind {
    /// `List`: every closure passed directly as an argument is content.
    case list
    /// `ForEach`: its trailing closures and a `content:` closure.
    case forEach
}

/// Finding the content closures of lazy containers and the `.id(…)` modifiers in them.
extension FileParser {
    /// The container named by the callee that ends just before `index` (a `(` or a
    /// trailing `{`): `List`, `SwiftUI.List`, `List<A, B>`.
    func container(calledBefore index: Int) -> LazyContainerKind? {
        var callee = index - 1
        guard callee >= 0 else { return nil }
        // Generic arguments: `List<Item, Never>(…)`.
        if tokens[callee].kind == .operatorToken, source.firstByte(of: tokens[callee]) == 0x3E {
            var depth = 0
            while callee >= 0 {
                let token = tokens[callee]
                if token.kind == .operatorToken {
                    for offset in Int(token.start)..<Int(token.end) {
                        let byte = source.bytes[offset]
                        if byte == 0x3E { depth += 1 } else if byte == 0x3C { depth -= 1 }
                    }
                    if depth <= 0 { break }
                } else if token.isClosing, let open = matches.open(callee) {
                    callee = open
                } else if token.kind == .leftBrace || token.kind == .semicolon {
                    return nil
                }
                callee -= 1
            }
            callee -= 1
        }
        guard callee >= 0, tokens[callee].kind == .identifier, lazyContainers.contains(source.name(of: tokens[callee])) else {
            return nil
        }
        // A member of something else (`model.List`) is no container; `SwiftUI.List` is.
        if kind(callee - 1) == .period {
            guard kind(callee - 2) == .identifier, source.token(tokens[callee - 2], is: "SwiftUI"),
                  kind(callee - 3) != .period else { return nil }
        }
        return source.token(tokens[callee], is: "ForEach") ? .forEach : .list
    }

    /// Whether the closure opened at `open` is content of a lazy container: a trailing
    /// closure of one, or passed directly as an argument of one.
    func isLazyContainerContent(open: Int, in top: Int) -> Bool {
        var brace = open
        // Labeled trailing closures: `} label: {` belongs to the call of the first one.
        while brace >= 3, kind(brace - 1) == .colon, isName(brace - 2), kind(brace - 3) == .rightBrace,
              let previous = matches.open(brace - 3) {
            brace = previous
        }
        let previous = brace - 1
        if previous >= 0 {
            if tokens[previous].kind == .rightParen, let call = matches.open(previous), container(calledBefore: call) != nil {
                return true
            }
            if tokens[previous].kind == .identifier, container(calledBefore: brace) != nil { return true }
        }
        // Directly an argument: after `(`, `,` or `label:` in a container's argument list.
        guard let kind = frames[top].container else { return false }
        let before = open - 1
        if self.kind(before) == .colon, isName(before - 1) {
            let label = before - 1
            guard self.kind(label - 1) == .leftParen || self.kind(label - 1) == .comma else { return false }
            return kind == .list || source.token(tokens[label], is: "content")
        }
        guard self.kind(before) == .leftParen || self.kind(before) == .comma else { return false }
        return kind == .list
    }

    /// Records `.id(x)` / `.id { x }` chained on an expression at `index` (the `id`).
    mutating func recordIdModifier(at index: Int, in top: Int) {
        guard index >= 2, kind(index - 1) == .period, endsExpression(index - 2) else { return }
        let limit = frames[top].end
        var argument = ""
        if index + 1 < limit, tokens[index + 1].kind == .leftParen, !tokens[index + 1].isAtLineStart {
            let close = matches.close(index + 1)
            guard argumentLabels(open: index + 1) == ["_"], close > index + 2 else { return }
            argument = normalizedText(from: index + 2, to: min(close, limit))
        } else if frames[top].expectation == .none, index + 1 < limit, tokens[index + 1].kind == .leftBrace {
            argument = normalizedText(from: index + 1, to: min(matches.close(index + 1) + 1, limit))
        } else {
            return
        }
        syntax.idModifiers.append(IdModifierCall(position: SourcePosition(tokens[index]),
                                                 isInLazyContainer: frames[top].isLazyContent,
                                                 enclosingType: frames[top].typeName, argument: argument))
    }

    /// Whether the token at `index` can end an expression that a modifier is chained on.
    func endsExpression(_ index: Int) -> Bool {
        let token = tokens[index]
        switch token.kind {
        case .identifier, .integerLiteral, .floatLiteral, .stringSegment, .regexLiteral,
             .rightParen, .rightBracket, .rightBrace:
            return true
        case .keyword:
            return token.keyword == .kwSelf || token.keyword == .kwSuper || token.keyword == .kwTrue
                || token.keyword == .kwFalse || token.keyword == .kwNil
        case .operatorToken:
            // Postfix `?` / `!` glued to an operand: `view?.id(x)`.
            return !token.hasLeadingSpace && (source.token(token, is: "?") || source.token(token, is: "!"))
        default:
            return false
        }
    }
}
