/// The module's views and view modifiers, and which builds which: the map of where one
/// update of a view spreads (README "The view graph").
public struct ViewGraph: Sendable {
    public var nodes: [Node]
    /// In the order of their parents, then of their construction sites.
    public var edges: [Edge]

    public init(nodes: [Node], edges: [Edge]) {
        self.nodes = nodes
        self.edges = edges
    }

    public enum NodeKind: String, Sendable {
        case view, modifier
    }

    /// A view or a `ViewModifier` conformer.
    public struct Node: Sendable {
        public var name: String
        public var kind: NodeKind
        public var file: String
        public var line: Int
        public var column: Int
        /// The body score (`body_complexity`); nil without a body in source.
        public var score: Int?
        /// Equatable by conformance: its `==` decides, so an update of its parent stops there.
        public var isEquatable: Bool
        /// One for its body's run plus its score, plus the re-run cost of every child it
        /// builds that cannot compare equal there.
        public var reRunCost: ReRunCost
        /// No view builds it.
        public var isRoot: Bool
        /// It builds itself, directly or through other views: the edges of the cycle are cut.
        public var isInCycle: Bool
        /// What each of its stored properties makes a parent's update cost here, for the
        /// properties some construction site makes unequal.
        public var propertyCosts: [PropertyCost]
        /// How its body score is made (`viewlint explain`), when the run asked.
        public var explanation: String?

        public init(name: String, kind: NodeKind, file: String, line: Int, column: Int, score: Int?, isEquatable: Bool) {
            self.name = name
            self.kind = kind
            self.file = file
            self.line = line
            self.column = column
            self.score = score
            self.isEquatable = isEquatable
            reRunCost = .zero
            isRoot = true
            isInCycle = false
            propertyCosts = []
        }
    }

    /// A stored property, where it is declared, and the re-run cost the updates it lets
    /// through cause: the node's cost for each construction site that makes it unequal
    /// (times `N` per element).
    public struct PropertyCost: Sendable {
        public var property: String
        public var file: String
        public var line: Int
        public var column: Int
        public var cost: ReRunCost

        public init(property: String, file: String, line: Int, column: Int, cost: ReRunCost) {
            self.property = property
            self.file = file
            self.line = line
            self.column = column
            self.cost = cost
        }
    }

    /// One construction of a child inside a parent's body or view-building member.
    public struct Edge: Sendable {
        public var parent: Int
        public var child: Int
        public var file: String
        public var line: Int
        public var column: Int
        /// The parent's member that holds the construction (`body`, `header`, `row(for:)`).
        public var member: String
        /// How many `ForEach`/data-driven `List` contents it stands in: 0 once per update,
        /// 1 per element (`×N`), 2 per element of per element (`×N²`).
        public var elementDepth: Int
        public var passes: [Pass]
        /// Why SwiftUI cannot find the child equal to its last value at this site; nil when it can.
        public var unequalBecause: String?
        /// The child is Equatable: its `==` stops the spread here.
        public var stoppedByEquatable: Bool
        /// The edge closes a cycle (recursion): it adds nothing to the cost.
        public var isCut: Bool

        public init(parent: Int, child: Int, file: String, line: Int, column: Int, member: String, elementDepth: Int,
                    passes: [Pass], unequalBecause: String?, stoppedByEquatable: Bool, isCut: Bool) {
            self.parent = parent
            self.child = child
            self.file = file
            self.line = line
            self.column = column
            self.member = member
            self.elementDepth = elementDepth
            self.passes = passes
            self.unequalBecause = unequalBecause
            self.stoppedByEquatable = stoppedByEquatable
            self.isCut = isCut
        }

        /// A parent's update runs the child's body again here.
        public var spreads: Bool { unequalBecause != nil && !stoppedByEquatable && !isCut }
    }

    /// One argument of a construction and the stored property it goes to.
    public struct Pass: Sendable {
        /// `_` for an unlabeled argument and the first trailing closure.
        public var label: String
        /// The child's stored property it sets; nil when none could be told (a custom `init`).
        public var property: String?
        /// The argument as written, shortened.
        public var argument: String
        /// What the parent passes: `closure`, `anyview`, `object`, `collection`, `struct`,
        /// `method`, `passed` (a value passed through unchanged) or `other`.
        public var value: String
        /// The property's type is unstable (contract v2 kind: `closure`, `anyview`, `value`).
        public var unstableType: String?
        /// The value is new on every update of the parent and the property cannot compare it equal.
        public var makesUnequal: Bool

        public init(label: String, property: String?, argument: String, value: String, unstableType: String?,
                    makesUnequal: Bool) {
            self.label = label
            self.property = property
            self.argument = argument
            self.value = value
            self.unstableType = unstableType
            self.makesUnequal = makesUnequal
        }
    }

    /// The node named `name`, if any.
    public func node(named name: String) -> Int? {
        nodes.firstIndex { $0.name == name }
    }

    /// Where a property is declared: the key of `propertyCostsByPlace`.
    public struct Place: Hashable, Sendable {
        public var file: String
        public var line: Int
        public var column: Int

        public init(file: String, line: Int, column: Int) {
            self.file = file
            self.line = line
            self.column = column
        }
    }

    /// The re-run cost each property causes, by where it is declared (a finding's position).
    public var propertyCostsByPlace: [Place: ReRunCost] {
        var costs: [Place: ReRunCost] = [:]
        for node in nodes {
            for entry in node.propertyCosts {
                costs[Place(file: entry.file, line: entry.line, column: entry.column), default: .zero] = 
                    costs[Place(file: entry.file, line: entry.line, column: entry.column), default: .zero] + entry.cost
            }
        }
        return costs
    }
}
