#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The sources of a run as they become known. A walk appends files as it meets them while
/// the linter's workers already take the first ones (`next`), so that parsing does not wait
/// for the whole walk; when the walk is done it says in which order the run reports the
/// files (`finish`), and the results are put in that order, whatever the timing.
///
/// A feed made from a list is finished from the start, in the list's order. Its sources
/// are handed out once: a feed is linted once.
public final class SourceFeed: @unchecked Sendable {
    // A pthread mutex and condition must not move: they live in memory of their own.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    /// Every source appended, in the order appended; guarded by `mutex`.
    private var appended: [SourceInput] = []
    /// How many of `appended` `next` has handed out.
    private var taken = 0
    private var isFinished = false
    /// Positions in `appended` of the run's files, in report order; each at most once.
    private var finalOrder: [Int] = []
    private var walkProblems: [InputProblem] = []

    /// A feed still open: `append` and then `finish` it.
    init() {
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        changed.initialize(to: pthread_cond_t())
        pthread_cond_init(changed, nil)
    }

    /// A finished feed of `sources`, in their order.
    public convenience init(_ sources: [SourceInput]) {
        self.init()
        appended = sources
        finalOrder = Array(sources.indices)
        isFinished = true
    }

    deinit {
        pthread_cond_destroy(changed)
        pthread_mutex_destroy(mutex)
        changed.deallocate()
        mutex.deallocate()
    }

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }

    /// Waits until the feed is finished, then reads it.
    private func whenFinished<T>(_ body: () -> T) -> T {
        locked {
            while !isFinished { pthread_cond_wait(changed, mutex) }
            return body()
        }
    }

    func append(_ source: SourceInput) {
        locked { appended.append(source) }
        pthread_cond_signal(changed)
    }

    /// No more sources: `order` gives the positions (in append order) of the files the run
    /// reports, in report order, and `problems` what the walk could not read.
    func finish(order: [Int], problems: [InputProblem]) {
        locked {
            finalOrder = order
            walkProblems = problems
            isFinished = true
        }
        pthread_cond_broadcast(changed)
    }

    /// The next source not handed out yet, with its position in append order; waits while
    /// the walk may still find one. Nil once every source is handed out.
    func next() -> (position: Int, source: SourceInput)? {
        locked {
            while taken == appended.count, !isFinished { pthread_cond_wait(changed, mutex) }
            guard taken < appended.count else { return nil }
            taken += 1
            return (taken - 1, appended[taken - 1])
        }
    }

    /// How many sources a finished feed hands out; nil while a walk may still add some.
    var finishedCount: Int? {
        locked { isFinished ? appended.count : nil }
    }

    /// Positions in append order of the run's files, in report order (waits for the walk).
    var order: [Int] { whenFinished { finalOrder } }

    /// The run's files in report order (waits for the walk).
    public var sources: [SourceInput] { whenFinished { finalOrder.map { appended[$0] } } }

    /// Missing and unreadable paths the walk met, in the order met (waits for the walk).
    var problems: [InputProblem] { whenFinished { walkProblems } }
}
