import ViewLintSupport

/// Reading code: which braces open closures and which open statement blocks, which
/// names are bound where, and which identifiers may use a member of the view.
extension FileParser {
    /// Reads the frame's tokens one after another, doing between two tokens what `run` would;
    /// once a region is pushed or the frame is done, goes on as `run` would (starting, popping)
    /// for as long as the top frame is code, and returns at a declarations frame or none.
    mutating func stepCode(_ first: Int) {
        // A token per pass through `run` cost its loop and this call's entry and exit again,
        // about 25 instructions a token of code: 3% of the run's instructions.
        var top = first
        while true {
            stepCodeToken(top)
            // `&+`: `top` is an index of the stack, far from overflowing. The check, and the
            // member accesses' array code in the loop (`recordMemberAccess`), cost 5.0 M
            // instructions of the 1 M-line corpus's 1,659.1 M (callgrind).
            if frames.count == top &+ 1, frames[top].cursor < frames[top].end {
                activateDuePendingLocals(top)
                continue
            }
            // `run`'s loop, here while it would step code: a return to it for each region
            // pushed or popped cost this call's entry and exit and its loop (with the kinds read
            // once in `codeIdentifier`, saved 16.9 M instructions of the 1 M-line corpus's
            // 1,695.5 M and 1.7 M of the eight apps' 275.8 M, callgrind).
            // Returning at any point is exact: what is done here `run` does not do again.
            while true {
                guard !frames.isEmpty else { return }
                top = frames.count - 1
                if !frames[top].started { start(top) }
                if frames[top].cursor >= frames[top].end {
                    pop()
                    continue
                }
                activateDuePendingLocals(top)
                if frames[top].kind == .declarations { return }
                break
            }
        }
    }

    /// `activatePendingLocals`, its loop outlined: a local rarely binds between two tokens,
    /// and the loop's code crowded the token loop (with `markQueriedCallArguments` outlined,
    /// saved 3.6 M instructions of the 1 M-line corpus's 1,654.1 M, callgrind).
    @inline(__always)
    private mutating func activateDuePendingLocals(_ top: Int) {
        if Int(frames[top].nextPendingLocal) < pendingLocals.count { activatePendingLocalsOutlined(top) }
    }

    @inline(never)
    private mutating func activatePendingLocalsOutlined(_ top: Int) {
        activatePendingLocals(top)
    }

