import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// Scores a view's body: closures, member uses, and the code of the view-building
/// members it uses, expanded as SwiftUI runs them inside `body`.
///
/// Every view of a run is scored, so the scorer copies no member: it numbers the view's
/// members in the order of `ViewType.members` and keeps a few integers per member and
/// one per use. One scorer scores view after view (`load`), reusing its arrays.
struct ComplexityScorer {
    /// What the scorer keeps of one member.
    private struct Slot {
        /// Where the member's uses start in `targets`; they end where the next member's start.
        var firstUse: Int32
        var closures: Int
        var isViewBuilding: Bool
        var isOnPath = false
        var isInCycle = false
        /// The member's score once known, when it does not depend on the expansion path; -1 before.
        var memo = -1
        /// Tarjan's bookkeeping: visiting order (-1 before), lowest order reached, on its stack.
        var order: Int32 = -1
        var low: Int32 = 0
        var isOnStack = false
    }

    /// Where each member is in the view, in the order of `ViewType.members`.
    private var places: [MemberPlace] = []
    /// One more than the members: the last one's `firstUse` closes the list.
    private var slots: [Slot] = []
    /// For each use of each member, in order: the member it resolves to (a computed
    /// property or method of the view), or -1.
    private var targets: [Int32] = []
    private var names = MemberNames()
    /// While `parts` runs: for each name's first member (`MemberNames.firstOfName`), the
    /// index of its part, or -1.
    private var partOfName: [Int32] = []
    /// Tarjan's stack, and the members being visited with the next of their uses to look at.
    private var stack: [Int] = []
    private var work: [(node: Int, use: Int)] = []
    private var pathLength = 0
    private var budget = 1_000_000
    /// Expansion deeper than this stops (only generated code nests members so deep); it
    /// keeps the recursion far from the stack's end.
    static let maximumDepth = 256

    init() {}

    init(view: borrowing ViewType) {
        load(view)
    }

    /// Makes this the scorer of `view`, keeping the capacity of the arrays of the view before.
    mutating func load(_ view: borrowing ViewType) {
        places.removeAll(keepingCapacity: true)
        slots.removeAll(keepingCapacity: true)
        targets.removeAll(keepingCapacity: true)
        for group in view.memberGroups.indices {
            for index in view.memberGroups[group].members.indices { places.append(MemberPlace(group: group, index: index)) }
        }
        names.load(view, places: places)
        for group in view.memberGroups {
            let members = group.members
            for index in members.indices {
                slots.append(Slot(firstUse: Int32(truncatingIfNeeded: targets.count),
                                  closures: members[index].code.closureCount,
                                  isViewBuilding: members[index].isViewBuilding))
                let uses = members[index].code.uses
                for use in uses.indices {
                    let target = names.resolve(uses[use], in: view, places: places)
                    targets.append(target.map { Int32(truncatingIfNeeded: $0) } ?? -1)
                }
            }
        }
        slots.append(Slot(firstUse: Int32(truncatingIfNeeded: targets.count), closures: 0, isViewBuilding: false))
        pathLength = 0
        budget = 1_000_000
    }

    /// The position of the first member with the same file and position as the member at
    /// `place` (that member itself, unless another one shares its place).
    func firstIndex(sameAs place: MemberPlace, in view: ViewType) -> Int? {
        let position = view[place].position
        let file = view.file(of: place)
        return places.firstIndex { view[$0].position == position && view.file(of: $0) == file }
    }

    private func uses(of index: Int) -> Range<Int> {
        Int(slots[index].firstUse)..<Int(slots[index + 1].firstUse)
    }

    /// The score of the member at `index` with the view's root on the expansion path.
    mutating func score(root index: Int) -> Int {
        markMembersInCycles(reachableFrom: index)
        slots[index].isOnPath = true
        pathLength = 1
        return expand(index)
    }

    /// The parts of the score of the member at `root` (its own closures, and the uses of
    /// each member it uses, with what their expansions add), largest first: the same sum as
    /// `score(root:)`, found by the same walk without building an explanation. It may follow
    /// `score(root:)` on the same load: the walk starts afresh.
    mutating func parts(root index: Int, in view: ViewType) -> [ScoreExplanation.Contributor] {
        forgetWalk()
        markMembersInCycles(reachableFrom: index)
        slots[index].isOnPath = true
        pathLength = 1
        budget -= 1
        var parts: [ScoreExplanation.Contributor] = []
        // Where each part is first used: ties go in source order, as in `explain`.
        var firstUses: [SourcePosition] = []
        // The uses of a part all resolve to members of its name: grouped by the name's
        // first member, without hashing the name for each use.
        var partNames: [Int] = []
        if partOfName.count < places.count {
            partOfName = Array(repeating: -1, count: places.count)
        }
        if slots[index].closures > 0 {
            parts.append(.init(name: nil, points: slots[index].closures, count: slots[index].closures))
            firstUses.append(SourcePosition(line: 0, column: 0))
        }
        let memberUses = view[places[index]].code.uses
        for (use, targetIndex) in zip(memberUses, uses(of: index)) {
            let target = Int(targets[targetIndex])
            guard target >= 0 else { continue }
            var points = 1
            if slots[target].isViewBuilding, budget > 0, pathLength < Self.maximumDepth, !slots[target].isOnPath {
                slots[target].isOnPath = true
                pathLength += 1
                points = points.saturatingAdding(expand(target))
                slots[target].isOnPath = false
                pathLength -= 1
            }
            let name = names.firstOfName(target)
            let part = Int(partOfName[name])
            if part >= 0 {
                parts[part].points = parts[part].points.saturatingAdding(points)
                parts[part].count += 1
                firstUses[part] = min(firstUses[part], use.position)
            } else {
                partOfName[name] = Int32(truncatingIfNeeded: parts.count)
                partNames.append(name)
                parts.append(.init(name: use.name, points: points, count: 1))
                firstUses.append(use.position)
            }
        }
        for name in partNames { partOfName[name] = -1 }
        slots[index].isOnPath = false
        return parts.indices.sorted { a, b in
            parts[a].points != parts[b].points ? parts[a].points > parts[b].points : firstUses[a] < firstUses[b]
        }.map { parts[$0] }
    }

