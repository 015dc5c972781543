import ViewLintSupport

/// A stack of plain values in memory of its own, for the parser's stacks (frames, the
/// names in scope, the name pool). The parser pushes, reads and pops them for nearly every
/// token; an `Array` in a mutating struct would check its storage's uniqueness and its
/// bounds on each write, and shrink through a generic removal.
///
/// Values are bitwise copyable, so pushing and popping copies bytes and counts no
/// references. A slice (`stack[start...]`) is a view that stays valid until the stack
/// changes, so it is appended to another stack, never to its own. The owner frees the
/// memory with `deallocate()` once the parse is done.
///
/// Invariant: the stack owns `base`, room for `capacity` values of which the first
/// `count` are initialized (`0 <= count <= capacity`, `capacity >= 1`). Only the one copy
/// its owner keeps (a `FileParser`'s) is used, on one thread, and `deallocate()` is called
/// once, after which no copy is touched: copies share the memory, so a second owner would
/// free it twice. Indices are checked in debug builds (see the subscript).
struct UnsafeStack<Element: BitwiseCopyable> {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 32) {
        self.capacity = max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

    var isEmpty: Bool { count == 0 }

    var last: Element? {
        assert(count <= capacity, "stack count past its capacity")
        return count > 0 ? base[count - 1] : nil
    }

    /// Index `0..<count`; the top is at `count - 1`. Writing is `mutating`: in
    /// `stack[i].x = f()` where `f` pushes (and may move the storage), the write then
    /// starts after `f`, at the new storage; a non-mutating write could take the old
    /// address first (the fuzzer found it).
    ///
    /// The index is checked in debug builds, the tests' and the fuzzer's, not in release:
    /// the parser reads its frames several times for every token, always at indices its
    /// own bookkeeping has just checked (`count - 1` of a stack it found not empty), and the
    /// check alone cost 2.4% of a run's instructions.
    subscript(index: Int) -> Element {
        @inline(__always) unsafeAddress {
            assert(index >= 0 && index < count, "stack index out of range")
            return UnsafePointer(base + index)
        }
        @inline(__always) mutating unsafeMutableAddress {
            assert(index >= 0 && index < count, "stack index out of range")
            return base + index
        }
    }

    /// The values in `range`, valid until the stack changes.
    subscript(range: Range<Int>) -> UnsafeBufferPointer<Element> {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "stack range out of range")
        return UnsafeBufferPointer(start: base + range.lowerBound, count: range.count)
    }

    /// The values from `range.lowerBound` to the top, valid until the stack changes.
    subscript(range: PartialRangeFrom<Int>) -> UnsafeBufferPointer<Element> {
        self[range.lowerBound..<count]
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow(toHold: count + 1) }
        assert(count < capacity, "stack written past its capacity")
        (base + count).initialize(to: element)
        count += 1
    }

    /// `elements` must not be a slice of this stack: growing would free it.
    mutating func append(contentsOf elements: UnsafeBufferPointer<Element>) {
        guard let source = elements.baseAddress, !elements.isEmpty else { return }
        if count + elements.count > capacity { grow(toHold: count + elements.count) }
        (base + count).initialize(from: source, count: elements.count)
        count += elements.count
    }

    mutating func append(contentsOf elements: [Element]) {
        elements.withUnsafeBufferPointer { append(contentsOf: $0) }
    }

    @inline(__always)
    @discardableResult
    mutating func removeLast() -> Element {
        precondition(count > 0, "pop of an empty stack")
        count -= 1
        return (base + count).move()
    }

    /// Drops the values from `newCount` on, if there are any.
    @inline(__always)
    mutating func truncate(to newCount: Int) {
        if count > newCount { count = max(newCount, 0) }
    }

    /// Drops every value; memory for more than `limit` values is given back, for the default room.
    mutating func empty(keepingRoomUpTo limit: Int) {
        count = 0
        guard capacity > limit else { return }
        base.deallocate()
        self = UnsafeStack()
    }

    mutating func removeSubrange(_ range: PartialRangeFrom<Int>) {
        truncate(to: range.lowerBound)
    }

    private mutating func grow(toHold needed: Int) {
        var larger = capacity * 2
        while larger < needed { larger *= 2 }
        let storage = UnsafeMutablePointer<Element>.allocate(capacity: larger)
        storage.moveInitialize(from: base, count: count)
        base.deallocate()
        base = storage
        capacity = larger
    }

    /// Frees the stack's memory; the stack must not be used afterwards.
    func deallocate() {
        base.deallocate()
    }
}
