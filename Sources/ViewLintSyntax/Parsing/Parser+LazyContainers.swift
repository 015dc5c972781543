import ViewLintSupport

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
    /// trailing `{`): `List`, `SwiftUI.List`, `List<A, B>`. Asked at every call: the common
    /// answer, a callee named otherwise, is given inline.
    @inline(__always)
    mutating func container(calledBefore index: Int) -> LazyContainerKind? {
        guard index >= 1 else { return nil }
        let callee = tokens[index - 1]
        switch callee.kind {
        case .identifier: guard lazyContainers.contains(callee, in: source.bytes) else { return nil }
        case .operatorToken: break
        default: return nil
        }
        return containerCall(before: index)
    }

    @inline(never)
    private mutating func containerCall(before index: Int) -> LazyContainerKind? {
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
        guard callee >= 0, tokens[callee].kind == .identifier, lazyContainers.contains(tokens[callee], in: source.bytes) else {
            return nil
        }
        // A member of something else (`model.List`) is no container; `SwiftUI.List` is.
        if kind(callee - 1) == .period {
            guard kind(callee - 2) == .identifier, source.token(tokens[callee - 2], is: "SwiftUI"),
                  kind(callee - 3) != .period else { return nil }
        }
        return source.token(tokens[callee], is: "ForEach") ? .forEach : .list
    }

    /// The lazy container whose content the closure opened at `open` is: a trailing
    /// closure of one, or passed directly as an argument of one. `hasData` tells a
    /// data-driven call (`List(items) { … }`) from static content (`List { … }`).
    mutating func lazyContainer(ofClosure open: Int, in top: Int) -> (kind: LazyContainerKind, hasData: Bool)? {
        var brace = open
        // Labeled trailing closures: `} label: {` belongs to the call of the first one.
        while brace >= 3, kind(brace - 1) == .colon, isName(brace - 2), kind(brace - 3) == .rightBrace,
              let previous = matches.open(brace - 3) {
            brace = previous
        }
        let previous = brace - 1
        if previous >= 0 {
            if tokens[previous].kind == .rightParen, let call = matches.open(previous), let kind = container(calledBefore: call) {
                return (kind, firstArgumentIsUnlabeled(open: call))
            }
            if tokens[previous].kind == .identifier, let kind = container(calledBefore: brace) { return (kind, false) }
        }
        // Directly an argument: after `(`, `,` or `label:` in a container's argument list.
        guard let kind = frames[top].container else { return nil }
        let content = (kind, frames[top].containerHasData)
        let before = open - 1
        if self.kind(before) == .colon, isName(before - 1) {
            let label = before - 1
            guard self.kind(label - 1) == .leftParen || self.kind(label - 1) == .comma else { return nil }
            return kind == .list || source.token(tokens[label], is: "content") ? content : nil
        }
        guard self.kind(before) == .leftParen || self.kind(before) == .comma else { return nil }
        return kind == .list ? content : nil
    }

    /// Records a row closure's top-level `if` without `else` (SPEC-like `conditional_row_in_list`).
    /// An `if … else if …` chain is judged at its first `if`: it is conditional unless it
    /// ends in a plain `else`.
    mutating func recordConditionalIf(at index: Int, in top: Int) {
        guard frames[top].isRowClosure, keyword(index - 1) != .kwElse else { return }
        let limit = frames[top].end
        var branch = index
        while true {
            var open = branch + 1
            while open < limit, tokens[open].kind != .leftBrace { open = afterGroup(open) }
            guard open < limit else { return }
            let afterBlock = matches.close(open) + 1
            guard keyword(afterBlock) == .kwElse else { break }
            guard keyword(afterBlock + 1) == .kwIf else { return }
            branch = afterBlock + 1
        }
        syntax.conditionalRows.append(ConditionalRow(position: SourcePosition(tokens[index]), keyword: "if",
                                                     enclosingType: typeName(of: top)))
    }

    /// Records a row closure's top-level `switch` that has an empty case (or one of only `break`).
    mutating func recordConditionalSwitch(at index: Int, in top: Int) {
        guard frames[top].isRowClosure else { return }
        var open = index + 1
        while open < frames[top].end, tokens[open].kind != .leftBrace { open = afterGroup(open) }
        guard open < frames[top].end else { return }
        let close = matches.close(open)
        var labelColons: [Int] = []
        var labelStarts: [Int] = []
        var cursor = open + 1
        while cursor < close {
            let keyword = tokens[cursor].keyword
            if tokens[cursor].kind == .keyword, keyword == .kwCase || keyword == .kwDefault, isCaseLabel(cursor, switchOpen: open) {
                let colon = patternEnd(from: cursor + 1, limit: close, untilColon: true)
                // A label cut short of its `:` (broken code) has no body to judge.
                guard colon < close, tokens[colon].kind == .colon else { break }
                labelStarts.append(cursor)
                labelColons.append(colon)
                cursor = colon + 1
                continue
            }
            cursor = afterGroup(cursor)
        }
        for (position, colon) in labelColons.enumerated() {
            var bodyEnd = position + 1 < labelStarts.count ? labelStarts[position + 1] : close
            // `@unknown default:` — the attribute belongs to the next label.
            if bodyEnd - 1 > colon, tokens[bodyEnd - 1].kind == .attribute { bodyEnd -= 1 }
            guard colon < bodyEnd else { continue }
            let body = (colon + 1)..<bodyEnd
            if body.isEmpty || body.count == 1 && tokens[body.lowerBound].keyword == .kwBreak {
                syntax.conditionalRows.append(ConditionalRow(position: SourcePosition(tokens[index]), keyword: "switch",
                                                             enclosingType: typeName(of: top)))
                return
            }
        }
    }

    /// A `case`/`default` that labels a switch case, not `if case` / `for case`.
    private mutating func isCaseLabel(_ index: Int, switchOpen: Int) -> Bool {
        let previous = index - 1
        if previous == switchOpen { return true }
        switch keyword(previous) {
        case .kwIf, .kwGuard, .kwWhile, .kwFor: return false
        default: break
        }
        if kind(previous) == .comma { return false }
        return tokens[index].isAtLineStart || kind(previous) == .semicolon || kind(previous) == .attribute
    }

    /// Records `.id(x)` / `.id { x }` chained on an expression at `index` (the `id`).
    mutating func recordIdModifier(at index: Int, in top: Int) {
        guard index >= 2, kind(index - 1) == .period, endsExpression(index - 2) else { return }
        let limit = frames[top].end
        var argument = ""
        if index + 1 < limit, tokens[index + 1].kind == .leftParen, !tokens[index + 1].isAtLineStart {
            let close = matches.close(index + 1)
            guard argumentLabelText(open: index + 1) == "_", close > index + 2 else { return }
            argument = normalizedText(from: index + 2, to: min(close, limit))
        } else if frames[top].expectation == .none, index + 1 < limit, tokens[index + 1].kind == .leftBrace {
            argument = normalizedText(from: index + 1, to: min(matches.close(index + 1) + 1, limit))
        } else {
            return
        }
        syntax.idModifiers.append(IdModifierCall(position: SourcePosition(tokens[index]),
                                                 isInLazyContainer: frames[top].isLazyContent,
                                                 enclosingType: typeName(of: top), argument: argument))
    }

    /// Whether the token at `index` can end an expression that a modifier is chained on.
    mutating func endsExpression(_ index: Int) -> Bool {
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
