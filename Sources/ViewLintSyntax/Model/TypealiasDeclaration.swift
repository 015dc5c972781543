public struct TypealiasDeclaration: Sendable {
    public var name: String
    public var position: SourcePosition
    public var target: String
}
