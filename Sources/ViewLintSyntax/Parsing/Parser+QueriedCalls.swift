import ViewLintSupport

/// Recording the calls a `SyntaxQuery` names as `CallFact`s: callee, receiver chain and
/// arguments. Where each call stands (its chain of calls and closures) is
/// `Parser+CallChain`; the conditionals at the top of their closures, `Parser+ClosureConditionals`.
extension FileParser {
    /// A call of a name the query asks for, at `index` (its name) in code: recorded with
    /// its arguments' text. Not a call (`item.id`, `\.id`): nothing.
    mutating func recordQueriedCall(at index: Int, in top: Int) {
        guard let opening = callOpening(afterNameAt: index, in: top) else { return }
        let fact = recordCall(callee: index, paren: opening.paren, trailing: opening.trailing, isQueried: true, in: top)
        if let paren = opening.paren {
            pendingCallParen = paren
            pendingCallFact = fact
        }
    }

    /// A call whose closures are read (`QuerySpellings.closureCalls`), at `index` (its name):
    /// recorded when the query names it (`recordQueriedCall`), else only marked
    /// (`markClosureCall`). Out of line: the two branches inlined into the reading of code
    /// cost it 8.3 M instructions of the 1 M-line run even when the query names no call.
    @inline(never)
    mutating func recordClosureCall(at index: Int, in top: Int) {
        if query.calls.contains(tokens[index], in: source.bytes) { recordQueriedCall(at: index, in: top) } else { markClosureCall(at: index, in: top) }
    }

    /// A call whose closures are read but which is recorded only as a link of a chain
    /// (`SyntaxQuery.closureCalls`): only its parentheses are marked, so that a closure
    /// passed in them is known to be passed to it (`isPassedToQueriedCall`).
    private mutating func markClosureCall(at index: Int, in top: Int) {
        // `List {` and `ForEach(…` told by the next token: `callOpening` for each was 1.1 M
        // instructions of the 1 M-line lint.
        let next = index + 1
        if tokens[next].kind == .leftBrace { return }
        let opening = tokens[next].kind == .leftParen
            ? (next < frames[top].end && !tokens[next].isAtLineStart ? next : nil)
            : callOpening(afterNameAt: index, in: top)?.paren
        guard let paren = opening else { return }
        pendingCallParen = paren
        pendingCallFact = -1
    }

    /// A call of a capitalized name lying in a closure passed to a queried call, when the
    /// query asks for those (`constructionsInClosures`), or only its name
    /// (`constructionNamesInClosures`); `nameNumber`: its name's number, which the caller looked up.
    mutating func recordConstructionCall(at index: Int, nameNumber: Int, in top: Int) {
        guard query.constructionsInClosures else { return noteClosureConstruction(nameNumber: nameNumber) }
        guard let opening = callOpening(afterNameAt: index, in: top) else { return }
        _ = recordCall(callee: index, calleeNumber: nameNumber, paren: opening.paren, trailing: opening.trailing, isQueried: false,
                       withArguments: false, in: top)
    }

    /// Notes the name numbered `nameNumber` among the file's closure constructions, once: a
    /// file builds a few names in its closures, a short list to search.
    private mutating func noteClosureConstruction(nameNumber: Int) {
        let name = workspace.names.sharedName(nameNumber)
        if syntax.calls.closureConstructionNames.contains(name) { return }
        // Room for a few at once: grown one by one, the lists were 1.1 M instructions of the
        // 1 M-line lint. (Gathered in the worker's `CallScratch` and copied at the end
        // instead, they cost more: the copy is an allocation all the same.)
        if syntax.calls.closureConstructionNames.isEmpty { syntax.calls.closureConstructionNames.reserveCapacity(4) }
        syntax.calls.closureConstructionNames.append(name)
    }

