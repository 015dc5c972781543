import Dispatch

/// Wall-clock timing on the monotonic clock.
enum Clock {
    static func now() -> UInt64 {
        DispatchTime.now().uptimeNanoseconds
    }

    static func seconds(_ work: () -> Void) -> Double {
        let start = now()
        work()
        return Double(now() - start) / 1e9
    }

    /// The best (shortest) of `repeats` runs: the run least disturbed by the rest of the machine.
    static func best(of repeats: Int, _ work: () -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<max(1, repeats) { best = min(best, seconds(work)) }
        return best
    }
}
