public struct TypeDeclaration: Sendable {
    public var kind: TypeKind
    /// Qualified by the enclosing type declarations (`Outer.Inner`); a type declared
    /// inside code is named by its own name.
    public var name: String
    public var position: SourcePosition
    /// Inherited types as written, without generic arguments (`View`, `SwiftUI.View`).
    public var inheritance: [String]
    /// Attribute names, last component only (`Equatable` for `@Equatable`).
    public var attributes: [String]
    public var genericParameters: [String]
    public var members: [MemberDeclaration] = []
    /// For enums: whether any case carries associated values.
    public var hasAssociatedValues = false
    /// For enums: the cases that carry associated values, in declaration order.
    public var casesWithValues: [EnumCase] = []
    /// What the type's own initializers store by constructing it (`self.x = X()`).
    public var initializerAssignments: [InitializerAssignment] = []
    /// `public`, `open` or `package` when written; nil for internal and narrower.
    public var accessLevel: String? = nil
    /// Declared inside a function, closure or `#Preview`: no extension can reach it.
    public var isDeclaredInCode = false
    /// Declared `private` or `fileprivate`, or nested in such a type: visible in its file
    /// only, so it must not stand for a name used in another file.
    public var isFilePrivate = false

    /// Whether other files can name it: not file-private, not declared in code.
    public var isVisibleInOtherFiles: Bool { !isFilePrivate && !isDeclaredInCode }
}
