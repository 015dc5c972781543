import ViewLintSupport

/// A call the query names (`SyntaxQuery.closureCallees`) whose arguments are being read.
struct QueriedCall {
    var callee: String
    var receiver: String?
    var firstArgumentIsUnlabeled: Bool
    var calleePosition: SourcePosition
}

/// What a closure passed to a queried call is to that call.
struct QueriedClosure {
    var call: QueriedCall
    var label: String
    var isTrailing: Bool
}

/// Recording the calls a `SyntaxQuery` names: closures passed to them, the conditionals at
/// the top of those closures, modifier calls and calls in code.
extension FileParser {
    /// The callee token of the call the query names whose callee ends just before `index`
    /// (a `(` or a trailing `{`): `List`, `SwiftUI.List`, `List<A, B>`. Asked at every
    /// call: the common answer, a callee named otherwise, is given inline.
    @inline(__always)
    mutating func queriedCallee(before index: Int) -> Int? {
        guard index >= 1 else { return nil }
        let callee = tokens[index - 1]
        switch callee.kind {
        case .identifier: guard query.closureCallees.contains(callee, in: source.bytes) else { return nil }
        case .operatorToken: break
        default: return nil
        }
        return queriedCalleeSkippingGenericArguments(before: index)
    }

    @inline(never)
    private mutating func queriedCalleeSkippingGenericArguments(before index: Int) -> Int? {
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
        guard callee >= 0, tokens[callee].kind == .identifier, query.closureCallees.contains(tokens[callee], in: source.bytes) else {
            return nil
        }
        return callee
    }

    /// The queried call whose callee is at `callee` and whose arguments open at `open`
    /// (`nil`: called by trailing closures alone).
    mutating func queriedCall(callee: Int, arguments open: Int?) -> QueriedCall {
        QueriedCall(callee: name(callee), receiver: receiver(ofNameAt: callee),
                    firstArgumentIsUnlabeled: open.map { reader.firstArgumentIsUnlabeled(open: $0) } ?? false,
                    calleePosition: SourcePosition(tokens[callee]))
    }

    /// What the name at `index` is a member of: nil when no period precedes it, the dotted
    /// names before it (`SwiftUI`, `a.b`), or "" for any other expression (`f().name`, `.name`).
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

    /// The queried call that the closure opened at `open` is passed to: as a trailing
    /// closure, or directly as an argument (after `(`, `,` or `label:` in its argument list).
    mutating func queriedClosure(opening open: Int, in top: Int) -> QueriedClosure? {
        var brace = open
        var label = "_"
        // Labeled trailing closures: `} label: {` belongs to the call of the first one.
        while brace >= 3, reader.kind(brace - 1) == .colon, reader.isName(brace - 2), reader.kind(brace - 3) == .rightBrace,
              let previous = matches.open(brace - 3) {
            if brace == open { label = name(brace - 2) }
            brace = previous
        }
        let previous = brace - 1
        if previous >= 0 {
            if tokens[previous].kind == .rightParen, let call = matches.open(previous), let callee = queriedCallee(before: call) {
                return QueriedClosure(call: queriedCall(callee: callee, arguments: call), label: label, isTrailing: true)
            }
            if tokens[previous].kind == .identifier, let callee = queriedCallee(before: brace) {
                return QueriedClosure(call: queriedCall(callee: callee, arguments: nil), label: label, isTrailing: true)
            }
        }
        let call = Int(frames[top].queriedCall)
        guard call >= 0 else { return nil }
        let before = open - 1
        if reader.kind(before) == .colon, reader.isName(before - 1) {
            let labelIndex = before - 1
            guard reader.kind(labelIndex - 1) == .leftParen || reader.kind(labelIndex - 1) == .comma else { return nil }
            return QueriedClosure(call: queriedCalls[call], label: name(labelIndex), isTrailing: false)
        }
        guard reader.kind(before) == .leftParen || reader.kind(before) == .comma else { return nil }
        return QueriedClosure(call: queriedCalls[call], label: "_", isTrailing: false)
    }

    /// Records a closure passed to a queried call; returns its index in the records.
    mutating func record(_ closure: QueriedClosure, open: Int, bodyStart: Int, in top: Int) -> Int32 {
        syntax.calls.closures.append(CallClosure(
            callee: closure.call.callee, receiver: closure.call.receiver, label: closure.label, isTrailing: closure.isTrailing,
            firstArgumentIsUnlabeled: closure.call.firstArgumentIsUnlabeled, bodyStart: reader.position(ofTokenAt: bodyStart),
            end: reader.position(ofTokenAt: matches.close(open)), enclosingType: typeName(of: top),
            calleePosition: closure.call.calleePosition))
        return Int32(syntax.calls.closures.count - 1)
    }

    /// Records an `if` statement at the top level of a recorded closure. An `if … else if …`
    /// chain is recorded at its first `if`: it has an empty branch unless it ends in a
    /// plain `else`.
    mutating func recordClosureIf(at index: Int, in top: Int) {
        let closure = frames[top].closureRecord
        guard closure >= 0, reader.keyword(index - 1) != .kwElse else { return }
        let limit = frames[top].end
        var branch = index
        var hasEmptyBranch = true
        while true {
            var open = branch + 1
            while open < limit, tokens[open].kind != .leftBrace { open = reader.afterGroup(open) }
            guard open < limit else { return }
            let afterBlock = matches.close(open) + 1
            guard reader.keyword(afterBlock) == .kwElse else { break }
            guard reader.keyword(afterBlock + 1) == .kwIf else {
                hasEmptyBranch = false
                break
            }
            branch = afterBlock + 1
        }
        syntax.calls.conditionals.append(ClosureConditional(
            closure: Int(closure), position: SourcePosition(tokens[index]), keyword: .if, hasEmptyBranch: hasEmptyBranch,
            enclosingType: typeName(of: top)))
    }