    /// Back to the state `load` leaves, the members' uses kept: a walk after another one
    /// (`parts` after `score`) spends its own budget and finds what a walk after `load`
    /// would, however the other one ended.
    private mutating func forgetWalk() {
        for index in slots.indices {
            slots[index].isOnPath = false
            slots[index].isInCycle = false
            slots[index].memo = -1
            slots[index].order = -1
            slots[index].low = 0
            slots[index].isOnStack = false
        }
        pathLength = 0
        budget = 1_000_000
    }

    private mutating func expand(_ index: Int) -> Int {
        if slots[index].memo >= 0 { return slots[index].memo }
        budget -= 1
        var total = slots[index].closures
        for use in uses(of: index) {
            let target = Int(targets[use])
            guard target >= 0 else { continue }
            total = total.saturatingAdding(1)
            guard slots[target].isViewBuilding, budget > 0, pathLength < Self.maximumDepth,
                  !slots[target].isOnPath else { continue }
            slots[target].isOnPath = true
            pathLength += 1
            total = total.saturatingAdding(expand(target))
            slots[target].isOnPath = false
            pathLength -= 1
        }
        // Outside any cycle no member on a path can be reached again, so the result
        // does not depend on the path.
        if !slots[index].isInCycle { slots[index].memo = total }
        return total
    }

    /// How the member at `index` scores, item by item; the same numbers as `score(root:)`.
    /// A member outside any cycle is explained once and shared wherever it is used (as
    /// `expand` keeps its score), so the explanation is as linear as the score.
    mutating func explain(root index: Int, in view: ViewType) -> ScoreExplanation {
        markMembersInCycles(reachableFrom: index)
        var state = ExplanationState(onPath: Array(repeating: false, count: places.count))
        state.onPath[index] = true
        state.pathLength = 1
        return explanation(index, in: view, state: &state)
    }

    /// The walk of `explain`: what `expand` keeps in the slots, kept aside so that the
    /// slots' own memo stays the score's.
    private struct ExplanationState {
        var onPath: [Bool]
        var pathLength = 0
        var budget = 1_000_000
        var memo: [Int: ScoreExplanation] = [:]
        /// Totals of members outside any cycle, for those counted without an explanation.
        var totals: [Int: Int] = [:]
        /// Explanations built so far (shared ones once).
        var built = 0
    }

    /// At most this many member explanations are built: members on a cycle are explained
    /// anew on every path (their totals depend on it), and a dense cycle has more paths than
    /// memory. Past it, a use is counted as `score(root:)` counts it, with a note.
    static let explanationLimit = 20_000

    private func explanation(_ index: Int, in view: ViewType, state: inout ExplanationState) -> ScoreExplanation {
        if let known = state.memo[index] { return known }
        state.budget -= 1
        state.built += 1
        let member = view[places[index]]
        var items = member.code.closures.map { ScoreExplanation.Item(position: $0, kind: .closure, points: 1) }
        // A lint run keeps closures' count, not their places (`ParseWorkspace.keepsClosurePositions`):
        // those are placed at the member, which only `explain` would show.
        let unplaced = max(0, member.code.closureCount - items.count)
        items += repeatElement(ScoreExplanation.Item(position: member.position, kind: .closure, points: 1), count: unplaced)
        for (use, targetIndex) in zip(member.code.uses, uses(of: index)) {
            let target = Int(targets[targetIndex])
            guard target >= 0 else { continue }
            var expansion: ScoreExplanation?
            var note: String?
            var counted = 0
            if slots[target].isViewBuilding {
                if state.onPath[target] {
                    note = "already being expanded"
                } else if state.pathLength >= Self.maximumDepth {
                    note = "expansion too deep"
                } else if state.budget <= 0 {
                    note = "expansion budget spent"
                } else {
                    state.onPath[target] = true
                    state.pathLength += 1
                    if state.built < Self.explanationLimit || state.memo[target] != nil {
                        expansion = explanation(target, in: view, state: &state)
                    } else {
                        counted = total(target, state: &state)
                        note = "expanded +\(counted), not broken down: explain shows at most \(Self.explanationLimit) expansions"
                    }
                    state.onPath[target] = false
                    state.pathLength -= 1
                }
            }
            items.append(ScoreExplanation.Item(position: use.position,
                                               kind: .use(name: use.name, expansion: expansion, note: note),
                                               points: 1.saturatingAdding(expansion?.total ?? counted)))
        }
        items.sort { $0.position < $1.position }
        let result = ScoreExplanation(member: member.name, file: view.file(of: places[index]), position: member.position,
                                      items: items)
        if !slots[index].isInCycle { state.memo[index] = result }
        return result
    }

