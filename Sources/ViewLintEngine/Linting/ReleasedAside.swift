import ViewLintSupport

/// A value whose last reference is let go of by whichever thread calls `release`: the
/// files' syntax, freed object by object, on the thread that runs the rules beside the first.
///
/// Invariant: `value` is read and written only under `lock`; it is moved out there and
/// dropped outside, so the lock is never held while the value is freed.
final class ReleasedAside<Value: Sendable>: @unchecked Sendable {
    private let lock = Lock()
    private var value: Value?

    init(_ value: consuming Value) {
        self.value = value
    }

    func release() {
        let taken = lock.locked { value.take() }
        _ = consume taken
    }
}
