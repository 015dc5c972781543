import ViewLintSupport

/// Recording calls of capitalized names with their arguments (`ConstructionCall`), when the
/// query asks: the view graph reads which arguments a parent passes to a child.
extension FileParser {
    /// Whether calls of the name numbered `name` (the token at `index`) are recorded: asked
    /// of the query's spellings once per name and file.
    mutating func recordsConstructionCall(named name: Int, at index: Int) -> Bool {
        // By name number in an array, not a dictionary: asked for every construction.
        if name >= constructionRecordedByName.count {
            constructionRecordedByName.append(contentsOf: repeatElement(0, count: name + 1 - constructionRecordedByName.count))
        }
        if constructionRecordedByName[name] != 0 { return constructionRecordedByName[name] == 1 }
        let records = !query.unrecordedConstructions.contains(tokens[index], in: source.bytes)
        constructionRecordedByName[name] = records ? 1 : 2
        return records
    }

    /// The call whose name is at `index`: its parenthesized arguments (when `index + 1`
    /// opens them), then its trailing closures up to `end`. Recorded only in the code of
    /// members that build views (`MemberDeclaration.isViewBuilding`, `body`): those are
    /// where views are made, and the rest of a module's code is left alone.
    mutating func recordConstructionCall(at index: Int, name callee: String, end: Int, in top: Int) {
        guard let collector = frames[top].collector, let member = viewBuildingMember(ofCollector: collector) else { return }
        var arguments: [ConstructionArgument] = []
        var cursor = index + 1
        if tokens[cursor].kind == .leftParen {
            for range in argumentRanges(open: cursor) {
                arguments.append(argument(from: range.lowerBound, to: range.upperBound, isTrailing: false))
            }
            cursor = matches.close(cursor) + 1
        }
        var first = true
        while cursor < end, cursor < tokens.count {
            var label = "_"
            if !first, cursor + 2 < end, reader.isName(cursor), tokens[cursor + 1].kind == .colon {
                label = name(cursor)
                cursor += 2
            }
            guard tokens[cursor].kind == .leftBrace else { break }
            let close = matches.close(cursor)
            arguments.append(ConstructionArgument(label: label, position: SourcePosition(tokens[cursor]), shape: .closure,
                                          text: reader.boundedText(from: cursor, to: min(close + 1, tokens.count)),
                                          isTrailingClosure: true))
            cursor = close + 1
            first = false
        }
        syntax.calls.constructions.append(ConstructionCall(
            name: callee, position: SourcePosition(tokens[index]), arguments: arguments,
            enclosingType: typeName(of: top), enclosingMember: member))
    }

    /// The argument `start..<end` of an argument list, with its label when it has one.
    private mutating func argument(from start: Int, to end: Int, isTrailing: Bool) -> ConstructionArgument {
        var valueStart = start
        var label = "_"
        if start + 1 < end, reader.isName(start), tokens[start + 1].kind == .colon {
            label = name(start)
            valueStart = start + 2
        }
        guard valueStart < end else {
            return ConstructionArgument(label: label, position: SourcePosition(tokens[start]), shape: .other, text: "",
                                isTrailingClosure: isTrailing)
        }
        return ConstructionArgument(label: label, position: SourcePosition(tokens[valueStart]), shape: shape(from: valueStart, to: end),
                            text: reader.boundedText(from: valueStart, to: end), isTrailingClosure: isTrailing)
    }

    /// What the value `start..<end` is made of (`ConstructionArgument.Shape`).
    private mutating func shape(from start: Int, to end: Int) -> ConstructionArgument.Shape {
        let first = tokens[start]
        if first.isOpening, matches.close(start) == end - 1 {
            switch first.kind {
            case .leftBrace: return .closure
            case .leftBracket: return .collectionLiteral
            default: break
            }
        }
        if isNamePath(from: start, to: end) { return .name }
        // A call at the end: walk back over trailing closures and one argument list.
        var last = end - 1
        var sawCall = false
        while last > start, tokens[last].kind == .rightBrace, let open = matches.open(last) {
            sawCall = true
            last = open - 1
            if last - 1 > start, tokens[last].kind == .colon, reader.isName(last - 1), tokens[last - 2].kind == .rightBrace {
                last -= 2
            }
        }
        if last > start, tokens[last].kind == .rightParen, let open = matches.open(last) {
            sawCall = true
            last = open - 1
        }
        guard sawCall, last >= start, tokens[last].kind == .identifier || tokens[last].keyword == .kwInit else { return .other }
        // The value must be one postfix chain: no operator at its top level.
        var scan = start
        while scan < end {
            if tokens[scan].kind == .operatorToken, !(reader.isOperator(scan, "?") || reader.isOperator(scan, "!")),
               reader.genericArgumentsEnd(at: scan, limit: end) == nil {
                return .other
            }
            scan = reader.afterGroupOrGenericArguments(scan, limit: end)
        }
        return .call(callee: name(last), isMember: last > start && tokens[last - 1].kind == .period)
    }

