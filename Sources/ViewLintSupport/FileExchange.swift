#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ViewLintSystemCalls

/// Swaps two names of one folder in one step (Linux `renameat2(RENAME_EXCHANGE)`, macOS
/// `renamex_np(RENAME_SWAP)`): after it, each name leads to the file the other led to, and
/// no moment exists where either leads nowhere. `AtomicFile` swaps its new file in, then
/// checks the old one it now holds by the temporary name, and can swap back.
package enum FileExchange {
    package enum Outcome: Equatable {
        case exchanged
        /// The system or the file system cannot swap (an old kernel, some network file
        /// systems): the caller renames instead.
        case unsupported
        case failed(Int32)
    }

    package static func exchange(_ first: String, _ second: String) -> Outcome {
        if viewlint_exchange_names(first, second) == 0 { return .exchanged }
        let code = errno
        return code == EINVAL || code == ENOSYS || code == ENOTSUP ? .unsupported : .failed(code)
    }
}

/// Whether a file is open anywhere but in the descriptor given: Linux grants a write lease
/// (`F_SETLEASE`, `F_WRLCK`) only on a file no other descriptor has open, in any process.
/// `AtomicFile` asks it of the old file once swapped out: open elsewhere, a writer may still
/// write to it, and it is swapped back instead of removed.
package enum OpenElsewhere {
    /// A lease held until `release`.
    package struct Lease {
        let descriptor: Int32
    }

    package enum Answer {
        /// Open nowhere else; no one can open it while the lease is held but through a
        /// name, and the caller holds the only one.
        case closedElsewhere(Lease)
        case openElsewhere
        /// No lease to be had here (other systems, some file systems, a file of another
        /// owner): nothing is known.
        case unknown
    }

    #if os(Linux)
    private static let setLease: Int32 = 1024 // F_SETLEASE
    private static let writeLease: Int32 = 1 // F_WRLCK
    private static let noLease: Int32 = 2 // F_UNLCK
    #endif

    #if os(Linux)
    /// A lease broken by someone opening the file is announced with SIGIO, which would end
    /// the process by default: it is ignored (the tool does no signal-driven input), unless
    /// something already handles it.
    ///
    /// Invariant: `SIG_IGN` is the handler value 1 on every system the tool runs on (as
    /// `TemporaryFiles` relies on too); it is only handed to `signal`, never called.
    private static let breakSignalIgnored: Void = {
        let ignore = unsafeBitCast(1, to: (@convention(c) (Int32) -> Void).self) // SIG_IGN
        if let previous = signal(SIGIO, ignore) { _ = signal(SIGIO, previous) }
    }()
    #endif

    /// Whether the file open as `descriptor` is open anywhere else.
    package static func ask(_ descriptor: Int32) -> Answer {
        #if os(Linux)
        _ = breakSignalIgnored
        if fcntl(descriptor, setLease, writeLease) == 0 { return .closedElsewhere(Lease(descriptor: descriptor)) }
        return errno == EAGAIN || errno == EBUSY ? .openElsewhere : .unknown
        #else
        return .unknown
        #endif
    }

    package static func release(_ lease: Lease) {
        #if os(Linux)
        _ = fcntl(lease.descriptor, setLease, noLease)
        #endif
    }
}