    @inline(__always)
    private mutating func stepCodeToken(_ top: Int) {
        let index = frames[top].cursor
        let token = tokens[index]
        switch token.kind {
        case .leftBrace:
            openBrace(top, at: index)
        case .leftParen, .leftBracket, .interpolationStart:
            let close = matches.close(index)
            frames[top].cursor = close + 1
            // `()`, `("Title")`, `(.headline)`, `(width: 40, height: 40)`: nothing in the group
            // names, binds or opens anything, so no region is pushed to read it; in others, the
            // region starts where something may (39.7 M instructions of the 1 M-line run fewer,
            // callgrind: fewer frames for the run loop and `stepCode`).
            let groupEnd = min(close, frames[top].end)
            // Told here without the call for a group whose first token stops the scan or that
            // holds one literal (a test of its first token's kind), it cost 6.0 M instructions
            // more in this loop than the 1.0 M it saved in `firstTokenToRead` (corpus, callgrind).
            let first = firstTokenToRead(from: index + 1, to: groupEnd, opener: token.kind, collector: frames[top].collector)
            if first == groupEnd { break }
            // `(items)`, `\(item.name)`, `[index]`: names joined by periods are read here, as
            // their region's frame would read them, without the frame (saved 19.5 M instructions
            // of the 1 M-line corpus's 1,678.6 M and 1.6 M of the eight apps' 274.1 M, callgrind).
            if let collector = frames[top].collector, index != pendingCallParen, isNamePath(from: first, to: groupEnd, close: close) {
                readNamePath(from: first, to: groupEnd, collector: collector)
                break
            }
            // A group that records nothing, in code with no collector (`recordsNothing`), unless
            // it holds a queried call's arguments. (Saved 1.0 M instructions of the eight apps'
            // 286.7 M and 2.2 M of the corpus's, callgrind.)
            if index != pendingCallParen,
               skipsUnreadCode(from: first, to: min(close, tokens.count), collector: frames[top].collector, in: top) { break }
            // (This group code outlined from the token loop, to spare its registers, cost a call
            // and saved nothing in the loop: 20.2 M out of `stepCode`, 21.4 M in the new function.)
            let depth = frames.count
            pushCode(from: first, to: groupEnd, collector: frames[top].collector, opener: token.kind)
            if index == pendingCallParen, frames.count > depth { markQueriedCallArguments(depth) }
        case .keyword:
            codeKeyword(top, at: index)
        case .identifier:
            codeIdentifier(top, at: index)
        case .attribute:
            frames[top].cursor = reader.afterAttribute(index)
        case .poundKeyword:
            codePoundKeyword(top, at: index)
        case .comma:
            if frames[top].inConditions { activateConditionNames(top) }
            frames[top].cursor = index + 1
        case .semicolon:
            frames[top].expectation = .none
            frames[top].inConditions = false
            frames[top].cursor = index + 1
        default:
            // Passing the run of such tokens after this one here, not a pass of the loop each,
            // cost 3.9 M instructions more than it saved on the corpus (callgrind): a run of two
            // or more is rare where code is read (most groups are not, `firstTokenToRead`).
            frames[top].cursor = index + 1
        }
    }

    /// The frame `depth`, just pushed, reads the arguments of the queried call recorded last.
    @inline(never)
    private mutating func markQueriedCallArguments(_ depth: Int) {
        frames[depth].callFact = pendingCallFact
        frames[depth].callIsQueried = true
    }

    private mutating func activateConditionNames(_ top: Int) {
        shadow.append(contentsOf: pendingConditionNames(top))
        clearPendingConditionNames(top)
    }

    // MARK: Braces

    private mutating func openBrace(_ top: Int, at index: Int) {
        let close = matches.close(index)
        let end = min(close, frames[top].end)
        let collector = frames[top].collector
        frames[top].cursor = close + 1
        let expectation = frames[top].expectation
        frames[top].expectation = .none
        // A block or closure that records nothing is not pushed (`recordsNothing`); what its
        // pop would do is done here.
        // (Saved 2.3 M instructions of the eight apps' 291.1 M, callgrind.)
        let skips = skipsUnreadCode(from: index + 1, to: min(close, tokens.count), collector: collector, in: top,
                                    closureOpen: expectation == .none ? index : nil)
        let pushes = index + 1 <= end
        switch expectation {
        case .conditional:
            activateConditionNames(top)
            frames[top].inConditions = false
            if skips {
                if pushes { shadow.truncate(to: frames[top].conditionMark) }
                break
            }
            pushCode(from: index + 1, to: end, collector: collector, opener: .leftBrace)
            if frames.count - 1 > top { frames[frames.count - 1].truncateOnPop = frames[top].conditionMark }
        case .guardConditions, .plain:
            activateConditionNames(top)
            frames[top].inConditions = false
            if !skips { pushCode(from: index + 1, to: end, collector: collector, opener: .leftBrace) }
        case .guardElse(let names):
            bindLater(self.names(in: names), from: close + 1)
            if !skips { pushCode(from: index + 1, to: end, collector: collector, opener: .leftBrace) }
        case .repeatBody:
            if skips {
                if pushes { frames[top].repeatBodyEnd = close + 1 }
                break
            }
            pushCode(from: index + 1, to: end, collector: collector, opener: .leftBrace)
            if frames.count - 1 > top { frames[frames.count - 1].isRepeatBody = true }
        case .switchBody:
            if !skips { pushCode(.switchBody, from: index + 1, to: end, collector: collector, opener: .leftBrace) }
        case .bindings(let names):
            if skips {
                if pushes, Int(names.end) == namePool.count, !names.isEmpty { namePool.truncate(to: Int(names.start)) }
                break
            }
            pushCode(from: index + 1, to: end, collector: collector, pooledNames: names, opener: .leftBrace)
        case .none:
            if !skips { openClosure(top, at: index, end: end) }
        }
    }

