public struct TypealiasDeclaration: Sendable {
    public var name: String
    public var position: SourcePosition
    public var target: String
    /// Declared `private` or `fileprivate`, in code, or inside such a type: visible in its
    /// file only.
    public var isFilePrivate = false

    public init(name: String, position: SourcePosition, target: String) {
        self.name = name
        self.position = position
        self.target = target
    }
}
