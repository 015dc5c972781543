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
    private var knownNames: Set<String> = []

    /// The protocols whose conformance makes a type Equatable (SPEC `non_equatable_property`).
    public static let equatableFamily: Set<String> = [
        "Equatable", "Hashable", "Comparable", "SetAlgebra", "OptionSet",
        "Swift.Equatable", "Swift.Hashable", "Swift.Comparable", "Swift.SetAlgebra", "Swift.OptionSet",
    ]

    public init(files: [FileSyntax]) {
        let ordered = files.sorted { ByteOrder.precedes($0.path, $1.path) }
        for file in ordered {
            for type in file.types {
                if var existing = types[type.name] {
                    // The same name declared twice (e.g. in `#if` branches): one type.
                    existing.inheritance += type.inheritance
                    existing.attributes += type.attributes
                    existing.hasAssociatedValues = existing.hasAssociatedValues || type.hasAssociatedValues
                    types[type.name] = existing
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
        for file in ordered {
            for ext in file.extensions where types[ext.extendedName] != nil {
                types[ext.extendedName]?.inheritance += ext.inheritance
            }
        }
        knownNames = Set(types.keys).union(typealiases.keys)
        var refining: Set<String> = []
        var changed = true
        while changed {
            changed = false
            for (name, entry) in types where entry.kind == .protocol && !refining.contains(name) {
                if entry.inheritance.contains(where: { Self.equatableFamily.contains($0) || Self.resolve($0, from: name, in: refining) != nil }) {
                    refining.insert(name)
                    changed = true
                }
            }
        }
        equatableProtocols = refining
    }

    /// Resolves a written name from `context` outward: `Context.Inner.X`, `Context.X`, `X`.
    public func resolve(_ name: String, from context: String) -> String? {
        Self.resolve(name, from: context, in: knownNames)
    }

    static func resolve(_ name: String, from context: String, in known: Set<String>) -> String? {
        ModuleIndex.resolve(name, from: context, in: known)
    }

    /// Whether a struct, enum, class or actor of the module is Equatable: it or an extension
    /// conforms to the Equatable family (or a module protocol refining it), it carries
    /// `@Equatable`, it is an enum without associated values, or it is a class whose
    /// module superclass is Equatable.
    public func isEquatable(_ name: String) -> Bool {
        var visited: Set<String> = []
        var current = name
        while let entry = types[current], visited.insert(current).inserted {
            if entry.attributes.contains("Equatable") { return true }
            if entry.inheritance.contains(where: { conformanceIsEquatable($0, from: current) }) { return true }
            if entry.kind == .enum, !entry.hasAssociatedValues { return true }
            // A class inherits Equatable from a module superclass, written first.
            guard entry.kind == .class, let superclass = entry.inheritance.first,
                  let resolved = resolve(superclass, from: current), types[resolved]?.kind == .class else { return false }
            current = resolved
        }
        return false
    }

    func conformanceIsEquatable(_ written: String, from context: String) -> Bool {
        if Self.equatableFamily.contains(written) { return true }
        guard let resolved = resolve(written, from: context) else { return false }
        return equatableProtocols.contains(resolved)
    }
}
