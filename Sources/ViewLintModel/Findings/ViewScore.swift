/// The score of one view, reported for every view found, over the limit or not.
public struct ViewScore: Equatable, Sendable {
    public var file: String
    public var name: String
    public var line: Int
    public var column: Int
    public var score: Int

    public init(file: String, name: String, line: Int, column: Int, score: Int) {
        self.file = file
        self.name = name
        self.line = line
        self.column = column
        self.score = score
    }
}
