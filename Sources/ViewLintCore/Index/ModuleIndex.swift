import Foundation

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

    /// Whether `name`, standing in an inheritance clause, makes a type a view. Compared
    /// rather than looked up in a set: every inherited name of every type asks.
    static func isViewProtocolName(_ name: String) -> Bool {
        name == "View" || name == "SwiftUI.View"
    }

    public init(files: [FileSyntax]) {
        let order = Self.pathOrder(files)
        types = TypeIndex(files: files, order: order)
        // Extensions by extended name, as (file, extension) positions: no declaration is copied.
        var extensionsByName: [String: [(file: Int, index: Int)]] = [:]
        var protocolInheritance: [String: [String]] = [:]
        for fileIndex in order {
            let file = files[fileIndex]
            if !file.idModifiers.isEmpty { idModifiers += file.idModifiers.map { (file.path, $0) } }
            if !file.conditionalRows.isEmpty { conditionalRows += file.conditionalRows.map { (file.path, $0) } }
            for (name, count) in file.constructions { constructions[name, default: Constructions()].add(count) }
            if !file.skipEquatableLines.isEmpty { skipEquatableLines[file.path] = file.skipEquatableLines }
            for index in file.extensions.indices {
                extensionsByName[file.extensions[index].extendedName, default: []].append((fileIndex, index))
            }
            for type in file.types where type.kind == .protocol {
                protocolInheritance[type.name, default: []].append(contentsOf: type.inheritance)
            }
        }
        let refiningView = Self.protocolsRefiningView(protocolInheritance)
        let viewProtocols = QualifiedNames(Array(refiningView))
        for fileIndex in order {
            let file = files[fileIndex]
            for typeIndex in file.types.indices {
                guard file.types[typeIndex].kind == .struct || file.types[typeIndex].kind == .enum else { continue }
                let type = file.types[typeIndex]
                let extensions = extensionsByName[type.name] ?? []
                let isView = Self.namesView(type.inheritance, from: type.name, viewProtocols: viewProtocols,
                                            refiningView: refiningView)
                    || extensions.contains { place in
                        Self.namesView(files[place.file].extensions[place.index].inheritance, from: type.name,
                                       viewProtocols: viewProtocols, refiningView: refiningView)
                    }
                guard isView else { continue }
                var groups = [MemberGroup(file: file.path, members: type.members)]
                for place in extensions {
                    let owner = files[place.file]
                    groups.append(MemberGroup(file: owner.path, members: owner.extensions[place.index].members))
                }
                views.append(ViewType(name: type.name, file: file.path, declaration: type, memberGroups: groups))
                viewNames.insert(type.name)
            }
        }
    }

    /// The view a finding in code belongs to: the enclosing type or extension, when it is a view.
    public func view(enclosing typeName: String?) -> String? {
        guard let typeName, viewNames.contains(typeName) else { return nil }
        return typeName
    }

    /// Whether an inheritance clause written inside `context` names `View` or a protocol of
    /// the module that refines it (`refiningView`, whose names `viewProtocols` holds).
    static func namesView(_ inheritance: [String], from context: String, viewProtocols: QualifiedNames,
                          refiningView: Set<String>) -> Bool {
        inheritance.contains { name in
            isViewProtocolName(name) || viewProtocols.resolve(name, from: context, contains: refiningView.contains) != nil
        }
    }

    /// Protocols of the module that inherit `View`, directly or through each other.
    static func protocolsRefiningView(_ inheritance: [String: [String]]) -> Set<String> {
        var refining: Set<String> = []
        var changed = true
        // A fixed point: each round adds at least one protocol or stops, so cycles end.
        while changed {
            changed = false
            for (name, parents) in inheritance where !refining.contains(name) {
                if parents.contains(where: {
                    isViewProtocolName($0)
                        || QualifiedNames.resolveByCandidates($0, from: name, contains: refining.contains) != nil
                }) {
                    refining.insert(name)
                    changed = true
                }
            }
        }
        return refining
    }

    /// Positions of `files` in byte order of their paths (`ByteOrder`); files of the same
    /// path keep their order. Inputs usually arrive sorted, and then nothing is sorted again.
    static func pathOrder(_ files: [FileSyntax]) -> [Int] {
        let isSorted = files.indices.dropFirst().allSatisfy { pathOrder(files[$0 - 1].path, files[$0].path) <= 0 }
        if isSorted { return Array(files.indices) }
        return files.indices.sorted { a, b in
            let order = pathOrder(files[a].path, files[b].path)
            return order != 0 ? order < 0 : a < b
        }
    }

    /// Negative, zero or positive as `a` sorts before, with or after `b`, byte by byte.
    private static func pathOrder(_ a: String, _ b: String) -> Int {
        a.withUTF8Bytes { left in
            b.withUTF8Bytes { right in
                let common = min(left.count, right.count)
                if common > 0, let l = left.baseAddress, let r = right.baseAddress {
                    let order = memcmp(l, r, common)
                    if order != 0 { return Int(order) }
                }
                return left.count - right.count
            }
        }
    }
}