    /// The score `explanation` would give the member at `index` on the current path, by
    /// `expand`'s rules and the explanation's own path and budget, without building it.
    private func total(_ index: Int, state: inout ExplanationState) -> Int {
        if let known = state.memo[index] { return known.total }
        if let known = state.totals[index] { return known }
        state.budget -= 1
        var total = slots[index].closures
        for use in uses(of: index) {
            let target = Int(targets[use])
            guard target >= 0 else { continue }
            total = total.saturatingAdding(1)
            guard slots[target].isViewBuilding, state.budget > 0, state.pathLength < Self.maximumDepth,
                  !state.onPath[target] else { continue }
            state.onPath[target] = true
            state.pathLength += 1
            total = total.saturatingAdding(self.total(target, state: &state))
            state.onPath[target] = false
            state.pathLength -= 1
        }
        if !slots[index].isInCycle { state.totals[index] = total }
        return total
    }

    /// The first use at or after `use` (and before the member's last) that expands a
    /// view-building member.
    private func nextExpansion(of index: Int, from use: Int) -> Int? {
        var use = use
        let end = Int(slots[index + 1].firstUse)
        while use < end {
            let target = Int(targets[use])
            if target >= 0, slots[target].isViewBuilding { return use }
            use += 1
        }
        return nil
    }

    /// Marks the members reachable from `root` that lie on a cycle of expansions: only
    /// those can be expanded from `root` (Tarjan's algorithm, iterative).
    private mutating func markMembersInCycles(reachableFrom root: Int) {
        guard nextExpansion(of: root, from: Int(slots[root].firstUse)) != nil else { return }
        var counter: Int32 = 0
        stack.removeAll(keepingCapacity: true)
        work.removeAll(keepingCapacity: true)
        func visit(_ node: Int) {
            slots[node].order = counter
            slots[node].low = counter
            counter += 1
            stack.append(node)
            slots[node].isOnStack = true
            work.append((node, Int(slots[node].firstUse)))
        }
        visit(root)
        while let (node, use) = work.last {
            if let edge = nextExpansion(of: node, from: use) {
                work[work.count - 1].use = edge + 1
                let target = Int(targets[edge])
                if target == node { slots[node].isInCycle = true }
                if slots[target].order < 0 {
                    visit(target)
                } else if slots[target].isOnStack {
                    slots[node].low = min(slots[node].low, slots[target].order)
                }
                continue
            }
            work.removeLast()
            if let parent = work.last?.node { slots[parent].low = min(slots[parent].low, slots[node].low) }
            guard slots[node].low == slots[node].order, let start = stack.lastIndex(of: node) else { continue }
            // `stack[start...]` is a strongly connected component: a cycle when it has two members or more.
            let isCycle = stack.count - start > 1
            for member in stack[start...] {
                slots[member].isOnStack = false
                if isCycle { slots[member].isInCycle = true }
            }
            stack.removeSubrange(start...)
        }
    }

    /// Whether a call's labels and trailing closures fit the parameters, defaults skipped.
    static func labelsMatch(_ use: MemberUse, _ parameters: [Parameter]) -> Bool {
        var next = 0
        func matches<Label: StringProtocol>(_ label: Label) -> Bool {
            while next < parameters.count, parameters[next].label != label, parameters[next].hasDefault { next += 1 }
            guard next < parameters.count, parameters[next].label == label else { return false }
            next += 1
            return true
        }
        let text = use.labelText
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            // ASCII labels are cut at their commas' bytes, in place: `labels` would split the
            // text character by character into new strings, for every call of every view.
            let bytes = text.utf8
            var start = bytes.startIndex
            while start < bytes.endIndex {
                let end = bytes[start...].firstIndex(of: UInt8(ascii: ",")) ?? bytes.endIndex
                guard matches(text[start..<end]) else { return false }
                guard end < bytes.endIndex else { break }
                start = bytes.index(after: end)
                // A trailing comma leaves one empty label, as `labels` reads it.
                if start == bytes.endIndex, !matches("") { return false }
            }
        } else {
            for label in use.labels where !matches(label) { return false }
        }
        var remaining = 0
        var required = 0
        for parameter in parameters[next...] {
            remaining += 1
            if !parameter.hasDefault { required += 1 }
        }
        if use.trailingClosures == 0 { return required == 0 }
        return required <= use.trailingClosures && remaining >= use.trailingClosures
    }
}
