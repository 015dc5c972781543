/// An identifier in expression position that may name a member of the enclosing view:
/// a bare identifier not shadowed there, or the member after `self.`.
public struct MemberUse: Sendable, Equatable {
    public var name: String
    public var position: SourcePosition
    /// The labels joined by commas (labels are names or `_`, never a comma). Up to 15 bytes
    /// a String needs no storage of its own, so most calls keep their labels without an
    /// allocation, where an array of Strings would need one per call.
    package var labelText: String
    /// Called with parentheses or a trailing closure.
    public var isCall: Bool
    /// Kept small: a run holds every use of every file (no call has 65,535 trailing closures).
    private var storedTrailingClosures: UInt16

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
        self.name = name
        self.position = position
        self.labelText = labelText
        self.isCall = isCall
        self.storedTrailingClosures = UInt16(clamping: trailingClosures)
    }

    /// The labels of a `labelText`.
    static func labels(in text: String) -> [String] {
        text.isEmpty ? [] : text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }
}
