import Foundation

/// Runs the release `viewlint` that sits next to this binary (the same build folder) as a
/// child process on the corpus, as a user would: wall time from spawn to exit, best of N,
/// and the child's peak memory from `getrusage(RUSAGE_CHILDREN)`.
///
/// On Linux a child started with `posix_spawn` (which `Process` uses) inherits its parent's
/// high-water mark into `ru_maxrss` at `exec`, so this runs first, while the bench itself
/// is still small. `ru_maxrss` of children is also the largest over every child waited for
/// since the process started, exec included (a shell that builds and then execs the bench
/// passes on its compilers'). `floorAtSpawn` is the larger of the two: a child figure not
/// above it means nothing.
enum WholeRun {
    struct Result {
        var seconds: Double
        var childPeakBytes: Int
        var floorAtSpawn: Int
        var exitStatus: Int32
    }

    static var executable: URL {
        let binary = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        return binary.deletingLastPathComponent().appendingPathComponent("viewlint")
    }

    static func measure(folder: String, repeats: Int) throws -> Result? {
        let executable = executable
        guard FileManager.default.isExecutableFile(atPath: executable.path) else { return nil }
        let floorAtSpawn = max(PeakMemory.ofThisProcess(), PeakMemory.ofChildren())
        var best = Double.infinity
        var status: Int32 = 0
        for _ in 0..<max(1, repeats) {
            let process = Process()
            process.executableURL = executable
            process.arguments = ["--no-config", "--quiet", folder]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            let start = Clock.now()
            try process.run()
            process.waitUntilExit()
            best = min(best, Double(Clock.now() - start) / 1e9)
            status = process.terminationStatus
        }
        return Result(seconds: best, childPeakBytes: PeakMemory.ofChildren(), floorAtSpawn: floorAtSpawn, exitStatus: status)
    }
}
