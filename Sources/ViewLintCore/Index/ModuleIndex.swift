/// All files of a run as one module: types, their extensions, protocols that refine `View`.
public struct ModuleIndex: Sendable {
    public private(set) var views: [ViewType] = []
    /// Every type, protocol and typealias of the module, with its conformances.
    public let types: TypeIndex
    private var viewNames = NameSet()
    /// Every `.id(…)` modifier call, with its file, in file order.
    public private(set) var idModifiers: [(file: String, call: IdModifierCall)] = []
    /// Every conditional List row, with its file, in file order.
    public private(set) var conditionalRows: [(file: String, row: ConditionalRow)] = []
    /// Each file's calls of capitalized names, summed only when asked (`constructions`):
    /// one rule needs them, for the few views it suspects.
    private var constructionsByFile: [[NamedConstructions]] = []
    /// Lines marked `// viewlint:skip-equatable`, by file.
    public private(set) var skipEquatableLines: [String: Set<Int>] = [:]

    /// Calls of each capitalized name across the module (`Name(…)`), for use-site checks.
    /// Summed over the files at each call.
    public var constructions: [String: Constructions] {
        var total: [String: Constructions] = [:]
        for file in constructionsByFile {
            for entry in file { total[entry.name, default: Constructions()].add(entry.counts) }
        }
        return total
    }

    /// Whether `name`, standing in an inheritance clause, makes a type a view. Compared
    /// rather than looked up in a set: every inherited name of every type asks.
    static func isViewProtocolName(_ name: String) -> Bool {
        name == "View" || name == "SwiftUI.View"
    }

    public init(files: [FileSyntax]) {
        let order = FileOrder.of(files)
        types = TypeIndex(files: files, order: order)
        var extensions = ExtensionsByName()
        var protocolInheritance: [String: [String]] = [:]
        for file in order {
            gatherCalls(of: files, at: file)
            extensions.add(files[file].extensions, inFile: file)
            let types = files[file].types
            for index in types.indices where types[index].kind == .protocol {
                protocolInheritance[types[index].name, default: []].append(contentsOf: types[index].inheritance)
            }
        }
        let viewProtocols = QualifiedNames(Self.protocolsRefiningView(protocolInheritance))
        for file in order {
            addViews(declaredIn: file, of: files, extensions: extensions, viewProtocols: viewProtocols)
        }
    }

    /// Keeps what rules read of a file's code besides declarations. (The fields are read
    /// one by one: a copy of the whole file's syntax would cost more than all of this.)
    private mutating func gatherCalls(of files: [FileSyntax], at file: Int) {
        let path = files[file].path
        if !files[file].idModifiers.isEmpty { idModifiers += files[file].idModifiers.map { (path, $0) } }
        if !files[file].conditionalRows.isEmpty { conditionalRows += files[file].conditionalRows.map { (path, $0) } }
        if !files[file].constructionCounts.isEmpty { constructionsByFile.append(files[file].constructionCounts) }
        if !files[file].skipEquatableLines.isEmpty { skipEquatableLines[path] = files[file].skipEquatableLines }
    }

    /// Adds the structs and enums of `files[file]` that it or an extension declares a view,
    /// with the members of those extensions.
    private mutating func addViews(declaredIn file: Int, of files: [FileSyntax], extensions: ExtensionsByName,
                                   viewProtocols: QualifiedNames) {
        let types = files[file].types
        for index in types.indices where types[index].kind == .struct || types[index].kind == .enum {
            let name = types[index].name
            let ownExtensions = extensions.of(name)
            let isView = Self.namesView(types[index].inheritance, from: name, viewProtocols: viewProtocols)
                || ownExtensions.contains { place in
                    Self.namesView(files[place.file].extensions[place.index].inheritance, from: name,
                                   viewProtocols: viewProtocols)
                }
            guard isView else { continue }
            var groups = [MemberGroup(file: files[file].path, members: types[index].members)]
            for place in ownExtensions {
                groups.append(MemberGroup(file: files[place.file].path,
                                          members: files[place.file].extensions[place.index].members))
            }
            views.append(ViewType(name: name, file: files[file].path, declaration: types[index], memberGroups: groups))
            viewNames.insert(name)
        }
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

    /// Protocols of the module that inherit `View`, directly or through each other.
    static func protocolsRefiningView(_ inheritance: [String: [String]]) -> Set<String> {
        QualifiedNames.protocolsRefining(inheritance.map { ($0.key, $0.value) }, isRoot: isViewProtocolName)
    }
}
