import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// Whether a view has a member of a name, of one sort: an instance method (an argument that
/// names one passes a new closure) or a member that builds views (`body_complexity`'s, and
/// `body`). Names are compared as numbers (`SharedName`, the members' own): a view's first
/// few questions are answered by a scan of its members, which costs less than gathering
/// their numbers when a parent makes a few constructions, as most do; after that, by a set
/// gathered once, so that a view asked thousands of times costs linear time. A value each
/// batch's finder owns, not an object: a class's fields are checked for exclusive access at
/// run time on every question (4 M instructions of a million-line graph run).
struct MembersOfSort {
    enum Sort {
        /// Non-static methods.
        case instanceMethods
        /// `body`, and the non-static methods and computed properties that build views.
        case viewBuilding
    }

    /// How many questions a view's scans answer before its names are gathered.
    static let scansBeforeGathering = 4

    private let sort: Sort
    /// By view number: where its entry is in `known`, or -1 before its first question.
    /// Four bytes a view, not a whole `Known`: each batch's finder makes two of these for
    /// every view of the module, and most are never asked (a `Known` for each was 3 MB of
    /// fresh pages a million-line graph run, the most page faults of its graph phase).
    private var slots: [Int32]
    /// How many scans each view asked about has had, or its names once gathered.
    private var known: [Known] = []

    private enum Known {
        case scanned(Int)
        /// The members' name numbers, ascending.
        case gathered([UInt32])
    }

    /// `body`'s number, asked for every construction's member.
    private let body = SharedName("body")

    /// `views`: how many views are numbered.
    init(_ sort: Sort, views: Int) {
        self.sort = sort
        slots = Array(repeating: -1, count: views)
    }

    /// Whether `view` has a member of the sort named `name` as a `String` compares: a scan
    /// of its members' texts, kept for names a number cannot answer for (not ASCII, or with
    /// a byte other scalars equal, `NameHash.bytesSpelledOtherwiseToo`: KELVIN SIGN is `K`).
    func contains(text name: String, in view: ViewType) -> Bool {
        if sort == .viewBuilding, name == "body" { return true }
        for group in view.memberGroups.indices {
            for index in view.memberGroups[group].members.indices
            where view.memberGroups[group].members[index].name == name && isOfSort(view, group, index) {
                return true
            }
        }
        return false
    }

    /// Whether ascending `numbers` hold `number`, found by halving.
    private static func search(_ numbers: [UInt32], for number: UInt32) -> Bool {
        var low = 0
        var high = numbers.count
        while low < high {
            let middle = (low + high) / 2
            if numbers[middle] < number { low = middle + 1 } else { high = middle }
        }
        return low < numbers.count && numbers[low] == number
    }

    /// Whether `view`, numbered `number`, has a member of the sort spelled with the bytes
    /// of `name`: name numbers compared, not texts. For the member a construction is in,
    /// which is the view's own (its texts compared were 9.9 M instructions of a million-line
    /// graph run).
    mutating func contains(_ name: SharedName, in view: ViewType, number: Int) -> Bool {
        if sort == .viewBuilding, name == body { return true }
        let entry = entry(ofView: number)
        switch known[entry] {
        case .gathered(let numbers):
            return Self.search(numbers, for: name.numberValue)
        case .scanned(let scans) where scans >= Self.scansBeforeGathering:
            // A sorted list, not a set: a set's hashing cost 2.6 M instructions of a
            // million-line graph run.
            var numbers: [UInt32] = []
            forEachMember(of: view) { numbers.append(view.memberGroups[$0].members[$1].nameNumber.numberValue) }
            numbers.sort()
            known[entry] = .gathered(numbers)
            return Self.search(numbers, for: name.numberValue)
        case .scanned(let scans):
            known[entry] = .scanned(scans + 1)
            // The number first: a member's sort is read only for the one of that name.
            let groups = view.memberGroups
            for group in groups.indices {
                for index in groups[group].members.indices
                where groups[group].members[index].nameNumber == name && isOfSort(view, group, index) {
                    return true
                }
            }
            return false
        }
    }

    /// Where what is known of view `number` is in `known`: a new entry at its first question.
    private mutating func entry(ofView number: Int) -> Int {
        if slots[number] < 0 {
            slots[number] = Int32(truncatingIfNeeded: known.count)
            known.append(.scanned(0))
        }
        return Int(slots[number])
    }

    /// `body(group, index)` for each member of the sort, read in place.
    private func forEachMember(of view: ViewType, _ body: (Int, Int) -> Void) {
        for group in view.memberGroups.indices {
            for index in view.memberGroups[group].members.indices where isOfSort(view, group, index) { body(group, index) }
        }
    }

    /// Whether member `index` of group `group` of `view` is of the sort. Its fields are read
    /// in place: a member passed whole would be copied.
    private func isOfSort(_ view: ViewType, _ group: Int, _ index: Int) -> Bool {
        switch sort {
        case .instanceMethods:
            view.memberGroups[group].members[index].kind == .method && !view.memberGroups[group].members[index].isStatic
        case .viewBuilding:
            view.memberGroups[group].members[index].kind != .storedProperty && !view.memberGroups[group].members[index].isStatic
                && view.memberGroups[group].members[index].isViewBuilding
        }
    }
}
