import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// Builds the module's view graph (`ViewGraph`) from the parser's construction calls
/// (`SyntaxQuery.recordsConstructionCalls`) and the rules' judgements: body scores
/// (`body_complexity`) and unstable types (`non_equatable_property`, through
/// `UnstableTypeJudge`). Built only when a run asks (`graph`, `audit`).
public enum ViewGraphBuilder {
    /// What the parser must record for the graph: every construction's arguments, and the
    /// closures of `ForEach` and `List` (per-element content), whose text it does not quote.
    public static let syntaxQuery = SyntaxQuery(calls: ["ForEach", "List"], quotedCalls: [], recordsConstructionCalls: true,
                                                unrecordedConstructions: frameworkViews)

    /// SwiftUI's own views and containers, whose calls are most of a body's: not recorded,
    /// they cost the parse nothing. (A module view of one of these names is not seen as a
    /// child.) `ForEach` and `List` too: their calls are read as queried calls (`calls`,
    /// for per-element content), and recording each one's closure again as a construction
    /// was a third of all the recording.
    static let frameworkViews: Set<String> = [
        "ForEach", "List", "Text", "Image", "Label", "Button", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid",
        "LazyHGrid", "Grid", "GridRow", "Spacer", "Divider", "Group", "Section", "Form", "ScrollView", "ScrollViewReader",
        "GeometryReader", "NavigationStack", "NavigationView", "NavigationLink", "NavigationSplitView", "TabView",
        "Toggle", "Picker", "Slider", "Stepper", "TextField", "SecureField", "TextEditor", "DatePicker", "ColorPicker",
        "ProgressView", "Menu", "Link", "ShareLink", "ContentUnavailableView", "EmptyView", "AnyView", "Color",
        "LinearGradient", "RadialGradient", "AngularGradient", "Circle", "Rectangle", "RoundedRectangle", "Capsule",
        "Ellipse", "Path", "ViewThatFits", "ControlGroup", "DisclosureGroup", "GroupBox", "LabeledContent", "Canvas",
        "TimelineView", "AsyncImage", "Gauge", "EditButton", "PasteButton", "RenameButton", "Font", "CGSize", "CGPoint",
        "CGRect", "EdgeInsets", "UUID", "Date", "URL", "String", "Int", "Double", "CGFloat", "Task",
    ]

    /// `explaining`: each node also carries how its score is made (`viewlint explain`).
    public static func graph(of context: RuleContext, explaining: Bool = false) -> ViewGraph {
        let module = context.module
        let views = module.views + module.viewModifiers
        var built = nodesAndIndex(of: context, views: views, jobs: context.jobs)
        // The nodes moved out, not copied: whether the optimizer moves them from a `let`
        // changes with the rest of the tuple (a copy was 2.5 M instructions of a million-line
        // graph run).
        var nodes: [ViewGraph.Node] = []
        swap(&nodes, &built.nodes)
        var found = edges(of: context, views: views, nodes: nodes, index: built.index, judging: built.judging)
        // Moved out, not copied: the rest of what was found is read below.
        var edges: [ViewGraph.Edge] = []
        swap(&edges, &found.edges)
        // Where each child's fresh-instance properties are in what the batches found (-1: no
        // batch met it): four bytes a view, not a list (an empty list for every view was
        // 0.6 M instructions of a million-line graph run).
        var freshSlots = [Int32](repeating: -1, count: views.count)
        for position in found.freshProperties.indices {
            freshSlots[found.freshProperties[position].child] = Int32(truncatingIfNeeded: position)
        }
        edges.sort { a, b in
            if a.parent != b.parent { return a.parent < b.parent }
            if a.file != b.file { return LexicographicBytes.precedes(a.file, b.file) }
            return (a.line, a.column, a.child) < (b.line, b.column, b.child)
        }
        // Edges read in place here and below, not copied out one by one (with the batches'
        // edges moved, not copied, when joined: 1 M instructions of a million-line graph run).
        for position in edges.indices where edges[position].parent != edges[position].child {
            nodes[edges[position].child].isRoot = false
        }
        if explaining {
            var byPlace: [String: Int] = [:]
            for (position, node) in nodes.enumerated() { byPlace["\(node.file):\(node.line):\(node.column)"] = position }
            for explanation in RuleRegistry.viewScorer?.scoreExplanations(in: module) ?? [] {
                let key = "\(explanation.file):\(explanation.position.line):\(explanation.position.column)"
                if let position = byPlace[key], nodes[position].name == explanation.view.name {
                    nodes[position].explanation = explanation.text
                }
            }
        }
        ReRunCosts.compute(nodes: &nodes, edges: &edges)
        addPropertyCosts(to: &nodes, edges: edges, views: views, freshProperties: found.freshProperties, slots: freshSlots)
        return ViewGraph(nodes: nodes, edges: edges)
    }

