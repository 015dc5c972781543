/// Every type, protocol and typealias of the module by qualified name, with the
/// conformances gathered from its declaration and all its extensions: what the
/// diffability rules need to tell which types SwiftUI can compare.
public struct TypeIndex: Sendable {
    public struct Entry: Sendable {
        public var kind: TypeKind
        public var name: String
        /// Own inheritance clause first, then every extension's.
        public var inheritance: [String]
        public var attributes: [String]
        public var hasAssociatedValues: Bool
        public var genericParameters: [String]
    }

    public private(set) var types: [String: Entry] = [:]
    public private(set) var typealiases: [String: String] = [:]
    /// Protocols of the module that refine one of `equatableFamily`, directly or not.
    public private(set) var equatableProtocols: Set<String> = []
    /// The names of `types` and `typealiases`.
    private let knownNames: QualifiedNames
    /// By number in `knownNames`: the typealias's target, else the type's entry.
    private let aliasTargets: [String?]
    private let entries: [Entry?]

    /// The protocols whose conformance makes a type Equatable (SPEC `non_equatable_property`).
    public static let equatableFamily: Set<String> = [
        "Equatable", "Hashable", "Comparable", "SetAlgebra", "OptionSet",
        "Swift.Equatable", "Swift.Hashable", "Swift.Comparable", "Swift.SetAlgebra", "Swift.OptionSet",
    ]

    public init(files: [FileSyntax]) {
        self.init(files: files, order: ModuleIndex.pathOrder(files))
    }

    /// `order`: the positions of `files` in byte order of their paths.
    init(files: [FileSyntax], order: [Int]) {
        types.reserveCapacity(files.reduce(0) { $0 + $1.types.count })
        for fileIndex in order {
            let file = files[fileIndex]
            for type in file.types {
                if let existing = types.index(forKey: type.name) {
                    // The same name declared twice (e.g. in `#if` branches): one type.
                    types.values[existing].inheritance += type.inheritance
                    types.values[existing].attributes += type.attributes
                    types.values[existing].hasAssociatedValues = types.values[existing].hasAssociatedValues
                        || type.hasAssociatedValues
                } else {
                    types[type.name] = Entry(kind: type.kind, name: type.name, inheritance: type.inheritance,
                                             attributes: type.attributes, hasAssociatedValues: type.hasAssociatedValues,
                                             genericParameters: type.genericParameters)
                }
            }
            for alias in file.typealiases where typealiases[alias.name] == nil {
                typealiases[alias.name] = alias.target
            }
        }
        for fileIndex in order {
            for ext in files[fileIndex].extensions where !ext.inheritance.isEmpty {
                guard let existing = types.index(forKey: ext.extendedName) else { continue }
                types.values[existing].inheritance += ext.inheritance
            }
        }
        var known: [String] = []
        var entries: [Entry?] = []
        known.reserveCapacity(types.count + typealiases.count)
        entries.reserveCapacity(types.count + typealiases.count)
        for (name, entry) in types {
            known.append(name)
            entries.append(entry)
        }
        for name in typealiases.keys where types[name] == nil {
            known.append(name)
            entries.append(nil)
        }
        knownNames = QualifiedNames(known)
        self.entries = entries
        let typealiases = typealiases
        aliasTargets = typealiases.isEmpty ? [] : known.map { typealiases[$0] }
        equatableProtocols = Self.protocolsRefiningEquatable(types)
    }

    /// Protocols among `types` that inherit one of `equatableFamily`, directly or through
    /// each other: the least fixed point, so cycles end.
    private static func protocolsRefiningEquatable(_ types: [String: Entry]) -> Set<String> {
        let protocols = types.values.filter { $0.kind == .protocol }
        var refining: Set<String> = []
        var changed = true
        while changed {
            changed = false
            for entry in protocols where !refining.contains(entry.name) {
                if entry.inheritance.contains(where: {
                    equatableFamily.contains($0)
                        || QualifiedNames.resolveByCandidates($0, from: entry.name, contains: refining.contains) != nil
                }) {
                    refining.insert(entry.name)
                    changed = true
                }
            }
        }
        return refining
    }

    /// Resolves a written name from `context` outward: `Context.Inner.X`, `Context.X`, `X`.
    public func resolve(_ name: String, from context: String) -> String? {
        knownNames.resolve(name, from: context, contains: isKnown)?.name
    }

    /// What a written name resolves to: a typealias (with its target) or a type (with its
    /// entry), or a name of neither when `name` resolves to nothing.
    struct Resolution {
        var name: String
        var aliasTarget: String?
        var entry: Entry?
    }

    /// `resolve(_:from:)` with what the name stands for, looked up once.
    func resolution(of name: String, from context: String) -> Resolution? {
        guard let found = knownNames.resolve(name, from: context, contains: isKnown) else { return nil }
        guard let number = found.number else {
            return Resolution(name: found.name, aliasTarget: typealiases[found.name], entry: types[found.name])
        }
        return Resolution(name: found.name, aliasTarget: aliasTargets.isEmpty ? nil : aliasTargets[number],
                          entry: entries[number])
    }

    private func isKnown(_ name: String) -> Bool {
        types[name] != nil || typealiases[name] != nil
    }

    /// Whether a struct, enum, class or actor of the module is Equatable: it or an extension
    /// conforms to the Equatable family (or a module protocol refining it), it carries
    /// `@Equatable`, it is an enum without associated values, or it is a class whose
    /// module superclass is Equatable.
    public func isEquatable(_ name: String) -> Bool {
        guard let entry = types[name] else { return false }
        return isEquatable(name, entry)
    }

    /// `isEquatable(name)` for the entry of `name`, already looked up.
    func isEquatable(_ name: String, _ entry: Entry) -> Bool {
        var current = name
        var entry = entry
        // Only a chain of classes goes further than one type; it remembers where it has been.
        var visited: [String] = []
        while true {
            if entry.attributes.contains("Equatable") { return true }
            if entry.inheritance.contains(where: { conformanceIsEquatable($0, from: current) }) { return true }
            if entry.kind == .enum, !entry.hasAssociatedValues { return true }
            // A class inherits Equatable from a module superclass, written first.
            guard entry.kind == .class, let superclass = entry.inheritance.first,
                  let resolved = resolution(of: superclass, from: current), let next = resolved.entry, next.kind == .class
            else { return false }
            visited.append(current)
            if visited.contains(resolved.name) { return false }
            current = resolved.name
            entry = next
        }
    }

    func conformanceIsEquatable(_ written: String, from context: String) -> Bool {
        if Self.equatableFamily.contains(written) { return true }
        // Without module protocols refining Equatable, what the name resolves to cannot matter.
        guard !equatableProtocols.isEmpty, let resolved = resolve(written, from: context) else { return false }
        return equatableProtocols.contains(resolved)
    }
}