    /// `a`, `self.a`, `$a`, `a.b?.c!`: names joined by periods.
    private func isNamePath(from start: Int, to end: Int) -> Bool {
        var expectsName = true
        for index in start..<end {
            let token = tokens[index]
            if expectsName {
                guard token.kind == .identifier || token.keyword == .kwSelf else { return false }
                expectsName = false
            } else if token.kind == .period {
                expectsName = true
            } else if !(reader.isOperator(index, "?") || reader.isOperator(index, "!")) || token.hasLeadingSpace {
                return false
            }
        }
        return !expectsName
    }

    /// The name of the member whose code `collector` collects for (a nested collector folds
    /// into its parent's) when that member builds views or is named `body`; nil for any
    /// other. Asked once per collector.
    private mutating func viewBuildingMember(ofCollector collector: Int) -> String? {
        if let known = memberNameByCollector[collector] { return known }
        var owner: Int? = collector
        var found: String?
        // Members' collectors by number, read on as the parse adds them: one pass in all.
        while indexedMemberCollectors < memberCollectors.count {
            let collector = memberCollectors[indexedMemberCollectors].collector
            if memberCollectorPlace[collector] == nil { memberCollectorPlace[collector] = indexedMemberCollectors }
            indexedMemberCollectors += 1
        }
        while let current = owner {
            if let place = memberCollectorPlace[current] {
                let entry = memberCollectors[place]
                let member: MemberDeclaration
                switch entry.owner {
                case .type(let type): member = syntax.types[type].members[entry.member]
                case .extension(let ext): member = syntax.extensions[ext].members[entry.member]
                }
                if member.isViewBuilding || member.name == "body" { found = member.name }
                break
            }
            owner = collectors[current].parent
        }
        memberNameByCollector[collector] = .some(found)
        return found
    }
}

extension TokenReader {
    /// The text of `start..<end` with whitespace runs made one space, its start and end kept
    /// around ` … ` when it is longer than `ConstructionArgument.textLimit`: bounded work and memory
    /// however long the value.
    func boundedText(from start: Int, to end: Int) -> String {
        guard start < end else { return "" }
        let limit = ConstructionArgument.textLimit
        var head: [UInt8] = []
        var index = start
        while index < end, head.count < limit.start {
            if index > start, tokens[index].hasLeadingSpace { head.append(0x20) }
            append(index, to: &head, upTo: limit.start)
            index += 1
        }
        guard index < end else { return String(decoding: head, as: UTF8.self) }
        // The end: whole tokens from the last back, as many as fit.
        var tailStart = end
        var tailLength = 0
        while tailStart > index, tailLength + tokens[tailStart - 1].length + 1 <= limit.end {
            tailStart -= 1
            tailLength += tokens[tailStart].length + 1
        }
        var tail: [UInt8] = []
        for position in tailStart..<end {
            if position > tailStart, tokens[position].hasLeadingSpace { tail.append(0x20) }
            append(position, to: &tail, upTo: limit.end)
        }
        // Cut bytes of a character are repaired by decoding; the marker says text is left out.
        return String(decoding: head, as: UTF8.self) + " … " + String(decoding: tail, as: UTF8.self)
    }

    private func append(_ index: Int, to text: inout [UInt8], upTo limit: Int) {
        let token = tokens[index]
        let room = max(0, limit - text.count)
        let stop = min(Int(token.end), Int(token.start) + room)
        if Int(token.start) < stop { text.append(contentsOf: UnsafeBufferPointer(rebasing: source.bytes[Int(token.start)..<stop])) }
    }
}