    /// The edges of every file's constructions, found by runs of files of about equal
    /// numbers of constructions on the context's `jobs` threads (`GraphShares`), joined in
    /// the files' order (the caller sorts them), with the
    /// fresh-instance properties of every child met (the same whichever batch met it).
    static func edges(of context: RuleContext, views: [ViewType], nodes: [ViewGraph.Node], index: NodeIndex,
                      judging: UnstableTypeJudge.Rules? = nil) -> EdgeFinder.Found {
        let options = context.propertyEquatability
        let finder = EdgeFinder(context: context, views: views, index: index, isEquatable: nodes.map(\.isEquatable),
                                listed: Set(options.nonEquatableTypes),
                                wrappers: NameSet(SwiftUIFacts.dynamicPropertyWrappers.union(options.propertyWrappers)),
                                judging: judging ?? UnstableTypeJudge.Rules(context: context))
        let records = context.module.callRecords
        let runs = GraphShares.runs(count: records.count, jobs: context.jobs) { records[$0].records.constructions.count }
        var batches = ParallelMap.flatMapBatches(count: runs.count, jobs: context.jobs) { chosen in
            chosen.map { finder.edges(in: records[runs[$0]]) }
        }
        guard batches.count != 1 else { return batches[0] }
        var joined = EdgeFinder.Found()
        joined.edges.reserveCapacity(batches.reduce(0) { $0 + $1.edges.count })
        for index in batches.indices {
            joined.edges.appendMoving(from: &batches[index].edges)
            joined.freshProperties.append(contentsOf: batches[index].freshProperties)
        }
        return joined
    }

    /// `nodesAndIndex`'s nodes.
    static func nodes(of context: RuleContext, views: [ViewType], jobs: Int) -> [ViewGraph.Node] {
        nodesAndIndex(of: context, views: views, jobs: jobs).nodes
    }

    /// What the edges are found with: a node for every view and view modifier, with its
    /// score and Equatable conformance, by runs of views on `jobs` threads, joined in the
    /// views' order; the index of the nodes by name and the edges' judging rules, as two
    /// more tasks, taken first. (The index and rules on one thread beside all the nodes on
    /// the other left it idle for most of the nodes' time: a graph run took 1.1% longer.)
    static func nodesAndIndex(of context: RuleContext, views: [ViewType], jobs: Int)
        -> (nodes: [ViewGraph.Node], index: NodeIndex, judging: UnstableTypeJudge.Rules) {
        let module = context.module
        var scores: [Int?] = Array(repeating: nil, count: views.count)
        for entry in context.scoredViews where Int(entry.view) < scores.count { scores[Int(entry.view)] = entry.score }
        let scored = scores
        let runs = GraphShares.runs(count: views.count, jobs: jobs, perJob: GraphShares.nodeRunsPerJob) { _ in 0 }
        // Task 0 is the index, task 1 the rules: each one long task, taken first so that the
        // runs of nodes, small, even out the threads' ends; task `n` the nodes of run `n - 2`.
        var parts = ParallelMap.flatMapBatches(count: runs.count + 2, jobs: jobs) { chosen in
            var scorer = ComplexityScorer()
            return chosen.map { task -> NodesPart in
                if task == 0 { return .index(NodeIndex(names: views.map(\.name))) }
                if task == 1 { return .judging(UnstableTypeJudge.Rules(context: context)) }
                return .nodes(runs[task - 2].map { position in
                    node(of: views[position], isModifier: position >= module.views.count, score: scored[position],
                         scorer: &scorer, types: module.types)
                })
            }
        }
        var nodes: [ViewGraph.Node] = []
        nodes.reserveCapacity(views.count)
        var index: NodeIndex?
        var judging: UnstableTypeJudge.Rules?
        // The runs' nodes moved, not copied (each copy's references counted up, and the
        // run's down: a serial 1 ms at the end, timed with `perf`).
        for position in parts.indices {
            var part = NodesPart.nodes([])
            swap(&part, &parts[position])
            switch consume part {
            case .nodes(var run): nodes.appendMoving(from: &run)
            case .index(let made): index = made
            case .judging(let made): judging = made
            }
        }
        guard let index, let judging else { preconditionFailure("tasks 0 and 1 make the index and the rules") }
        return (nodes, index, judging)
    }