    private mutating func openClosure(_ top: Int, at index: Int, end: Int) {
        let collector = frames[top].collector
        countClosure(at: index, in: collector)
        let signature = closureSignature(open: index)
        let depth = frames.count
        pushCode(from: signature.bodyStart, to: end, collector: collector, pooledNames: signature.names, opener: .leftBrace)
        if frames.count > depth {
            frames[depth].isClosure = true
            if isPassedToQueriedCall(open: index, in: top) {
                frames[depth].recordsConditionals = true
                frames[depth].inQueriedClosure = true
            }
        }
        for value in signature.captureValues.reversed() {
            pushCodeUnlessInert(from: value.lowerBound, to: value.upperBound, collector: collector)
        }
    }

    // MARK: Keywords

    private mutating func codeKeyword(_ top: Int, at index: Int) {
        let token = tokens[index]
        // The kinds around it with one test of the bounds each, as in `codeIdentifier`.
        let previous = index > 0 ? tokens[index &- 1].kind : nil
        // `.default`, `.init`, `.self`: member names, not statements.
        if previous == .period {
            frames[top].cursor = index + 1
            return
        }
        if index &+ 1 < tokens.count, tokens[index &+ 1].kind == .colon, isArgumentLabel(top, previous: previous) {
            frames[top].cursor = index + 2
            return
        }
        let limit = frames[top].end
        switch token.keyword {
        case .kwIf:
            recordClosureIf(at: index, in: top)
            beginConditions(top, .conditional)
            frames[top].cursor = index + 1
        case .kwWhile:
            if frames[top].repeatBodyEnd != index { beginConditions(top, .conditional) }
            frames[top].cursor = index + 1
        case .kwGuard:
            beginConditions(top, .guardConditions)
            frames[top].cursor = index + 1
        case .kwElse:
            if frames[top].expectation == .guardConditions {
                // The conditions' names bind in the rest of the block, not in the else block.
                // Written straight into the pool: no arrays made and dropped per `guard`.
                let mark = min(frames[top].conditionMark, shadow.count)
                let start = namePool.count
                namePool.append(contentsOf: shadow[mark...])
                namePool.append(contentsOf: pendingConditionNames(top))
                shadow.removeSubrange(mark...)
                clearPendingConditionNames(top)
                frames[top].inConditions = false
                frames[top].expectation = .guardElse(pooledSince(start))
            } else if reader.keyword(index + 1) != .kwIf {
                frames[top].expectation = .plain
            }
            frames[top].cursor = index + 1
        case .kwDo, .kwDefer:
            frames[top].expectation = .plain
            frames[top].cursor = index + 1
        case .kwRepeat:
            if reader.kind(index + 1) == .leftBrace { frames[top].expectation = .repeatBody }
            frames[top].cursor = index + 1
        case .kwSwitch:
            recordClosureSwitch(at: index, in: top)
            frames[top].expectation = .switchBody
            frames[top].cursor = index + 1
        case .kwFor:
            forLoop(top, at: index)
        case .kwCatch:
            // `catch let e as E where retryable(e) {`: the pattern binds in the `where` clause,
            // which is code, and in the block (as `for … where`).
            var open = index + 1
            var clause: Int?
            while open < limit, tokens[open].kind != .leftBrace {
                if clause == nil, tokens[open].keyword == .kwWhere { clause = open }
                open = reader.afterGroup(open)
            }
            let patternEnd = clause ?? open
            let start = namePool.count
            if patternEnd == index + 1 {
                namePool.append(nameID(spelled: "error"))
            } else {
                poolPatternNames(from: index + 1, to: patternEnd)
            }
            frames[top].expectation = .bindings(pooledSince(start))
            frames[top].cursor = patternEnd
        case .kwCase:
            caseLabel(top, at: index)
        case .kwDefault:
            if frames[top].kind == .switchBody, reader.kind(index + 1) == .colon {
                shadow.removeSubrange(min(frames[top].shadowBase, shadow.count)...)
                frames[top].cursor = index + 2
            } else {
                frames[top].cursor = index + 1
            }
        case .kwLet, .kwVar:
            binding(top, at: index)
        case .kwFunc:
            frames[top].cursor = functionDeclaration(at: index, prefix: DeclarationPrefix(), in: top)
        case .kwStruct, .kwEnum, .kwProtocol, .kwClass:
            localType(top, at: index)
        case .kwAs, .kwIs:
            var next = index + 1
            if reader.isOperator(next, "?") || reader.isOperator(next, "!") { next += 1 }
            frames[top].cursor = max(reader.skipType(from: next, limit: limit), index + 1)
        case .kwTypealias, .kwImport:
            frames[top].cursor = reader.statementEnd(from: index, limit: limit)
        case .kwWhere:
            // `for x in xs where x > 0 {`: the pattern binds in the clause and the body.
            if case .bindings(let names) = frames[top].expectation {
                frames[top].conditionMark = shadow.count
                shadow.append(contentsOf: self.names(in: names))
                frames[top].expectation = .conditional
            }
            frames[top].cursor = index + 1
        case .kwSelf:
            frames[top].cursor = index + 1
        default:
            frames[top].cursor = index + 1
        }
    }

