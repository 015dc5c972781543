import ViewLintSupport

extension TokenReader {
    /// The tokens of the type name when `start..<end` is one call that constructs it (a
    /// name spelled like a type, `TypeLikeName`, called):
    /// `DateFormatter()`, `Foundation.NumberFormatter()`, `PassthroughSubject<Int, Never>()`,
    /// `Model.init(id: 1)`, `Store(items) { … }`, with trailing closures. Nil for anything
    /// else (`Model.shared`, `make()`, `a ?? Model()`).
    func constructedTypeName(from start: Int, to end: Int) -> Range<Int>? {
        guard start < end, tokens[start].kind == .identifier else { return nil }
        var nameEnd = start + 1
        while nameEnd + 1 < end, tokens[nameEnd].kind == .period, !tokens[nameEnd].hasLeadingSpace,
              tokens[nameEnd + 1].kind == .identifier {
            nameEnd += 2
        }
        guard TypeLikeName.startsWith(source.firstByte(of: tokens[nameEnd - 1])) else { return nil }
        var cursor = nameEnd
        if cursor < end, tokens[cursor].kind == .operatorToken, !tokens[cursor].hasLeadingSpace,
           source.firstByte(of: tokens[cursor]) == 0x3C {
            guard let close = genericArgumentsEnd(at: cursor, limit: end) else { return nil }
            cursor = close
        }
        if cursor + 1 < end, tokens[cursor].kind == .period, tokens[cursor + 1].keyword == .kwInit { cursor += 2 }
        guard cursor < end, tokens[cursor].kind == .leftParen, !tokens[cursor].isAtLineStart else { return nil }
        cursor = afterGroup(cursor)
        // Trailing closures, labeled ones after the first included.
        while cursor < end {
            if tokens[cursor].kind == .leftBrace {
                cursor = afterGroup(cursor)
            } else if cursor + 2 < end, isName(cursor), tokens[cursor + 1].kind == .colon, tokens[cursor + 2].kind == .leftBrace {
                cursor = afterGroup(cursor + 2)
            } else {
                break
            }
        }
        return cursor == end ? start..<nameEnd : nil
    }
}
