import ViewLintSupport

/// One argument of a recorded call (`CallFact`): in its parentheses or a trailing closure.
public struct CallArgument: Sendable, Equatable {
    /// The label of an unlabeled argument, and of the first trailing closure.
    public static let unlabeled = "_"
    /// The longest closure (in tokens, braces included) whose text is kept.
    public static let closureTextLimit = 48

    /// `label` as a number (`SharedName`): an argument is 32 bytes rather than 48, and a
    /// run keeps every recorded call's (measured: 0.5 MB less at the 1 M-line peak).
    var sharedLabel: SharedName
    /// A trailing closure (`ForEach(items) { … }`, `} label: { … }`).
    public var isTrailing: Bool
    /// The argument is one closure literal (`{ … }`, `content: { … }`); a closure nested in
    /// an expression (`items.filter { … }`) does not make it one.
    public var isClosure: Bool
    /// The first token of the argument (its label, when it has one) and the last.
    public var start: SourcePosition
    public var end: SourcePosition
    /// The value's text (after the label) with whitespace runs made one space, as a range of
    /// `CallRecords.argumentText`: kept for the calls the query names, empty for others and
    /// for a closure of more than `closureTextLimit` tokens.
    public var text: Range<Int32>

    /// `header` of `header: Text("")`, `footer` of `} footer: { … }`, or `unlabeled`.
    public var label: String {
        get { sharedLabel.text }
        set { sharedLabel = SharedName(newValue) }
    }

    public init(label: String, isTrailing: Bool, isClosure: Bool, start: SourcePosition, end: SourcePosition,
                text: Range<Int32> = 0..<0) {
        self.init(label: SharedName(label), isTrailing: isTrailing, isClosure: isClosure, start: start, end: end, text: text)
    }

    init(label: SharedName, isTrailing: Bool, isClosure: Bool, start: SourcePosition, end: SourcePosition,
         text: Range<Int32>) {
        sharedLabel = label
        self.isTrailing = isTrailing
        self.isClosure = isClosure
        self.start = start
        self.end = end
        self.text = text
    }
}