    private mutating func beginConditions(_ top: Int, _ expectation: BlockExpectation) {
        frames[top].expectation = expectation
        frames[top].inConditions = true
        frames[top].conditionMark = shadow.count
        clearPendingConditionNames(top)
    }

    private mutating func localType(_ top: Int, at index: Int) {
        let kind: TypeKind
        switch reader.keyword(index) {
        case .kwStruct: kind = .struct
        case .kwEnum: kind = .enum
        case .kwProtocol: kind = .protocol
        case .kwClass: kind = .class
        default: kind = .actor
        }
        let next = typeDeclaration(kind, at: index, prefix: DeclarationPrefix(), in: top) ?? index + 1
        frames[top].cursor = max(next, index + 1)
    }

    /// `for pattern in sequence where condition {`: the pattern binds in the body.
    private mutating func forLoop(_ top: Int, at index: Int) {
        let limit = frames[top].end
        var inKeyword = index + 1
        while inKeyword < limit, tokens[inKeyword].keyword != .kwIn, tokens[inKeyword].kind != .leftBrace {
            inKeyword = reader.afterGroup(inKeyword)
        }
        var patternStart = index + 1
        while patternStart < inKeyword, [.kwCase, .kwTry, .kwLet, .kwVar].contains(tokens[patternStart].keyword)
                || tokens[patternStart].keyword == .await {
            patternStart += 1
        }
        let start = namePool.count
        poolPatternNames(from: patternStart, to: inKeyword)
        frames[top].expectation = .bindings(pooledSince(start))
        frames[top].cursor = inKeyword < limit && tokens[inKeyword].keyword == .kwIn ? inKeyword + 1 : inKeyword
    }

