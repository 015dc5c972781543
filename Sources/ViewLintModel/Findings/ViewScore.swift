/// The score of one view, reported for every view found, over the limit or not.
public struct ViewScore: Equatable, Sendable {
    public var file: String
    public var name: String
    /// Where the body is; for a view without one, where its name is declared.
    public var line: Int
    public var column: Int
    /// Nil for a view whose body is not a computed property of its own: a stored
    /// `let body: Content`, or one a protocol extension provides.
    public var score: Int?

    public init(file: String, name: String, line: Int, column: Int, score: Int?) {
        self.file = file
        self.name = name
        self.line = line
        self.column = column
        self.score = score
    }
}
