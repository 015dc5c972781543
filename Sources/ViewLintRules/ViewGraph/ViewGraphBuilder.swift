import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// Builds the module's view graph (`ViewGraph`) from the parser's construction calls
/// (`SyntaxQuery.recordsConstructionCalls`) and the rules' judgements: body scores
/// (`body_complexity`) and unstable types (`non_equatable_property`, through
/// `UnstableTypeJudge`). Built only when a run asks (`graph`, `audit`).
public enum ViewGraphBuilder {
    /// What the parser must record for the graph: every construction's arguments, and the
    /// closures of `ForEach` and `List` (per-element content).
    public static let syntaxQuery = SyntaxQuery(calls: ["ForEach", "List"], recordsConstructionCalls: true,
                                                unrecordedConstructions: frameworkViews)

    /// SwiftUI's own views and containers, whose calls are most of a body's: not recorded,
    /// they cost the parse nothing. (A module view of one of these names is not seen as a
    /// child.)
    static let frameworkViews: Set<String> = [
        "Text", "Image", "Label", "Button", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid",
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
        var nodes = nodes(of: context, views: views)
        let index = NodeIndex(nodes)

        let options = context.propertyEquatability
        let listed = Set(options.nonEquatableTypes)
        let judge = UnstableTypeJudge(context: context)
        let wrappers = NameSet(SwiftUIFacts.dynamicPropertyWrappers.union(options.propertyWrappers))
        // Each looked up once per view, when a construction first needs it: most views are
        // nobody's parent or child, and a hostile file may hold thousands of both.
        var freshProperties: [[MemberDeclaration]?] = Array(repeating: nil, count: views.count)
        var matchings: [Int: PropertyMatching] = [:]
        var edges: [ViewGraph.Edge] = []
        let viewBuilding = MembersOfSort(.viewBuilding, views: views.count)
        let methodNames = MembersOfSort(.instanceMethods, views: views.count)
        for (file, records) in module.callRecords where !records.constructions.isEmpty {
            var depths: [Int]?
            var reader: PassedValueReader?
            for offset in records.constructions.indices {
                // Most calls construct framework types or models: a name that ends no node's
                // name is passed over at once.
                guard index.endsANodeName(records.constructions[offset].name) else { continue }
                let call = records.constructions[offset]
                guard let owner = call.enclosingType, let parent = index.node(named: owner), let member = call.enclosingMember
                else { continue }
                guard viewBuilding.contains(member, in: views[parent], number: parent) else { continue }
                guard let child = index.resolve(call.name, from: owner) else { continue }
                let childView = views[child]
                if matchings[child] == nil {
                    let generics = module.types.entry(named: childView.name, file: childView.file)?.genericParameters ?? []
                    matchings[child] = PropertyMatching(child: childView, generics: generics)
                }
                if reader == nil {
                    let calls = records.constructions
                    let inOrder = calls.indices.dropFirst().allSatisfy { !(calls[$0].position < calls[$0 - 1].position) }
                    reader = PassedValueReader(types: module.types, listedClasses: listed,
                                               constructions: inOrder ? calls : calls.sorted { $0.position < $1.position },
                                               methods: methodNames)
                }
                if depths == nil { depths = elementDepths(records) }
                if freshProperties[child] == nil {
                    freshProperties[child] = freshInstanceProperties(of: childView, types: module.types, listed: listed,
                                                                     wrappers: wrappers)
                }
                let properties = matchings[child]!.properties(for: call.arguments)
                var passes: [ViewGraph.Pass] = []
                passes.reserveCapacity(call.arguments.count)
                var because: String?
                for (argument, property) in zip(call.arguments, properties) {
                    let value = reader!.value(of: argument, in: views[parent], number: parent)
                    let unstable = property.flatMap { $0.writtenType }.flatMap { judge.unstableKind(ofWrittenType: $0, in: childView) }
                    let unequal = property.map { makesUnequal(value, $0, unstable: unstable, child: childView, judge: judge,
                                                             types: module.types, wrappers: wrappers) } ?? false
                    if unequal, because == nil, let property {
                        because = "'\(property.name)' gets \(describe(value)) on every update"
                    }
                    passes.append(ViewGraph.Pass(label: argument.label, property: property?.name,
                                                 argument: argument.text, value: value.word, unstableType: unstable,
                                                 makesUnequal: unequal))
                }
                if because == nil, let fresh = freshProperties[child]!.first {
                    because = "'\(fresh.name)' makes a new object in every value of '\(childView.name)'"
                }
                edges.append(ViewGraph.Edge(
                    parent: parent, child: child, file: file, line: call.position.line, column: call.position.column,
                    member: member, elementDepth: depths![offset], passes: passes, unequalBecause: because,
                    stoppedByEquatable: nodes[child].isEquatable, isCut: false))
            }
        }
        edges.sort { a, b in
            if a.parent != b.parent { return a.parent < b.parent }
            if a.file != b.file { return LexicographicBytes.precedes(a.file, b.file) }
            return (a.line, a.column, a.child) < (b.line, b.column, b.child)
        }
        for edge in edges where edge.parent != edge.child { nodes[edge.child].isRoot = false }
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
        addPropertyCosts(to: &nodes, edges: edges, views: views, freshProperties: freshProperties.map { $0 ?? [] })
        return ViewGraph(nodes: nodes, edges: edges)
    }

