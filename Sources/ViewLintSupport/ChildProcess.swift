#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program found on `PATH` and collects what it writes (for `git` in
/// `--changed-since`). No shell: the arguments reach the program as they are. Its standard
/// input is `/dev/null`, so nothing it is told to read from there (a planted `include.path`
/// of `/dev/stdin`, a prompt) waits on the user's terminal.
package enum ChildProcess {
    package struct Outcome {
        package var status: Int32
        package var output: [UInt8]
        package var errors: [UInt8]
    }

    /// Nil when the program cannot be started (not installed). `environment` adds to or
    /// replaces (a nil value: removes) variables of this process's environment.
    package static func run(_ arguments: [String], environment: [(name: String, value: String?)] = []) -> Outcome? {
        guard !arguments.isEmpty else { return nil }
        // Arguments and environment as C strings that live until the spawn returns.
        let cStrings = arguments.map { strdup($0) }
        defer { cStrings.forEach { free($0) } }
        let cEnvironment = mergedEnvironment(environment).map { strdup($0) }
        defer { cEnvironment.forEach { free($0) } }
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
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
        posix_spawn_file_actions_addclose(&actions, outputPipe[0])
        posix_spawn_file_actions_addclose(&actions, errorPipe[0])
        var argv = cStrings + [nil]
        var envp = cEnvironment + [nil]
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, program, &actions, nil, &argv, &envp)
        close(outputPipe[1])
        close(errorPipe[1])
        defer { close(outputPipe[0]); close(errorPipe[0]) }
        guard spawned == 0 else { return nil }
        // Both pipes are drained together: a child that fills one while the other is being
        // read to its end would otherwise wait for ever.
        let (output, errors) = readBoth(outputPipe[0], errorPipe[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let exited = status & 0x7F == 0
        return Outcome(status: exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F), output: output, errors: errors)
    }

    private static func mergedEnvironment(_ changes: [(name: String, value: String?)]) -> [String] {
        let changed = Set(changes.map(\.name))
        var entries: [String] = []
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            let name = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? text
            if !changed.contains(name) { entries.append(text) }
            pointer += 1
        }
        for change in changes { if let value = change.value { entries.append("\(change.name)=\(value)") } }
        return entries
    }

    private static func readBoth(_ first: Int32, _ second: Int32) -> ([UInt8], [UInt8]) {
        var collected: [[UInt8]] = [[], []]
        var open = [true, true]
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        let descriptors = [first, second]
        while open.contains(true) {
            var polled = descriptors.enumerated().map { index, descriptor in
                pollfd(fd: open[index] ? descriptor : -1, events: Int16(POLLIN), revents: 0)
            }
            let ready = poll(&polled, nfds_t(polled.count), -1)
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            for index in 0..<2 where open[index] && polled[index].revents != 0 {
                let count = chunk.withUnsafeMutableBytes { read(descriptors[index], $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                if count > 0 { collected[index].append(contentsOf: chunk[0..<count]) } else { open[index] = false }
            }
        }
        return (collected[0], collected[1])
    }
}
