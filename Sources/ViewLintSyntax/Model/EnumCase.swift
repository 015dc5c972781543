/// An enum case that carries associated values (`case detail(Item, onClose: () -> Void)`):
/// its name and each value's label and type, as written. Cases without values carry
/// nothing and are not kept.
public struct EnumCase: Sendable, Equatable {
    public var name: String
    public var associatedValues: [AssociatedValue]

    public struct AssociatedValue: Sendable, Equatable {
        /// The label when one is written (`onClose`), nil for `_` or none.
        public var label: String?
        public var typeText: String
    }
}
