public struct ExtensionDeclaration: Sendable {
    /// The extended type's dotted name without generic arguments.
    public var extendedName: String
    public var position: SourcePosition
    public var inheritance: [String]
    public var members: [MemberDeclaration] = []
    /// What the extension's initializers store by constructing it (`self.x = X()`).
    public var initializerAssignments: [InitializerAssignment] = []
}
