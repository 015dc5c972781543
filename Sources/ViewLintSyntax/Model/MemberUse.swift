import ViewLintSupport

/// An identifier in expression position that may name a member of the enclosing view:
/// a bare identifier not shadowed there, or the member after `self.`.
public struct MemberUse: Sendable, Equatable {
    // Names as numbers (`SharedName`): a run holds every use of every file, and a use is
    // 20 bytes rather than 48 (measured: 1.4 MB less at the 1 M-line peak).
    @usableFromInline var sharedName: SharedName
    /// The labels joined by commas (labels are names or `_`, never a comma), as one name:
    /// calls repeat few label lists.
    private var sharedLabelText: SharedName
    public var position: SourcePosition
    /// Called with parentheses or a trailing closure.
    public var isCall: Bool
    /// Kept small: a run holds every use of every file (no call has 65,535 trailing closures).
    private var storedTrailingClosures: UInt16

    public var name: String {
        @inlinable get { sharedName.text }
        set { sharedName = SharedName(newValue) }
    }

    /// The name's number (`SharedName`): equal numbers, equal bytes.
    public var nameNumber: SharedName { sharedName }

    /// The labels joined by commas.
    package var labelText: String {
        get { sharedLabelText.text }
        set { sharedLabelText = SharedName(newValue) }
    }

    /// Argument labels of the call's parenthesized arguments (`_` for unlabeled).
    public var labels: [String] {
        get { Self.labels(in: labelText) }
        set { labelText = newValue.joined(separator: ",") }
    }

    public var trailingClosures: Int {
        get { Int(storedTrailingClosures) }
        set { storedTrailingClosures = UInt16(clamping: newValue) }
    }

    public init(name: String, position: SourcePosition, isCall: Bool, labels: [String], trailingClosures: Int) {
        self.init(name: name, position: position, isCall: isCall, labelText: labels.joined(separator: ","),
                  trailingClosures: trailingClosures)
    }

    init(name: String, position: SourcePosition, isCall: Bool, labelText: String, trailingClosures: Int) {
        self.init(name: SharedName(name), position: position, isCall: isCall, labelText: SharedName(labelText),
                  trailingClosures: trailingClosures)
    }

    init(name: SharedName, position: SourcePosition, isCall: Bool, labelText: SharedName, trailingClosures: Int) {
        sharedName = name
        self.position = position
        sharedLabelText = labelText
        self.isCall = isCall
        self.storedTrailingClosures = UInt16(clamping: trailingClosures)
    }

    /// The labels of a `labelText`.
    static func labels(in text: String) -> [String] {
        text.isEmpty ? [] : text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }
}
