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
        // The one-byte facts side by side: the layout packs them, and the table keeps an
        // entry for every type of the module (48 bytes). No name: the table's list of names
        // holds it, by the entry's number (measured: 360 KiB less peak resident memory at
        // 1 M lines, median of 11).
        public var kind: TypeKind
        public var hasAssociatedValues: Bool
        /// Own inheritance clause first, then every extension's.
        public var inheritance: [String]
        /// The first declaration of the name (`alternatives` holds those after it, in `#if`
        /// branches): what each holds, for the rules that look into a struct's or enum's fields.
        package var declaration: Declaration
        /// `attributes`, `genericParameters` and `alternatives` in the room of one reference.
        private var lists: EntryLists

        init(kind: TypeKind, inheritance: [String], attributes: [String], hasAssociatedValues: Bool,
             genericParameters: [String], declaration: Declaration) {
            self.kind = kind
            self.hasAssociatedValues = hasAssociatedValues
            self.inheritance = inheritance
            self.declaration = declaration
            lists = EntryLists(attributes: attributes, genericParameters: genericParameters, alternatives: [])
        }

        public var attributes: [String] {
            get { lists.attributes }
            set { lists = EntryLists(attributes: newValue, genericParameters: genericParameters, alternatives: alternatives) }
        }

        public var genericParameters: [String] {
            get { lists.more.first?.genericParameters ?? [] }
            set { lists = EntryLists(attributes: attributes, genericParameters: newValue, alternatives: alternatives) }
        }

        /// The declarations of the name after the first (`#if` alternatives).
        package var alternatives: [Declaration] {
            get { lists.more.first?.alternatives ?? [] }
            set { lists = EntryLists(attributes: attributes, genericParameters: genericParameters, alternatives: newValue) }
        }

        /// Every declaration of the name, in order.
        package var declarations: [Declaration] { [declaration] + alternatives }
    }

    /// An entry's lists that most types leave empty, as one reference: only attributes (a
    /// `@MainActor` class) need no storage of their own; generic parameters and `#if`
    /// alternatives share a one-element list. The entry is 72 bytes rather than 88
    /// (measured: 0.3 MB less at the 1 M-line peak).
    private enum EntryLists: Sendable {
        case attributes([String])
        /// One element.
        case more([MoreEntryLists])

        init(attributes: [String], genericParameters: [String], alternatives: [Declaration]) {
            if genericParameters.isEmpty, alternatives.isEmpty {
                self = .attributes(attributes)
            } else {
                self = .more([MoreEntryLists(attributes: attributes, genericParameters: genericParameters,
                                             alternatives: alternatives)])
            }
        }

        var attributes: [String] {
            switch self {
            case .attributes(let attributes): attributes
            case .more(let more): more[0].attributes
            }
        }

        var more: [MoreEntryLists] {
            if case .more(let more) = self { more } else { [] }
        }
    }

    private struct MoreEntryLists: Sendable {
        var attributes: [String]
        var genericParameters: [String]
        var alternatives: [Declaration]
    }

    /// One declaration of a struct or enum: its own members and the cases with values
    /// (empty for other kinds: no rule looks into them).
    package struct Declaration: Sendable {
        package var file: String
        /// `members` and `casesWithValues` in the room of one reference: only enums have
        /// cases with values. The entry is then 64 bytes rather than 72 (measured: 100 KiB less
        /// peak resident memory at 1 M lines, median of 11).
        private var contents: DeclarationContents

        init(file: String, members: [MemberDeclaration], casesWithValues: [EnumCase]) {
            self.file = file
            contents = casesWithValues.isEmpty ? .members(members)
                : .membersAndCases([MembersAndCases(members: members, casesWithValues: casesWithValues)])
        }

        package var members: [MemberDeclaration] {
            switch contents {
            case .members(let members): members
            case .membersAndCases(let both): both[0].members
            }
        }

        package var casesWithValues: [EnumCase] {
            if case .membersAndCases(let both) = contents { both[0].casesWithValues } else { [] }
        }
    }

    private enum DeclarationContents: Sendable {
        case members([MemberDeclaration])
        /// One element.
        case membersAndCases([MembersAndCases])
    }

    private struct MembersAndCases: Sendable {
        var members: [MemberDeclaration]
        var casesWithValues: [EnumCase]
    }

    /// Protocols of the module that refine one of `equatableFamily`, directly or not.
    public private(set) var equatableProtocols: Set<String> = []
    /// Protocols of the module that only classes adopt: declared `: AnyObject`, `: class`,
    /// `: ObservableObject` or `@objc`, or refining one, directly or not.
    package private(set) var classBoundProtocols: Set<String> = []
    /// The last name component of every type of the module that conforms to
    /// `DynamicProperty` in its own clause or an extension's: used as a property wrapper,
    /// such a type is SwiftUI's to track.
    package private(set) var dynamicPropertyTypeNames: [String] = []
    /// What every file can name.
    private let module: TypeTable
    /// For the files that declare types or typealiases no other file sees (`private`,
    /// `fileprivate`, in code): those are found only from their own file. By number of the
    /// file's path in `fileTablePaths`.
    private let fileTables: [TypeTable]
    /// The paths of the files in `fileTables`. Nearly every question about a view's types
    /// looks its file up here: hashed as bytes, a path costs a fraction of what a `String`
    /// dictionary's hash of it costs.
    private let fileTablePaths: NameSet

    /// The protocols whose conformance makes a type Equatable (README `non_equatable_property`).
    public static let equatableFamily: Set<String> = [
        "Equatable", "Hashable", "Comparable", "SetAlgebra", "OptionSet",
        "Swift.Equatable", "Swift.Hashable", "Swift.Comparable", "Swift.SetAlgebra", "Swift.OptionSet",
    ]

    /// `equatableFamily`, hashed as bytes: every inherited name of every type asks.
    static let equatableFamilyNames = NameSet(equatableFamily)

    /// Whether `name` is one of `equatableFamily`, told by its length in bytes first: no
    /// member has a `K`, `;` or backtick (the only ASCII characters other scalars equal), so a
    /// `String` equal to one has its very bytes. Most inherited names (`View`) are answered
    /// without a hash.
    static func isInEquatableFamily(_ name: String) -> Bool {
        let length = name.utf8.count
        return length < 64 && equatableFamilyLengths >> UInt64(length) & 1 != 0 && equatableFamilyNames.contains(name)
    }

    /// The lengths in bytes of the names of `equatableFamily`, one bit each.
    static let equatableFamilyLengths: UInt64 = equatableFamily.reduce(0) { $0 | 1 << UInt64($1.utf8.count) }

    /// Every type every file can name, by name. Built when asked: the rules look types up
    /// by number.
    public var types: [String: Entry] {
        var types: [String: Entry] = [:]
        for (number, entry) in module.entries.enumerated() {
            if let entry { types[module.names.names.names[number]] = entry }
        }
        return types
    }

    /// Every typealias every file can name, with its target, by name. Built when asked.
    public var typealiases: [String: String] {
        var typealiases: [String: String] = [:]
        for (number, target) in module.aliasTargets {
            typealiases[module.names.names.names[number]] = target
        }
        return typealiases
    }

    /// The names of the types and typealiases every file sees: with `fileOwnNames`, every
    /// name a resolution can reach.
    package var moduleNames: NameSet { module.names.names }

    /// The names of `moduleNames` that are not one word of ASCII letters, digits and `_`
    /// (`Outer.Inner`, a non-ASCII name), in their order there; kept when the index is built.
    package var moduleNamesNotOneWord: [String] { module.namesNotOneWord.map { module.names.names.names[$0] } }

    /// The names of the types and typealiases only their own file sees.
    package var fileOwnNames: [String] { fileTables.flatMap(\.names.names.names) }

    public init(files: [FileSyntax]) {
        self.init(files: files, order: FileOrder.of(files))
    }

    /// `order`: the positions of `files` in byte order of their paths.
    init(files: [FileSyntax], order: [Int]) {
        let capacity = files.reduce(0) { $0 + $1.types.count + $1.typealiases.count }
        var module = TypeTable.Builder(capacity: capacity)
        var fileBuilders: [Int: TypeTable.Builder] = [:]
        for fileIndex in order {
            // Each declaration is lent to the table in place: a copy of one retains and
            // releases every field of it, for every type of the module.
            // The path read once per file, not once per type (saved 1 M instructions of a
            // million-line lint, callgrind).
            let path = files[fileIndex].path
            for index in files[fileIndex].types.indices {
                if files[fileIndex].types[index].isVisibleInOtherFiles {
                    module.add(files[fileIndex].types[index], file: path)
                } else {
                    fileBuilders[fileIndex, default: TypeTable.Builder()].add(files[fileIndex].types[index], file: path)
                }
            }
            for alias in files[fileIndex].typealiases {
                if alias.isFilePrivate {
                    fileBuilders[fileIndex, default: TypeTable.Builder()].add(alias)
                } else {
                    module.add(alias)
                }
            }
        }
        for fileIndex in order {
            for ext in files[fileIndex].extensions where !ext.inheritance.isEmpty {
                // The file's own type of that name is the one its extension extends.
                if fileBuilders[fileIndex]?.addConformances(ext.inheritance, to: ext.extendedName) == true { continue }
                _ = module.addConformances(ext.inheritance, to: ext.extendedName)
            }
        }
        var protocols = module.protocolEntries
        var fileTables: [TypeTable] = []
        var fileTablePaths = NameSet(capacity: fileBuilders.count)
        for (fileIndex, builder) in fileBuilders {
            protocols += builder.protocolEntries
            // Two inputs with one path: the later one's table, as a dictionary by path keeps.
            let number = fileTablePaths.insert(files[fileIndex].path)
            if number == fileTables.count { fileTables.append(builder.build()) } else { fileTables[number] = builder.build() }
        }
        self.module = module.build()
        self.fileTables = fileTables
        self.fileTablePaths = fileTablePaths
        for table in [self.module] + fileTables {
            // Read in place: a copy of each entry would retain all its fields.
            for index in table.entries.indices {
                guard let kind = table.entries[index]?.kind, kind != .protocol,
                      table.entries[index]!.inheritance.contains(where: Self.isDynamicPropertyProtocolName) else { continue }
                let name = table.names.names.names[index]
                dynamicPropertyTypeNames.append(String(name.split(separator: ".").last ?? Substring(name)))
            }
        }
        equatableProtocols = Self.protocolsRefiningEquatable(protocols)
        classBoundProtocols = QualifiedNames.protocolsRefining(
            protocols.map { ($0.name, $0.entry.attributes.contains("objc") ? $0.entry.inheritance + ["AnyObject"] : $0.entry.inheritance) },
            isRoot: Self.classBoundRoots.contains)
    }

    static func isDynamicPropertyProtocolName(_ name: String) -> Bool {
        name.isSpelled("DynamicProperty") || name.isSpelled("SwiftUI.DynamicProperty")
    }

    /// What makes a protocol class-bound when it inherits it.
    package static let classBoundRoots: Set<String> = [
        "AnyObject", "Swift.AnyObject", "class", "ObservableObject", "Combine.ObservableObject",
    ]

    /// Protocols among `protocols` that inherit one of `equatableFamily`, directly or
    /// through each other.
    private static func protocolsRefiningEquatable(_ protocols: [(name: String, entry: Entry)]) -> Set<String> {
        QualifiedNames.protocolsRefining(protocols.map { ($0.name, $0.entry.inheritance) },
                                         isRoot: equatableFamilyNames.contains)
    }

    /// Resolves a written name from `context` outward: `Context.Inner.X`, `Context.X`, `X`.
    /// `file` is where the name is written: its own file-private types are found too.
    public func resolve(_ name: String, from context: String, file: String? = nil) -> String? {
        resolution(of: name, from: context, file: file)?.name
    }

    /// What a written name resolves to: a type (with its entry), a typealias (with its
    /// target), or both.
    package struct Resolution {
        package var name: String
        package var aliasTarget: String?
        package var entry: Entry?
    }

    /// `resolve(_:from:file:)` with what the name stands for, looked up once.
    package func resolution(of name: String, from context: String, file: String? = nil) -> Resolution? {
        let visible = module.resolution(of: name, from: context)
        guard let own = table(of: file)?.resolution(of: name, from: context) else { return visible }
        guard let visible else { return own }
        // Both scopes know the name: the declaration nearer the use wins (`Outer.Item` over a
        // file's own `Item` inside `Outer`), and at the same depth the file's own.
        return Self.depth(of: visible.name) > Self.depth(of: own.name) ? visible : own
    }

    /// The entry of the type named `name` exactly: the one `file` declares for itself, or
    /// the one every file sees.
    package func entry(named name: String, file: String? = nil) -> Entry? {
        table(of: file)?.entry(named: name) ?? module.entry(named: name)
    }

    /// The types and typealiases only `file` sees; nil when it has none (most files).
    private func table(of file: String?) -> TypeTable? {
        guard let file, !fileTables.isEmpty, let number = fileTablePaths.number(of: file) else { return nil }
        return fileTables[number]
    }

    /// How many scopes a qualified name has: one more than its periods.
    private static func depth(of name: String) -> Int {
        name.utf8.reduce(1) { $0 + ($1 == UInt8(ascii: ".") ? 1 : 0) }
    }

    /// Whether a struct, enum, class or actor of the module is Equatable: it or an extension
    /// conforms to the Equatable family (or a module protocol refining it), it carries
    /// `@Equatable`, it is an enum without associated values, or it is a class whose
    /// module superclass is Equatable.
    /// `file`: where the name is declared or written, for the types only it sees.
    public func isEquatable(_ name: String, file: String? = nil) -> Bool {
        // The type's own clause and attributes answer for nearly every type, read where the
        // table keeps them; only a class with a superclass walks its chain of entries.
        var own: OwnEquatability?
        if let table = table(of: file) { own = ownEquatability(of: name, in: table, file: file) }
        if own == nil { own = ownEquatability(of: name, in: module, file: file) }
        switch own {
        case nil, .notEquatable?: return false
        case .equatable?: return true
        case .classWithSuperclass?:
            guard let entry = entry(named: name, file: file) else { return false }
            return isEquatable(name, entry, file: file)
        }
    }

    /// The kind and declaring file of the type every file sees named `name` exactly (the
    /// module's `entry(named:)`), read in place; nil when there is none.
    package func moduleTypeKindAndFile(named name: String) -> (kind: TypeKind, file: String)? {
        module.entryNumber(named: name).flatMap(moduleTypeKindAndFile(number:))
    }

    /// `moduleTypeKindAndFile(named:)` for the name numbered `number` in `moduleNames`,
    /// without hashing the name again.
    package func moduleTypeKindAndFile(number: Int) -> (kind: TypeKind, file: String)? {
        guard module.entries[number] != nil else { return nil }
        return (module.entries[number]!.kind, module.entries[number]!.declaration.file)
    }

    /// `isEquatable(name, entry, file:)` for the module's entry of `name` (the one every file
    /// sees), read in place; false when there is none.
    package func isModuleTypeEquatable(_ name: String, file: String) -> Bool {
        guard let number = module.entryNumber(named: name) else { return false }
        return isModuleTypeEquatable(number: number, file: file)
    }

    /// `isModuleTypeEquatable(_:file:)` for the name numbered `number` in `moduleNames`,
    /// without hashing the name again.
    package func isModuleTypeEquatable(number: Int, file: String) -> Bool {
        guard module.entries[number] != nil else { return false }
        let name = module.names.names.names[number]
        switch ownEquatability(of: name, number: number, in: module, file: file) {
        case .notEquatable: return false
        case .equatable: return true
        case .classWithSuperclass: return isEquatable(name, module.entries[number]!, file: file)
        }
    }

    /// What the type named `name` exactly in `table` says of its own Equatability (the
    /// first step of `isEquatable(_:_:file:)`), read where the table keeps it; nil when the
    /// table has no such type. No closure: one capturing the index would copy it.
    private func ownEquatability(of name: String, in table: TypeTable, file: String?) -> OwnEquatability? {
        guard let number = table.entryNumber(named: name) else { return nil }
        return ownEquatability(of: name, number: number, in: table, file: file)
    }

    /// `number`: that of `name` in `table`, which has an entry for it.
    private func ownEquatability(of name: String, number: Int, in table: TypeTable, file: String?) -> OwnEquatability {
        if table.entries[number]!.attributes.contains("Equatable") { return .equatable }
        for written in table.entries[number]!.inheritance where conformanceIsEquatable(written, from: name, file: file) {
            return .equatable
        }
        let kind = table.entries[number]!.kind
        if kind == .enum, !table.entries[number]!.hasAssociatedValues { return .equatable }
        return kind == .class && !table.entries[number]!.inheritance.isEmpty ? .classWithSuperclass : .notEquatable
    }

    /// A type's own answer: Equatable, not, or a class whose superclass may make it so.
    private enum OwnEquatability {
        case equatable, notEquatable, classWithSuperclass
    }

    /// The generic parameters of the type named `name` exactly (as `entry(named:file:)`
    /// finds it), without a copy of its entry; nil when there is no such type.
    package func genericParameters(named name: String, file: String? = nil) -> [String]? {
        table(of: file)?.genericParameters(named: name) ?? module.genericParameters(named: name)
    }

    /// `isEquatable(name)` for the entry of `name`, already looked up.
    package func isEquatable(_ name: String, _ entry: Entry, file: String? = nil) -> Bool {
        var current = name
        var entry = entry
        // Only a chain of classes goes further than one type; it remembers where it has been.
        var visited: [String] = []
        while true {
            if entry.attributes.contains("Equatable") { return true }
            if entry.inheritance.contains(where: { conformanceIsEquatable($0, from: current, file: file) }) { return true }
            if entry.kind == .enum, !entry.hasAssociatedValues { return true }
            // A class inherits Equatable from a module superclass, written first.
            guard entry.kind == .class, let superclass = entry.inheritance.first,
                  let resolved = resolution(of: superclass, from: current, file: file), let next = resolved.entry, next.kind == .class
            else { return false }
            visited.append(current)
            if visited.contains(resolved.name) { return false }
            current = resolved.name
            entry = next
        }
    }

    package func conformanceIsEquatable(_ written: String, from context: String, file: String? = nil) -> Bool {
        if Self.isInEquatableFamily(written) { return true }
        // Without module protocols refining Equatable, what the name resolves to cannot matter.
        guard !equatableProtocols.isEmpty, let resolved = resolve(written, from: context, file: file) else { return false }
        return equatableProtocols.contains(resolved)
    }
}