    private enum NodesPart {
        case nodes([ViewGraph.Node])
        case index(NodeIndex)
        case judging(UnstableTypeJudge.Rules)
    }

    /// The node of `view`: `score` its body's (a modifier's `body(content:)` is scored here).
    private static func node(of view: ViewType, isModifier: Bool, score scored: Int?, scorer: inout ComplexityScorer,
                             types: TypeIndex) -> ViewGraph.Node {
        var score = scored
        if isModifier, let place = modifierBody(of: view) {
            scorer.load(view)
            score = scorer.firstIndex(sameAs: place, in: view).map { scorer.score(root: $0) }
        }
        let at = view.bodyPlace.map { view[$0].position } ?? view.declaration.position
        let file = view.bodyPlace.map { view.file(of: $0) } ?? view.file
        return ViewGraph.Node(name: view.name, kind: isModifier ? .modifier : .view, file: file, line: at.line, column: at.column,
                              score: score, isEquatable: types.isEquatable(view.name, file: view.file))
    }

    /// `func body(content:)` of a view modifier.
    private static func modifierBody(of view: ViewType) -> MemberPlace? {
        for group in view.memberGroups.indices {
            for index in view.memberGroups[group].members.indices {
                let member = view.memberGroups[group].members[index]
                if member.kind == .method, !member.isStatic, member.name == "body" { return MemberPlace(group: group, index: index) }
            }
        }
        return nil
    }

    /// For each construction of `records`, how many per-element contents hold it: closures
    /// passed to `ForEach`, and row closures of a data-driven `List` (an unlabeled
    /// argument first). The closures nest or lie apart, so one pass with a stack counts them.
    /// `inOrder`: the constructions are recorded in the order of their positions (the
    /// caller has found out). Into `scratch.depths`, its lists reused from file to file
    /// (made for each file, they were 4.4 M instructions of a million-line graph run).
    static func elementDepths(_ records: CallRecords, inOrder: Bool, into scratch: inout ElementDepthScratch) {
        scratch.contents.removeAll(keepingCapacity: true)
        scratch.open.removeAll(keepingCapacity: true)
        scratch.depths.removeAll(keepingCapacity: true)
        // By index: a call fact is read in place, not copied whole. Callees compared as name
        // numbers: each callee read as text was 2.2 M instructions of a million-line graph run.
        let forEach = scratch.forEach, list = scratch.list
        for index in records.calls.indices where !records.calls[index].isMember
            && (records.calls[index].calls(forEach) || records.calls[index].calls(list) && records.calls[index].startsWithUnlabeledData) {
            for argument in records.calls[index].arguments where argument.isClosure {
                scratch.contents.append((argument.start, argument.end))
            }
        }
        let count = records.constructions.count
        scratch.depths.append(contentsOf: repeatElement(0, count: count))
        // No per-element content: every depth is 0, without the walk below (0.4 M of a
        // million-line graph run, whose files mostly have such content).
        guard !scratch.contents.isEmpty else { return }
        scratch.contents.sort { $0.bodyStart < $1.bodyStart }
        var next = 0
        let calls = records.constructions
        // Recorded in the order of the source, but for calls nested in arguments: sorted only then.
        let sorted = inOrder ? [] : calls.indices.sorted { calls[$0].position < calls[$1].position }
        for step in calls.indices {
            let index = inOrder ? step : sorted[step]
            let position = records.constructions[index].position
            while next < scratch.contents.count, scratch.contents[next].bodyStart <= position {
                while let end = scratch.open.last, end <= scratch.contents[next].bodyStart { scratch.open.removeLast() }
                scratch.open.append(scratch.contents[next].end)
                next += 1
            }
            while let end = scratch.open.last, end <= position { scratch.open.removeLast() }
            scratch.depths[index] = scratch.open.count
        }
    }

