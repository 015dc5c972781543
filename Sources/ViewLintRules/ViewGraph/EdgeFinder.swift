import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// The view graph's edges found in some files' recorded constructions: one finder per
/// batch of files, on its own thread (`ViewGraphBuilder.edges`), so that what it learns
/// on the way (matchings, judgements, members by name) is its own and needs no lock. Any
/// finder finds the same edges in a file: nothing it keeps changes an answer.
struct EdgeFinder {
    let context: RuleContext
    let views: [ViewType]
    let index: NodeIndex
    /// By node: whether it is Equatable by conformance.
    let isEquatable: [Bool]
    let listed: Set<String>
    let wrappers: NameSet
    /// For each batch's own judge.
    let judging: UnstableTypeJudge.Rules

    /// What one batch found: its edges in the order of its files and their constructions,
    /// and the fresh-instance properties of each child it met.
    struct Found {
        var edges: [ViewGraph.Edge] = []
        var freshProperties: [(child: Int, properties: [MemberDeclaration])] = []
    }

    func edges(in files: ArraySlice<(file: String, records: CallRecords)>) -> Found {
        let module = context.module
        let types = module.types
        let judge = UnstableTypeJudge(rules: judging)
        // Each looked up once per view, when a construction first needs it: most views are
        // nobody's parent or child, and a hostile file may hold thousands of both.
        // Both of a child in one list, found once a construction (four lookups and two
        // tables cost 3 M more of a million-line graph run), through its place by child number
        // (-1: not met): an array, not a dictionary (saved 2 M instructions of a million-line graph run).
        var childSlots = Array(repeating: Int32(-1), count: views.count)
        var children: [Child] = []
        // Each child's properties' unstable kinds once asked (`UnstableTypeJudge.unstableKind`),
        // one child's after another (`Child.unstableKindsStart`): a child is built in many places
        // (a table hashed by view and type text instead: 5 M instructions more of a million-line
        // graph run; a list for each child, 1 M more).
        var unstableKinds: [String??] = []
        var found = Found()
        // One reader for the batch, given each file's constructions: made for each file, it
        // copied the type index each time (with `NodeIndex.endings`, 5 M of a million-line graph run).
        var viewBuilding = MembersOfSort(.viewBuilding, views: views.count)
        var reader = PassedValueReader(types: types, listedClasses: listed, constructions: [],
                                       methods: MembersOfSort(.instanceMethods, views: views.count))
        var depths = ViewGraphBuilder.ElementDepthScratch()
        // The properties each construction's arguments set, its room reused.
        var matched: [Int?] = []
        // The last construction's owner and its node, and its name's node there: a file's
        // constructions mostly repeat both, compared as strings that share their storage
        // rather than hashed and looked up again (saved 2.4 M instructions of a million-line
        // graph run).
        var lastOwner: String?, lastParent: Int?, lastName = "", lastChild: Int?
        for (file, records) in files where !records.constructions.isEmpty {
            var depthsFound = false
            for offset in records.constructions.indices {
                // Most calls construct framework types or models: a name that ends no node's
                // name is passed over at once.
                guard let ending = index.ending(of: records.constructions[offset].name) else { continue }
                // Read in place, not copied out of the list (its references counted up and down).
                guard let owner = records.constructions[offset].enclosingType else { continue }
                let name = records.constructions[offset].name
                if lastOwner != owner || lastName != name {
                    if lastOwner != owner {
                        lastOwner = owner
                        lastParent = index.node(named: owner)
                    }
                    lastName = name
                    lastChild = lastParent == nil ? nil : index.resolve(name, ending: ending, from: owner)
                }
                guard let parent = lastParent, let memberName = records.constructions[offset].enclosingMemberName else { continue }
                guard viewBuilding.contains(memberName, in: views[parent], number: parent) else { continue }
                guard let child = lastChild else { continue }
                let childView = views[child]
                if childSlots[child] < 0 {
                    childSlots[child] = Int32(truncatingIfNeeded: children.count)
                    let matching = PropertyMatching(child: childView)
                    children.append(Child(number: child, matching: matching,
                                          freshProperties: ViewGraphBuilder.freshInstanceProperties(
                                              of: childView, types: types, listed: listed, wrappers: wrappers),
                                          unstableKindsStart: unstableKinds.count))
                    unstableKinds.append(contentsOf: repeatElement(nil, count: matching.count))
                }
                let slot = Int(childSlots[child])
                if !depthsFound {
                    reader.constructions = records.constructions
                    ViewGraphBuilder.beginElementDepths(records, into: &depths)
                    depthsFound = true
                }
                let matching = children[slot].matching
                let kindsStart = children[slot].unstableKindsStart
                matching.properties(for: records.constructions[offset].arguments, into: &matched, types: types)
                var because: String?
                // Arguments read in place by index (each copied out was 0.8 M instructions of a
                // million-line graph run); the passes made by `map`, in a list of their size
                // (appended one by one to a list reserved first, 3 M).
                let passes = (0..<records.constructions[offset].arguments.count).map { position -> ViewGraph.Pass in
                    let value = reader.value(of: records.constructions[offset].arguments[position], in: views[parent], number: parent)
                    var unstable: String?
                    var unequal = false
                    var property: String?
                    if let place = matched[position] {
                        let member = matching.memberPlace(at: place)
                        let writtenType = childView[member].writtenType
                        if let known = unstableKinds[kindsStart + place] {
                            unstable = known
                        } else {
                            unstable = writtenType.flatMap { judge.unstableKind(ofWrittenType: $0, in: childView) }
                            unstableKinds[kindsStart + place] = .some(unstable)
                        }
                        unequal = ViewGraphBuilder.makesUnequal(value, attributes: childView[member].attributes,
                                                                writtenType: writtenType, unstable: unstable, child: childView,
                                                                judge: judge, types: types, wrappers: wrappers)
                        property = matching.name(at: place)
                        if unequal, because == nil {
                            because = "'\(property!)' gets \(ViewGraphBuilder.describe(value)) on every update"
                        }
                    }
                    return ViewGraph.Pass(label: records.constructions[offset].arguments[position].label, property: property,
                                          argument: records.constructions[offset].arguments[position].text,
                                          value: value.word, unstableType: unstable, makesUnequal: unequal)
                }
                if because == nil, let fresh = children[slot].freshProperties.first {
                    because = "'\(fresh.name)' makes a new object in every value of '\(childView.name)'"
                }
                let position = records.constructions[offset].position
                found.edges.append(ViewGraph.Edge(
                    parent: parent, child: child, file: file, line: position.line, column: position.column,
                    member: memberName.text,
                    elementDepth: ViewGraphBuilder.elementDepth(of: offset, in: records, scratch: &depths),
                    passes: passes, unequalBecause: because, stoppedByEquatable: isEquatable[child], isCut: false))
            }
        }
        found.freshProperties = children.map { ($0.number, $0.freshProperties) }
        return found
    }

    /// What a batch learns of a child the first time a construction builds it.
    private struct Child {
        var number: Int
        var matching: PropertyMatching
        var freshProperties: [MemberDeclaration]
        /// Where its properties' kinds start in the batch's list of unstable kinds, in the
        /// order of their places in `matching`.
        var unstableKindsStart: Int
    }
}
