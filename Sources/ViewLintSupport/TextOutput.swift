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
    /// Where bytes go without being made a `String` first, when the output can take them.
    private let bytesSink: ((UnsafeRawBufferPointer) -> Void)?
    private let descriptor: DescriptorSink?

    public init(_ sink: @escaping (String) -> Void) {
        self.sink = sink
        self.bytesSink = nil
        self.descriptor = nil
    }

    /// `bytes`: takes the UTF-8 of text written with `write(utf8:)` as it is.
    package init(_ sink: @escaping (String) -> Void, bytes: @escaping (UnsafeRawBufferPointer) -> Void) {
        self.sink = sink
        self.bytesSink = bytes
        self.descriptor = nil
    }

    private init(_ descriptor: DescriptorSink) {
        self.sink = descriptor.write
        self.bytesSink = descriptor.write
        self.descriptor = descriptor
    }

    public func write(_ text: String) {
        if !text.isEmpty { sink(text) }
    }

    /// Writes `bytes`, valid UTF-8 the caller made: as they are to a descriptor or file
    /// (a graph's JSON made a `String` first, piece by piece, cost 7 M instructions of a
    /// million-line run), as a `String` to any other sink.
    package func write(utf8 bytes: UnsafeRawBufferPointer) {
        guard !bytes.isEmpty else { return }
        if let bytesSink { bytesSink(bytes) } else { sink(String(decoding: bytes, as: UTF8.self)) }
    }

    /// The `errno` of the first write that failed (`ENOSPC` on a full disk, `EPIPE` on a
    /// closed pipe), 0 when none did or the output is not a descriptor.
    public var writeFailure: Int32 { descriptor?.failure ?? 0 }

    /// The process's standard output. Reporters hand over their whole text or chunks of
    /// about 64 KiB (`ChunkedTextWriter`), so each run writes in a few large unbuffered
    /// writes rather than many small ones.
    public static var standardOutput: TextOutput { descriptor(STDOUT_FILENO) }

    public static var standardError: TextOutput { descriptor(STDERR_FILENO) }

    /// An open descriptor, written with `write(2)` straight from the string's bytes. After a
    /// failed write the rest is dropped, and `writeFailure` tells why.
    public static func descriptor(_ descriptor: Int32) -> TextOutput {
        TextOutput(DescriptorSink(descriptor))
    }
}

/// A descriptor and the first failure met writing to it.
private final class DescriptorSink {
    let descriptor: Int32
    private(set) var failure: Int32 = 0

    init(_ descriptor: Int32) {
        self.descriptor = descriptor
    }

    func write(_ text: String) {
        guard failure == 0 else { return }
        var text = text
        failure = text.withUTF8 { FileSystem.writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
    }

    func write(_ bytes: UnsafeRawBufferPointer) {
        guard failure == 0 else { return }
        failure = FileSystem.writeAll(bytes, to: descriptor)
    }
}
