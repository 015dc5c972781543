import ViewLintSupport
import ViewLintSyntax

/// Types and typealiases by qualified name, each name numbered once: those every file of
/// the module can name, or those one file keeps to itself (`private`, `fileprivate`, or
/// declared in code). `TypeIndex` holds one for the module and one per such file.
struct TypeTable: Sendable {
    /// The names of every type and typealias.
    let names: QualifiedNames
    /// By number in `names`: the type's entry.
    let entries: [TypeIndex.Entry?]
    /// By number in `names`: the typealias's target. A dictionary rather than a list beside
    /// `entries`: few names are typealiases, and the list held 16 bytes for every type.
    let aliasTargets: [Int: String]
    /// The numbers of the names that are not one word of ASCII letters, digits and `_`
    /// (`Outer.Inner`, a non-ASCII name), in order: few, and a rule that reads the words of
    /// these names would otherwise pass over every name of the module to find them.
    let namesNotOneWord: [Int]

    static let empty = TypeTable(names: QualifiedNames([String]()), entries: [], aliasTargets: [:], namesNotOneWord: [])

    /// The number of the name that `name`, written inside `context`, stands for.
    func resolve(_ name: String, from context: String) -> Int? {
        names.resolve(name, from: context)
    }

    func resolution(of name: String, from context: String) -> TypeIndex.Resolution? {
        names.resolve(name, from: context).map { number in
            TypeIndex.Resolution(name: names.names.names[number], aliasTarget: aliasTargets.isEmpty ? nil : aliasTargets[number],
                                 entry: entries[number])
        }
    }

    func entry(named name: String) -> TypeIndex.Entry? {
        names.names.number(of: name).flatMap { entries[$0] }
    }

    /// The number of the type named `name` exactly; nil when the table has none (or only a
    /// typealias of that name). Its entry is then read in place, field by field: a copy of
    /// an entry retains and releases each of its arrays and strings.
    func entryNumber(named name: String) -> Int? {
        guard let number = names.names.number(of: name), entries[number] != nil else { return nil }
        return number
    }

    /// The generic parameters of the type named `name` exactly; nil when the table has no
    /// such type.
    func genericParameters(named name: String) -> [String]? {
        entryNumber(named: name).map { entries[$0]!.genericParameters }
    }

    /// Collects a table's declarations; a name declared twice (e.g. in `#if` branches) is
    /// one type with both declarations' conformances.
    struct Builder {
        private var names: NameSet
        private var entries: [TypeIndex.Entry?] = []
        private var aliasTargets: [Int: String] = [:]
        private var namesNotOneWord: [Int] = []
        /// The numbers of the protocols, in the order added.
        private(set) var protocols: [Int] = []

        init(capacity: Int = 0) {
            names = NameSet(capacity: capacity)
            entries.reserveCapacity(capacity)
        }

        private mutating func number(of name: String) -> Int {
            let number = names.insert(name)
            if number == entries.count {
                entries.append(nil)
                if !TypeTextWords.isOneWord(name) { namesNotOneWord.append(number) }
            }
            return number
        }

        /// `type` is borrowed: every type of the module passes, and a copy of a declaration
        /// retains and releases each of its fields.
        mutating func add(_ type: borrowing TypeDeclaration, file: String) {
            let number = number(of: type.name)
            // The arrays are the declaration's own, shared: nothing is copied.
            let declaration = TypeIndex.Declaration(file: file, members: type.kind.canBeView ? type.members : [],
                                                    casesWithValues: type.casesWithValues)
            if entries[number] != nil {
                entries[number]!.inheritance += type.inheritance
                entries[number]!.attributes += type.attributes
                entries[number]!.hasAssociatedValues = entries[number]!.hasAssociatedValues || type.hasAssociatedValues
                entries[number]!.alternatives.append(declaration)
            } else {
                entries[number] = TypeIndex.Entry(kind: type.kind, inheritance: type.inheritance,
                                                  attributes: type.attributes, hasAssociatedValues: type.hasAssociatedValues,
                                                  genericParameters: type.genericParameters, declaration: declaration)
                if type.kind == .protocol { protocols.append(number) }
            }
        }

        mutating func add(_ alias: TypealiasDeclaration) {
            let number = number(of: alias.name)
            if aliasTargets[number] == nil { aliasTargets[number] = alias.target }
        }

        /// Adds an extension's conformances to the type it extends; false when the table
        /// has no such type.
        mutating func addConformances(_ inheritance: [String], to name: String) -> Bool {
            guard let number = names.number(of: name), entries[number] != nil else { return false }
            entries[number]!.inheritance += inheritance
            return true
        }

        /// Each protocol's name and entry: the entry keeps no name of its own (the table's is the same).
        var protocolEntries: [(name: String, entry: TypeIndex.Entry)] {
            protocols.compactMap { number in entries[number].map { (names.names[number], $0) } }
        }

        func build() -> TypeTable {
            TypeTable(names: QualifiedNames(names), entries: entries, aliasTargets: aliasTargets,
                      namesNotOneWord: namesNotOneWord)
        }
    }
}
