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

    public var member: String
    public var file: String
    public var position: SourcePosition
    public var items: [Item]

    public var total: Int { items.reduce(0) { $0 + $1.points } }

    /// An indented text rendering, one line an item.
    public func rendered(indent: String = "") -> String {
        var text = "\(indent)\(member) (\(file):\(position.line):\(position.column)): \(total)\n"
        for item in items {
            let place = "\(indent)  \(item.position.line):\(item.position.column)"
            switch item.kind {
            case .closure:
                text += "\(place) closure +1\n"
            case .use(let name, let expansion, let note):
                if let expansion {
                    text += "\(place) \(name) +1, expanded +\(expansion.total)\n"
                    text += expansion.rendered(indent: indent + "    ")
                } else {
                    text += "\(place) \(name) +1" + (note.map { " (\($0))" } ?? "") + "\n"
                }
            }
        }
        return text
    }
}
