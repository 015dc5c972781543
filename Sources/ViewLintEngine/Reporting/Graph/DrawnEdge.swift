import ViewLintSupport
import ViewLintModel

/// One arrow of a drawing (DOT, Mermaid): the edges of one parent, child and element
/// depth merged. A parent that builds a child at several sites (two `switch` branches)
/// draws one arrow; the JSON keeps every site.
struct DrawnEdge {
    var parent: Int
    var child: Int
    var elementDepth: Int
    /// The properties some site makes unequal, each once, in the order first met.
    var unequalProperties: [String]
    /// Some site lets a parent's update run the child's body again.
    var spreads: Bool
    var isCut: Bool
    /// The child is Equatable and some site makes it unequal: its `==` stops the update.
    var stoppedByEquatable: Bool

    /// The arrows of `edges`, in the order of each one's first site.
    static func merging(_ edges: [ViewGraph.Edge]) -> [DrawnEdge] {
        struct Key: Hashable {
            var parent: Int
            var child: Int
            var elementDepth: Int
        }
        var drawn: [DrawnEdge] = []
        var place: [Key: Int] = [:]
        for edge in edges {
            let unequal = edge.passes.filter(\.makesUnequal).compactMap(\.property)
            let stopped = edge.stoppedByEquatable && edge.unequalBecause != nil
            let key = Key(parent: edge.parent, child: edge.child, elementDepth: edge.elementDepth)
            guard let known = place[key] else {
                place[key] = drawn.count
                drawn.append(DrawnEdge(parent: edge.parent, child: edge.child, elementDepth: edge.elementDepth,
                                       unequalProperties: unique(unequal), spreads: edge.spreads, isCut: edge.isCut,
                                       stoppedByEquatable: stopped))
                continue
            }
            for property in unequal where !drawn[known].unequalProperties.contains(property) {
                drawn[known].unequalProperties.append(property)
            }
            drawn[known].spreads = drawn[known].spreads || edge.spreads
            drawn[known].isCut = drawn[known].isCut || edge.isCut
            drawn[known].stoppedByEquatable = drawn[known].stoppedByEquatable || stopped
        }
        return drawn
    }

    private static func unique(_ names: [String]) -> [String] {
        var seen: [String] = []
        for name in names where !seen.contains(name) { seen.append(name) }
        return seen
    }
}