    /// The lists `elementDepths` works in, and its answer.
    struct ElementDepthScratch {
        var contents: [(bodyStart: SourcePosition, end: SourcePosition)] = []
        var open: [SourcePosition] = []
        var depths: [Int] = []
        let forEach = SharedName("ForEach")
        let list = SharedName("List")
        /// For the answers one construction at a time (`elementDepth(of:in:scratch:)`): the
        /// next content to open, the last position asked, and whether `depths` holds the
        /// whole file's answers instead.
        var next = 0
        var lastAsked: SourcePosition?
        var hasWholeFile = false
    }

    /// Starts `elementDepth(of:in:scratch:)` on the file of `records`: its per-element
    /// contents gathered, in the order of their starts.
    static func beginElementDepths(_ records: CallRecords, into scratch: inout ElementDepthScratch) {
        scratch.contents.removeAll(keepingCapacity: true)
        scratch.open.removeAll(keepingCapacity: true)
        scratch.next = 0
        scratch.lastAsked = nil
        scratch.hasWholeFile = false
        let forEach = scratch.forEach, list = scratch.list
        for index in records.calls.indices where !records.calls[index].isMember
            && (records.calls[index].calls(forEach) || records.calls[index].calls(list) && records.calls[index].startsWithUnlabeledData) {
            for argument in records.calls[index].arguments where argument.isClosure {
                scratch.contents.append((argument.start, argument.end))
            }
        }
        if scratch.contents.count > 1 { scratch.contents.sort { $0.bodyStart < $1.bodyStart } }
    }

    /// `elementDepths`' answer for construction `offset` of `records` (after
    /// `beginElementDepths`), found for the constructions that make edges only, a few of a
    /// file's: its walk goes on from the last one asked while they come in the order of
    /// their positions, as they mostly do; the whole file's answers at once when one does not.
    /// (The whole file's walk, for every file with an edge, was 4 M instructions of a
    /// million-line graph run.) The walk's answer for a position does not depend on the
    /// positions it stopped at before: a content a stop closes is closed at the next step too.
    static func elementDepth(of offset: Int, in records: CallRecords, scratch: inout ElementDepthScratch) -> Int {
        if scratch.contents.isEmpty { return 0 }
        if scratch.hasWholeFile { return scratch.depths[offset] }
        let position = records.constructions[offset].position
        if let last = scratch.lastAsked, position < last {
            let calls = records.constructions
            let inOrder = calls.indices.dropFirst().allSatisfy { !(calls[$0].position < calls[$0 - 1].position) }
            elementDepths(records, inOrder: inOrder, into: &scratch)
            scratch.hasWholeFile = true
            return scratch.depths[offset]
        }
        scratch.lastAsked = position
        while scratch.next < scratch.contents.count, scratch.contents[scratch.next].bodyStart <= position {
            while let end = scratch.open.last, end <= scratch.contents[scratch.next].bodyStart { scratch.open.removeLast() }
            scratch.open.append(scratch.contents[scratch.next].end)
            scratch.next += 1
        }
        while let end = scratch.open.last, end <= position { scratch.open.removeLast() }
        return scratch.open.count
    }