    /// `case` in a switch starts a new scope bound by its pattern; `case` in a condition
    /// (`if case`, `guard case`) binds in the condition's scope.
    private mutating func caseLabel(_ top: Int, at index: Int) {
        let limit = frames[top].end
        if frames[top].inConditions {
            let end = reader.patternEnd(from: index + 1, limit: limit, untilColon: false)
            let start = namePool.count
            poolBindingsInPattern(from: index + 1, to: end)
            conditionNames.append(contentsOf: namePool[start...])
            frames[top].cursor = max(end, index + 1)
            // Expression patterns (`case .a(limit)`) are code, read with the pattern's names bound.
            pushCode(from: index + 1, to: end, collector: frames[top].collector, pooledNames: pooledSince(start))
            return
        }
        guard frames[top].kind == .switchBody else {
            frames[top].cursor = index + 1
            return
        }
        shadow.removeSubrange(min(frames[top].shadowBase, shadow.count)...)
        let colon = reader.patternEnd(from: index + 1, limit: limit, untilColon: true)
        let start = namePool.count
        poolBindingsInPattern(from: index + 1, to: colon)
        shadow.append(contentsOf: namePool[start...])
        namePool.truncate(to: start)
        frames[top].cursor = colon < limit ? colon + 1 : colon
        // Expression patterns and `where` clauses are code, read with the case's names bound.
        pushCodeUnlessInert(from: index + 1, to: colon, collector: frames[top].collector)
    }

    /// Pools the names a case pattern binds: after `let`/`var` (`case let .a(x)`, `.a(let x)`).
    private mutating func poolBindingsInPattern(from start: Int, to end: Int) {
        var index = start
        while index < end {
            let keyword = tokens[index].keyword
            if tokens[index].kind == .keyword, keyword == .kwLet || keyword == .kwVar {
                // The binding covers the following sub-pattern: a name, a tuple, or `.case(…)`.
                var patternEnd = index + 1
                while patternEnd < end, tokens[patternEnd].kind == .period || reader.isName(patternEnd) && tokens[patternEnd].kind != .keyword {
                    let isMember = tokens[patternEnd].kind == .period
                    patternEnd += 1
                    if !isMember, reader.kind(patternEnd) != .period { break }
                }
                if patternEnd < end, tokens[patternEnd].kind == .leftParen { patternEnd = matches.close(patternEnd) + 1 }
                poolPatternNames(from: index + 1, to: min(patternEnd, end))
                index = max(patternEnd, index + 1)
                continue
            }
            index += 1
        }
    }

    /// `let`/`var` in code: a condition binding, or a local declaration.
    private mutating func binding(_ top: Int, at index: Int) {
        let limit = frames[top].end
        if frames[top].inConditions {
            // `if let x = …`, `if let x {`, `if let (a, b) = …`: the names are no uses.
            let patternEnd = reader.bindingPatternEnd(from: index + 1, limit: limit)
            if index + 1 < limit, tokens[index + 1].kind == .leftParen {
                let start = namePool.count
                poolPatternNames(from: index + 2, to: max(index + 2, patternEnd - 1))
                conditionNames.append(contentsOf: namePool[start...])
                namePool.truncate(to: start)
            } else if index + 1 < limit, reader.isName(index + 1) {
                conditionNames.append(nameID(index + 1))
            }
            var cursor = patternEnd
            if cursor < limit, tokens[cursor].kind == .colon { cursor = reader.skipType(from: cursor + 1, limit: limit) }
            frames[top].cursor = max(cursor, index + 1)
            return
        }
        frames[top].cursor = propertyDeclaration(at: index, prefix: DeclarationPrefix(), in: top)
    }

    // MARK: Identifiers

    /// `label:` in an argument list, or `} label: {` before a trailing closure.
    /// For a name a colon follows, `previous` the kind of the token before it.
    @inline(__always)
    private mutating func isArgumentLabel(_ top: Int, previous: TokenKind?) -> Bool {
        if previous == .rightBrace { return true }
        guard frames[top].opener == .leftParen else { return false }
        return previous == .comma || previous == .leftParen
    }

