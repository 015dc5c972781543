/// A call in a member's code that the query names (`SyntaxQuery.callsInCode`):
/// `AnyView(…)`, `.eraseToAnyView()`.
public struct NamedCall: Sendable, Equatable {
    public var name: String
    public var position: SourcePosition
    /// What the call is a member of, as `CallClosure.receiver` tells it: nil for a bare
    /// call, `SwiftUI` of `SwiftUI.AnyView(…)`, "" for `Text("").eraseToAnyView()`.
    public var receiver: String?

    public init(name: String, position: SourcePosition, receiver: String?) {
        self.name = name
        self.position = position
        self.receiver = receiver
    }
}
