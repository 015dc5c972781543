import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Maps an array on several threads; each result lands in its input's slot, so the output
/// never depends on scheduling.
public enum ParallelMap {
    /// One worker per active core.
    public static var defaultJobs: Int { min(max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))), maximumJobs) }

    /// The most workers a run starts (`--jobs` is refused above it); every entry clamps to
    /// it too, so that no count of workers can overflow the batch arithmetic or start
    /// threads without end.
    public static let maximumJobs = 256

    package static func map<Input: Sendable, Output>(_ inputs: [Input], jobs: Int,
                                             _ transform: @escaping @Sendable (Input) -> Output) -> [Output] {
        guard jobs > 1, inputs.count > 1 else { return inputs.map(transform) }
        let slots = Slots<Output>(count: inputs.count)
        let next = Counter()
        // Workers take the next input as they finish one, so one big file does not hold
        // back a whole share of the list.
        DispatchQueue.concurrentPerform(iterations: min(jobs, inputs.count)) { _ in
            while true {
                let index = next.take()
                guard index < inputs.count else { return }
                slots.store(transform(inputs[index]), at: index)
            }
        }
        return slots.collect()
    }

    /// Maps the sources of `feed` as the feed yields them, which may be while a walk still
    /// finds more, and returns the results in the feed's final order (`SourceFeed.order`).
    /// One worker runs on the calling thread, so even `jobs == 1` overlaps the walk.
    static func map<Output>(_ feed: SourceFeed, jobs: Int,
                            _ transform: @escaping @Sendable (SourceInput) -> Output) -> [Output] {
        map(feed, jobs: jobs, worker: {}) { _, source in transform(source) }
    }

    /// `map` with a state of each worker's own (`worker()` makes it), handed to every
    /// transform the worker runs: what one input leaves there serves the next.
    package static func map<Worker, Output>(_ feed: SourceFeed, jobs: Int, worker: @escaping @Sendable () -> Worker,
                                    _ transform: @escaping @Sendable (inout Worker, SourceInput) -> Output) -> [Output] {
        var outputs: [Output] = []
        map(feed, jobs: jobs, worker: worker, transform) { count, output in
            if outputs.isEmpty { outputs.reserveCapacity(count) }
            outputs.append(output)
        }
        return outputs
    }

    /// `map` that hands each output to `take`, moved, in the feed's final order, with the
    /// number of outputs in all, instead of returning a list: a caller that sorts them into
    /// lists of its own neither copies nor reverses one (a million-line lint's files put in
    /// order and sorted into its lists after the parse: 9.3 → 3.1 M instructions).
    package static func map<Worker, Output>(_ feed: SourceFeed, jobs: Int, worker: @escaping @Sendable () -> Worker,
                                    _ transform: @escaping @Sendable (inout Worker, SourceInput) -> Output,
                                    into take: (_ count: Int, _ output: consuming Output) -> Void) {
        let gathered = Gathered<Output>()
        let work: @Sendable (Int) -> Void = { _ in
            var state = worker()
            while let next = feed.next() { gathered.store(transform(&state, next.source), at: next.position) }
        }
        // No more workers than files, when the files are known.
        let jobs = min(jobs, maximumJobs)
        let workers = min(jobs, feed.finishedCount ?? jobs)
        if workers > 1 {
            DispatchQueue.concurrentPerform(iterations: workers, execute: work)
        } else {
            work(0)
        }
        gathered.moveOut(inOrder: feed.order, to: take)
    }

    /// Two pieces of work that need nothing of each other, side by side on two threads
    /// when `jobs > 1`, else one after the other.
    package static func both<First: Sendable, Second: Sendable>(jobs: Int, _ first: @escaping @Sendable () -> First,
                                                        _ second: @escaping @Sendable () -> Second) -> (First, Second) {
        guard jobs > 1 else { return (first(), second()) }
        let results = map([0, 1], jobs: 2) { piece -> Either<First, Second> in
            piece == 0 ? .first(first()) : .second(second())
        }
        guard case .first(let one) = results[0], case .second(let two) = results[1] else { preconditionFailure() }
        return (one, two)
    }

    /// `first` on the calling thread while `second` runs on another when `jobs > 1`; else
    /// `first`, then `second`. Unlike `both`, `first` may change what the caller holds (a
    /// writer of its own): only `second` crosses threads.
    package static func beside<Second: Sendable>(jobs: Int, _ first: () -> Void,
                                                 _ second: @escaping @Sendable () -> Second) -> Second {
        guard jobs > 1 else {
            first()
            return second()
        }
        let result = Handed<Second>()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { result.value = second() }
        first()
        group.wait()
        return result.value!
    }

    private enum Either<First, Second> {
        case first(First)
        case second(Second)
    }

    /// Maps `0..<count` in consecutive batches, each on one thread, and returns the batches'
    /// results in order. For many small items: a batch amortizes taking work and lets the
    /// transform keep a cache across its items.
    static func mapBatches<Output>(count: Int, jobs: Int,
                                   _ transform: @escaping @Sendable (Range<Int>) -> Output) -> [Output] {
        guard count > 0 else { return [] }
        guard jobs > 1 else { return [transform(0..<count)] }
        let jobs = min(jobs, maximumJobs)
        // Several batches a worker, so that one slow batch does not hold back the rest. (At
        // most 2,048 batches: with the count of an array, nothing here can overflow.)
        let batches = jobs * batchesPerJob
        let size = max(1, count / batches + (count % batches == 0 ? 0 : 1))
        let ranges = stride(from: 0, to: count, by: size).map { $0..<(count - $0 > size ? $0 + size : count) }
        return map(ranges, jobs: jobs, transform)
    }

    static let batchesPerJob = 8

    /// `mapBatches` for batches that each yield a list: the lists joined in order, in
    /// storage of their exact total (what is joined is often kept for the whole run). One
    /// batch's list is returned as it is, without copying its elements.
    package static func flatMapBatches<Element>(count: Int, jobs: Int,
                                        _ transform: @escaping @Sendable (Range<Int>) -> [Element]) -> [Element] {
        var batches = mapBatches(count: count, jobs: jobs, transform)
        if batches.count == 1 { return batches[0] }
        var joined: [Element] = []
        joined.reserveCapacity(batches.reduce(0) { $0 + $1.count })
        // Moved, not copied: a view or a finding holds many references.
        for index in batches.indices { joined.appendMoving(from: &batches[index]) }
        return joined
    }
}