    @inline(__always)
    private mutating func codeIdentifier(_ top: Int, at index: Int) {
        // The token is read where needed, not copied first: a copy of all its fields cost
        // 12.1 M instructions of the 1 M-line run (callgrind), most names needing few of them.
        frames[top].cursor = index + 1
        let keyword = tokens[index].keyword
        if Self.qualifiesWhatFollows(keyword) { return }
        switch keyword {
        case .actor where reader.kind(index + 1) == .identifier:
            localType(top, at: index)
            return
        case .get, .set, .willSet, .didSet, .read, .modify:
            if frames[top].kind == .accessors, accessor(top, at: index) { return }
        default:
            break
        }
        // The kinds around the name, read once for the tests below: each read again through
        // `reader` was checked against the tokens' bounds again (see `stepCode` for what it saved).
        // `index` is a token's (`0..<tokens.count`): each side needs one test of the bounds, not
        // `reader.kind`'s two and its checks of overflow (saved 6.9 M instructions of the
        // 1 M-line corpus's 1,650.5 M, callgrind).
        let next = index &+ 1 < tokens.count ? tokens[index &+ 1].kind : nil
        let previous = index > 0 ? tokens[index &- 1].kind : nil
        if next == .colon, isArgumentLabel(top, previous: previous) {
            frames[top].cursor = index + 2
            return
        }
        // A queried call is recorded only where a `(`, a `{` or generic arguments follow its
        // name: tested first, most names have none (9.9 M instructions of the 1 M-line run with
        // the same test in `firstTokenToRead`, callgrind).
        if next == .leftParen || next == .leftBrace || next == .operatorToken,
           query.closureCalls.contains(tokens[index], in: source.bytes) {
            recordClosureCall(at: index, in: top)
        }
        let constructed = previous != .period ? recordConstruction(at: index, in: top) : -1
        guard let collector = frames[top].collector else { return }
        if previous == .period, collectors[collector].recordsMemberAccesses { recordMemberAccess(at: index, in: collector) }
        if next == .leftParen, isQueriedCallInCode(at: index) { recordNamedCall(at: index, in: collector) }
        if previous == .period {
            guard reader.isMemberOfSelf(afterPeriodAt: index) else { return }
            recordUse(top, at: index, collector: collector)
            return
        }
        if previous == .backslash { return }
        if !workspace.keepsUsesOfTypeLikeNames, TypeLikeName.startsWith(source.firstByte(of: tokens[index])) { return }
        let name = constructed >= 0 ? constructed : nameTable.index(of: tokens[index])
        if isShadowed(NameID(name)) { return }
        recordUse(top, at: index, collector: collector, nameNumber: name)
    }

    /// Words that only qualify the expression after them (`await`, `some`, `consuming`, `_`):
    /// no use of a member.
    @inline(__always)
    private static func qualifiesWhatFollows(_ keyword: Keyword) -> Bool {
        switch keyword {
        case .await, .some, .any, .async, .each, .consuming, .borrowing, .sending, .unsafe, .underscore, .isolated, .nonisolated:
            return true
        default:
            return false
        }
    }

    /// Whether `start..<end` is a name, or names joined by periods (`item.name`), and nothing
    /// else, `end` the group's closing token `close`: a group closed past the frame's end is
    /// left to a frame, where a token of the frame around follows its last name.
    @inline(__always)
    private mutating func isNamePath(from start: Int, to end: Int, close: Int) -> Bool {
        guard tokens[start].kind == .identifier, end == close else { return false }
        var index = start + 1
        while index < end {
            guard index + 1 < end, tokens[index].kind == .period, tokens[index + 1].kind == .identifier else { return false }
            index += 2
        }
        return true
    }

    /// Records what reading the region `start..<end` of a group (a name path, `isNamePath`)
    /// as a frame of code with `collector` would: for each name, what `codeIdentifier` does
    /// for a name that a period or the region's end follows. No construction, call or
    /// argument label is such a name, and its use is no call.
    private mutating func readNamePath(from start: Int, to end: Int, collector: Int) {
        var index = start
        while index < end {
            recordNameInPath(at: index, collector: collector)
            index += 2
        }
    }

