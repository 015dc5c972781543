#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's arguments as the bytes it was given, the program's name left out.
///
/// Invariant: `CommandLine.unsafeArgv` holds `argc` NUL-terminated strings for the life of
/// the process; each is copied out before it is used.
package enum ProcessArguments {
    package static var raw: [[UInt8]] {
        (1..<Int(CommandLine.argc)).compactMap { index in
            CommandLine.unsafeArgv[index].map { argument in
                Array(UnsafeBufferPointer(start: UnsafeRawPointer(argument).assumingMemoryBound(to: UInt8.self),
                                          count: strlen(argument)))
            }
        }
    }
}
