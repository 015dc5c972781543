import ViewLintSupport
import ViewLintSyntax

/// All files of a run as one module: types, their extensions, protocols that refine `View`.
public struct ModuleIndex: Sendable {
    public let views: [ViewType]
    /// The module's `ViewModifier` conformers: SwiftUI compares them as it compares views
    /// before it runs `body(content:)`.
    public let viewModifiers: [ViewType]
    /// Every type, protocol and typealias of the module, with its conformances.
    public let types: TypeIndex
    private let viewNames: NameSet
    /// What each file holds of the calls the rules' query named, in file order; files
    /// without any are left out.
    public let callRecords: [(file: String, records: CallRecords)]
    /// The files' calls of capitalized names, summed by name.
    private let constructionTotals: ConstructionTotals
    /// The comments that hold `viewlint:`, by file.
    public let toolComments: [String: [ToolComment]]
    /// The files (positions in the files indexed) that declare or extend a view with a
    /// member named like a type (`TypeLikeName`), each once for each such view and part;
    /// empty when no file declares such a member. A lint parses them again with the uses
    /// of such names (`Linter`).
    package let filesOfViewsWithMembersNamedLikeTypes: [Int]

    /// Calls of each capitalized name across the module (`Name(…)`), for use-site checks.
    public var constructions: [String: Constructions] { constructionTotals.byName }

    /// Whether `name`, standing in an inheritance clause, makes a type a view. Compared
    /// rather than looked up in a set: every inherited name of every type asks.
    static func isViewProtocolName(_ name: String) -> Bool {
        name.isSpelled("View") || name.isSpelled("SwiftUI.View")
    }

    public init(files: [FileSyntax]) {
        self.init(files: files, jobs: 1)
    }

    /// With `jobs > 1`, the type index is built on another thread while the views are
    /// found (the two read the same files and need nothing of each other), and the views
    /// are then built on `jobs` threads. The index is the same for any `jobs`.
    public init(files: [FileSyntax], jobs: Int) {
        self.init(files: files, jobs: jobs, constructions: ConstructionTotals())
    }

    /// The index of files whose construction counts were summed as they were parsed
    /// (`ConstructionSums`), and emptied: what the files still hold is added.
    package init(files: [FileSyntax], jobs: Int, summed: ConstructionSums) {
        self.init(files: files, jobs: jobs, constructions: summed.summed)
    }

    private init(files: [FileSyntax], jobs: Int, constructions: ConstructionTotals) {
        let order = FileOrder.of(files)
        let found: FoundViews
        (types, found) = ParallelMap.both(jobs: jobs, { TypeIndex(files: files, order: order) },
                                          { FoundViews(files: files, order: order, constructions: constructions) })
        views = ParallelMap.flatMapBatches(count: found.places.count, jobs: jobs) { batch in
            found.places[batch].map { place in found.view(at: place, of: files) }
        }
        viewModifiers = found.modifierPlaces.map { place in found.view(at: place, of: files) }
        // Found here on `jobs` threads, by the files' positions: found by their paths after
        // the index, on one thread, they cost 2.5 M instructions on eight real apps (hashing
        // every file's path).
        if files.indices.contains(where: { files[$0].declaresMembersNamedLikeTypes }) {
            let built = views
            filesOfViewsWithMembersNamedLikeTypes = ParallelMap.flatMapBatches(count: built.count, jobs: jobs) { batch in
                batch.flatMap { view in
                    built[view].memberGroups.contains { $0.members.contains { TypeLikeName.isTypeLike($0.name) } }
                        ? found.files(ofViewAt: found.places[view], of: files) : []
                }
            }
        } else {
            filesOfViewsWithMembersNamedLikeTypes = []
        }
        var viewNames = NameSet(capacity: views.count)
        for view in views { viewNames.insert(view.name) }
        self.viewNames = viewNames
        callRecords = found.callRecords
        constructionTotals = found.constructionTotals
        toolComments = found.toolComments
    }

