#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files of atomic writes: their names, and their removal when the process
/// is stopped by a signal it can catch (Ctrl-C, `kill`, a closed terminal) while one is
/// open, so that an interrupted run leaves no `.name.viewlint-…` file behind.
package enum TemporaryFiles {
    /// The longest file name most file systems take (`NAME_MAX`), in bytes.
    static let nameLimit = 255

    /// `.NAME.viewlint-RANDOM` for a file named `name`: hidden, next to it, and never over
    /// `nameLimit` bytes: a long name is shortened (at a character boundary), since the
    /// temporary file's name matters to no one.
    package static func name(for name: String, random: UInt64 = .random(in: .min ... .max)) -> String {
        let hex = String(random, radix: 16)
        let suffix = ".viewlint-" + String(repeating: "0", count: 16 - hex.utf8.count) + hex
        let room = nameLimit - 1 - suffix.utf8.count
        var stem = ""
        var used = 0
        for scalar in name.unicodeScalars {
            let size = String(scalar).utf8.count
            guard used + size <= room else { break }
            stem.unicodeScalars.append(scalar)
            used += size
        }
        return "." + stem + suffix
    }

    /// Remembers `path` until `forget`, so that a signal removes it. A handler is set the
    /// first time for each signal whose action is the default (an ignored signal stays ignored).
    package static func remember(_ path: String) {
        installHandlersOnce()
        lock.locked {
            guard let slot = (0..<slotCount).first(where: { slots[$0 * slotSize] == 0 }) else { return }
            let bytes = Array(path.utf8.prefix(slotSize - 1)) + [0]
            for (offset, byte) in bytes.enumerated() { slots[slot * slotSize + offset] = CChar(bitPattern: byte) }
        }
    }

    /// Stops removing `path` on a signal (it was renamed or removed).
    package static func forget(_ path: String) {
        let bytes = Array(path.utf8.prefix(slotSize - 1))
        lock.locked {
            for slot in 0..<slotCount where slots[slot * slotSize] != 0 {
                let held = (0..<bytes.count + 1).map { UInt8(bitPattern: slots[slot * slotSize + $0]) }
                if held == bytes + [0] { slots[slot * slotSize] = 0 }
            }
        }
    }

    /// The signals that end a process by default and can be caught: from a terminal or
    /// `kill` (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2), a closed pipe, timers
    /// (`alarm`, `timeout`'s SIGALRM, profiling ones) and resource limits (`ulimit -f` sends
    /// SIGXFSZ on the write past it, `ulimit -t` SIGXCPU). The signals of a crash (SIGSEGV,
    /// SIGILL, SIGTRAP, SIGABRT, SIGBUS) are left to the runtime's crash reporting.
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF,
                                   SIGXFSZ, SIGXCPU]

    private static let lock = Lock()
    private static let installed = InstallOnce()

    /// Invariant: `done` is read and written only under `lock`, and goes from false to true once.
    private final class InstallOnce: @unchecked Sendable {
        var done = false
    }

    private static func installHandlersOnce() {
        // Touched before any handler can run, so the handler never initializes it.
        _ = slots
        _ = slotCount
        _ = slotSize
        lock.locked {
            guard !installed.done else { return }
            installed.done = true
            for signal in signals {
                let previous = setSignalHandler(signal, removeTemporaryFilesAndDie)
                // `SIG_IGN` is 1 on every system the tool runs on: put an ignored signal back.
                if let previous, unsafeBitCast(previous, to: Int.self) == 1 { _ = setSignalHandler(signal, previous) }
            }
        }
    }
}

/// Paths of open temporary files, `slotCount` slots of `slotSize` bytes each, an empty slot
/// starting with 0. Fixed memory, because a signal handler may neither allocate nor take a
/// lock. More atomic writes at once than slots (the tool makes one at a time) go unguarded.
private let slotCount = 8
private let slotSize = Int(PATH_MAX) + 1
nonisolated(unsafe) private let slots: UnsafeMutablePointer<CChar> = {
    let count = slotCount * slotSize
    let memory = UnsafeMutablePointer<CChar>.allocate(capacity: count)
    memory.initialize(repeating: 0, count: count)
    return memory
}()

/// The handler: only async-signal-safe calls (`unlink`, `signal`, `raise`). The signal's
/// default action then ends the process as it would have without the handler.
private func removeTemporaryFilesAndDie(_ signal: Int32) {
    for slot in 0..<slotCount {
        let path = slots + slot * slotSize
        if path[0] != 0 { unlink(path) }
    }
    _ = setSignalHandler(signal, nil)
    raise(signal)
}

/// `signal(2)` under one name on every system.
private func setSignalHandler(_ number: Int32, _ handler: (@convention(c) (Int32) -> Void)?) -> (@convention(c) (Int32) -> Void)? {
    signal(number, handler)
}
