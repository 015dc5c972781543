import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// How a member's complexity score is made: each closure and each member use with its
/// place, and what each expanded view-building member contributed.
public struct ScoreExplanation: Sendable {
    public indirect enum Kind: Sendable {
        case closure
        /// A use of a member; `expansion` is that member's own score when it was expanded.
        case use(name: String, expansion: ScoreExplanation?, note: String?)
    }

    public struct Item: Sendable {
        public var position: SourcePosition
        public var kind: Kind
        public var points: Int
    }

    /// What one part of a member adds to its score: every use of one member (`name`), or
    /// the member's own closures (`name` nil), with how many items that is.
    public struct Contributor: Sendable, Equatable {
        public var name: String?
        public var points: Int
        public var count: Int

        /// `generalSection +12`, `header +8 (2 uses)`, `6 closures`.
        public var summary: String {
            guard let name else { return "\(count) closure\(count == 1 ? "" : "s")" }
            return "\(name) +\(points)" + (count > 1 ? " (\(count) uses)" : "")
        }
    }

    public var member: String
    public var file: String
    public var position: SourcePosition
    public var items: [Item]

    public var total: Int { items.reduce(0) { $0.saturatingAdding($1.points) } }

    /// The parts of this member's score, largest first (ties: closures first, then in the
    /// order they first appear): its closures together, and the uses of each member it
    /// uses together.
    /// Their points add up to `total`.
    public var contributors: [Contributor] { groups.map(\.contributor) }

    /// `contributors`, each with its items in order.
    private var groups: [(contributor: Contributor, items: [Item])] {
        var groups: [(contributor: Contributor, items: [Item])] = []
        var indexByName: [String?: Int] = [:]
        for item in items {
            let name = item.contributorName
            if let index = indexByName[name] {
                groups[index].contributor.points = groups[index].contributor.points.saturatingAdding(item.points)
                groups[index].contributor.count += 1
                groups[index].items.append(item)
            } else {
                indexByName[name] = groups.count
                groups.append((Contributor(name: name, points: item.points, count: 1), [item]))
            }
        }
        // Ties: the member's own closures first, then in order of first appearance (as
        // `ComplexityScorer.parts` orders the warning's).
        return groups.enumerated().sorted { a, b in
            let (first, second) = (a.element.contributor, b.element.contributor)
            if first.points != second.points { return first.points > second.points }
            if (first.name == nil) != (second.name == nil) { return first.name == nil }
            return a.offset < b.offset
        }.map(\.element)
    }

    /// An indented text rendering, one line an item, each line escaped as `LineText` does.
    /// The items of this member are grouped by contributor (largest first), each group
    /// under a line with its share; a member expanded more than once with the same total
    /// is shown in full the first time only, so the text grows with the members, not with
    /// the paths through them.
    public func rendered(indent: String = "") -> String {
        var text = ""
        var shown = Set<Shown>()
        text += "\(indent)\(heading)\n"
        for (contributor, items) in groups {
            text += "\(indent)  \(LineText.escapedField(contributor.name ?? "closures")): +\(contributor.points)"
                + (contributor.count > 1 && contributor.name != nil ? ", \(contributor.count) uses" : "") + "\n"
            for item in items { renderItem(item, indent: indent + "    ", into: &text, shown: &shown) }
        }
        return text
    }

    /// A member's expansion is identified by its place and its total: a member on a cycle
    /// may total differently on another path, and is then shown again.
    private struct Shown: Hashable {
        var file: String
        var line: Int
        var column: Int
        var total: Int
    }

    private var heading: String {
        "\(LineText.escapedField(member)) (\(LineText.escapedField(file)):\(position.line):\(position.column)): \(total)"
    }

    private func renderBody(indent: String, into text: inout String, shown: inout Set<Shown>) {
        text += "\(indent)\(heading)\n"
        for item in items { renderItem(item, indent: indent + "  ", into: &text, shown: &shown) }
    }

    private func renderItem(_ item: Item, indent: String, into text: inout String, shown: inout Set<Shown>) {
        let place = "\(indent)\(item.position.line):\(item.position.column)"
        switch item.kind {
        case .closure:
            text += "\(place) closure +1\n"
        case .use(let name, let expansion, let note):
            let name = LineText.escapedField(name)
            if let expansion {
                let key = Shown(file: expansion.file, line: expansion.position.line, column: expansion.position.column,
                                total: expansion.total)
                if shown.contains(key) {
                    text += "\(place) \(name) +1, expanded +\(expansion.total) (shown above)\n"
                } else {
                    shown.insert(key)
                    text += "\(place) \(name) +1, expanded +\(expansion.total)\n"
                    expansion.renderBody(indent: indent + "    ", into: &text, shown: &shown)
                }
            } else {
                text += "\(place) \(name) +1" + (note.map { " (\($0))" } ?? "") + "\n"
            }
        }
    }
}

extension ScoreExplanation.Item {
    /// The contributor this item counts toward: the member it uses, or nil for a closure.
    var contributorName: String? {
        if case .use(let name, _, _) = kind { return name }
        return nil
    }
}
