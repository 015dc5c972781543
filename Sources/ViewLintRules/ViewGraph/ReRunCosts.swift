import ViewLintSupport
import ViewLintModel

/// The re-run cost of every node: one for running its body plus its body score (a body
/// of score 0 still runs), plus, for every edge that spreads (the
/// child cannot compare equal there, is not Equatable, and the edge closes no cycle), the
/// child's cost times `N` per element level.
///
/// Cycles (a view that builds itself, directly or through others) are cut: every edge
/// inside a strongly connected component adds nothing, and its nodes are marked. The
/// components come out of Tarjan's algorithm children first, so one pass in that order
/// finds every child's cost before its parents need it. Iterative: a long chain of views
/// cannot exhaust the stack.
enum ReRunCosts {
    static func compute(nodes: inout [ViewGraph.Node], edges: inout [ViewGraph.Edge]) {
        let count = nodes.count
        let outgoing = Outgoing(count: count, edges: edges)
        let components = stronglyConnectedComponents(count: count, outgoing: outgoing, edges: edges)
        // -1: a view that builds none, a component of its own (`stronglyConnectedComponents`).
        var component = Array(repeating: -1, count: count)
        for (number, members) in components.enumerated() { for node in members { component[node] = number } }
        for position in edges.indices where component[edges[position].parent] == component[edges[position].child] {
            edges[position].isCut = true
            nodes[edges[position].parent].isInCycle = true
            nodes[edges[position].child].isInCycle = true
        }
        for node in 0..<count where outgoing.buildsNone(node) { nodes[node].reRunCost = ReRunCost(nodes[node].score.map { $0 + 1 } ?? 0) }
        for members in components {
            for node in members {
                var cost = ReRunCost(nodes[node].score.map { $0 + 1 } ?? 0)
                for position in outgoing[node] where edges[position].spreads {
                    cost = cost + nodes[edges[position].child].reRunCost.timesN(edges[position].elementDepth)
                }
                nodes[node].reRunCost = cost
            }
        }
    }

    /// Tarjan's components, each listed once, children's components before their parents'.
    /// Each node's edges, as positions in `edges`, in order: one list for all the nodes
    /// (by a count of each parent's edges), not one array per node.
    private struct Outgoing {
        /// Node `n`'s edges are `positions[starts[n]..<starts[n + 1]]`.
        private var starts: [Int]
        private var positions: [Int]

        init(count: Int, edges: [ViewGraph.Edge]) {
            starts = Array(repeating: 0, count: count + 1)
            // Edges read by index, not copied whole (each holds its passes).
            for position in edges.indices { starts[edges[position].parent + 1] += 1 }
            for node in 0..<count { starts[node + 1] += starts[node] }
            positions = Array(repeating: 0, count: edges.count)
            var next = starts
            for position in edges.indices {
                positions[next[edges[position].parent]] = position
                next[edges[position].parent] += 1
            }
        }

        subscript(node: Int) -> ArraySlice<Int> { positions[starts[node]..<starts[node + 1]] }

        /// Node `node` has no edges.
        func buildsNone(_ node: Int) -> Bool { starts[node] == starts[node + 1] }
    }

    /// The views that build none (most) are left out: each is a component of its own, and
    /// none is on a cycle (saved 3.8 M instructions of a million-line graph run, on one thread).
    private static func stronglyConnectedComponents(count: Int, outgoing: Outgoing, edges: [ViewGraph.Edge]) -> Components {
        var order = Array(repeating: -1, count: count)
        for node in 0..<count where outgoing.buildsNone(node) { order[node] = count }
        var low = Array(repeating: 0, count: count)
        var onStack = Array(repeating: false, count: count)
        var stack: [Int] = []
        var components = Components()
        var counter = 0
        // Each frame: a node and the next of its edges to follow. One array for every root.
        var frames: [(node: Int, next: Int)] = []
        for root in 0..<count where order[root] < 0 {
            frames.append((root, 0))
            order[root] = counter
            low[root] = counter
            counter += 1
            stack.append(root)
            onStack[root] = true
            while let (node, next) = frames.last {
                let out = outgoing[node]
                if next < out.count {
                    frames[frames.count - 1].next += 1
                    let child = edges[out[out.startIndex + next]].child
                    if order[child] < 0 {
                        order[child] = counter
                        low[child] = counter
                        counter += 1
                        stack.append(child)
                        onStack[child] = true
                        frames.append((child, 0))
                    } else if onStack[child] {
                        low[node] = min(low[node], order[child])
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last?.node { low[parent] = min(low[parent], low[node]) }
                guard low[node] == order[node] else { continue }
                let start = components.nodes.count
                while let top = stack.popLast() {
                    onStack[top] = false
                    components.nodes.append(top)
                    if top == node { break }
                }
                // Most components are one view: nothing to sort, nothing to allocate.
                if components.nodes.count - start > 1 { components.nodes[start...].sort() }
                components.ends.append(components.nodes.count)
            }
        }
        return components
    }

    /// Components in one list: the nodes of each, ascending, one component after another.
    private struct Components: Sequence {
        var nodes: [Int] = []
        /// Where each component's nodes end in `nodes`.
        var ends: [Int] = []

        func makeIterator() -> AnyIterator<ArraySlice<Int>> {
            var number = 0
            return AnyIterator {
                guard number < ends.count else { return nil }
                defer { number += 1 }
                return nodes[(number == 0 ? 0 : ends[number - 1])..<ends[number]]
            }
        }
    }
}
