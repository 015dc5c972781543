import ViewLintSupport

/// The `if` and `switch` statements at the top of a closure passed to a queried call
/// (`ClosureConditional`): whether some path through them runs no statement.
extension FileParser {
    /// Records an `if` statement at the top level of a closure passed to a queried call.
    /// An `if … else if …` chain is recorded at its first `if`: it has an empty branch
    /// unless it ends in a plain `else`.
    mutating func recordClosureIf(at index: Int, in top: Int) {
        guard frames[top].recordsConditionals, reader.keyword(index - 1) != .kwElse else { return }
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
        // The closure's chain is resolved only now: most closures passed to a queried call
        // have no conditional at their top (resolved for each one, they were 5 M instructions
        // of the 1 M-line lint).
        resolveFrames(upTo: top)
        syntax.calls.conditionals.append(ClosureConditional(
            closure: frames[top].closureLink, position: SourcePosition(tokens[index]), keyword: .if, hasEmptyBranch: hasEmptyBranch,
            enclosingType: typeName(of: top)))
    }

    /// Records a `switch` statement at the top level of a closure passed to a queried call;
    /// it has an empty branch when a case is empty or only `break`.
    mutating func recordClosureSwitch(at index: Int, in top: Int) {
        guard frames[top].recordsConditionals else { return }
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
        resolveFrames(upTo: top)
        syntax.calls.conditionals.append(ClosureConditional(
            closure: frames[top].closureLink, position: SourcePosition(tokens[index]), keyword: .switch, hasEmptyBranch: hasEmptyBranch,
            enclosingType: typeName(of: top)))
    }
}
