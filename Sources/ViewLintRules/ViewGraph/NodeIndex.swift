import ViewLintSupport
import ViewLintModel

/// The graph's nodes by name, for the constructions that name them (asked for each
/// recorded construction of a module, so hashed as bytes: `NameSet`).
struct NodeIndex {
    private var names = NameSet()
    /// For each name's number in `names`, the first node of that name.
    private var firstNode: [Int] = []
    /// The last components of nested names (`Row` of `Feed.Row`): a construction of any
    /// other name can only stand for the node of its plain name, and its scopes need no lookup.
    private var nestedLastComponents = NameSet()
    /// Both: every name a construction of a node can have, asked once for each recorded
    /// construction (one lookup instead of two, with one passed-value reader a batch, saved
    /// 5 M instructions of a million-line graph run).
    private var endings = NameSet()
    /// By number in `endings`: whether it is the last component of a nested name. (Its
    /// numbers below `firstNode.count` are those of `names`, the nodes' own.)
    private var endingIsNested: [Bool] = []

    init(_ nodes: [ViewGraph.Node]) {
        self.init(names: nodes.map(\.name))
    }

    /// `names`: the nodes' names, in the nodes' order.
    init(names nodeNames: [String]) {
        // Sized for every node at once: no table grown and rehashed on the way.
        names = NameSet(capacity: nodeNames.count)
        firstNode.reserveCapacity(nodeNames.count)
        for position in nodeNames.indices where names.insert(nodeNames[position]) == firstNode.count {
            firstNode.append(position)
        }
        for position in nodeNames.indices {
            // In the bytes: the generic search of the UTF-8 view costs hundreds of
            // instructions a name, and most names have no period.
            let lastComponent = nodeNames[position].withUTF8Bytes { bytes -> String? in
                guard let period = bytes.lastIndex(of: UInt8(ascii: ".")) else { return nil }
                return String(decoding: bytes[(period + 1)...], as: UTF8.self)
            }
            if let lastComponent { nestedLastComponents.insert(lastComponent) }
        }
        endings = names
        endingIsNested = Array(repeating: false, count: names.names.count)
        for name in nestedLastComponents.names {
            let number = endings.insert(name)
            if number == endingIsNested.count { endingIsNested.append(true) } else { endingIsNested[number] = true }
        }
    }

    /// The number among the names a construction of a node can have (`endsANodeName`) of
    /// `name`; nil when none: a construction of that name builds no node.
    func ending(of name: String) -> Int? {
        endings.number(of: name)
    }

    /// `resolve(name, from: context)` for the `name` numbered `ending` (`ending(of:)`): no
    /// lookup again of whether it is a nested name's end or a node's own (two lookups for
    /// each child a parent names, 0.7 M instructions of a million-line graph run).
    func resolve(_ name: String, ending: Int, from context: String) -> Int? {
        if endingIsNested[ending] { return resolveNested(name, from: context) }
        return ending < firstNode.count ? firstNode[ending] : nil
    }

    /// Whether some node's name is `name` or ends with `.name` (`name` has no period, as
    /// recorded constructions have not): a construction of any other name builds no node.
    func endsANodeName(_ name: String) -> Bool {
        endings.contains(name)
    }

    /// The first node named `name`, if any.
    func node(named name: String) -> Int? {
        names.number(of: name).map { firstNode[$0] }
    }

    /// The node a name written inside `context` stands for: `Context.Name`, then outward.
    func resolve(_ name: String, from context: String) -> Int? {
        nestedLastComponents.contains(name) ? resolveNested(name, from: context) : node(named: name)
    }

    /// `resolve` for a name that ends some nested node's name.
    private func resolveNested(_ name: String, from context: String) -> Int? {
        // ASCII names are found as bytes, each `Scope.Name` hashed without being built.
        if let found = names.numberResolvingOutward(name, from: context) { return found.map { firstNode[$0] } }
        var scope = Substring(context)
        while !scope.isEmpty {
            if let found = node(named: String(scope) + "." + name) { return found }
            // Periods found in the UTF-8 view: no grapheme breaking for a name's bytes.
            guard let period = scope.utf8.lastIndex(of: UInt8(ascii: ".")) else { break }
            scope = scope[..<period]
        }
        return node(named: name)
    }
}
