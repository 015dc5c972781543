#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program found on `PATH` and collects what it writes (for `git` in
/// `--changed-since`). No shell: the arguments reach the program as they are.
package enum ChildProcess {
    package struct Outcome {
        package var status: Int32
        package var output: [UInt8]
        package var errors: [UInt8]
    }

    /// Nil when the program cannot be started (not installed).
    package static func run(_ arguments: [String]) -> Outcome? {
        guard !arguments.isEmpty else { return nil }
        // Arguments as C strings that live until the spawn returns.
        let cStrings = arguments.map { strdup($0) }
        defer { cStrings.forEach { free($0) } }
        guard let program = cStrings[0] else { return nil }
        var outputPipe: [Int32] = [-1, -1], errorPipe: [Int32] = [-1, -1]
        guard pipe(&outputPipe) == 0 else { return nil }
        guard pipe(&errorPipe) == 0 else {
            close(outputPipe[0]); close(outputPipe[1])
            return nil
        }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
        posix_spawn_file_actions_addclose(&actions, outputPipe[0])
        posix_spawn_file_actions_addclose(&actions, errorPipe[0])
        var argv = cStrings + [nil]
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, program, &actions, nil, &argv, environ)
        close(outputPipe[1])
        close(errorPipe[1])
        defer { close(outputPipe[0]); close(errorPipe[0]) }
        guard spawned == 0 else { return nil }
        // What it writes to stderr is short (a message); stdout is read first, whole.
        let output = readAll(outputPipe[0]), errors = readAll(errorPipe[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let exited = status & 0x7F == 0
        return Outcome(status: exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F), output: output, errors: errors)
    }

    private static func readAll(_ descriptor: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }
}
