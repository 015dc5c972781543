public enum MemberKind: String, Sendable {
    case storedProperty, computedProperty, method
}

public struct MemberDeclaration: Sendable {
    // References first, flags last: the layout packs, and a run holds every member.
    public var name: String
    /// Declared type of a property, return type of a method, as written.
    public var typeText: String?
    public var attributes: [String]
    public var parameters: [Parameter]
    /// Closures and candidate member uses in the member's code (all accessors, the
    /// method body and its parameters' default values).
    public var code: CodeSummary
    public var position: SourcePosition
    public var kind: MemberKind
    public var isStatic: Bool
    /// The declared or return type names `View`/`AnyView`, or it carries `@ViewBuilder`.
    public var isViewBuilding: Bool
    /// A `let` with an initial value: every instance holds the same value.
    public var isInitializedConstant = false

    public init(kind: MemberKind, name: String, position: SourcePosition, isStatic: Bool, typeText: String?,
                attributes: [String], parameters: [Parameter], isViewBuilding: Bool, code: CodeSummary,
                isInitializedConstant: Bool = false) {
        self.name = name
        self.typeText = typeText
        self.attributes = attributes
        self.parameters = parameters
        self.code = code
        self.position = position
        self.kind = kind
        self.isStatic = isStatic
        self.isViewBuilding = isViewBuilding
        self.isInitializedConstant = isInitializedConstant
    }
}
