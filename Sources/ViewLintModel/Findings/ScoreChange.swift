/// A view whose body score differs from what it was at a git revision
/// (`--changed-since`): the delta a pull request brings.
public struct ScoreChange: Equatable, Sendable {
    public var file: String
    public var name: String
    public var line: Int
    /// Nil for a view new since the revision.
    public var before: Int?
    /// Nil for a view without a body of its own.
    public var after: Int?

    public init(file: String, name: String, line: Int, before: Int?, after: Int?) {
        self.file = file
        self.name = name
        self.line = line
        self.before = before
        self.after = after
    }

    /// Higher than before, or new with a body.
    public var rose: Bool {
        guard let after else { return false }
        return before.map { after > $0 } ?? true
    }
}
