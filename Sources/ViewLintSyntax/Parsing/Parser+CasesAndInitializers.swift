import ViewLintSupport

/// Two declaration facts read only where they occur: an enum case's associated values,
/// and what an initializer stores by constructing it. Both are rare next to members, so
/// they cost a run next to nothing.
extension FileParser {
    /// The cases of one `case` declaration from `start` (after the keyword) to `end` that
    /// carry associated values: `case a(Int), b(label: () -> Void) = …`.
    mutating func enumCasesWithValues(from start: Int, to end: Int) -> [EnumCase] {
        var cases: [EnumCase] = []
        var cursor = start
        while cursor < end, reader.isName(cursor) {
            let name = self.name(cursor)
            cursor += 1
            if cursor < end, tokens[cursor].kind == .leftParen {
                let close = min(matches.close(cursor), end)
                cases.append(EnumCase(name: name, associatedValues: associatedValues(open: cursor, close: close)))
                cursor = close + 1
            }
            // A raw value or anything else up to the next case.
            while cursor < end, tokens[cursor].kind != .comma { cursor = reader.afterGroup(cursor) }
            cursor += 1
        }
        return cases
    }

    /// `(Item, onClose: () -> Void, _ count: Int = 0)`: each value's label and type.
    private mutating func associatedValues(open: Int, close: Int) -> [EnumCase.AssociatedValue] {
        var values: [EnumCase.AssociatedValue] = []
        var element = open + 1
        while element < close {
            var label: String?
            if reader.isName(element), reader.kind(element + 1) == .colon {
                label = name(element)
                element += 2
            } else if reader.isName(element), reader.isName(element + 1), reader.kind(element + 2) == .colon {
                label = name(element + 1)
                element += 3
            }
            let typeEnd = reader.skipType(from: element, limit: close)
            guard typeEnd > element else { break }
            values.append(EnumCase.AssociatedValue(label: label == "_" ? nil : label,
                                                   typeText: reader.normalizedText(from: element, to: typeEnd)))
            element = typeEnd
            while element < close, tokens[element].kind != .comma { element = reader.afterGroup(element) }
            element += 1
        }
        // Shared with the worker's equal lists met before: enums repeat `(Double)`, `(Error)`.
        return workspace.associatedValueLists.shared(values)
    }

    /// The assignments at the top level of the `init` body between `open` and its closing
    /// brace whose value is one construction of a type.
    mutating func initializerAssignments(bodyOpen open: Int) -> [InitializerAssignment] {
        let close = min(matches.close(open), tokens.count)
        var found: [InitializerAssignment] = []
        var cursor = open + 1
        var startsStatement = true
        while cursor < close {
            if startsStatement, let assignment = constructingAssignment(at: cursor, limit: close) {
                found.append(assignment)
            }
            let next = reader.afterGroup(cursor)
            startsStatement = next < close && (tokens[next].isAtLineStart || tokens[next - 1].kind == .semicolon)
            cursor = next
        }
        return found
    }

    /// `self.name = T(…)`, `name = T(…)`, `_name = W(wrappedValue: T(…))` at `start`.
    private mutating func constructingAssignment(at start: Int, limit: Int) -> InitializerAssignment? {
        var target = start
        if tokens[start].keyword == .kwSelf {
            guard reader.kind(start + 1) == .period, reader.isName(start + 2) else { return nil }
            target = start + 2
        } else if tokens[start].kind != .identifier {
            return nil
        }
        guard target + 2 < limit, reader.isOperator(target + 1, "=") else { return nil }
        let valueStart = target + 2
        let end = reader.statementEnd(from: valueStart, limit: limit)
        guard let constructed = reader.constructedTypeName(from: valueStart, to: end) else { return nil }
        var assignment = InitializerAssignment(
            target: name(target), constructedType: reader.normalizedText(from: constructed.lowerBound, to: constructed.upperBound),
            wrappedValueType: nil, position: SourcePosition(tokens[target]))
        var open = constructed.upperBound
        while open < end, tokens[open].kind != .leftParen { open += 1 }
        if open + 3 < end, reader.isName(open + 1), reader.kind(open + 2) == .colon, name(open + 1) == "wrappedValue" {
            let argumentsEnd = min(matches.close(open), end)
            var argumentEnd = open + 3
            while argumentEnd < argumentsEnd, tokens[argumentEnd].kind != .comma { argumentEnd = reader.afterGroup(argumentEnd) }
            if let inner = reader.constructedTypeName(from: open + 3, to: argumentEnd) {
                assignment.wrappedValueType = reader.normalizedText(from: inner.lowerBound, to: inner.upperBound)
            }
        }
        return assignment
    }
}
