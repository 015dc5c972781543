import Foundation

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
    private var constructionsByFile: [[String: Constructions]] = []
    /// Lines marked `// viewlint:skip-equatable`, by file.
    public private(set) var skipEquatableLines: [String: Set<Int>] = [:]

    /// Calls of each capitalized name across the module (`Name(…)`), for use-site checks.
    /// Summed over the files at each call.
    public var constructions: [String: Constructions] {
        var total: [String: Constructions] = [:]
        for file in constructionsByFile {
            for (name, count) in file { total[name, default: Constructions()].add(count) }
        }
        return total
    }

    /// Whether `name`, standing in an inheritance clause, makes a type a view. Compared
    /// rather than looked up in a set: every inherited name of every type asks.
    static func isViewProtocolName(_ name: String) -> Bool {
        name == "View" || name == "SwiftUI.View"
    }

    public init(files: [FileSyntax]) {
        let order = Self.pathOrder(files)
        types = TypeIndex(files: files, order: order)
        // Extensions by extended name (numbered in `extendedNames`), as (file, extension)
        // positions: no declaration is copied.
        var extendedNames = NameSet()
        var extensions: [[(file: Int, index: Int)]] = []
        var protocolInheritance: [String: [String]] = [:]
        for fileIndex in order {
            let path = files[fileIndex].path
            if !files[fileIndex].idModifiers.isEmpty { idModifiers += files[fileIndex].idModifiers.map { (path, $0) } }
            if !files[fileIndex].conditionalRows.isEmpty {
                conditionalRows += files[fileIndex].conditionalRows.map { (path, $0) }
            }
            if !files[fileIndex].constructions.isEmpty { constructionsByFile.append(files[fileIndex].constructions) }
            if !files[fileIndex].skipEquatableLines.isEmpty { skipEquatableLines[path] = files[fileIndex].skipEquatableLines }
            for index in files[fileIndex].extensions.indices {
                let name = extendedNames.insert(files[fileIndex].extensions[index].extendedName)
                if name == extensions.count { extensions.append([]) }
                extensions[name].append((fileIndex, index))
            }
            let types = files[fileIndex].types
            for index in types.indices where types[index].kind == .protocol {
                protocolInheritance[types[index].name, default: []].append(contentsOf: types[index].inheritance)
            }
        }
        let viewProtocols = QualifiedNames(Self.protocolsRefiningView(protocolInheritance))
        for fileIndex in order {
            let types = files[fileIndex].types
            for typeIndex in types.indices where types[typeIndex].kind == .struct || types[typeIndex].kind == .enum {
                let name = types[typeIndex].name
                let ownExtensions = extendedNames.number(of: name).map { extensions[$0] } ?? []
                let isView = Self.namesView(types[typeIndex].inheritance, from: name, viewProtocols: viewProtocols)
                    || ownExtensions.contains { place in
                        Self.namesView(files[place.file].extensions[place.index].inheritance, from: name,
                                       viewProtocols: viewProtocols)
                    }
                guard isView else { continue }
                var groups = [MemberGroup(file: files[fileIndex].path, members: types[typeIndex].members)]
                for place in ownExtensions {
                    groups.append(MemberGroup(file: files[place.file].path, members: files[place.file].extensions[place.index].members))
                }
                views.append(ViewType(name: name, file: files[fileIndex].path, declaration: types[typeIndex], memberGroups: groups))
                viewNames.insert(name)
            }
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
