import ViewLintSupport

/// Where a recorded call stands (`CallFact.enclosing`): in which argument of which call,
/// through every closure and argument list around it, up to the member's code.
///
/// Found from the frame stack, not by scanning tokens: the frames around the parser's
/// place are exactly the regions the place is in. Each frame is resolved once, from the
/// outermost unresolved one inwards, and keeps what its contents link to, so the chains
/// of all a file's calls cost time linear in its frames.
extension FileParser {
    /// The link of code at token `index`, which lies in the frame `top`.
    mutating func link(at index: Int, in top: Int) -> CallLink {
        resolveFrames(upTo: top)
        return linkWithin(top, at: index)
    }

    /// Resolves the frames from `top` down to the first resolved one or the member's level.
    mutating func resolveFrames(upTo top: Int) {
        guard top >= 0, frames[top].kind != .declarations, !frames[top].chainResolved else { return }
        unresolvedFrames.emptyKeepingRoom()
        var frame = top
        while frame >= 0, frames[frame].kind != .declarations, !frames[frame].chainResolved {
            // A frame below that has not started is a region pushed with another, not one
            // around it.
            if frames[frame].started || frame == top { unresolvedFrames.append(Int32(frame)) }
            frame -= 1
        }
        // Outermost first: a frame's parent is resolved before it. (Resolving records calls,
        // which ask for links of resolved frames only: the list is not touched meanwhile.)
        var next = unresolvedFrames.count - 1
        while next >= 0 {
            resolve(Int(unresolvedFrames[next]))
            next -= 1
        }
    }

    /// The frame around `frame`: the nearest below it that has started.
    private mutating func parentFrame(of frame: Int) -> Int {
        var parent = frame - 1
        while parent >= 0, !frames[parent].started { parent -= 1 }
        return parent
    }

    /// Decides what the contents of `frame` link to; its parent is resolved.
    private mutating func resolve(_ frame: Int) {
        let parent = parentFrame(of: frame)
        if frames[frame].isClosure {
            frames[frame].closureLink = closureLink(frame, parent: parent)
            frames[frame].linkFrame = Int32(frame)
        } else if frames[frame].callFact >= 0 {
            frames[frame].linkFrame = Int32(frame)
        } else if frames[frame].opener == .leftParen, let open = openingToken(of: frame), opensCall(open) {
            frames[frame].callFact = recordCall(callee: calleeToken(before: open), paren: open, trailing: trailingClosure(afterGroup: open),
                                                isQueried: false, in: parent)
            frames[frame].linkFrame = Int32(frame)
        } else {
            frames[frame].linkFrame = parent < 0 || frames[parent].kind == .declarations ? -1 : frames[parent].linkFrame
        }
        frames[frame].chainResolved = true
    }

    /// The link of code at `index` in the resolved frame `frame`.
    private mutating func linkWithin(_ frame: Int, at index: Int) -> CallLink {
        guard frame >= 0, frames[frame].kind != .declarations else { return .top }
        let owner = frames[frame].isClosure || frames[frame].callFact >= 0 ? frame : Int(frames[frame].linkFrame)
        guard owner >= 0 else { return .top }
        if frames[owner].isClosure { return frames[owner].closureLink }
        let call = frames[owner].callFact
        return CallLink(call: call, argument: argument(of: Int(call), holding: index))
    }

    /// The index of the argument of the recorded call `call` that holds the token at `index`.
    private mutating func argument(of call: Int, holding index: Int) -> Int32 {
        let position = reader.position(ofTokenAt: index)
        let bounds = callFacts[call].argumentBounds
        // Searched in the file's list in place: a `CallArguments` of it retained and
        // released the list for each closure (1.9 -> 1.5 M instructions of the 1 M-line lint).
        return syntax.calls.argumentList.withUnsafeBufferPointer { list in
            let first = Int(bounds.lowerBound)
            var low = first
            var high = min(Int(bounds.upperBound), list.count)
            while low < high {
                let middle = (low + high) / 2
                if list[middle].start <= position { low = middle + 1 } else { high = middle }
            }
            return Int32(max(0, low - 1 - first))
        }
    }

