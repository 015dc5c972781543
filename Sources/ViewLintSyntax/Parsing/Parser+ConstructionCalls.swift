import ViewLintSupport

/// Recording calls of capitalized names with their arguments (`ConstructionCall`), when the
/// query asks: the view graph reads which arguments a parent passes to a child.
extension FileParser {
    /// Whether calls of the name numbered `name` (the token at `index`) are recorded: asked
    /// of the query's spellings once per name and worker (`ParseWorkspace.constructionRecordedByName`).
    /// The known answer inline: asked for every construction of a graph run's parse (saved
    /// 5 M instructions of a million-line graph run).
    @inline(__always)
    mutating func recordsConstructionCall(named name: Int, at index: Int) -> Bool {
        if name < workspace.constructionRecordedByName.count {
            let known = workspace.constructionRecordedByName[name]
            if known != 0 { return known == 1 }
        }
        return learnsWhetherRecorded(named: name, at: index)
    }

    /// `recordsConstructionCall` for a name not asked about yet, out of line.
    @inline(never)
    private mutating func learnsWhetherRecorded(named name: Int, at index: Int) -> Bool {
        // By name number in an array, not a dictionary: asked for every construction.
        if name >= workspace.constructionRecordedByName.count {
            let count = max(name + 1, nameTable.names.count)
            workspace.constructionRecordedByName.append(
                contentsOf: repeatElement(0, count: count - workspace.constructionRecordedByName.count))
        }
        let records = !query.unrecordedConstructions.contains(tokens[index], in: source.bytes)
        workspace.constructionRecordedByName[name] = records ? 1 : 2
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
            let ranges = argumentRanges(open: cursor)
            arguments.reserveCapacity(ranges.count + 1)
            for range in ranges {
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
            enclosingType: typeName(of: top), enclosingMemberName: member))
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
    /// other. Asked once per collector; by collector number in arrays, as it is asked for
    /// every recorded construction.
    private mutating func viewBuildingMember(ofCollector collector: Int) -> SharedName? {
        if collector >= viewBuildingPlaceByCollector.count {
            viewBuildingPlaceByCollector.append(
                contentsOf: repeatElement(-2, count: max(collector + 1, collectors.count) - viewBuildingPlaceByCollector.count))
        }
        let known = viewBuildingPlaceByCollector[collector]
        if known != -2 { return known < 0 ? nil : memberName(at: Int(known)) }
        // Members' collectors by number, read on as the parse adds them: one pass in all.
        while indexedMemberCollectors < memberCollectors.count {
            let collector = memberCollectors[indexedMemberCollectors].collector
            if collector >= memberCollectorPlace.count {
                memberCollectorPlace.append(
                    contentsOf: repeatElement(-1, count: max(collector + 1, collectors.count) - memberCollectorPlace.count))
            }
            if memberCollectorPlace[collector] < 0 { memberCollectorPlace[collector] = Int32(indexedMemberCollectors) }
            indexedMemberCollectors += 1
        }
        var owner: Int? = collector
        var found: Int32 = -1
        while let current = owner {
            if current < memberCollectorPlace.count, memberCollectorPlace[current] >= 0 {
                let place = Int(memberCollectorPlace[current])
                if memberBuildsViews(at: place) { found = Int32(place) }
                break
            }
            owner = collectors[current].parent
        }
        viewBuildingPlaceByCollector[collector] = found
        return found < 0 ? nil : memberName(at: Int(found))
    }

    /// Whether the member whose collector is entry `place` of `memberCollectors` builds
    /// views or is named `body`. Its fields are read in place: a member is large to copy.
    private func memberBuildsViews(at place: Int) -> Bool {
        let entry = memberCollectors[place]
        switch entry.owner {
        case .type(let type):
            return syntax.types[type].members[entry.member].isViewBuilding || syntax.types[type].members[entry.member].name == "body"
        case .extension(let ext):
            return syntax.extensions[ext].members[entry.member].isViewBuilding
                || syntax.extensions[ext].members[entry.member].name == "body"
        }
    }

    private func memberName(at place: Int) -> SharedName {
        let entry = memberCollectors[place]
        switch entry.owner {
        case .type(let type): return syntax.types[type].members[entry.member].sharedName
        case .extension(let ext): return syntax.extensions[ext].members[entry.member].sharedName
        }
    }
}

extension TokenReader {
    /// The text of `start..<end` with whitespace runs made one space, its start and end kept
    /// around ` … ` when it is longer than `ConstructionArgument.textLimit`: bounded work and memory
    /// however long the value.
    func boundedText(from start: Int, to end: Int) -> String {
        guard start < end else { return "" }
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
