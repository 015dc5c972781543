extension ViewGraph {
    /// The part of the graph reachable from `root` (every node when nil) within `depth`
    /// edges (no limit when nil); the edges between the nodes kept whose parent lies less
    /// than `depth` edges from the root. Costs stay those of the whole module. Nil when no
    /// node is named `root`.
    public func selected(root: String?, depth: Int?) -> ViewGraph? {
        guard root != nil || depth != nil else { return self }
        var distance = Array(repeating: -1, count: nodes.count)
        var queue: [Int]
        if let root {
            guard let start = node(named: root) else { return nil }
            queue = [start]
        } else {
            queue = nodes.indices.filter { nodes[$0].isRoot }
        }
        for start in queue { distance[start] = 0 }
        var outgoing = Array(repeating: [Int](), count: nodes.count)
        for (position, edge) in edges.enumerated() { outgoing[edge.parent].append(position) }
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            if let depth, distance[node] >= depth { continue }
            for position in outgoing[node] where distance[edges[position].child] < 0 {
                distance[edges[position].child] = distance[node] + 1
                queue.append(edges[position].child)
            }
        }
        var renumbered = Array(repeating: -1, count: nodes.count)
        var kept: [Node] = []
        for index in nodes.indices where distance[index] >= 0 {
            renumbered[index] = kept.count
            kept.append(nodes[index])
        }
        var keptEdges: [Edge] = []
        for edge in edges where distance[edge.parent] >= 0 && renumbered[edge.child] >= 0
            && (depth.map { distance[edge.parent] < $0 } ?? true) {
            var copy = edge
            copy.parent = renumbered[edge.parent]
            copy.child = renumbered[edge.child]
            keptEdges.append(copy)
        }
        return ViewGraph(nodes: kept, edges: keptEdges)
    }

    /// Nodes ranked by re-run cost, highest first, then by score and name.
    public var rankedByReRunCost: [Node] {
        nodes.sorted(by: Self.ranksBefore)
    }

    /// The first `limit` of `rankedByReRunCost`, without sorting every node: the audit
    /// shows a few of a module's thousands. Nodes that rank alike keep their order, as in
    /// the (stable) sort.
    public func topByReRunCost(_ limit: Int) -> [Node] {
        guard limit > 0 else { return [] }
        var top: [Node] = []
        top.reserveCapacity(limit + 1)
        for node in nodes {
            if top.count == limit, !Self.ranksBefore(node, top[limit - 1]) { continue }
            // After every kept node it does not rank before.
            var place = top.count
            while place > 0, Self.ranksBefore(node, top[place - 1]) { place -= 1 }
            top.insert(node, at: place)
            if top.count > limit { top.removeLast() }
        }
        return top
    }

    private static func ranksBefore(_ a: Node, _ b: Node) -> Bool {
        if a.reRunCost != b.reRunCost { return b.reRunCost < a.reRunCost }
        if (a.score ?? -1) != (b.score ?? -1) { return (a.score ?? -1) > (b.score ?? -1) }
        return a.name.utf8.lexicographicallyPrecedes(b.name.utf8)
    }
}
