public struct TypeDeclaration: Sendable {
    // References first, then the position, then the one-byte facts: the layout packs, and a
    // run keeps every type of every file (and a copy in each view of the index).
    /// Qualified by the enclosing type declarations (`Outer.Inner`); a type declared
    /// inside code is named by its own name.
    public var name: String
    /// Inherited types as written, without generic arguments (`View`, `SwiftUI.View`).
    public var inheritance: [String]
    /// Attribute names, last component only (`Equatable` for `@Equatable`).
    public var attributes: [String]
    public var members: [MemberDeclaration] = []
    /// `genericParameters`, `casesWithValues` and `initializerAssignments` in the room of one
    /// reference: most types have none of them. The declaration is 64 bytes rather than 80
    /// (with the typealias targets of `TypeTable` by number, measured: 350 KiB less peak
    /// resident memory at 1 M lines, where every type of every file is held).
    private var rareLists: [RareTypeLists] = []
    public var position: SourcePosition
    public var kind: TypeKind
    /// For enums: whether any case carries associated values.
    public var hasAssociatedValues = false
    /// Declared inside a function, closure or `#Preview`: no extension can reach it.
    public var isDeclaredInCode = false
    /// Declared `private` or `fileprivate`, or nested in such a type: visible in its file
    /// only, so it must not stand for a name used in another file.
    public var isFilePrivate = false
    /// One byte, not an optional `String`: the declaration is 80 bytes rather than 96, and a
    /// run keeps every type until the index is built (measured: 0.6 MB less at that peak).
    private var writtenAccessLevel: WrittenAccessLevel?

    /// `public`, `open` or `package` when written; nil for internal and narrower.
    public var accessLevel: String? {
        get { writtenAccessLevel?.rawValue }
        set { writtenAccessLevel = newValue.flatMap(WrittenAccessLevel.init(rawValue:)) }
    }

    /// Without generic parameters: the parser adds them in place, to the few types that have any.
    init(kind: TypeKind, name: String, position: SourcePosition, inheritance: [String], attributes: [String]) {
        self.name = name
        self.inheritance = inheritance
        self.attributes = attributes
        self.position = position
        self.kind = kind
    }

    // Read in place, and changed in place (`_modify`): the parser adds each enum case with
    // values to its list. Copied out and stored back, and with the generic parameters set in
    // `init` (the declaration then built aside and copied in), they cost 10.6 M instructions
    // of a 1 M-line run.
    public var genericParameters: [String] {
        get { rareLists.isEmpty ? [] : rareLists[0].genericParameters }
        _modify {
            if rareLists.isEmpty { rareLists = [RareTypeLists()] }
            yield &rareLists[0].genericParameters
        }
    }

    /// For enums: the cases that carry associated values, in declaration order.
    public var casesWithValues: [EnumCase] {
        get { rareLists.isEmpty ? [] : rareLists[0].casesWithValues }
        _modify {
            if rareLists.isEmpty { rareLists = [RareTypeLists()] }
            yield &rareLists[0].casesWithValues
        }
    }

    /// What the type's own initializers store by constructing it (`self.x = X()`).
    public var initializerAssignments: [InitializerAssignment] {
        get { rareLists.isEmpty ? [] : rareLists[0].initializerAssignments }
        _modify {
            if rareLists.isEmpty { rareLists = [RareTypeLists()] }
            yield &rareLists[0].initializerAssignments
        }
    }

    /// Whether other files can name it: not file-private, not declared in code.
    public var isVisibleInOtherFiles: Bool { !isFilePrivate && !isDeclaredInCode }
}

/// The access levels a declaration keeps (`TypeDeclaration.accessLevel`).
private enum WrittenAccessLevel: String, Sendable {
    case `public`, open, package
}

/// The lists of a `TypeDeclaration` that most types leave empty; one element, when any is not.
private struct RareTypeLists: Sendable {
    var genericParameters: [String] = []
    var casesWithValues: [EnumCase] = []
    var initializerAssignments: [InitializerAssignment] = []
}
