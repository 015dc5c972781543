/// The instance members of a view by name, numbered as `ViewType.members` orders them:
/// what a use in the view's code can name.
///
/// It keeps no copy of the view, nor of the names: a scorer asks with the view and the
/// places it numbered, and names are compared with the members' own.
struct MemberNames {
    /// Each name's first instance member, filed under the hash of the name's bytes; while
    /// every name is ASCII (`NameTable`).
    private let table: NameTable
    /// Each name's first instance member, once a name is not ASCII.
    private let dictionary: [String: Int32]?
    /// For each member, the next instance member of the same name, or -1.
    private let next: [Int32]

    init(view: ViewType, places: [MemberPlace]) {
        var table = NameTable(capacity: places.count)
        var next = Array(repeating: Int32(-1), count: places.count)
        // For each name's first member, the last member of that name so far.
        var last = next
        var isASCII = true
        for index in places.indices where !view[places[index]].isStatic {
            guard let hash = NameHash.ofASCII(view[places[index]].name) else {
                isASCII = false
                break
            }
            let member = Int32(truncatingIfNeeded: index)
            if let first = table.find(hash, where: { view[places[Int($0)]].name == view[places[index]].name }) {
                next[Int(last[Int(first)])] = member
                last[Int(first)] = member
            } else {
                table.insert(hash, value: member)
                last[index] = member
            }
        }
        var dictionary: [String: Int32]?
        if !isASCII {
            var firsts: [String: Int32] = [:]
            next = Array(repeating: -1, count: places.count)
            last = next
            for index in places.indices where !view[places[index]].isStatic {
                let member = Int32(truncatingIfNeeded: index)
                if let first = firsts[view[places[index]].name] {
                    next[Int(last[Int(first)])] = member
                    last[Int(first)] = member
                } else {
                    firsts[view[places[index]].name] = member
                    last[index] = member
                }
            }
            dictionary = firsts
        }
        self.table = table
        self.dictionary = dictionary
        self.next = next
    }

    /// The member a use names, by SPEC's overload rules; nil for none or a stored property.
    func resolve(_ use: MemberUse, in view: ViewType, places: [MemberPlace]) -> Int? {
        guard let first = firstMember(named: use.name, in: view, places: places) else { return nil }
        var choice = Choice()
        var member = first
        while member >= 0 {
            choice.consider(Int(member), at: places[Int(member)], of: view, for: use)
            member = next[Int(member)]
        }
        guard let chosen = choice.chosen(for: use), view[places[chosen]].kind != .storedProperty else { return nil }
        return chosen
    }

    /// The first instance member whose name equals `name` as a `String`.
    private func firstMember(named name: String, in view: ViewType, places: [MemberPlace]) -> Int32? {
        if let dictionary { return dictionary[name] }
        guard let hash = NameHash.forLookup(name) else { return nil }
        return table.find(hash) { view[places[Int($0)]].name == name }
    }

    /// The members of the used name, seen in member order. A call takes the first method
    /// whose labels fit, else the first property, else the first method; a plain use
    /// takes the first property, else the first method.
    private struct Choice {
        var firstMethod: Int?
        var firstProperty: Int?
        var fittingMethod: Int?

        mutating func consider(_ index: Int, at place: MemberPlace, of view: ViewType, for use: MemberUse) {
            if view[place].kind == .method {
                if firstMethod == nil { firstMethod = index }
                if use.isCall, fittingMethod == nil, ComplexityScorer.labelsMatch(use, view[place].parameters) {
                    fittingMethod = index
                }
            } else if firstProperty == nil {
                firstProperty = index
            }
        }

        func chosen(for use: MemberUse) -> Int? {
            use.isCall ? fittingMethod ?? firstProperty ?? firstMethod : firstProperty ?? firstMethod
        }
    }
}