    /// Where the call whose callee is the name at `index` opens: its `(` (after generic
    /// arguments, not on a new line), or its first trailing closure when it has no
    /// parentheses. Nil when no call follows the name.
    private mutating func callOpening(afterNameAt index: Int, in top: Int) -> (paren: Int?, trailing: Int?)? {
        let limit = frames[top].end
        var next = index + 1
        if next < limit, tokens[next].kind == .operatorToken, let end = reader.genericArgumentsEnd(at: next, limit: limit) {
            next = end
        }
        guard next < limit else { return nil }
        if tokens[next].kind == .leftParen, !tokens[next].isAtLineStart {
            let after = matches.close(next) + 1
            let trailing = frames[top].expectation == .none && after < limit && tokens[after].kind == .leftBrace ? after : nil
            return (next, trailing)
        }
        // In a condition a `{` opens the statement's block, never a trailing closure.
        if tokens[next].kind == .leftBrace, frames[top].expectation == .none { return (nil, next) }
        return nil
    }

    /// The callee token of the call whose `(` or first trailing `{` is at `index`: the name
    /// before it, past generic arguments (`List<Item, Never>(…)`). Nil for a call of
    /// another expression (`make()(x)`) and for no call at all.
    mutating func calleeToken(before index: Int) -> Int? {
        var callee = index - 1
        guard callee >= 0 else { return nil }
        // `List<Item>(…)`: the `(` is glued to the `>`; `a > (b)` is no call of `a`.
        if tokens[callee].kind == .operatorToken, source.firstByte(of: tokens[callee]) == 0x3E,
           tokens[index].kind == .leftBrace || !tokens[index].hasLeadingSpace {
            // Back over the generic arguments, a bounded way: a `>` that is an operator
            // (`a > (b)`) must not cost a scan of the file.
            var depth = 0
            let stop = max(0, callee - TokenReader.genericArgumentsLookahead)
            while callee >= stop {
                let token = tokens[callee]
                if token.kind == .operatorToken {
                    for offset in Int(token.start)..<Int(token.end) {
                        let byte = source.bytes[offset]
                        if byte == 0x3E { depth += 1 } else if byte == 0x3C { depth -= 1 }
                    }
                    if depth <= 0 { break }
                } else if token.isClosing, let open = matches.open(callee) {
                    callee = open
                } else if token.kind == .leftBrace || token.kind == .rightBrace || token.kind == .semicolon {
                    return nil
                }
                callee -= 1
            }
            guard depth <= 0 else { return nil }
            callee -= 1
        }
        guard callee >= 0, tokens[callee].kind == .identifier else { return nil }
        return callee
    }

    /// Whether the `(` at `open` calls something: it follows, on the same line, a name, a
    /// closing bracket, generic arguments or a postfix `?`/`!` (not `if (a)`, `= (a, b)`).
    mutating func opensCall(_ open: Int) -> Bool {
        guard open >= 1, !tokens[open].isAtLineStart else { return false }
        switch tokens[open - 1].kind {
        case .identifier, .rightParen, .rightBracket, .rightBrace: return true
        case .operatorToken:
            guard !tokens[open].hasLeadingSpace else { return false }
            return calleeToken(before: open) != nil || source.token(tokens[open - 1], is: "?") || source.token(tokens[open - 1], is: "!")
        default: return false
        }
    }