    /// The same module with only the views and view modifiers at `views` and `modifiers`
    /// (positions in `views` and `viewModifiers`) left to lint: every type, name and call
    /// stays for context. Nested configurations lint their own views this way, so that a
    /// run with many of them costs what its views cost once, not once per configuration.
    public func keeping(views kept: [Int], modifiers: [Int]) -> ModuleIndex {
        ModuleIndex(views: kept.map { views[$0] }, viewModifiers: modifiers.map { viewModifiers[$0] }, of: self)
    }

    private init(views: [ViewType], viewModifiers: [ViewType], of module: ModuleIndex) {
        self.views = views
        self.viewModifiers = viewModifiers
        types = module.types
        viewNames = module.viewNames
        callRecords = module.callRecords
        constructionTotals = module.constructionTotals
        toolComments = module.toolComments
        filesOfViewsWithMembersNamedLikeTypes = module.filesOfViewsWithMembersNamedLikeTypes
    }

    /// Which types of the module are views, with the extensions of each, and what the
    /// rules read of the files' code: everything of the index but the types.
    private struct FoundViews: Sendable {
        /// Each view's declaration (file, type), in file order.
        var places: [(file: Int, index: Int)] = []
        /// Each view modifier's declaration, in file order.
        var modifierPlaces: [(file: Int, index: Int)] = []
        var extensions = ExtensionsByName()
        var callRecords: [(file: String, records: CallRecords)] = []
        var constructionTotals = ConstructionTotals()
        var toolComments: [String: [ToolComment]] = [:]

        init(files: [FileSyntax], order: [Int], constructions: ConstructionTotals) {
            constructionTotals = constructions
            var protocolInheritance: [String: [String]] = [:]
            var aliases: [(name: String, target: String)] = []
            for file in order {
                gatherCalls(of: files, at: file)
                extensions.add(files[file].extensions, inFile: file)
                let types = files[file].types
                for index in types.indices where types[index].kind == .protocol {
                    protocolInheritance[types[index].name, default: []].append(contentsOf: types[index].inheritance)
                }
                aliases += files[file].typealiases.map { ($0.name, $0.target) }
            }
            let viewProtocols = QualifiedNames(ModuleIndex.protocolsRefiningView(protocolInheritance, aliases: aliases))
            for file in order {
                ModuleIndex.appendViewTypes(declaredIn: file, of: files, extensions: extensions, viewProtocols: viewProtocols,
                                            to: &places)
                for index in ModuleIndex.valueTypes(declaredIn: file, of: files, extensions: extensions,
                                                    conformingTo: ModuleIndex.isViewModifierProtocolName) {
                    modifierPlaces.append((file, index))
                }
            }
        }

        /// The view declared at `place`, with the members of its extensions.
        func view(at place: (file: Int, index: Int), of files: [FileSyntax]) -> ViewType {
            let declaration = files[place.file].types[place.index]
            var groups = [MemberGroup(file: files[place.file].path, members: declaration.members,
                                      initializerAssignments: declaration.initializerAssignments)]
            for other in extensions.of(declaration.name) where Self.takesMembers(of: declaration, in: place.file, from: other.file) {
                let ext = files[other.file].extensions[other.index]
                groups.append(MemberGroup(file: files[other.file].path, members: ext.members,
                                          initializerAssignments: ext.initializerAssignments))
            }
            return ViewType(declaration: declaration, memberGroups: groups)
        }

        /// The files of the view declared at `place` and of the extensions `view(at:of:)`
        /// gives it members of.
        func files(ofViewAt place: (file: Int, index: Int), of files: [FileSyntax]) -> [Int] {
            let declaration = files[place.file].types[place.index]
            return [place.file] + extensions.of(declaration.name).lazy
                .filter { Self.takesMembers(of: declaration, in: place.file, from: $0.file) }.map(\.file)
        }

