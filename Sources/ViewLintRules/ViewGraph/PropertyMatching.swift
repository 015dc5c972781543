import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// Which stored property of a child each argument of its construction sets, as the
/// memberwise initializer would: a labeled argument the property of that name, trailing
/// closures the last properties the labels left. A custom `init` is not read (the parser
/// keeps no initializer): an argument whose label names no stored property, and any
/// unlabeled parenthesized argument, sets no property the graph can tell.
///
/// Made once per child: a child may be built in hundreds of places. An object: a struct of
/// five references, read through a batch's list of children, was copied whole at each read
/// (3.8 M instructions of a million-line graph run).
final class PropertyMatching {
    /// The child, whose members `places` are.
    let child: ViewType
    /// The stored properties a memberwise initializer takes, in declaration order: own
    /// declaration only (extensions add none), no `let` with an initial value. Places, not
    /// copies of the declarations, with their names read once (copies, and names read from
    /// the shared table at each search, were 2 M instructions of a million-line graph run).
    private let places: [MemberPlace]
    private let names: [String]
    /// The first property of each name, for a child with many: most children have a few,
    /// searched in order instead (saved 6 M instructions of a million-line graph run).
    private let byName: [String: Int]?
    /// Whether some property's name starts with `_` (`named` tries `_label` only then).
    private let hasUnderscored: Bool
    /// Those that can take a closure: a function, a `@ViewBuilder` one, a generic view (by
    /// their places in `names`). Found at the first construction with an unlabeled trailing
    /// closure, which most children never get (each property's type read, and the child's
    /// generic parameters looked up, for every child met: 2.5 M instructions of a
    /// million-line graph run).
    private var closureTaking: [Int]?

    init(child: ViewType) {
        self.child = child
        // The view's own list when it holds them all, as it mostly does: no list made.
        let all = child.storedPropertyPlaces
        let places = all.allSatisfy { $0.group == 0 && !child[$0].isInitializedConstant }
            ? all : all.filter { $0.group == 0 && !child[$0].isInitializedConstant }
        let names = places.map { child[$0].name }
        if names.count > Self.searchedInOrder {
            var byName = [String: Int](minimumCapacity: names.count)
            for (index, name) in names.enumerated() where byName[name] == nil { byName[name] = index }
            self.byName = byName
        } else {
            byName = nil
        }
        hasUnderscored = names.contains { $0.utf8.first == UInt8(ascii: "_") }
        self.places = places
        self.names = names
    }

    /// `closureTaking`, found once, with the child's generic parameters (`Content` of
    /// `let content: Content`, which a `@ViewBuilder` trailing closure sets) read in place
    /// in `types`, not its entry copied (1 M instructions of a million-line graph run).
    private func closureTakingPlaces(types: TypeIndex) -> [Int] {
        if let closureTaking { return closureTaking }
        let generics = types.genericParameters(named: child.name, file: child.file) ?? []
        var found: [Int] = []
        for index in places.indices where child[places[index]].attributes.contains("ViewBuilder")
            || child[places[index]].writtenType.map({ type in Self.hasArrow(type) || generics.contains(type) }) ?? false {
            found.append(index)
        }
        closureTaking = found
        return found
    }

    /// Whether `type` has `->` in it: a byte scan, as the generic `String.contains` costs
    /// thousands of instructions a call.
    private static func hasArrow(_ type: String) -> Bool {
        type.withUTF8Bytes { bytes in
            var previous: UInt8 = 0
            for byte in bytes {
                if previous == UInt8(ascii: "-"), byte == UInt8(ascii: ">") { return true }
                previous = byte
            }
            return false
        }
    }

    /// How many properties a construction can set (places `0..<count`).
    var count: Int { places.count }

    /// The most properties searched in order, not through a table.
    static let searchedInOrder = 8

    /// The place in `names` of the property `label` sets.
    private func named(_ label: String) -> Int? {
        index(of: label) ?? (hasUnderscored ? index(of: "_" + label) : nil)
    }

    /// The first property named `name`.
    private func index(of name: String) -> Int? {
        if let byName { return byName[name] }
        return names.firstIndex(of: name)
    }

    /// The property at `place` (`properties(for:)`), lent: a field read from it costs no
    /// reference counting of the others.
    subscript(place: Int) -> MemberDeclaration {
        _read { yield child[places[place]] }
    }

    /// Where the property at `place` is among the child's members (`child[…]`).
    func memberPlace(at place: Int) -> MemberPlace {
        places[place]
    }

    /// The name of the property at `place`.
    func name(at place: Int) -> String {
        names[place]
    }

    /// The property each argument sets (nil where none can be told), in argument order, as
    /// places to read with the subscript: not copies of the declarations, each a dozen
    /// references counted up and down again (saved 4 M instructions of a million-line graph run).
    /// Into `matched`, its room reused from one construction to the next; the arguments
    /// read in place (a list made and each argument copied for each construction: 1.5 M of
    /// a million-line graph run). `types`: where the child's generic parameters are, read
    /// only for an unlabeled trailing closure.
    func properties(for arguments: [ConstructionArgument], into matched: inout [Int?], types: TypeIndex) {
        matched.removeAll(keepingCapacity: true)
        var hasUnlabeledTrailing = false
        for index in arguments.indices {
            if arguments[index].label == "_" {
                matched.append(nil)
                if arguments[index].isTrailingClosure { hasUnlabeledTrailing = true }
            } else {
                matched.append(named(arguments[index].label))
            }
        }
        // Unlabeled trailing closures take the last properties not set by a label, in order.
        guard hasUnlabeledTrailing else { return }
        let closureTaking = closureTakingPlaces(types: types)
        let unlabeledTrailing = arguments.indices.filter { arguments[$0].isTrailingClosure && arguments[$0].label == "_" }
        let taken = Set(matched.compactMap { $0.map { names[$0] } })
        // Those before the first labeled trailing closure's property, when there is one.
        var candidates = closureTaking.filter { !taken.contains(names[$0]) }
        if let firstLabeled = arguments.firstIndex(where: { $0.isTrailingClosure && $0.label != "_" }),
           let property = matched[firstLabeled],
           let stop = closureTaking.firstIndex(where: { names[$0] == names[property] }) {
            candidates = closureTaking[..<stop].filter { !taken.contains(names[$0]) }
        }
        for (offset, index) in unlabeledTrailing.reversed().enumerated() where offset < candidates.count {
            matched[index] = candidates[candidates.count - 1 - offset]
        }
    }
}
