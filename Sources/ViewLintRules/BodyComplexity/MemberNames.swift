import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// The instance members of a view by name, numbered as `ViewType.members` orders them:
/// what a use in the view's code can name.
///
/// Every use in every view asks, and most name no member (`Text`, `VStack`, locals). Names
/// are compared as `String`s; while every member's name is ASCII that is comparing their
/// numbers (`SharedName`: two ASCII texts are equal only byte for byte), so each name's
/// first member is kept at its number's place in an array, and a use reads its number's
/// place. (Filed under a hash of each name's bytes, with a use's bytes hashed and its text
/// compared, loading and asking cost 77 M instructions of a million-line lint; reading the
/// members' numbers one after another, with a table past 48 members, 10 M more than at
/// their numbers' places: saved 10 M, callgrind.)
struct MemberNames {
    /// Each member's name's number, in member order.
    private var numbers: [SharedName] = []
    /// At each name's number, the name's first instance member, or -1; while every name is
    /// ASCII. As long as the largest member name's number so far (names are numbered densely
    /// in the order stored: a few bytes per name of the run for each scorer); `load` puts
    /// back -1 at the numbers of the view before.
    private var firstByNumber: [Int32] = []
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
        for number in numbers { firstByNumber[Int(number.numberValue)] = -1 }
        numbers.removeAll(keepingCapacity: true)
        links.removeAll(keepingCapacity: true)
        var largest: UInt32 = 0
        for group in view.memberGroups.indices {
            for member in view.memberGroups[group].members.indices {
                let number = view.memberGroups[group].members[member].nameNumber
                largest = max(largest, number.numberValue)
                numbers.append(number)
            }
        }
        if Int(largest) >= firstByNumber.count {
            let count = max(Int(largest) + 1, firstByNumber.count + firstByNumber.count / 2)
            firstByNumber.append(contentsOf: repeatElement(-1, count: count - firstByNumber.count))
        }
        links.append(contentsOf: repeatElement(Links(), count: places.count))
        dictionary = nil
        for index in numbers.indices where !Self.isStatic(places[index], of: view) {
            let number = numbers[index]
            guard number.isASCII else {
                loadDictionary(view, places: places)
                return
            }
            let member = Int32(truncatingIfNeeded: index)
            let first = firstByNumber[Int(number.numberValue)]
            if first >= 0 {
                links[Int(links[Int(first)].last)].next = member
                links[Int(first)].last = member
                links[index].first = first
            } else {
                firstByNumber[Int(number.numberValue)] = member
                links[index].last = member
                links[index].first = member
            }
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
        let place = Int(number.numberValue)
        guard place < firstByNumber.count else { return nil }
        let first = firstByNumber[place]
        return first >= 0 ? first : nil
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