/// Result slots written by distinct threads at distinct indices.
///
/// Invariant: the slots own their buffer, one initialized slot per input, freed with the
/// slots. Each index is written once, by the one worker that took it from the `Counter`,
/// so no two threads touch the same slot and no lock is needed; `collect` runs once every
/// worker has returned (`concurrentPerform` waits for them), when every slot is written.
/// Debug builds check both.
private final class Slots<Output>: @unchecked Sendable {
    private let buffer: UnsafeMutableBufferPointer<Output?>

    init(count: Int) {
        buffer = .allocate(capacity: count)
        buffer.initialize(repeating: nil)
    }

    deinit {
        buffer.deinitialize()
        buffer.deallocate()
    }

    func store(_ value: Output, at index: Int) {
        assert(index >= 0 && index < buffer.count, "slot outside the inputs")
        assert(buffer[index] == nil, "slot written twice")
        buffer[index] = value
    }

    func collect() -> [Output] {
        buffer.map { slot in
            assert(slot != nil, "slot never written")
            return slot!
        }
    }
}

/// What the workers of a feed mapped, each output in the slot of its input's position as
/// soon as it is made: putting them in order is then one move each. (Gathered in lists of
/// each worker's own and sorted into place once the last file was parsed, they cost that
/// serial step 16.7 M instructions at a million lines; now it costs 2.1 M, and the
/// workers 5.9 M as they go.)
///
/// Invariant: slot `p` is `slot(p)`, in chunk `p / chunkSize` (bound to `Output`), and
/// `isHeld` has a flag for each slot of the chunks; both are read and written only under
/// `lock` while workers run. The feed hands out each position once, so each slot is
/// claimed (marked held, under the lock) by one worker, which then initializes it outside
/// the lock: chunks never move, and no other thread touches that slot. `moveOut` runs once
/// every worker has returned (`concurrentPerform` waits for them), moves out the slots
/// `order` names, deinitializes any left and frees the chunks; `deinit` does the same for
/// slots still held. Debug builds check that no slot is claimed twice.
private final class Gathered<Output>: @unchecked Sendable {
    private let lock = Lock()
    /// Untyped, so that finding a slot looks up no pointer type's metadata (330
    /// instructions each time with typed pointers: half of what the slots cost).
    private var chunks: [UnsafeMutableRawPointer] = []
    private var isHeld: [Bool] = []
    private let chunkSize = 1024

