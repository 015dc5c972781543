import ViewLintSupport

/// Recording calls of capitalized names with their arguments (`ConstructionCall`), when the
/// query asks: the view graph reads which arguments a parent passes to a child.
extension FileParser {
    /// Whether calls of the name numbered `name` are recorded: when the query asks, all but
    /// its unrecorded names, numbered before any file (`ParseWorkspace.firstRecordedConstructionName`).
    /// Inline: asked for every construction of every parse.
    @inline(__always)
    mutating func recordsConstructionCall(named name: Int) -> Bool {
        name >= workspace.firstRecordedConstructionName
    }

    /// The call of the name numbered `name` at `index`: its parenthesized arguments (when
    /// `index + 1` opens them), then its trailing closures up to `end`. Recorded only in the
    /// code of members that build views (`MemberDeclaration.isViewBuilding`, `body`): those
    /// are where views are made, and the rest of a module's code is left alone.
    mutating func recordConstructionCall(at index: Int, name: Int, end: Int, in top: Int) {
        guard let collector = frames[top].collector, let member = viewBuildingMember(ofCollector: collector) else { return }
        // Gathered in the workspace's spare list and taken at their number: no list of
        // ranges first, and one exact allocation (saved 3.0 M instructions of a 1 M-line graph run).
        var arguments: [ConstructionArgument] = []
        swap(&arguments, &workspace.spareConstructionArguments)
        var cursor = index + 1
        if tokens[cursor].kind == .leftParen {
            let close = min(matches.close(cursor), tokens.count)
            var start = cursor + 1
            while start < close {
                let end = argumentEnd(from: start, close: close)
                if end > start { arguments.append(argument(from: start, to: end, isTrailing: false)) }
                start = end + 1
            }
            cursor = matches.close(cursor) + 1
        }
        var first = true
        while cursor < end, cursor < tokens.count {
            var label = "_"
            if !first, cursor + 2 < end, reader.isName(cursor), tokens[cursor + 1].kind == .colon {
                label = self.name(cursor)
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
        let taken = arguments.takeAll()
        if arguments.capacity > ParseWorkspace.keptRoom { arguments = [] }
        swap(&arguments, &workspace.spareConstructionArguments)
        let callee = nameTable.names[name]
        let enclosingType = typeName(of: top)
        syntax.calls.constructions.append(ConstructionCall(name: callee, position: SourcePosition(tokens[index]), arguments: taken,
                                                           enclosingType: enclosingType, enclosingMemberName: member))
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

    /// `a`, `self.a`, `$a`, `a.b?.c!`: names joined by periods. Mutating, as the three member
    /// readers below: a non-mutating method was handed a copy of the whole parser at each call
    /// (saved 2.1 M instructions of a 1 M-line graph run).
    private mutating func isNamePath(from start: Int, to end: Int) -> Bool {
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
    /// other. Found from the end of `memberCollectors`, and kept for the next construction:
    /// per-collector tables, made for each file, cost more than the search (saved 3.4 M
    /// instructions of a 1 M-line graph run).
    private mutating func viewBuildingMember(ofCollector collector: Int) -> SharedName? {
        if collector == lastConstructionCollector { return lastConstructionMember }
        var owner: Int? = collector
        var found: SharedName?
        while let current = owner {
            if let place = memberPlace(ofCollector: current) {
                if memberBuildsViews(at: place) { found = memberName(at: place) }
                break
            }
            owner = collectors[current].parent
        }
        lastConstructionCollector = collector
        lastConstructionMember = found
        return found
    }

    /// Where the member whose own collector is `collector` is in `memberCollectors`, if any.
    /// Searched from the end: a member's code is read right after the member is added, so
    /// its entry is among the last.
    private mutating func memberPlace(ofCollector collector: Int) -> Int? {
        var place = memberCollectors.count - 1
        while place >= 0, memberCollectors[place].collector != collector { place -= 1 }
        guard place >= 0 else { return nil }
        // The names of one declaration that share a collector are added together: the first counts.
        while place > 0, memberCollectors[place - 1].collector == collector { place -= 1 }
        return place
    }

    /// Whether the member whose collector is entry `place` of `memberCollectors` builds
    /// views or is named `body`. Its fields are read in place: a member is large to copy.
    private mutating func memberBuildsViews(at place: Int) -> Bool {
        let member = memberCollectors[place].member
        return members[member].isViewBuilding || members[member].name == "body"
    }

    private mutating func memberName(at place: Int) -> SharedName {
        members[memberCollectors[place].member].sharedName
    }
}

extension TokenReader {
    /// The text of `start..<end` with whitespace runs made one space, its start and end kept
    /// around ` … ` when it is longer than `ConstructionArgument.textLimit`: bounded work and memory
    /// however long the value.
    func boundedText(from start: Int, to end: Int) -> String {
        guard start < end else { return "" }
        if let whole = wholeText(from: start, to: end) { return whole }
        let limit = ConstructionArgument.textLimit
        // Byte by byte into a buffer on the stack: asked for every argument of every
        // recorded construction. Each part is at most its limit plus one space.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(limit.start, limit.end) + 1) { buffer in
            var count = 0
            var index = start
            while index < end, count < limit.start {
                if index > start, tokens[index].hasLeadingSpace {
                    buffer[count] = 0x20
                    count += 1
                }
                count = copy(index, into: buffer, at: count, upTo: limit.start)
                index += 1
            }
            guard index < end else { return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self) }
            // The end: whole tokens from the last back, as many as fit.
            var tailStart = end
            var tailLength = 0
            while tailStart > index, tailLength + tokens[tailStart - 1].length + 1 <= limit.end {
                tailStart -= 1
                tailLength += tokens[tailStart].length + 1
            }
            // Cut bytes of a character are repaired by decoding each part on its own; the
            // marker says text is left out.
            var text = String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
            count = 0
            for position in tailStart..<end {
                if position > tailStart, tokens[position].hasLeadingSpace {
                    buffer[count] = 0x20
                    count += 1
                }
                count = copy(position, into: buffer, at: count, upTo: limit.end)
            }
            text += " … "
            text += String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
            return text
        }
    }

    /// The text of `start..<end` read from the file as it is, when nothing stands between
    /// its tokens and it is no longer than the start that `boundedText` keeps (`item`,
    /// `model.rows`, most arguments): the bytes are then not copied one by one first (saved
    /// 0.4 M instructions of a 1 M-line graph run).
    private func wholeText(from start: Int, to end: Int) -> String? {
        let first = Int(tokens[start].start), last = Int(tokens[end - 1].end)
        guard last - first <= ConstructionArgument.textLimit.start else { return nil }
        var index = start + 1
        while index < end {
            guard tokens[index].start == tokens[index - 1].end else { return nil }
            index += 1
        }
        return String(decoding: UnsafeBufferPointer(rebasing: source.bytes[first..<last]), as: UTF8.self)
    }

    /// Copies the bytes of token `index` into `buffer` from `count`, stopping at `limit`
    /// bytes in all; returns the new count.
    private func copy(_ index: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, at count: Int, upTo limit: Int) -> Int {
        let token = tokens[index]
        let stop = min(Int(token.end), Int(token.start) + max(0, limit - count))
        var count = count
        var byte = Int(token.start)
        while byte < stop {
            buffer[count] = source.bytes[byte]
            count += 1
            byte += 1
        }
        return count
    }
}