        /// Whether a type declared in `file` takes the members of its extensions in
        /// `extensionFile`: a type no other file sees is extended only in its own file.
        @inline(__always)
        private static func takesMembers(of declaration: TypeDeclaration, in file: Int, from extensionFile: Int) -> Bool {
            declaration.isVisibleInOtherFiles || extensionFile == file
        }

        /// Keeps what rules read of a file's code besides declarations. (The fields are read
        /// one by one: a copy of the whole file's syntax would cost more than all of this.)
        private mutating func gatherCalls(of files: [FileSyntax], at file: Int) {
            let path = files[file].path
            if !files[file].calls.isEmpty { callRecords.append((path, files[file].calls)) }
            constructionTotals.add(files[file].constructionCounts)
            if !files[file].toolComments.isEmpty { toolComments[path] = files[file].toolComments }
        }
    }

    /// Appends to `places` the positions of the structs and enums of `files[file]` that it
    /// or an extension declares a view. (Appended, not returned: a list for each file was
    /// an allocation for each file with a view; saved 2.7 M instructions of a million-line
    /// lint, callgrind.)
    private static func appendViewTypes(declaredIn file: Int, of files: [FileSyntax], extensions: ExtensionsByName,
                                        viewProtocols: QualifiedNames, to places: inout [(file: Int, index: Int)]) {
        let types = files[file].types
        for index in types.indices where types[index].kind.canBeView {
            let name = types[index].name
            if namesView(types[index].inheritance, from: name, viewProtocols: viewProtocols)
                || extensions.of(name).contains(where: { place in
                    namesView(files[place.file].extensions[place.index].inheritance, from: name, viewProtocols: viewProtocols)
                }) {
                places.append((file, index))
            }
        }
    }

    /// The structs and enums of `files[file]` that it or an extension declares conforming to
    /// a protocol `names` accepts.
    private static func valueTypes(declaredIn file: Int, of files: [FileSyntax], extensions: ExtensionsByName,
                                   conformingTo names: (String) -> Bool) -> [Int] {
        let types = files[file].types
        return types.indices.filter { index in
            guard types[index].kind.canBeView else { return false }
            return types[index].inheritance.contains(where: names)
                || extensions.of(types[index].name).contains { place in
                    files[place.file].extensions[place.index].inheritance.contains(where: names)
                }
        }
    }

    static func isViewModifierProtocolName(_ name: String) -> Bool {
        name.isSpelled("ViewModifier") || name.isSpelled("SwiftUI.ViewModifier")
    }

    /// The view a finding in code belongs to: the enclosing type or extension, when it is a view.
    public func view(enclosing typeName: String?) -> String? {
        guard let typeName, viewNames.contains(typeName) else { return nil }
        return typeName
    }

    /// Whether an inheritance clause written inside `context` names `View` or a protocol of
    /// the module that refines it (`viewProtocols`).
    static func namesView(_ inheritance: [String], from context: String, viewProtocols: QualifiedNames) -> Bool {
        inheritance.contains { name in
            isViewProtocolName(name) || viewProtocols.resolve(name, from: context) != nil
        }
    }

    /// Protocols of the module that inherit `View`, directly or through each other, and the
    /// typealiases that name one of them (`typealias Screen = DetailScreen`): an alias in an
    /// inheritance clause makes a view as the protocol would.
    static func protocolsRefiningView(_ inheritance: [String: [String]],
                                      aliases: [(name: String, target: String)] = []) -> Set<String> {
        // An alias is a protocol whose one parent is its target: `View` or what refines it.
        let all = inheritance.map { ($0.key, $0.value) } + aliases.map { ($0.name, [Self.withoutGenericArguments($0.target)]) }
        return QualifiedNames.protocolsRefining(all, isRoot: isViewProtocolName)
    }

    /// `Screen` of `Screen<Item>`: inheritance clauses are written without generic arguments.
    private static func withoutGenericArguments(_ target: String) -> String {
        target.firstIndex(of: "<").map { String(target[..<$0]) } ?? target
    }
}
