/// The facts of the file being parsed (its `CallRecords.calls` once it is done), in memory
/// a worker keeps from file to file (`CallScratch`). At the end of a file they are moved
/// into an array of their exact size: an `Array` kept the same way was emptied from its end
/// (`takeAll`), a check of its uniqueness and its count per fact (3.0 -> 0.9 M
/// instructions of the 1 M-line lint).
///
/// Invariant: `base` is nil with `capacity` 0, or points to room for `capacity` facts, of
/// which the first `count` are initialized. The pool has one owner at a time (a
/// `CallScratch`, or the parser it lends the pool to, which gives it back), which frees it
/// with `deallocate()` once. Indices are checked: a parse reads a few facts per call.
struct CallFactPool {
    private var base: UnsafeMutablePointer<CallFact>?
    private var capacity = 0
    private(set) var count = 0

    subscript(index: Int) -> CallFact {
        unsafeAddress {
            precondition(index >= 0 && index < count, "call fact index out of range")
            return UnsafePointer(base.unsafelyUnwrapped + index)
        }
        unsafeMutableAddress {
            precondition(index >= 0 && index < count, "call fact index out of range")
            return base.unsafelyUnwrapped + index
        }
    }

    mutating func append(_ fact: consuming CallFact) {
        if count == capacity { grow() }
        (base.unsafelyUnwrapped + count).initialize(to: fact)
        count += 1
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<CallFact>.allocate(capacity: max(16, capacity * 2))
        if let base {
            larger.moveInitialize(from: base, count: count)
            base.deallocate()
        }
        base = larger
        capacity = max(16, capacity * 2)
    }

    /// Moves every fact into an array of their exact number; the pool is left empty.
    mutating func takeAll() -> [CallFact] {
        guard let base, count > 0 else { return [] }
        // Reserved, then appended: `Array(unsafeUninitializedCapacity:)` looked up the
        // array's type at run time for each file (2.3 M instructions of the 1 M-line lint).
        var facts: [CallFact] = []
        facts.reserveCapacity(count)
        for index in 0..<count { facts.append((base + index).move()) }
        count = 0
        return facts
    }

    /// Frees the memory when it holds room for more than `limit` facts (a pathological
    /// file's), keeping the pool usable.
    mutating func keepRoom(upTo limit: Int) {
        guard capacity > limit else { return }
        deallocate()
        self = CallFactPool()
    }

    /// Frees the memory and the facts in it; the pool is not used again.
    func deallocate() {
        guard let base else { return }
        base.deinitialize(count: count)
        base.deallocate()
    }
}