    /// The name at `index`, after a period, among the member accesses `collector` records
    /// (a hand-written `==`'s). Not inlined: rare, and its array code crowded the token loop.
    @inline(never)
    private mutating func recordMemberAccess(at index: Int, in collector: Int) {
        collectors[collector].summary.memberAccesses.append(nameTable.name(of: tokens[index]))
    }

    /// `codeIdentifier` for a name of a name path (`readNamePath`).
    private mutating func recordNameInPath(at index: Int, collector: Int) {
        if Self.qualifiesWhatFollows(tokens[index].keyword) { return }
        // `index >= 1`: a group's opener comes before it (saved 1.4 M instructions, callgrind).
        let previous = tokens[index &- 1].kind
        if previous == .period {
            if collectors[collector].recordsMemberAccesses { recordMemberAccess(at: index, in: collector) }
            guard reader.isMemberOfSelf(afterPeriodAt: index) else { return }
            recordPlainUse(at: index, collector: collector, nameNumber: nameTable.index(of: tokens[index]))
            return
        }
        if previous == .backslash { return }
        if !workspace.keepsUsesOfTypeLikeNames, TypeLikeName.startsWith(source.firstByte(of: tokens[index])) { return }
        let name = nameTable.index(of: tokens[index])
        if isShadowed(NameID(name)) { return }
        recordPlainUse(at: index, collector: collector, nameNumber: name)
    }

    /// `recordUse` of a name that no call follows.
    private mutating func recordPlainUse(at index: Int, collector: Int, nameNumber: Int) {
        record(MemberUse(name: workspace.names.sharedName(nameNumber), position: SourcePosition(tokens[index]),
                         isCall: false, labelText: .empty, trailingClosures: 0),
               in: collector)
    }

    /// The label list as a shared name, through the worker's table.
    private mutating func sharedLabelText(_ labels: String) -> SharedName {
        labels.isEmpty ? .empty : workspace.names.sharedName(ofText: labels)
    }

    /// `nameNumber`: the token's name's number when the caller has it, else -1. A number,
    /// not the `String`: the name is then copied once, into the use.
    private mutating func recordUse(_ top: Int, at index: Int, collector: Int, nameNumber: Int = -1) {
        let limit = frames[top].end
        var isCall = false
        var labels = ""
        var trailing = 0
        var next = index + 1
        if next < limit, tokens[next].kind == .leftParen, !tokens[next].isAtLineStart {
            isCall = true
            labels = argumentLabelText(open: next)
            next = matches.close(next) + 1
        }
        // In a condition, a `{` opens the statement's block, never a trailing closure.
        if frames[top].expectation == .none, next < limit, tokens[next].kind == .leftBrace {
            trailing = reader.trailingClosures(at: next, limit: limit).count
            isCall = isCall || trailing > 0
        }
        let number = nameNumber >= 0 ? nameNumber : nameTable.index(of: tokens[index])
        record(MemberUse(name: workspace.names.sharedName(number), position: SourcePosition(tokens[index]),
                         isCall: isCall, labelText: sharedLabelText(labels), trailingClosures: trailing),
               in: collector)
    }

    /// Counts `Name(…)` / `Name { … }` for a capitalized name, and whether the query's mark
    /// is on it: a modifier right after (`Name(…).equatable()`) or a call around it
    /// (`EquatableView(content: Name(…))`).
    /// Returns the name's number when it was looked up (the caller then needs no second
    /// lookup), else -1. The test of the first letter is inlined where identifiers are
    /// read, since most are not capitalized.
    @inline(__always)
    private mutating func recordConstruction(at index: Int, in top: Int) -> Int {
        guard TypeLikeName.startsWith(source.firstByte(of: tokens[index])), index + 1 < frames[top].end, !tokens[index + 1].isAtLineStart else { return -1 }
        return recordCapitalizedConstruction(at: index, in: top)
    }