    /// Records the call whose callee is the token at `callee` (nil: another expression),
    /// with parenthesized arguments at `paren` and trailing closures from `trailing`, once:
    /// a call met again (a closure's chain, a construction that is also queried) is the
    /// same fact. Returns its index in `CallRecords.calls`.
    /// `withArguments: false`: a construction, whose callee and chain are all that is asked
    /// (not after a period: no receiver either); its arguments are read if a chain needs them.
    /// `calleeNumber`: the callee's name's number when the caller has it, else -1.
    mutating func recordCall(callee: Int?, calleeNumber: Int = -1, paren: Int?, trailing: Int?, isQueried: Bool,
                             withArguments: Bool = true, in top: Int) -> Int32 {
        if borrowedCallScratch == nil { borrowCallLists() }
        let key = Int32(paren ?? trailing ?? callee ?? 0)
        if let known = callFactByOpening.value(of: key) {
            // Two flags read in place: a copy of the fact would retain all its fields.
            let (wasQueried, hasArguments) = (callFacts[Int(known)].isQueried, callFacts[Int(known)].argumentsRecorded)
            if isQueried, !wasQueried {
                markQueried(Int(known), callee: callee, paren: paren, trailing: trailing, in: top)
            } else if withArguments, !hasArguments {
                callFacts[Int(known)].argumentBounds = recordArguments(paren: paren, trailing: trailing, keepingText: false)
                callFacts[Int(known)].argumentsRecorded = true
            }
            return known
        }
        let place = callee ?? paren ?? trailing ?? 0
        let enclosing = link(at: place, in: top)
        let arguments = withArguments ? recordArguments(paren: paren, trailing: trailing, keepingText: isQueried && isQuoted(callee)) : 0..<0
        var name = SharedName.empty
        var isMember = false
        var receiver: [String] = []
        if let callee {
            name = workspace.names.sharedName(calleeNumber >= 0 ? calleeNumber : nameTable.index(of: tokens[callee]))
            if withArguments { (isMember, receiver) = receiverChain(ofNameAt: callee) }
        }
        // Made in place in the list: a fact held in a local first is copied into it, every
        // field retained and released again.
        callFacts.append(CallFact(callee: name, position: reader.position(ofTokenAt: place), isMember: isMember,
                                           receiver: receiver, argumentBounds: arguments, enclosing: enclosing, isQueried: isQueried,
                                           enclosingType: sharedTypeName(of: top), enclosingMember: isQueried ? enclosingMember(of: top) : nil,
                                           argumentsRecorded: withArguments))
        let index = Int32(callFacts.count - 1)
        callFactByOpening.insert(index, for: key)
        return index
    }

    /// Whether the query keeps the arguments' text of the call of the name at `callee`.
    private mutating func isQuoted(_ callee: Int?) -> Bool {
        guard let callee else { return false }
        return query.quotedCalls.contains(tokens[callee], in: source.bytes)
    }

    /// A call recorded for a chain or as a construction turns out to be queried too: its
    /// arguments (with their text, if quoted) are read again and its member is named.
    private mutating func markQueried(_ index: Int, callee: Int?, paren: Int?, trailing: Int?, in top: Int) {
        let quoted = isQuoted(callee)
        // Arguments a chain read are the same arguments: read again only for their text.
        if quoted || !callFacts[index].argumentsRecorded {
            callFacts[index].argumentBounds = recordArguments(paren: paren, trailing: trailing, keepingText: quoted)
            callFacts[index].argumentsRecorded = true
        }
        callFacts[index].isQueried = true
        callFacts[index].setEnclosingMember(enclosingMember(of: top))
    }

    /// Where the argument starting at `start` ends: at the next comma of its level, or at
    /// `close`, the list's `)`. The one splitter of argument lists, at their commas: call
    /// facts and construction records both step with it, keeping no list of ranges.
    mutating func argumentEnd(from start: Int, close: Int) -> Int {
        var end = start
        while end < close, tokens[end].kind != .comma { end = reader.afterGroupOrGenericArguments(end, limit: close) }
        return min(end, close)
    }

    /// Appends a call's arguments (parenthesized, then trailing closures) to the file's list
    /// (`CallRecords.argumentList`) and returns where they are there.
    private mutating func recordArguments(paren: Int?, trailing: Int?, keepingText: Bool) -> Range<Int32> {
        // Taken out while appended to: the appends read the parser, which holds the list.
        var list: [CallArgument] = []
        swap(&list, &syntax.calls.argumentList)
        let start = Int32(list.count)
        if let paren { appendArguments(open: paren, keepingText: keepingText, to: &list) }
        if let trailing { appendTrailingClosures(from: trailing, keepingText: keepingText, to: &list) }
        swap(&list, &syntax.calls.argumentList)
        return start..<Int32(syntax.calls.argumentList.count)
    }

