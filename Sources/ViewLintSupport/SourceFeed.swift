/// The sources of a run as they become known. A walk appends files as it meets them while
/// the linter's workers already take the first ones (`next`), so that parsing does not wait
/// for the whole walk; when the walk is done it says in which order the run reports the
/// files (`finish`), and the results are put in that order, whatever the timing.
///
/// A feed made from a list is finished from the start, in the list's order. Its sources
/// are handed out once: a feed is linted once.
///
/// Invariant: every stored property but `lock` is read and written only inside `locked`
/// (or in `init`, before the feed is shared), which is what makes the `@unchecked Sendable`
/// true; `taken <= appended.count`, and once finished, the feed takes no more sources.
public final class SourceFeed: @unchecked Sendable {
    private let lock = Lock()
    /// Every source appended, in the order appended; guarded by `lock`.
    private var appended: [SourceInput] = []
    /// How many of `appended` `next` has handed out.
    private var taken = 0
    private var isFinished = false
    /// Positions in `appended` of the run's files, in report order; each at most once.
    private var finalOrder: [Int] = []
    private var walkProblems: [InputProblem] = []
    /// Work a worker with no source to take may do instead of waiting (list a folder of the
    /// walk): true when it did some. Nil when there is none, and once the feed is finished.
    private var helpWhileWaiting: (@Sendable () -> Bool)?

    /// A feed still open: `append` and then `finish` it.
    package init() {}

    /// A finished feed of `sources`, in their order.
    public convenience init(_ sources: [SourceInput]) {
        self.init()
        appended = sources
        finalOrder = Array(sources.indices)
        isFinished = true
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.locked(body)
    }

    /// Waits until the feed is finished, then reads it.
    private func whenFinished<T>(_ body: () -> T) -> T {
        locked {
            while !isFinished { lock.wait() }
            return body()
        }
    }

    package func append(_ source: SourceInput) {
        locked {
            assert(!isFinished, "source appended to a finished feed")
            appended.append(source)
        }
        lock.wakeAll()
    }

    /// Work for `next` to do while no source is ready (`helpWhileWaiting`); wakes the
    /// workers waiting now.
    package func lend(help: @escaping @Sendable () -> Bool) {
        locked { if !isFinished { helpWhileWaiting = help } }
        lock.wakeAll()
    }

    /// No more sources: `order` gives the positions (in append order) of the files the run
    /// reports, in report order, and `problems` what the walk could not read.
    package func finish(order: [Int], problems: [InputProblem]) {
        locked {
            finalOrder = order
            walkProblems = problems
            isFinished = true
            helpWhileWaiting = nil
        }
        lock.wakeAll()
    }

    /// The next source not handed out yet, with its position in append order; while the
    /// walk may still find one, helps it (`lend(help:)`) or waits. Nil once every source is
    /// handed out.
    func next() -> (position: Int, source: SourceInput)? {
        while true {
            let (taken, help) = takeOrHelp()
            if let taken { return taken }
            guard let help else { return nil }
            if help() { continue }
            // Nothing to help with: wait for a source or the end. Folders queued meanwhile are
            // left to the walk's own thread (waking a worker for each, or when two waited,
            // measured no faster on eight apps or the corpus).
            locked {
                if self.taken == appended.count, !isFinished { lock.wait() }
            }
        }
    }

    /// A source to take, else the help to give (nil when the feed is finished and empty).
    /// Waits while there is neither.
    private func takeOrHelp() -> (taken: (position: Int, source: SourceInput)?, help: (@Sendable () -> Bool)?) {
        locked {
            while true {
                if taken < appended.count {
                    taken += 1
                    return ((taken - 1, appended[taken - 1]), nil)
                }
                if isFinished { return (nil, nil) }
                if let helpWhileWaiting { return (nil, helpWhileWaiting) }
                lock.wait()
            }
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
    package var problems: [InputProblem] { whenFinished { walkProblems } }
}
