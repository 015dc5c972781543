import ViewLintSupport

/// How the graph's work is split among threads: a few runs of consecutive items of about
/// equal weight, not `ParallelMap`'s eight small batches a thread. Each run starts its own
/// caches (judged types, matchings, members by name), and every extra run learns them again.
enum GraphShares {
    /// Three runs a thread: one heavy run does not leave the other threads idle for long
    /// (with two, the edges' last run held one thread 0.5 ms after the other's end).
    static let runsPerJob = 3
    /// The nodes' runs, beside the one task of the node index: small enough that the other
    /// threads share the nodes while one makes the index.
    static let nodeRunsPerJob = 6

    /// `0..<count` cut into consecutive runs of about equal total weight (`weight` of each
    /// item, plus one), `perJob` a thread; a single run for one thread.
    static func runs(count: Int, jobs: Int, perJob: Int = runsPerJob, weight: (Int) -> Int) -> [Range<Int>] {
        guard count > 0 else { return [] }
        let wanted = jobs <= 1 ? 1 : min(count, min(jobs, ParallelMap.maximumJobs) * perJob)
        guard wanted > 1 else { return [0..<count] }
        let weights = (0..<count).map { max(0, weight($0)) + 1 }
        let total = weights.reduce(0, +)
        var runs: [Range<Int>] = []
        runs.reserveCapacity(wanted)
        var start = 0
        var sum = 0
        for item in 0..<count {
            sum += weights[item]
            // Cut where the running sum passes the end of the next equal share.
            if runs.count < wanted - 1, sum * wanted >= total * (runs.count + 1) {
                runs.append(start..<(item + 1))
                start = item + 1
            }
        }
        if start < count { runs.append(start..<count) }
        return runs
    }
}
