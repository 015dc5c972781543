import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the release `viewlint` that sits next to this binary (the same build folder) as a
/// child process on the corpus, as a user would: wall time from spawn to exit, best of N,
/// and the child's peak memory from `wait4`.
///
/// On Linux a child started with `posix_spawn` inherits its parent's high-water mark into
/// `ru_maxrss` at `exec`, so this runs first, while the bench itself is still small.
/// `floorAtSpawn` is the bench's own peak then: a child figure not above it means nothing.
enum WholeRun {
    struct Result {
        /// The median of the runs: with the floor's alternated runs, the figures compared.
        var seconds: Double
        var best: Double
        /// The floor's runs, one after each run of viewlint (see `measure`).
        var floorMedian: Double
        var floorBest: Double
        var runs: Int
        var childPeakBytes: Int
        var floorAtSpawn: Int
        var exitStatus: Int32
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .infinity }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    static var executable: URL {
        let binary = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        return binary.deletingLastPathComponent().appendingPathComponent("viewlint")
    }

    struct SpawnError: Error, CustomStringConvertible {
        var code: Int32
        var description: String { String(cString: strerror(code)) }
    }

    /// At least five runs of viewlint, each followed by one of `floor`: alternated, so that
    /// a busy moment of a shared machine slows both alike, and their medians are compared.
    static func measure(folder: String, repeats: Int, floor: () -> Void) throws -> Result? {
        let executable = executable
        guard FileManager.default.isExecutableFile(atPath: executable.path) else { return nil }
        let floorAtSpawn = PeakMemory.ofThisProcess()
        var times: [Double] = []
        var floors: [Double] = []
        var peak = 0
        var status: Int32 = 0
        for _ in 0..<max(5, repeats) {
            let run = try spawnAndWait(executable.path, arguments: ["--no-config", "--quiet", folder])
            times.append(run.seconds)
            peak = max(peak, run.peakBytes)
            status = run.exitStatus
            floors.append(Clock.seconds(floor))
        }
        return Result(seconds: median(times), best: times.min() ?? .infinity,
                      floorMedian: median(floors), floorBest: floors.min() ?? .infinity, runs: times.count,
                      childPeakBytes: peak, floorAtSpawn: floorAtSpawn, exitStatus: status)
    }

    /// One run of the viewlint next to this binary with `arguments`; nil when there is none.
    static func run(arguments: [String]) throws -> (seconds: Double, peakBytes: Int, exitStatus: Int32)? {
        let executable = executable
        guard FileManager.default.isExecutableFile(atPath: executable.path) else { return nil }
        return try spawnAndWait(executable.path, arguments: arguments)
    }

    /// One run, its output thrown away: `posix_spawn` and `wait4`, so that the time ends
    /// when the child does (`Process.waitUntilExit` polls, which added up to tens of
    /// milliseconds to a short run) and the peak memory is this child's own.
    private static func spawnAndWait(_ path: String, arguments: [String]) throws
        -> (seconds: Double, peakBytes: Int, exitStatus: Int32) {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let environment = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
        var argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        var envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var child: pid_t = 0
        let start = Clock.now()
        let code = posix_spawn(&child, path, &actions, nil, &argv, &envp)
        guard code == 0 else { throw SpawnError(code: code) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(child, &status, 0, &usage) < 0, errno == EINTR {}
        let seconds = Double(Clock.now() - start) / 1e9
        // The exit status of a normal exit is in bits 8-15.
        return (seconds, PeakMemory.bytes(usage), (status >> 8) & 0xFF)
    }
}
