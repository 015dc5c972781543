import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// The instance members of a view by name, numbered as `ViewType.members` orders them:
/// what a use in the view's code can name.
///
/// Every use in every view asks, and most name no member (`Text`, `VStack`, locals). Names
/// are compared as `String`s; while every member's name is ASCII that is comparing their
/// numbers (`SharedName`: two ASCII texts are equal only byte for byte), so each name's
/// first member is filed under its number, in a table of the view's size placed by the
/// number's low bits: numbers are handed out in order, so a view's names rarely share
/// a place, and neither hashing nor a table as long as the run's names is needed.
/// (Filed under a hash of each name's bytes, with a use's bytes hashed and its text
/// compared, loading and asking cost 77 M instructions of a million-line lint; reading the
/// members' numbers one after another, with a hashed table past 48 members, 9 M more than
/// placed by number: saved 9 M, callgrind. A list as long as the run's names, read at each
/// number, saved 1 M more, but each scorer's list then grows with the run, not the view.)
struct MemberNames {
    /// Each member's name's number, in member order.
    private var numbers: [SharedName] = []
    /// While every name is ASCII: each name's first instance member, filed as its number
    /// above the member's position + 1, at the number's low bits (`mask`), the next free
    /// place when taken; 0 for a free place. Only the first `mask + 1` places are the view's.
    private var slots: [UInt64] = []
    private var mask = 0
    /// Each name's first instance member, once a name is not ASCII.
    private var dictionary: [String: Int32]?
    /// For each member, its links to the others of its name (one list, not three: each
    /// list emptied and filled again for every view was 5 M instructions of a million-line lint).
    private var links: [Links] = []

    /// A member's links, -1 for none.
    private struct Links {
        /// The next instance member of the same name.
        var next: Int32 = -1
        /// For a name's first member, the last member of that name so far (while loading).
        var last: Int32 = -1
        /// For an instance member, the first instance member of its name (`firstOfName(_:)`).
        var first: Int32 = -1
    }

    /// Takes the instance members of `view`, numbered as `places`, keeping the capacity of
    /// the arrays of the view before.
    mutating func load(_ view: borrowing ViewType, places: [MemberPlace]) {
        numbers.removeAll(keepingCapacity: true)
        links.removeAll(keepingCapacity: true)
        for group in view.memberGroups.indices {
            for member in view.memberGroups[group].members.indices {
                numbers.append(view.memberGroups[group].members[member].nameNumber)
            }
        }
        // At most half full: a free place ends every search.
        var size = 16
        while size < 2 * numbers.count { size *= 2 }
        if slots.count < size { slots.append(contentsOf: repeatElement(0, count: size - slots.count)) }
        for place in 0..<size { slots[place] = 0 }
        mask = size - 1
        links.append(contentsOf: repeatElement(Links(), count: places.count))
        dictionary = nil
        for index in numbers.indices where !Self.isStatic(places[index], of: view) {
            let number = numbers[index]
            guard number.isASCII else {
                loadDictionary(view, places: places)
                return
            }
            let member = Int32(truncatingIfNeeded: index)
            let (place, found) = find(number)
            if let first = found {
                links[Int(links[Int(first)].last)].next = member
                links[Int(first)].last = member
                links[index].first = first
            } else {
                slots[place] = UInt64(number.numberValue) << 32 | UInt64(index + 1)
                links[index].last = member
                links[index].first = member
            }
        }
    }

    /// The place of `number` in `slots` and the first member filed there, or the free place
    /// that ends its search and nil.
    private func find(_ number: SharedName) -> (place: Int, member: Int32?) {
        let key = UInt64(number.numberValue)
        var place = Int(truncatingIfNeeded: key) & mask
        while true {
            let slot = slots[place]
            if slot == 0 { return (place, nil) }
            if slot >> 32 == key { return (place, Int32(truncatingIfNeeded: slot & 0xFFFF_FFFF) - 1) }
            place = (place + 1) & mask
        }
    }

    /// Read in place: a member copied out of its group is its texts' references counted.
    private static func isStatic(_ place: MemberPlace, of view: borrowing ViewType) -> Bool {
        view.memberGroups[Int(place.group)].members[Int(place.index)].isStatic
    }

    /// `load` for names that are not all ASCII: a `String` dictionary of first members.
    private mutating func loadDictionary(_ view: borrowing ViewType, places: [MemberPlace]) {
        var firsts: [String: Int32] = [:]
        for index in links.indices { links[index] = Links() }
        for index in numbers.indices where !Self.isStatic(places[index], of: view) {
            let member = Int32(truncatingIfNeeded: index)
            let name = numbers[index].text
            if let first = firsts[name] {
                links[Int(links[Int(first)].last)].next = member
                links[Int(first)].last = member
                links[index].first = first
            } else {
                firsts[name] = member
                links[index].last = member
                links[index].first = member
            }
        }
        dictionary = firsts
    }

    /// The first instance member whose name equals the name of the instance member at
    /// `member` (as `String`s, as `resolve` compares them): one number for all members, and
    /// all uses, of one name.
    func firstOfName(_ member: Int) -> Int {
        Int(links[member].first)
    }

    /// The member a use names, by the overload rules of README `body_complexity`; nil for none or a stored property.
    func resolve(_ use: MemberUse, in view: ViewType, places: [MemberPlace]) -> Int? {
        guard let first = firstMember(namedLike: use) else { return nil }
        var choice = Choice()
        var member = first
        while member >= 0 {
            choice.consider(Int(member), at: places[Int(member)], of: view, for: use)
            member = links[Int(member)].next
        }
        guard let chosen = choice.chosen(for: use), view[places[chosen]].kind != .storedProperty else { return nil }
        return chosen
    }

    /// The first instance member whose name equals `use`'s name as a `String`.
    private func firstMember(namedLike use: MemberUse) -> Int32? {
        if let dictionary { return dictionary[use.name] }
        var number = use.nameNumber
        if !number.isASCII {
            // Every member's name is ASCII: a text that is not equals one only through the
            // few characters that are canonically one ASCII character (the Kelvin sign, `K`).
            guard let ascii = NameHash.asciiText(equalTo: use.name) else { return nil }
            number = SharedName(ascii)
        }
        return find(number).member
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