    /// Whether `value`, passed to `property` of `child`, is new on every update in a way
    /// SwiftUI cannot find equal.
    /// The property's attributes and written type passed, not the property: a copy of it
    /// for each argument retained and released all its fields.
    static func makesUnequal(_ value: PassedValue, attributes: [String], writtenType: String?, unstable: String?,
                             child: ViewType, judge: UnstableTypeJudge, types: TypeIndex, wrappers: NameSet) -> Bool {
        if !attributes.isEmpty, wrappers.containsAny(of: attributes) {
            // `@State`/`@StateObject` keep their first value; the others compare what they hold.
            if attributes.contains("State") || attributes.contains("StateObject") { return false }
            switch value {
            case .object: return true
            case .implicitInit: return writtenType.map { isClass($0, of: child, types: types) } ?? false
            default: return false
            }
        }
        guard let written = writtenType else { return false }
        switch value {
        case .closure, .method: return unstable == "closure"
        case .anyView: return unstable == "anyview"
        case .object: return !types.isEquatable(written, file: child.file)
        case .implicitInit: return isClass(written, of: child, types: types)
        case .collection, .structAround: return !judge.comparesByValue(written, in: child)
        case .passed, .other: return false
        }
    }

    static func describe(_ value: PassedValue) -> String {
        switch value {
        case .closure: "a new closure"
        case .method(let name): "a new closure for method '\(name)'"
        case .anyView: "a new AnyView"
        case .object(let type): "a new '\(type)' object"
        case .implicitInit: "a new object ('.init(…)')"
        case .collection(let how): how == "literal" ? "a new collection literal" : "a new collection from '\(how)'"
        case .structAround(let type): "a new '\(type)' holding a new value"
        case .passed, .other: "a value"
        }
    }

    /// Whether a property written with `type` in `view` holds a class instance SwiftUI
    /// compares by identity (a module class that is not Equatable, or a framework class).
    private static func isClass(_ type: String, of view: ViewType, types: TypeIndex) -> Bool {
        let name = type.hasSuffix("?") ? String(type.dropLast()) : type
        return types.isClass(name, from: view.name, file: view.file, listed: [])
            && !types.isEquatable(name, file: view.file)
    }

    /// Stored properties whose initial value makes a class instance (`fresh_instance_property`).
    static func freshInstanceProperties(of view: ViewType, types: TypeIndex, listed: Set<String>,
                                                wrappers: NameSet) -> [MemberDeclaration] {
        view.storedPropertyPlaces.compactMap { place in
            let property = view[place]
            guard property.initialValueConstructsType, let type = property.typeText, !wrappers.containsAny(of: property.attributes),
                  types.isClass(type, from: view.name, file: view.file, listed: listed)
            else { return nil }
            return property
        }
    }

    /// What each property's updates cost where some construction makes it unequal.
    private static func addPropertyCosts(to nodes: inout [ViewGraph.Node], edges: [ViewGraph.Edge], views: [ViewType],
                                         freshProperties: [(child: Int, properties: [MemberDeclaration])], slots: [Int32]) {
        var costs: [Int: [String: ReRunCost]] = [:]
        for position in edges.indices where edges[position].spreads {
            let child = edges[position].child
            let cost = nodes[child].reRunCost.timesN(edges[position].elementDepth)
            var names = Set(edges[position].passes.filter(\.makesUnequal).compactMap(\.property))
            if slots[child] >= 0 { names.formUnion(freshProperties[Int(slots[child])].properties.map(\.name)) }
            for name in names { costs[child, default: [:]][name, default: .zero] = costs[child, default: [:]][name, default: .zero] + cost }
        }
        for (node, byName) in costs {
            let view = views[node]
            for place in view.storedPropertyPlaces {
                guard let cost = byName[view[place].name] else { continue }
                let position = view[place].position
                nodes[node].propertyCosts.append(ViewGraph.PropertyCost(
                    property: view[place].name, file: view.file(of: place), line: position.line, column: position.column, cost: cost))
            }
        }
    }
}
