#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Peak resident memory from `getrusage`: `ru_maxrss` is in KiB on Linux, bytes on macOS.
enum PeakMemory {
    /// This process's high-water mark, in bytes.
    static func ofThisProcess() -> Int {
        bytes(usage(of: RUSAGE_SELF))
    }

    #if canImport(Glibc)
    private static func usage(of who: __rusage_who) -> rusage {
        var usage = rusage()
        getrusage(who.rawValue, &usage)
        return usage
    }
    #else
    private static func usage(of who: Int32) -> rusage {
        var usage = rusage()
        getrusage(who, &usage)
        return usage
    }
    #endif

    /// A `rusage`'s high-water mark, in bytes.
    static func bytes(_ usage: rusage) -> Int {
        #if os(Linux)
        return Int(usage.ru_maxrss) * 1024
        #else
        return Int(usage.ru_maxrss)
        #endif
    }

    static func mebibytes(_ bytes: Int) -> String {
        "\(bytes / 1_048_576) MiB"
    }
}