    @inline(never)
    private mutating func recordCapitalizedConstruction(at index: Int, in top: Int) -> Int {
        var end = index + 1
        if tokens[end].kind == .leftParen {
            end = matches.close(end) + 1
        } else if tokens[end].kind != .leftBrace || frames[top].expectation != .none {
            return -1
        }
        // Trailing closures, labeled ones included, belong to the call.
        if frames[top].expectation == .none { end = reader.trailingClosures(at: end, limit: tokens.count).end }
        // `end >= 1`: one test of the bounds for the four tokens (saved 0.9 M instructions of
        // the 1 M-line corpus's 1,637.2 M, callgrind).
        var isMarked = end &+ 3 < tokens.count && tokens[end].kind == .period
            && query.markingModifier.contains(tokens[end + 1], in: source.bytes)
            && tokens[end + 2].kind == .leftParen && tokens[end + 3].kind == .rightParen
        if !isMarked, frames[top].opener == .leftParen, frames[top].end < tokens.count,
           let open = matches.open(frames[top].end), open > 0, tokens[open - 1].kind == .identifier {
            isMarked = query.markingCall.contains(tokens[open - 1], in: source.bytes)
        }
        let name = nameTable.index(of: tokens[index])
        if name >= workspace.constructionCounts.count {
            let count = max(name + 1, nameTable.names.count)
            workspace.constructionCounts.append(contentsOf: repeatElement(Constructions(), count: count - workspace.constructionCounts.count))
        }
        if workspace.constructionCounts[name].total == 0 { workspace.constructedNames.append(NameID(name)) }
        if frames[top].inQueriedClosure, query.readsConstructionsInClosures { recordConstructionCall(at: index, nameNumber: name, in: top) }
        workspace.constructionCounts[name].add(Constructions(total: 1, marked: isMarked ? 1 : 0))
        if recordsConstructionCall(named: name) {
            recordConstructionCall(at: index, name: name, end: end, in: top)
        }
        return name
    }

    /// A call the query names in code (`AnyView(…)`), the name at `index` followed by `(`
    /// (its caller tests that): not at a line's start, the spelling in the query's set.
    @inline(__always)
    private mutating func isQueriedCallInCode(at index: Int) -> Bool {
        guard !tokens[index + 1].isAtLineStart else { return false }
        return query.callsInCode.contains(tokens[index], in: source.bytes)
    }

    /// `get {`, `set(value) {`, `willSet {`, `didSet {` inside a property's braces.
    private mutating func accessor(_ top: Int, at index: Int) -> Bool {
        let limit = frames[top].end
        var cursor = index + 1
        let start = namePool.count
        if cursor < limit, tokens[cursor].kind == .leftParen {
            let close = matches.close(cursor)
            poolPatternNames(from: cursor + 1, to: close)
            cursor = close + 1
        } else {
            switch tokens[index].keyword {
            case .set, .willSet: namePool.append(nameID(spelled: "newValue"))
            case .didSet: namePool.append(nameID(spelled: "oldValue"))
            default: break
            }
        }
        while cursor < limit, tokens[cursor].keyword == .async || tokens[cursor].keyword == .kwThrows { cursor += 1 }
        guard cursor < limit, tokens[cursor].kind == .leftBrace else {
            namePool.truncate(to: start)
            frames[top].cursor = cursor
            return true
        }
        let close = matches.close(cursor)
        frames[top].cursor = close + 1
        pushCode(from: cursor + 1, to: min(close, limit), collector: frames[top].collector, pooledNames: pooledSince(start),
                 opener: .leftBrace)
        return true
    }

    // MARK: Directives

    private mutating func codePoundKeyword(_ top: Int, at index: Int) {
        if skipDirective(top, at: index) { return }
        let token = tokens[index]
        // Conditions and selectors name no member uses.
        if source.token(token, is: "#available") || source.token(token, is: "#unavailable")
            || source.token(token, is: "#selector") || source.token(token, is: "#keyPath") {
            frames[top].cursor = reader.kind(index + 1) == .leftParen ? matches.close(index + 1) + 1 : index + 1
            return
        }
        frames[top].cursor = index + 1
    }
}