    private func slot(_ position: Int) -> UnsafeMutablePointer<Output> {
        rawSlot(position).assumingMemoryBound(to: Output.self)
    }

    private func rawSlot(_ position: Int) -> UnsafeMutableRawPointer {
        chunks[position / chunkSize] + position % chunkSize * MemoryLayout<Output>.stride
    }

    /// Puts `output` in the slot of `position`, given out once by the feed.
    func store(_ output: consuming Output, at position: Int) {
        precondition(position >= 0, "negative position")
        let place = lock.locked {
            while isHeld.count <= position {
                let chunk = UnsafeMutableRawPointer.allocate(byteCount: chunkSize * MemoryLayout<Output>.stride,
                                                             alignment: MemoryLayout<Output>.alignment)
                chunk.bindMemory(to: Output.self, capacity: chunkSize)
                chunks.append(chunk)
                isHeld.append(contentsOf: repeatElement(false, count: chunkSize))
            }
            assert(!isHeld[position], "position handed out twice")
            isHeld[position] = true
            return rawSlot(position)
        }
        // Through the raw pointer (the chunk is bound to `Output`): a typed one looked up its
        // pointer type's metadata for each file, 330 instructions.
        place.initializeMemory(as: Output.self, to: consume output)
    }

    /// Hands `take` the outputs at `order`'s positions, in that order, with their number
    /// (called once every worker is done). Outputs are moved, never copied: a copy of a
    /// file's syntax would retain and release every list in it.
    func moveOut(inOrder order: [Int], to take: (_ count: Int, _ output: consuming Output) -> Void) {
        for position in order {
            precondition(position >= 0 && position < isHeld.count && isHeld[position], "position reported twice or never mapped")
            isHeld[position] = false
            take(order.count, slot(position).move())
        }
        // A file met twice in the walk is linted once: its other output goes.
        release()
    }

    private func release() {
        for position in isHeld.indices where isHeld[position] {
            slot(position).deinitialize(count: 1)
        }
        isHeld = []
        for chunk in chunks { chunk.deallocate() }
        chunks = []
    }

    deinit { release() }
}

/// Hands out 0, 1, 2, … to any number of threads, each number once.
///
/// Invariant: `value` is read and written only under `lock`.
private final class Counter: @unchecked Sendable {
    private let lock = Lock()
    private var value = 0

    func take() -> Int {
        lock.locked {
            value += 1
            return value - 1
        }
    }
}

/// A value one thread hands another through `ParallelMap.beside`.
///
/// Invariant: `value` is written once, by the one work item of a dispatch group, before the
/// group leaves; it is read only after `wait()` on that group returns, which orders the
/// write before the read. No two threads touch it at once.
private final class Handed<Value>: @unchecked Sendable {
    var value: Value?
}