    /// The token that opened the bracket group read by `frame`, if it is one.
    private mutating func openingToken(of frame: Int) -> Int? {
        let end = frames[frame].end
        guard end < tokens.count, tokens[end].isClosing, let open = matches.open(end), matches.close(open) == end else { return nil }
        return open
    }

    /// The first trailing closure after the group opened at `open`, if any.
    private mutating func trailingClosure(afterGroup open: Int) -> Int? {
        let after = matches.close(open) + 1
        return after < tokens.count && tokens[after].kind == .leftBrace && !tokens[after].isAtLineStart ? after : nil
    }

    /// The call and argument a closure is passed to: as a trailing closure (the call lies in
    /// `parent`), or as an argument in the parentheses that `parent` reads; else it is a
    /// value passed to no call.
    private mutating func closureLink(_ frame: Int, parent: Int) -> CallLink {
        guard let open = openingToken(of: frame), tokens[open].kind == .leftBrace else { return .unpassedClosure }
        let first = firstTrailingClosure(from: open)
        let before = first - 1
        if before >= 0 {
            if tokens[before].kind == .rightParen, let paren = matches.open(before), opensCall(paren) {
                let call = recordCall(callee: calleeToken(before: paren), paren: paren, trailing: first, isQueried: false, in: parent)
                return CallLink(call: call, argument: argument(of: Int(call), holding: open))
            }
            if let callee = calleeToken(before: first) {
                let call = recordCall(callee: callee, paren: nil, trailing: first, isQueried: false, in: parent)
                return CallLink(call: call, argument: argument(of: Int(call), holding: open))
            }
        }
        var start = open
        if reader.kind(open - 1) == .colon, reader.isName(open - 2) { start = open - 2 }
        guard reader.kind(start - 1) == .leftParen || reader.kind(start - 1) == .comma, parent >= 0,
              frames[parent].callFact >= 0 else { return .unpassedClosure }
        let call = frames[parent].callFact
        return CallLink(call: call, argument: argument(of: Int(call), holding: open))
    }

    /// The `{` of the first closure of the run of trailing closures that the one opened at
    /// `open` ends: labeled trailing closures (`} label: {`) belong to the call of the first.
    private mutating func firstTrailingClosure(from open: Int) -> Int {
        var first = open
        while first >= 3, reader.kind(first - 1) == .colon, reader.isName(first - 2), reader.kind(first - 3) == .rightBrace,
              let previous = matches.open(first - 3) {
            first = previous
        }
        return first
    }

    /// Whether the closure opened at `open`, read by the frame `top`, is passed to a call
    /// the query names: its conditionals are then recorded and, when asked, its constructions.
    mutating func isPassedToQueriedCall(open: Int, in top: Int) -> Bool {
        // Asked of every closure: a labeled trailing closure (`} label: {`) is rare.
        let first = reader.kind(open - 1) == .colon ? firstTrailingClosure(from: open) : open
        let before = first - 1
        if before >= 0 {
            if tokens[before].kind == .rightParen, let paren = matches.open(before) {
                if isQueriedCallee(before: paren) { return true }
            } else if tokens[before].kind == .identifier || tokens[before].kind == .operatorToken {
                if isQueriedCallee(before: first) { return true }
            }
        }
        return frames[top].callIsQueried
            && (reader.kind(open - 1) == .leftParen || reader.kind(open - 1) == .comma || reader.kind(open - 1) == .colon)
    }

    /// Whether the callee of the call opened at `index` (`calleeToken`) is one the query
    /// names. A name right before is the callee, tested without `calleeToken`: most
    /// closures follow one (`isPassedToQueriedCall` 8.5 -> 7.7 M instructions of the
    /// 1 M-line lint).
    @inline(__always)
    private mutating func isQueriedCallee(before index: Int) -> Bool {
        guard index >= 1 else { return false }
        if tokens[index - 1].kind == .identifier { return query.closureCalls.contains(tokens[index - 1], in: source.bytes) }
        guard tokens[index - 1].kind == .operatorToken, let callee = calleeToken(before: index) else { return false }
        return query.closureCalls.contains(tokens[callee], in: source.bytes)
    }
}
