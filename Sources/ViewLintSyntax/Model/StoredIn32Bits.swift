/// An `Int` kept in 32 bits, clamped: what a run keeps millions of (positions, counts)
/// costs half the memory, and no file has 2³¹ lines or calls.
@propertyWrapper
public struct StoredIn32Bits: Sendable, Equatable {
    private var stored: Int32

    public init(wrappedValue: Int) {
        stored = Int32(clamping: wrappedValue)
    }

    init(_ value: Int32) {
        stored = value
    }

    public var wrappedValue: Int {
        get { Int(stored) }
        set { stored = Int32(clamping: newValue) }
    }
}
