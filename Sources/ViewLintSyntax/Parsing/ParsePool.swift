/// Elements of the file being parsed, in the order they are read, in memory a worker keeps
/// from file to file: what the end of the file moves out (`CallFactPool`, `MemberPool`)
/// leaves the room for the next file. An `Array` kept the same way checks its uniqueness
/// and its count at each element it gives up.
///
/// Invariant: `base` is nil with `capacity` 0, or points to room for `capacity` elements,
/// of which the first `count` are initialized. The pool has one owner at a time (the
/// worker's scratch, or the parser it lends the pool to, which gives it back), which frees
/// it with `deallocate()` once. Indices are checked; `moveOutAll` hands its body the
/// elements with the pool already empty, so none is read once moved.
struct ParsePool<Element> {
    private var base: UnsafeMutablePointer<Element>?
    private var capacity = 0
    private(set) var count = 0

    subscript(index: Int) -> Element {
        unsafeAddress {
            precondition(index >= 0 && index < count, "pool index out of range")
            return UnsafePointer(base.unsafelyUnwrapped + index)
        }
        unsafeMutableAddress {
            precondition(index >= 0 && index < count, "pool index out of range")
            return base.unsafelyUnwrapped + index
        }
    }

    @inline(__always)
    mutating func append(_ element: consuming Element) {
        if count == capacity { grow() }
        (base.unsafelyUnwrapped + count).initialize(to: element)
        count += 1
    }

    @inline(never)
    private mutating func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: max(16, capacity * 2))
        if let base {
            larger.moveInitialize(from: base, count: count)
            base.deallocate()
        }
        base = larger
        capacity = max(16, capacity * 2)
    }

    /// Empties the pool and hands `body` its elements, `count` of them from the pointer,
    /// which `body` must move out (or deinitialize), every one.
    mutating func moveOutAll<Result>(_ body: (UnsafeMutablePointer<Element>, Int) -> Result) -> Result? {
        guard let base, count > 0 else { return nil }
        let moved = count
        count = 0
        return body(base, moved)
    }

    /// Frees the memory when it holds room for more than `limit` elements (a pathological
    /// file's), keeping the pool usable.
    mutating func keepRoom(upTo limit: Int) {
        guard capacity > limit else { return }
        deallocate()
        self = ParsePool()
    }

    /// Frees the memory and the elements in it; the pool is not used again.
    func deallocate() {
        guard let base else { return }
        base.deinitialize(count: count)
        base.deallocate()
    }
}