    /// Records a `switch` statement at the top level of a recorded closure; it has an empty
    /// branch when a case is empty or only `break`.
    mutating func recordClosureSwitch(at index: Int, in top: Int) {
        let closure = frames[top].closureRecord
        guard closure >= 0 else { return }
        var open = index + 1
        while open < frames[top].end, tokens[open].kind != .leftBrace { open = reader.afterGroup(open) }
        guard open < frames[top].end else { return }
        let close = matches.close(open)
        var labelColons: [Int] = []
        var labelStarts: [Int] = []
        var cursor = open + 1
        while cursor < close {
            let keyword = tokens[cursor].keyword
            if tokens[cursor].kind == .keyword, keyword == .kwCase || keyword == .kwDefault, reader.isCaseLabel(cursor, switchOpen: open) {
                let colon = reader.patternEnd(from: cursor + 1, limit: close, untilColon: true)
                // A label cut short of its `:` (broken code) has no body to judge.
                guard colon < close, tokens[colon].kind == .colon else { break }
                labelStarts.append(cursor)
                labelColons.append(colon)
                cursor = colon + 1
                continue
            }
            cursor = reader.afterGroup(cursor)
        }
        var hasEmptyBranch = false
        for (position, colon) in labelColons.enumerated() {
            var bodyEnd = position + 1 < labelStarts.count ? labelStarts[position + 1] : close
            // `@unknown default:` — the attribute belongs to the next label.
            if bodyEnd - 1 > colon, tokens[bodyEnd - 1].kind == .attribute { bodyEnd -= 1 }
            guard colon < bodyEnd else { continue }
            let body = (colon + 1)..<bodyEnd
            if body.isEmpty || body.count == 1 && tokens[body.lowerBound].keyword == .kwBreak {
                hasEmptyBranch = true
                break
            }
        }
        syntax.calls.conditionals.append(ClosureConditional(
            closure: Int(closure), position: SourcePosition(tokens[index]), keyword: .switch, hasEmptyBranch: hasEmptyBranch,
            enclosingType: typeName(of: top)))
    }

    /// Records a modifier the query names, chained on an expression at `index` (its name):
    /// `.id(x)`, `.id { x }`; also after a postfix `#if` block in the chain
    /// (`.listRowBackground(.clear)` / `#endif` / `.id(x)`), whose `#else` or `#endif`
    /// always follows a chained member.
    mutating func recordModifier(at index: Int, in top: Int) {
        guard index >= 2, reader.kind(index - 1) == .period,
              reader.endsExpression(index - 2) || endsPostfixConditionalBranch(index - 2) else { return }
        let limit = frames[top].end
        var labels = ""
        var arguments = ""
        var isTrailingClosure = false
        if index + 1 < limit, tokens[index + 1].kind == .leftParen, !tokens[index + 1].isAtLineStart {
            labels = argumentLabelText(open: index + 1)
            arguments = reader.normalizedText(from: index + 2, to: min(matches.close(index + 1), limit))
        } else if frames[top].expectation == .none, index + 1 < limit, tokens[index + 1].kind == .leftBrace {
            arguments = reader.normalizedText(from: index + 1, to: min(matches.close(index + 1) + 1, limit))
            isTrailingClosure = true
        } else {
            return
        }
        var call = ModifierCall(name: name(index), position: SourcePosition(tokens[index]), enclosingType: typeName(of: top),
                                labels: labels, arguments: arguments, isTrailingClosure: isTrailingClosure)
        (call.enclosingMember, call.closureDepth) = enclosingMember(of: top)
        syntax.calls.modifiers.append(call)
    }

    /// `#else` or `#endif`: a member access right after one continues the chain of its block.
    private func endsPostfixConditionalBranch(_ index: Int) -> Bool {
        tokens[index].kind == .poundKeyword && (source.token(tokens[index], is: "#endif") || source.token(tokens[index], is: "#else"))
    }

    /// The member whose code the frame `top` is in, and how many closures lie between:
    /// the frames down to the member's own code share its collector.
    private mutating func enclosingMember(of top: Int) -> (name: String?, closureDepth: Int) {
        guard let collector = frames[top].collector else { return (nil, 0) }
        var depth = 0
        var frame = top
        while frame > 0, frames[frame].kind != .declarations, frames[frame].collector == collector {
            if frames[frame].isClosure { depth += 1 }
            frame -= 1
        }
        var owner: Int? = collector
        while let current = owner {
            if let entry = memberCollectors.first(where: { $0.collector == current }) {
                switch entry.owner {
                case .type(let type): return (syntax.types[type].members[entry.member].name, depth)
                case .extension(let ext): return (syntax.extensions[ext].members[entry.member].name, depth)
                }
            }
            owner = collectors[current].parent
        }
        return (nil, depth)
    }
}