    /// A node for every view and view modifier, with its score and Equatable conformance.
    private static func nodes(of context: RuleContext, views: [ViewType]) -> [ViewGraph.Node] {
        let module = context.module
        var scores: [Int?] = Array(repeating: nil, count: views.count)
        for entry in context.scoredViews where Int(entry.view) < scores.count { scores[Int(entry.view)] = entry.score }
        var scorer = ComplexityScorer()
        return views.enumerated().map { position, view in
            let isModifier = position >= module.views.count
            var score = scores[position]
            if isModifier, let place = modifierBody(of: view) {
                scorer.load(view)
                score = scorer.firstIndex(sameAs: place, in: view).map { scorer.score(root: $0) }
            }
            let at = view.bodyPlace.map { view[$0].position } ?? view.declaration.position
            let file = view.bodyPlace.map { view.file(of: $0) } ?? view.file
            return ViewGraph.Node(name: view.name, kind: isModifier ? .modifier : .view, file: file, line: at.line,
                                  column: at.column, score: score, isEquatable: module.types.isEquatable(view.name, file: view.file))
        }
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
    static func elementDepths(_ records: CallRecords) -> [Int] {
        var contents: [(bodyStart: SourcePosition, end: SourcePosition)] = []
        // By index: a call fact is read in place, not copied whole.
        for index in records.calls.indices where !records.calls[index].isMember
            && (records.calls[index].callee == "ForEach" || records.calls[index].callee == "List" && records.calls[index].startsWithUnlabeledData) {
            for argument in records.calls[index].arguments where argument.isClosure { contents.append((argument.start, argument.end)) }
        }
        contents.sort { $0.bodyStart < $1.bodyStart }
        var open: [SourcePosition] = []
        var next = 0
        let calls = records.constructions
        // Recorded in the order of the source, but for calls nested in arguments: sorted only then.
        let inOrder = calls.indices.dropFirst().allSatisfy { !(calls[$0].position < calls[$0 - 1].position) }
        let sorted = inOrder ? [] : calls.indices.sorted { calls[$0].position < calls[$1].position }
        var byIndex = Array(repeating: 0, count: records.constructions.count)
        for step in calls.indices {
            let index = inOrder ? step : sorted[step]
            let position = records.constructions[index].position
            while next < contents.count, contents[next].bodyStart <= position {
                while let end = open.last, end <= contents[next].bodyStart { open.removeLast() }
                open.append(contents[next].end)
                next += 1
            }
            while let end = open.last, end <= position { open.removeLast() }
            byIndex[index] = open.count
        }
        return byIndex
    }

    /// Whether `value`, passed to `property` of `child`, is new on every update in a way
    /// SwiftUI cannot find equal.
    private static func makesUnequal(_ value: PassedValue, _ property: MemberDeclaration, unstable: String?, child: ViewType,
                                     judge: UnstableTypeJudge, types: TypeIndex, wrappers: NameSet) -> Bool {
        if wrappers.containsAny(of: property.attributes) {
            // `@State`/`@StateObject` keep their first value; the others compare what they hold.
            if property.attributes.contains("State") || property.attributes.contains("StateObject") { return false }
            switch value {
            case .object: return true
            case .implicitInit: return property.writtenType.map { isClass($0, of: child, types: types) } ?? false
            default: return false
            }
        }
        guard let written = property.writtenType else { return false }
        switch value {
        case .closure, .method: return unstable == "closure"
        case .anyView: return unstable == "anyview"
        case .object: return !types.isEquatable(written, file: child.file)
        case .implicitInit: return isClass(written, of: child, types: types)
        case .collection, .structAround: return !judge.comparesByValue(written, in: child)
        case .passed, .other: return false
        }
    }

    private static func describe(_ value: PassedValue) -> String {
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
    private static func freshInstanceProperties(of view: ViewType, types: TypeIndex, listed: Set<String>,
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
                                         freshProperties: [[MemberDeclaration]]) {
        var costs: [Int: [String: ReRunCost]] = [:]
        for edge in edges where edge.spreads {
            let cost = nodes[edge.child].reRunCost.timesN(edge.elementDepth)
            var names = Set(edge.passes.filter(\.makesUnequal).compactMap(\.property))
            names.formUnion(freshProperties[edge.child].map(\.name))
            for name in names { costs[edge.child, default: [:]][name, default: .zero] = costs[edge.child, default: [:]][name, default: .zero] + cost }
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
