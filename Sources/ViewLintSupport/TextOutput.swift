#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the tool writes text. Injected so that tests capture output without spawning a process.
public struct TextOutput {
    private let sink: (String) -> Void

    public init(_ sink: @escaping (String) -> Void) {
        self.sink = sink
    }

    public func write(_ text: String) {
        if !text.isEmpty { sink(text) }
    }

    /// The process's standard output. Reporters hand over their whole text or chunks of
    /// about 64 KiB (`ChunkedTextWriter`), so each run writes in a few large unbuffered
    /// writes rather than many small ones.
    public static var standardOutput: TextOutput {
        TextOutput { writeAll($0, to: STDOUT_FILENO) }
    }

    public static var standardError: TextOutput {
        TextOutput { writeAll($0, to: STDERR_FILENO) }
    }

    /// `write(2)` straight from the string's bytes. A stream that fails (a closed pipe)
    /// drops the rest.
    private static func writeAll(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { _ = FileSystem.writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
    }
}