    /// The arguments in the parentheses opened at `open`, split at the commas of their level
    /// (`argumentEnd`); empty ones (`f(a,)`) left out.
    private mutating func appendArguments(open: Int, keepingText: Bool, to arguments: inout [CallArgument]) {
        let close = min(matches.close(open), tokens.count)
        var next = open + 1
        while next < close {
            let start = next, end = argumentEnd(from: start, close: close)
            next = end + 1
            guard end > start else { continue }
            var label = Self.sharedUnlabeled
            var value = start
            if reader.isName(start), reader.kind(start + 1) == .colon, start + 1 < end {
                label = workspace.names.sharedName(nameTable.index(of: tokens[start]))
                value = start + 2
            }
            let isClosure = value < end && tokens[value].kind == .leftBrace && matches.close(value) + 1 == end
            arguments.append(CallArgument(label: label, isTrailing: false, isClosure: isClosure,
                                          start: SourcePosition(tokens[start]), end: SourcePosition(tokens[end - 1]),
                                          text: !keepingText ? 0..<0
                                              : isClosure ? keptClosureText(open: value, close: end - 1) : keptText(from: value, to: end)))
        }
    }

    /// The trailing closures from the `{` at `start`: the first unlabeled, then `label: { … }`.
    private mutating func appendTrailingClosures(from start: Int, keepingText: Bool, to arguments: inout [CallArgument]) {
        var open = start
        var label = Self.sharedUnlabeled
        var labelStart = start
        while open < tokens.count, tokens[open].kind == .leftBrace {
            let close = matches.close(open)
            let last = min(close, tokens.count - 1)
            arguments.append(CallArgument(label: label, isTrailing: true, isClosure: true, start: SourcePosition(tokens[labelStart]),
                                          end: SourcePosition(tokens[last]),
                                          text: keepingText ? keptClosureText(open: open, close: close) : 0..<0))
            let next = close + 1
            guard next + 2 < tokens.count, reader.isName(next), reader.kind(next + 1) == .colon, reader.kind(next + 2) == .leftBrace else {
                break
            }
            label = workspace.names.sharedName(nameTable.index(of: tokens[next]))
            labelStart = next
            open = next + 2
        }
    }

    /// Keeps the text of the closure `open...close` when it is short (`.id { item.id }`): a
    /// long one is code whose calls are facts of their own, and copying the text of a whole
    /// `ForEach`'s content for every List would cost more than the rest of the facts.
    private mutating func keptClosureText(open: Int, close: Int) -> Range<Int32> {
        guard close - open <= CallArgument.closureTextLimit, close < tokens.count else { return 0..<0 }
        return keptText(from: open, to: close + 1)
    }

    /// Keeps the text of `start..<end` in the file's argument text, whitespace runs made one space.
    private mutating func keptText(from start: Int, to end: Int) -> Range<Int32> {
        let lower = Int32(syntax.calls.argumentText.count)
        reader.appendNormalizedText(from: start, to: end, to: &syntax.calls.argumentText)
        return lower..<Int32(syntax.calls.argumentText.count)
    }

