import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// Which stored property of a child each argument of its construction sets, as the
/// memberwise initializer would: a labeled argument the property of that name, trailing
/// closures the last properties the labels left. A custom `init` is not read (the parser
/// keeps no initializer): an argument whose label names no stored property, and any
/// unlabeled parenthesized argument, sets no property the graph can tell.
///
/// Made once per child: a child may be built in hundreds of places.
struct PropertyMatching {
    /// The stored properties a memberwise initializer takes, in declaration order: own
    /// declaration only (extensions add none), no `let` with an initial value.
    private let properties: [MemberDeclaration]
    /// The first property of each name, for a child with many: most children have a few,
    /// searched in order instead (saved 6 M instructions of a million-line graph run).
    private let byName: [String: Int]?
    /// Whether some property's name starts with `_` (`named` tries `_label` only then).
    private let hasUnderscored: Bool
    /// Those that can take a closure: a function, a `@ViewBuilder` one, a generic view (by
    /// their places in `properties`).
    private let closureTaking: [Int]

    /// `generics`: the child's generic parameters (`Content` of `let content: Content`,
    /// which a `@ViewBuilder` trailing closure sets).
    init(child: ViewType, generics: [String]) {
        properties = child.storedPropertyPlaces.compactMap { place in
            guard place.group == 0, !child[place].isInitializedConstant else { return nil }
            return child[place]
        }
        if properties.count > Self.searchedInOrder {
            var byName = [String: Int](minimumCapacity: properties.count)
            for (index, property) in properties.enumerated() where byName[property.name] == nil { byName[property.name] = index }
            self.byName = byName
        } else {
            byName = nil
        }
        hasUnderscored = properties.contains { $0.name.utf8.first == UInt8(ascii: "_") }
        closureTaking = properties.indices.filter { [properties] index in
            properties[index].attributes.contains("ViewBuilder") || properties[index].writtenType.map { type in
                Self.hasArrow(type) || generics.contains(type)
            } ?? false
        }
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
    var count: Int { properties.count }

    /// The most properties searched in order, not through a table.
    static let searchedInOrder = 8

    /// The place in `properties` of the property `label` sets.
    private func named(_ label: String) -> Int? {
        index(of: label) ?? (hasUnderscored ? index(of: "_" + label) : nil)
    }

    /// The first property named `name`.
    private func index(of name: String) -> Int? {
        if let byName { return byName[name] }
        return properties.firstIndex { $0.name == name }
    }

    /// The property at `place` (`properties(for:)`), lent: a field read from it costs no
    /// reference counting of the others.
    subscript(place: Int) -> MemberDeclaration {
        _read { yield properties[place] }
    }

    /// The property each argument sets (nil where none can be told), in argument order, as
    /// places to read with the subscript: not copies of the declarations, each a dozen
    /// references counted up and down again (saved 4 M instructions of a million-line graph run).
    func properties(for arguments: [ConstructionArgument]) -> [Int?] {
        var matched: [Int?] = arguments.map { argument in
            argument.label == "_" ? nil : named(argument.label)
        }
        // Unlabeled trailing closures take the last properties not set by a label, in order.
        let unlabeledTrailing = arguments.indices.filter { arguments[$0].isTrailingClosure && arguments[$0].label == "_" }
        guard !unlabeledTrailing.isEmpty else { return matched }
        let taken = Set(matched.compactMap { $0.map { properties[$0].name } })
        // Those before the first labeled trailing closure's property, when there is one.
        var candidates = closureTaking.filter { !taken.contains(properties[$0].name) }
        if let firstLabeled = arguments.firstIndex(where: { $0.isTrailingClosure && $0.label != "_" }),
           let property = matched[firstLabeled],
           let stop = closureTaking.firstIndex(where: { properties[$0].name == properties[property].name }) {
            candidates = closureTaking[..<stop].filter { !taken.contains(properties[$0].name) }
        }
        for (offset, index) in unlabeledTrailing.reversed().enumerated() where offset < candidates.count {
            matched[index] = candidates[candidates.count - 1 - offset]
        }
        return matched
    }
}
