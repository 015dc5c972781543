import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// Whether a view has a member of a name, of one sort: an instance method (an argument that
/// names one passes a new closure) or a member that builds views (`body_complexity`'s, and
/// `body`). A view's first few questions are answered by a scan of its members, which costs
/// less than hashing every name when a parent makes a few constructions, as most do; after
/// that, by a name set gathered once, so that a view asked thousands of times costs
/// linear time. A value each batch's finder owns, not an object: a class's fields are
/// checked for exclusive access at run time on every question (4 M instructions of a
/// million-line graph run).
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
        /// `lengths`: bit `n % 64` set for each byte count `n` of the names of the sort,
        /// when all are ASCII (all bits when one is not, or before the first scan).
        case scanned(Int, lengths: UInt64)
        case gathered(NameSet)
        case gatheredNumbers(Set<SharedName>)
    }

    /// `body`'s number, asked for every construction's member.
    private let body = SharedName("body")

    /// `views`: how many views are numbered.
    init(_ sort: Sort, views: Int) {
        self.sort = sort
        slots = Array(repeating: -1, count: views)
    }

    /// Whether `view`, numbered `number`, has a member named `name` of the sort.
    mutating func contains(_ name: String, in view: ViewType, number: Int) -> Bool {
        if sort == .viewBuilding, name == "body" { return true }
        let entry = entry(ofView: number)
        switch known[entry] {
        case .gathered(let names):
            return names.contains(name)
        case .gatheredNumbers:
            preconditionFailure("a view's members are asked about by text or by number, not both")
        case .scanned(let scans, let lengths):
            // Two ASCII names are equal only byte for byte, so of equal length.
            if lengths != .max, let count = Self.asciiByteCount(name), lengths & (1 << UInt64(count % 64)) == 0 { return false }
            if scans >= Self.scansBeforeGathering {
                let names = gather(view)
                known[entry] = .gathered(names)
                return names.contains(name)
            }
            // An argument mostly names no method: the first scan measures the names, so that
            // the next questions of another length are answered without one.
            if scans == 0, sort == .instanceMethods {
                let (found, lengths) = scanMeasuring(view, for: name)
                known[entry] = .scanned(1, lengths: lengths)
                return found
            }
            known[entry] = .scanned(scans + 1, lengths: lengths)
            return scan(view, for: name)
        }
    }

    /// Whether `view`, numbered `number`, has a member of the sort spelled with the bytes
    /// of `name`: name numbers compared, not texts. For the member a construction is in,
    /// which is the view's own (its texts compared were 9.9 M instructions of a million-line
    /// graph run).
    mutating func contains(_ name: SharedName, in view: ViewType, number: Int) -> Bool {
        if sort == .viewBuilding, name == body { return true }
        let entry = entry(ofView: number)
        switch known[entry] {
        case .gatheredNumbers(let names):
            return names.contains(name)
        case .scanned(let scans, _) where scans >= Self.scansBeforeGathering:
            var names = Set<SharedName>()
            forEachMember(of: view) { names.insert(view.memberGroups[$0].members[$1].nameNumber) }
            known[entry] = .gatheredNumbers(names)
            return names.contains(name)
        case .scanned(let scans, let lengths):
            known[entry] = .scanned(scans + 1, lengths: lengths)
            // The number first: a member's sort is read only for the one of that name.
            let groups = view.memberGroups
            for group in groups.indices {
                for index in groups[group].members.indices
                where groups[group].members[index].nameNumber == name && isOfSort(view, group, index) {
                    return true
                }
            }
            return false
        case .gathered:
            preconditionFailure("a view's members are asked about by text or by number, not both")
        }
    }

    /// Where what is known of view `number` is in `known`: a new entry at its first question.
    private mutating func entry(ofView number: Int) -> Int {
        if slots[number] < 0 {
            slots[number] = Int32(truncatingIfNeeded: known.count)
            known.append(.scanned(0, lengths: .max))
        }
        return Int(slots[number])
    }

    /// `body(group, index)` for each member of the sort, read in place.
    private func forEachMember(of view: ViewType, _ body: (Int, Int) -> Void) {
        for group in view.memberGroups.indices {
            for index in view.memberGroups[group].members.indices where isOfSort(view, group, index) { body(group, index) }
        }
    }

    /// The number of bytes of `name` when it is ASCII.
    private static func asciiByteCount(_ name: String) -> Int? {
        name.withUTF8Bytes { bytes in bytes.contains { $0 >= 0x80 } ? nil : bytes.count }
    }

    /// `scan`, reading every member of the sort for the lengths of their names.
    private func scanMeasuring(_ view: ViewType, for name: String) -> (found: Bool, lengths: UInt64) {
        var found = false
        var lengths: UInt64 = 0
        for group in view.memberGroups.indices {
            for index in view.memberGroups[group].members.indices where isOfSort(view, group, index) {
                let member = view.memberGroups[group].members[index].name
                if !found, member == name { found = true }
                if lengths != .max {
                    lengths = Self.asciiByteCount(member).map { lengths | 1 << UInt64($0 % 64) } ?? .max
                }
            }
        }
        return (found, lengths)
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

    /// `String` equality, as a `NameSet` answers: canonically equivalent names are one name.
    /// Members are read in place by index: a member is large to copy.
    private func scan(_ view: ViewType, for name: String) -> Bool {
        for group in view.memberGroups.indices {
            for index in view.memberGroups[group].members.indices
            where view.memberGroups[group].members[index].name == name && isOfSort(view, group, index) {
                return true
            }
        }
        return false
    }

    private func gather(_ view: ViewType) -> NameSet {
        var names = NameSet(capacity: 16)
        forEachMember(of: view) { names.insert(view.memberGroups[$0].members[$1].name) }
        return names
    }
}
