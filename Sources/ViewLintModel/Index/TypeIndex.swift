import ViewLintSupport
import ViewLintSyntax

/// Every type, protocol and typealias of the module by qualified name, with the
/// conformances gathered from its declaration and all its extensions: what the
/// diffability rules need to tell which types SwiftUI can compare.
///
/// Names are numbered once (`QualifiedNames`); a type's entry and a typealias's target
/// are kept by that number, so that resolving a name finds what it stands for at once.
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

    /// Protocols of the module that refine one of `equatableFamily`, directly or not.
    public private(set) var equatableProtocols: Set<String> = []
    /// The names of every type and typealias.
    private let knownNames: QualifiedNames
    /// By number in `knownNames`: the type's entry, the typealias's target.
    private let entries: [Entry?]
    private let aliasTargets: [String?]

    /// The protocols whose conformance makes a type Equatable (README `non_equatable_property`).
    public static let equatableFamily: Set<String> = [
        "Equatable", "Hashable", "Comparable", "SetAlgebra", "OptionSet",
        "Swift.Equatable", "Swift.Hashable", "Swift.Comparable", "Swift.SetAlgebra", "Swift.OptionSet",
    ]

    /// `equatableFamily`, hashed as bytes: every inherited name of every type asks.
    static let equatableFamilyNames = NameSet(equatableFamily)

    /// Every type by name. Built when asked: the rules look types up by number.
    public var types: [String: Entry] {
        var types: [String: Entry] = [:]
        for (number, entry) in entries.enumerated() {
            if let entry { types[knownNames.names.names[number]] = entry }
        }
        return types
    }

    /// Every typealias's target by name. Built when asked.
    public var typealiases: [String: String] {
        var typealiases: [String: String] = [:]
        for (number, target) in aliasTargets.enumerated() {
            if let target { typealiases[knownNames.names.names[number]] = target }
        }
        return typealiases
    }

    public init(files: [FileSyntax]) {
        self.init(files: files, order: FileOrder.of(files))
    }

    /// `order`: the positions of `files` in byte order of their paths.
    init(files: [FileSyntax], order: [Int]) {
        let capacity = files.reduce(0) { $0 + $1.types.count + $1.typealiases.count }
        var names = NameSet(capacity: capacity)
        var entries: [Entry?] = []
        var aliasTargets: [String?] = []
        entries.reserveCapacity(capacity)
        aliasTargets.reserveCapacity(capacity)
        var protocols: [Int] = []
        func number(of name: String) -> Int {
            let number = names.insert(name)
            if number == entries.count {
                entries.append(nil)
                aliasTargets.append(nil)
            }
            return number
        }
        for fileIndex in order {
            let types = files[fileIndex].types
            for index in types.indices {
                let number = number(of: types[index].name)
                if entries[number] != nil {
                    // The same name declared twice (e.g. in `#if` branches): one type.
                    entries[number]!.inheritance += types[index].inheritance
                    entries[number]!.attributes += types[index].attributes
                    entries[number]!.hasAssociatedValues = entries[number]!.hasAssociatedValues
                        || types[index].hasAssociatedValues
                } else {
                    entries[number] = Entry(kind: types[index].kind, name: types[index].name,
                                            inheritance: types[index].inheritance, attributes: types[index].attributes,
                                            hasAssociatedValues: types[index].hasAssociatedValues,
                                            genericParameters: types[index].genericParameters)
                    if types[index].kind == .protocol { protocols.append(number) }
                }
            }
            for alias in files[fileIndex].typealiases {
                let number = number(of: alias.name)
                if aliasTargets[number] == nil { aliasTargets[number] = alias.target }
            }
        }
        for fileIndex in order {
            for ext in files[fileIndex].extensions where !ext.inheritance.isEmpty {
                guard let number = names.number(of: ext.extendedName), entries[number] != nil else { continue }
                entries[number]!.inheritance += ext.inheritance
            }
        }
        knownNames = QualifiedNames(names)
        self.entries = entries
        self.aliasTargets = aliasTargets
        equatableProtocols = Self.protocolsRefiningEquatable(protocols.compactMap { entries[$0] })
    }

    /// Protocols among `protocols` that inherit one of `equatableFamily`, directly or
    /// through each other.
    private static func protocolsRefiningEquatable(_ protocols: [Entry]) -> Set<String> {
        QualifiedNames.protocolsRefining(protocols.map { ($0.name, $0.inheritance) },
                                         isRoot: equatableFamilyNames.contains)
    }

    /// Resolves a written name from `context` outward: `Context.Inner.X`, `Context.X`, `X`.
    public func resolve(_ name: String, from context: String) -> String? {
        knownNames.resolve(name, from: context).map { knownNames.names.names[$0] }
    }

    /// What a written name resolves to: a type (with its entry), a typealias (with its
    /// target), or both.
    package struct Resolution {
        package var name: String
        package var aliasTarget: String?
        package var entry: Entry?
    }

    /// `resolve(_:from:)` with what the name stands for, looked up once.
    package func resolution(of name: String, from context: String) -> Resolution? {
        knownNames.resolve(name, from: context).map { number in
            Resolution(name: knownNames.names.names[number], aliasTarget: aliasTargets[number], entry: entries[number])
        }
    }

    /// The entry of the type named `name` exactly, as `types[name]` finds it.
    package func entry(named name: String) -> Entry? {
        knownNames.names.number(of: name).flatMap { entries[$0] }
    }

    /// Whether a struct, enum, class or actor of the module is Equatable: it or an extension
    /// conforms to the Equatable family (or a module protocol refining it), it carries
    /// `@Equatable`, it is an enum without associated values, or it is a class whose
    /// module superclass is Equatable.
    public func isEquatable(_ name: String) -> Bool {
        guard let entry = entry(named: name) else { return false }
        return isEquatable(name, entry)
    }

    /// `isEquatable(name)` for the entry of `name`, already looked up.
    package func isEquatable(_ name: String, _ entry: Entry) -> Bool {
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

    package func conformanceIsEquatable(_ written: String, from context: String) -> Bool {
        if Self.equatableFamilyNames.contains(written) { return true }
        // Without module protocols refining Equatable, what the name resolves to cannot matter.
        guard !equatableProtocols.isEmpty, let resolved = resolve(written, from: context) else { return false }
        return equatableProtocols.contains(resolved)
    }
}
