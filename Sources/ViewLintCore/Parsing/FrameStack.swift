/// The parser's stack of frames, in memory of its own. The parser reads and writes the
/// top frame several times for every token; an `Array` in a mutating struct would check
/// its storage's uniqueness and its bounds on each of those writes.
///
/// Frames are plain data, so pushing and popping copies bytes and counts no references.
/// The owner frees the memory with `deallocate()` once the parse is done.
struct FrameStack {
    private var base: UnsafeMutablePointer<Frame>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 64) {
        self.capacity = max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

    var isEmpty: Bool { count == 0 }

    /// Index `0..<count`; the top frame is at `count - 1`.
    subscript(index: Int) -> Frame {
        @inline(__always) unsafeAddress {
            precondition(index >= 0 && index < count, "frame index out of range")
            return UnsafePointer(base + index)
        }
        @inline(__always) nonmutating unsafeMutableAddress {
            precondition(index >= 0 && index < count, "frame index out of range")
            return base + index
        }
    }

    var last: Frame? { count > 0 ? base[count - 1] : nil }

    @inline(__always)
    mutating func append(_ frame: Frame) {
        if count == capacity { grow() }
        (base + count).initialize(to: frame)
        count += 1
    }

    @inline(__always)
    @discardableResult
    mutating func removeLast() -> Frame {
        precondition(count > 0, "pop of an empty frame stack")
        count -= 1
        return (base + count).move()
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Frame>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }

    /// Frees the stack's memory; the stack must not be used afterwards.
    func deallocate() {
        base.deinitialize(count: count)
        base.deallocate()
    }
}
