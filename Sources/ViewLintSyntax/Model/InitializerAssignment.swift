/// An assignment at the top level of an `init` body whose value is one construction of a
/// type (`self.model = Model()`, `_model = Wrapper(wrappedValue: Model())`): what the
/// initializer stores that no caller passed in.
public struct InitializerAssignment: Sendable, Equatable {
    /// The assigned name as written, without `self.` (`model`, `_model`).
    public var target: String
    /// The constructed type's name as written (`Model`, `ObservedObject`).
    public var constructedType: String
    /// When the construction's first argument is `wrappedValue:` and constructs a type
    /// itself, that type's name (`Model` in `ObservedObject(wrappedValue: Model())`).
    public var wrappedValueType: String?
    /// Where the target is written.
    public var position: SourcePosition
}
