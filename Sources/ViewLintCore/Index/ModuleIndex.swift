/// A member together with the file it is declared in.
public struct LocatedMember: Sendable {
    public var file: String
    public var declaration: MemberDeclaration
}

/// A type of the module that SwiftUI treats as a view.
public struct ViewType: Sendable {
    public var name: String
    public var file: String
    public var declaration: TypeDeclaration
    /// Own members first, then each extension's, extensions ordered by file path and position.
    public var members: [LocatedMember]
    /// The hand-written `static func ==` of the view, in its declaration or an extension.
    public var equalityOperators: [LocatedMember] {
        members.filter { $0.declaration.kind == .method && $0.declaration.isStatic && $0.declaration.name == "==" }
    }

    /// Stored instance properties, in declaration order.
    public var storedProperties: [LocatedMember] {
        members.filter { $0.declaration.kind == .storedProperty && !$0.declaration.isStatic }
    }

    /// The first instance computed property named `body`, if any.
    public var body: LocatedMember? {
        members.first { $0.declaration.name == "body" && $0.declaration.kind == .computedProperty && !$0.declaration.isStatic }
    }
}

/// All files of a run as one module: types, their extensions, protocols that refine `View`.
public struct ModuleIndex: Sendable {
    public private(set) var views: [ViewType] = []
    /// Every type, protocol and typealias of the module, with its conformances.
    public let types: TypeIndex
    private var viewNames: Set<String> = []
    /// Every `.id(…)` modifier call, with its file, in file order.
    public private(set) var idModifiers: [(file: String, call: IdModifierCall)] = []
    /// Every conditional List row, with its file, in file order.
    public private(set) var conditionalRows: [(file: String, row: ConditionalRow)] = []
    /// Calls of each capitalized name across the module (`Name(…)`), for use-site checks.
    public private(set) var constructions: [String: Constructions] = [:]
    /// Lines marked `// viewlint:skip-equatable`, by file.
    public private(set) var skipEquatableLines: [String: Set<Int>] = [:]

    /// The names that make a type a view when they stand in an inheritance clause.
    static let viewProtocolNames: Set<String> = ["View", "SwiftUI.View"]

    public init(files: [FileSyntax]) {
        types = TypeIndex(files: files)
        let ordered = files.sorted { ByteOrder.precedes($0.path, $1.path) }
        var extensionsByName: [String: [(file: String, declaration: ExtensionDeclaration)]] = [:]
        var protocolInheritance: [String: [String]] = [:]
        for file in ordered {
            idModifiers += file.idModifiers.map { (file.path, $0) }
            conditionalRows += file.conditionalRows.map { (file.path, $0) }
            for (name, count) in file.constructions { constructions[name, default: Constructions()].add(count) }
            if !file.skipEquatableLines.isEmpty { skipEquatableLines[file.path] = file.skipEquatableLines }
            for ext in file.extensions { extensionsByName[ext.extendedName, default: []].append((file.path, ext)) }
            for type in file.types where type.kind == .protocol {
                protocolInheritance[type.name, default: []].append(contentsOf: type.inheritance)
            }
        }
        let viewProtocols = Self.protocolsRefiningView(protocolInheritance)
        for file in ordered {
            for type in file.types where type.kind == .struct || type.kind == .enum {
                let extensions = extensionsByName[type.name] ?? []
                let inherited = type.inheritance + extensions.flatMap(\.declaration.inheritance)
                let isView = inherited.contains { name in
                    Self.viewProtocolNames.contains(name)
                        || Self.resolve(name, from: type.name, in: viewProtocols) != nil
                }
                guard isView else { continue }
                var members = type.members.map { LocatedMember(file: file.path, declaration: $0) }
                for ext in extensions {
                    members += ext.declaration.members.map { LocatedMember(file: ext.file, declaration: $0) }
                }
                views.append(ViewType(name: type.name, file: file.path, declaration: type, members: members))
                viewNames.insert(type.name)
            }
        }
    }

    /// The view a finding in code belongs to: the enclosing type or extension, when it is a view.
    public func view(enclosing typeName: String?) -> String? {
        guard let typeName, viewNames.contains(typeName) else { return nil }
        return typeName
    }

    /// Protocols of the module that inherit `View`, directly or through each other.
    static func protocolsRefiningView(_ inheritance: [String: [String]]) -> Set<String> {
        var refining: Set<String> = []
        var changed = true
        // A fixed point: each round adds at least one protocol or stops, so cycles end.
        while changed {
            changed = false
            for (name, parents) in inheritance where !refining.contains(name) {
                if parents.contains(where: { viewProtocolNames.contains($0) || resolve($0, from: name, in: refining) != nil }) {
                    refining.insert(name)
                    changed = true
                }
            }
        }
        return refining
    }

    /// Resolves a type name as written inside `context` (a qualified type name): from the
    /// innermost enclosing scope outward (`Outer.Inner.X`, `Outer.X`, `X`).
    static func resolve(_ name: String, from context: String, in known: Set<String>) -> String? {
        var scope = Substring(context)
        while true {
            let candidate = scope.isEmpty ? name : scope + "." + name
            if known.contains(candidate) { return candidate }
            guard !scope.isEmpty else { return nil }
            if let dot = scope.lastIndex(of: ".") { scope = scope[..<dot] } else { scope = "" }
        }
    }
}
