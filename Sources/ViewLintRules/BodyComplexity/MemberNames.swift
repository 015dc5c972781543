import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// The instance members of a view by name, numbered as `ViewType.members` orders them:
/// what a use in the view's code can name.
///
/// Every use in every view asks, and most name no member (`Text`, `VStack`, locals):
/// those are turned away by their first byte, the rest found by a byte hash, and names are
/// compared as `String`s.
struct MemberNames {
    /// Each member's name, in member order.
    private var names: [String] = []
    /// Each name's first instance member, filed under the hash of the name's bytes; while
    /// every name is ASCII (`NameTable`).
    private var table = NameTable()
    /// Each name's first instance member, once a name is not ASCII.
    private var dictionary: [String: Int32]?
    /// For each member, the next instance member of the same name, or -1.
    private var next: [Int32] = []
    /// For each name's first member, the last member of that name so far (while loading).
    private var last: [Int32] = []
    /// For each instance member, the first instance member of its name (`firstOfName(_:)`).
    private var firsts: [Int32] = []
    /// The first bytes of the instance members' names, as bits (while every name is ASCII).
    private var firstBytes: (low: UInt64, high: UInt64) = (0, 0)

    /// Takes the instance members of `view`, numbered as `places`, keeping the capacity of
    /// the arrays of the view before.
    mutating func load(_ view: borrowing ViewType, places: [MemberPlace]) {
        names.removeAll(keepingCapacity: true)
        next.removeAll(keepingCapacity: true)
        last.removeAll(keepingCapacity: true)
        firsts.removeAll(keepingCapacity: true)
        for group in view.memberGroups {
            for member in group.members.indices { names.append(group.members[member].name) }
        }
        next.append(contentsOf: repeatElement(-1, count: places.count))
        last.append(contentsOf: repeatElement(-1, count: places.count))
        firsts.append(contentsOf: repeatElement(-1, count: places.count))
        table.removeAll(reservingCapacity: places.count)
        dictionary = nil
        firstBytes = (0, 0)
        for index in names.indices where !view[places[index]].isStatic {
            guard let hash = NameHash.ofASCII(names[index]) else {
                loadDictionary(view, places: places)
                return
            }
            Self.add(names[index].utf8.first, to: &firstBytes)
            let member = Int32(truncatingIfNeeded: index)
            if let first = table.find(hash, where: { names[Int($0)] == names[index] }) {
                next[Int(last[Int(first)])] = member
                last[Int(first)] = member
                firsts[index] = first
            } else {
                table.insert(hash, value: member)
                last[index] = member
                firsts[index] = member
            }
        }
    }

    /// `load` for names that are not all ASCII: a `String` dictionary of first members.
    private mutating func loadDictionary(_ view: borrowing ViewType, places: [MemberPlace]) {
        var firsts: [String: Int32] = [:]
        for index in next.indices {
            next[index] = -1
            last[index] = -1
            self.firsts[index] = -1
        }
        for index in names.indices where !view[places[index]].isStatic {
            let member = Int32(truncatingIfNeeded: index)
            if let first = firsts[names[index]] {
                next[Int(last[Int(first)])] = member
                last[Int(first)] = member
                self.firsts[index] = first
            } else {
                firsts[names[index]] = member
                last[index] = member
                self.firsts[index] = member
            }
        }
        dictionary = firsts
    }

    /// The first instance member whose name equals the name of the instance member at
    /// `member` (as `String`s, as `resolve` compares them): one number for all members, and
    /// all uses, of one name.
    func firstOfName(_ member: Int) -> Int {
        Int(firsts[member])
    }

    private static func add(_ byte: UInt8?, to bits: inout (low: UInt64, high: UInt64)) {
        guard let byte, byte < 0x80 else { return }
        if byte < 64 { bits.low |= 1 << UInt64(byte) } else { bits.high |= 1 << UInt64(byte - 64) }
    }

    /// The member a use names, by the overload rules of README `body_complexity`; nil for none or a stored property.
    func resolve(_ use: MemberUse, in view: ViewType, places: [MemberPlace]) -> Int? {
        guard let first = firstMember(named: use.name) else { return nil }
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
    private func firstMember(named name: String) -> Int32? {
        if let dictionary { return dictionary[name] }
        // Every name is ASCII: a text that starts with another ASCII byte than all of them
        // equals none (canonical equivalence keeps an ASCII first character first).
        if let byte = name.utf8.first, byte < 0x80 {
            let bit = byte < 64 ? firstBytes.low >> UInt64(byte) : firstBytes.high >> UInt64(byte - 64)
            guard bit & 1 == 1 else { return nil }
        }
        guard let hash = NameHash.forLookup(name) else { return nil }
        return table.find(hash) { names[Int($0)] == name }
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
