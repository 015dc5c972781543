/// Scores a view's body: closures, member uses, and the code of the view-building
/// members it uses, expanded as SwiftUI runs them inside `body`.
struct ComplexityScorer {
    private let members: [MemberDeclaration]
    private let byName: [String: [Int]]
    /// Per member, for each use: the member it resolves to (computed property or method), if any.
    private var resolved: [[Int?]]
    private var memo: [Int: Int] = [:]
    private var inCycle: [Bool]
    private var budget = 1_000_000
    /// Expansion deeper than this stops (only generated code nests members so deep); it
    /// keeps the recursion far from the stack's end.
    static let maximumDepth = 256

    init(view: ViewType) {
        members = view.members.map(\.declaration)
        var byName: [String: [Int]] = [:]
        for (index, member) in members.enumerated() where !member.isStatic {
            byName[member.name, default: []].append(index)
        }
        self.byName = byName
        resolved = []
        inCycle = []
        resolved = members.map { member in member.code.uses.map { resolve($0) } }
        inCycle = Self.membersInCycles(edges: expansionEdges())
    }

    /// The score of the member at `index` with the view's root on the expansion path.
    mutating func score(root index: Int) -> Int {
        var path: Set<Int> = [index]
        return expand(index, path: &path)
    }

    private mutating func expand(_ index: Int, path: inout Set<Int>) -> Int {
        if let known = memo[index] { return known }
        budget -= 1
        let member = members[index]
        var total = member.code.closures.count
        for target in resolved[index] {
            guard let target else { continue }
            total += 1
            guard members[target].isViewBuilding, budget > 0, path.count < Self.maximumDepth,
                  !path.contains(target) else { continue }
            path.insert(target)
            total += expand(target, path: &path)
            path.remove(target)
        }
        // Outside any cycle no member on a path can be reached again, so the result
        // does not depend on the path.
        if !inCycle[index] { memo[index] = total }
        return total
    }

    /// How the member at `index` scores, item by item; the same numbers as `score(root:)`.
    func explain(root index: Int, files: [String]) -> ScoreExplanation {
        var path: Set<Int> = [index]
        return explanation(index, files: files, path: &path)
    }

    private func explanation(_ index: Int, files: [String], path: inout Set<Int>) -> ScoreExplanation {
        let member = members[index]
        var items = member.code.closures.map { ScoreExplanation.Item(position: $0, kind: .closure, points: 1) }
        for (use, target) in zip(member.code.uses, resolved[index]) {
            guard let target else { continue }
            var expansion: ScoreExplanation?
            var note: String?
            if members[target].isViewBuilding {
                if path.contains(target) {
                    note = "already being expanded"
                } else if path.count >= Self.maximumDepth {
                    note = "expansion too deep"
                } else {
                    path.insert(target)
                    expansion = explanation(target, files: files, path: &path)
                    path.remove(target)
                }
            }
            items.append(ScoreExplanation.Item(position: use.position, kind: .use(name: use.name, expansion: expansion, note: note),
                                               points: 1 + (expansion?.total ?? 0)))
        }
        items.sort { $0.position < $1.position }
        return ScoreExplanation(member: member.name, file: files[index], position: member.position, items: items)
    }

    /// The member a use names, by SPEC's overload rules; nil for none or a stored property.
    private func resolve(_ use: MemberUse) -> Int? {
        guard let candidates = byName[use.name] else { return nil }
        let methods = candidates.filter { members[$0].kind == .method }
        let property = candidates.first { members[$0].kind != .method }
        let chosen: Int?
        if use.isCall {
            chosen = methods.first { Self.labelsMatch(use, members[$0].parameters) } ?? property ?? methods.first
        } else {
            chosen = property ?? methods.first
        }
        guard let chosen, members[chosen].kind != .storedProperty else { return nil }
        return chosen
    }

    /// Whether a call's labels and trailing closures fit the parameters, defaults skipped.
    static func labelsMatch(_ use: MemberUse, _ parameters: [Parameter]) -> Bool {
        var next = 0
        for label in use.labels {
            while next < parameters.count, parameters[next].label != label, parameters[next].hasDefault { next += 1 }
            guard next < parameters.count, parameters[next].label == label else { return false }
            next += 1
        }
        let remaining = parameters[next...]
        let required = remaining.filter { !$0.hasDefault }.count
        if use.trailingClosures == 0 { return required == 0 }
        return required <= use.trailingClosures && remaining.count >= use.trailingClosures
    }

    private func expansionEdges() -> [[Int]] {
        members.indices.map { index in
            resolved[index].compactMap { $0 }.filter { members[$0].isViewBuilding }
        }
    }

    /// Members that lie on a cycle of expansions (Tarjan's algorithm, iterative).
    static func membersInCycles(edges: [[Int]]) -> [Bool] {
        let count = edges.count
        var order = Array(repeating: -1, count: count)
        var low = Array(repeating: 0, count: count)
        var onStack = Array(repeating: false, count: count)
        var stack: [Int] = []
        var result = Array(repeating: false, count: count)
        var counter = 0
        for root in 0..<count where order[root] < 0 {
            var work: [(node: Int, edge: Int)] = [(root, 0)]
            order[root] = counter; low[root] = counter; counter += 1
            stack.append(root); onStack[root] = true
            while let (node, edge) = work.last {
                if edge < edges[node].count {
                    work[work.count - 1].edge += 1
                    let next = edges[node][edge]
                    if next == node { result[node] = true }
                    if order[next] < 0 {
                        order[next] = counter; low[next] = counter; counter += 1
                        stack.append(next); onStack[next] = true
                        work.append((next, 0))
                    } else if onStack[next] {
                        low[node] = min(low[node], order[next])
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last?.node { low[parent] = min(low[parent], low[node]) }
                guard low[node] == order[node] else { continue }
                var component: [Int] = []
                while let member = stack.popLast() {
                    onStack[member] = false
                    component.append(member)
                    if member == node { break }
                }
                if component.count > 1 { for member in component { result[member] = true } }
            }
        }
        return result
    }
}
