import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// Whether a view has a member of a name, of one sort: an instance method (an argument that
/// names one passes a new closure) or a member that builds views (`body_complexity`'s, and
/// `body`). A view's first few questions are answered by a scan of its members, which costs
/// less than hashing every name when a parent makes a few constructions, as most do; after
/// that, by a name set gathered once, so that a view asked thousands of times costs
/// linear time.
final class MembersOfSort {
    enum Sort {
        /// Non-static methods.
        case instanceMethods
        /// `body`, and the non-static methods and computed properties that build views.
        case viewBuilding
    }

    /// How many questions a view's scans answer before its names are gathered.
    static let scansBeforeGathering = 4

    private let sort: Sort
    /// By view number: how many scans each view has had, or its names once gathered.
    private var known: [Known]

    private enum Known {
        case scanned(Int)
        case gathered(NameSet)
    }

    /// `views`: how many views are numbered.
    init(_ sort: Sort, views: Int) {
        self.sort = sort
        known = Array(repeating: .scanned(0), count: views)
    }

    /// Whether `view`, numbered `number`, has a member named `name` of the sort.
    func contains(_ name: String, in view: ViewType, number: Int) -> Bool {
        if sort == .viewBuilding, name == "body" { return true }
        switch known[number] {
        case .gathered(let names):
            return names.contains(name)
        case .scanned(let scans) where scans >= Self.scansBeforeGathering:
            let names = gather(view)
            known[number] = .gathered(names)
            return names.contains(name)
        case .scanned(let scans):
            known[number] = .scanned(scans + 1)
            return scan(view, for: name)
        }
    }

    private func isOfSort(_ member: MemberDeclaration) -> Bool {
        switch sort {
        case .instanceMethods: member.kind == .method && !member.isStatic
        case .viewBuilding: member.kind != .storedProperty && !member.isStatic && member.isViewBuilding
        }
    }

    /// `String` equality, as a `NameSet` answers: canonically equivalent names are one name.
    /// Members are read in place by index: a member is large to copy.
    private func scan(_ view: ViewType, for name: String) -> Bool {
        for group in view.memberGroups.indices {
            for index in view.memberGroups[group].members.indices
            where view.memberGroups[group].members[index].name == name && isOfSort(view.memberGroups[group].members[index]) {
                return true
            }
        }
        return false
    }

    private func gather(_ view: ViewType) -> NameSet {
        var names = NameSet(capacity: 16)
        for group in view.memberGroups.indices {
            for index in view.memberGroups[group].members.indices where isOfSort(view.memberGroups[group].members[index]) {
                names.insert(view.memberGroups[group].members[index].name)
            }
        }
        return names
    }
}