    /// Whether the name at `index` follows a period, and the names of what it is chained
    /// on, base first (`CallFact.receiver`). A lone `SwiftUI.` is no receiver: the call is
    /// SwiftUI's own (`SwiftUI.List`).
    private mutating func receiverChain(ofNameAt index: Int) -> (isMember: Bool, chain: [String]) {
        guard reader.kind(index - 1) == .period else { return (false, []) }
        // An implicit member (`.init(…)`, `foo(.id(x))`) is chained on nothing.
        guard index >= 2, reader.endsExpression(index - 2) || endsPostfixConditionalBranch(index - 2) else { return (true, []) }
        var names: [String] = []
        var cursor = index - 2
        while cursor >= 0 {
            guard names.count < CallFact.receiverLimit else {
                names.append("")
                break
            }
            let token = tokens[cursor]
            // Trailing closures, then the call's arguments, then its name.
            if token.kind == .rightBrace {
                guard let open = matches.open(cursor) else { break }
                cursor = open - 1
                while cursor >= 2, reader.kind(cursor) == .colon, reader.isName(cursor - 1), reader.kind(cursor - 2) == .rightBrace,
                      let previous = matches.open(cursor - 2) {
                    cursor = previous - 1
                }
                if cursor >= 0, tokens[cursor].kind == .rightParen || tokens[cursor].kind == .identifier { continue }
                names.append("")
                break
            }
            if token.kind == .rightParen || token.kind == .rightBracket {
                guard let open = matches.open(cursor) else { break }
                if let callee = calleeToken(before: open), !tokens[open].isAtLineStart {
                    cursor = callee
                    continue
                }
                if open >= 1, !tokens[open].isAtLineStart, tokens[open - 1].isClosing || reader.isOperator(open - 1, "?") || reader.isOperator(open - 1, "!") {
                    cursor = open - 1
                    continue
                }
                names.append("")
                break
            }
            if reader.isOperator(cursor, "?") || reader.isOperator(cursor, "!"), !token.hasLeadingSpace {
                cursor -= 1
                continue
            }
            if token.kind == .identifier || token.kind == .keyword && token.keyword == .kwSelf {
                names.append(name(cursor))
                guard reader.kind(cursor - 1) == .period else { break }
                cursor -= 2
                // A chain that starts with an implicit member: `.init(…).id(x)`.
                if cursor < 0 || !reader.endsExpression(cursor) && !endsPostfixConditionalBranch(cursor) {
                    names.append("")
                    break
                }
                continue
            }
            // A literal, `#endif` ending a postfix `#if` block, or anything else.
            names.append("")
            break
        }
        // `SwiftUI.List`: the framework's own call, as if unqualified.
        if names == ["SwiftUI"] { return (false, []) }
        names.reverse()
        return (true, names)
    }

    /// What the name at `index` is a member of, as `NamedCall.receiver` tells it: nil when
    /// no period precedes it, the dotted names before it (`SwiftUI`, `a.b`), or "" for any
    /// other expression (`f().name`, `.name`).
    mutating func receiver(ofNameAt index: Int) -> String? {
        guard reader.kind(index - 1) == .period else { return nil }
        var names: [String] = []
        var cursor = index - 2
        while cursor >= 0, tokens[cursor].kind == .identifier {
            names.append(name(cursor))
            guard reader.kind(cursor - 1) == .period else { return names.reversed().joined(separator: ".") }
            cursor -= 2
        }
        return ""
    }

    /// `#else` or `#endif`: a member access right after one continues the chain of its
    /// block (`.listRowBackground(.clear)` / `#endif` / `.id(x)`).
    private mutating func endsPostfixConditionalBranch(_ index: Int) -> Bool {
        tokens[index].kind == .poundKeyword && (source.token(tokens[index], is: "#endif") || source.token(tokens[index], is: "#else"))
    }

    /// The member whose code the frame `top` is in: the frames down to the member's own
    /// code share its collector.
    private mutating func enclosingMember(of top: Int) -> SharedName? {
        var owner: Int? = frames[top].collector
        while let current = owner {
            if let entry = memberCollectors.first(where: { $0.collector == current }) {
                return members[entry.member].sharedName
            }
            owner = collectors[current].parent
        }
        return nil
    }

    /// `typeName(of:)` as a shared name, through the worker's table.
    private mutating func sharedTypeName(of top: Int) -> SharedName? {
        let index = frames[top].typeName
        guard index >= 0 else { return nil }
        if index != lastCallTypeName {
            lastCallTypeSharedName = workspace.names.sharedName(ofText: typeNames[Int(index)])
            lastCallTypeName = index
        }
        return lastCallTypeSharedName
    }

    private static let sharedUnlabeled = SharedName(CallArgument.unlabeled)
}
