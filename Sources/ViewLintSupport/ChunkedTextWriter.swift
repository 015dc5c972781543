/// Builds a report's text in chunks of about `chunkSize` bytes and hands each one to an
/// output as soon as it is full, so that a big report never sits in memory whole: the
/// run's syntax model is still alive while it is written, and a million-line module's
/// report is megabytes.
///
/// Chunks end only where the writer is told a line ends (`endLine`), so a chunk never splits
/// a UTF-8 sequence and each chunk is valid text on its own.
package struct ChunkedTextWriter {
    package static let defaultChunkSize = 64 * 1024

    private let output: TextOutput
    private let chunkSize: Int
    private var bytes: [UInt8] = []

    package init(to output: TextOutput, chunkSize: Int = ChunkedTextWriter.defaultChunkSize) {
        self.output = output
        self.chunkSize = max(1, chunkSize)
        // A little over a chunk: the line that fills it still fits without growing.
        bytes.reserveCapacity(self.chunkSize + 1024)
    }

    /// Copied from the text's contiguous UTF-8 in one go (appending its `utf8` view goes a
    /// byte at a time, and a report is mostly long messages).
    package mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    package mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    /// The decimal digits of `value`, as string interpolation prints them.
    package mutating func append(decimal value: Int) {
        guard value >= 0 else {
            append(String(value))
            return
        }
        var divisor = 1
        while value / divisor >= 10 { divisor *= 10 }
        var rest = value
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    /// Ends a line: a newline, and the chunk goes out when it is full.
    package mutating func endLine() {
        bytes.append(UInt8(ascii: "\n"))
        if bytes.count >= chunkSize { flush() }
    }

    /// Hands what is buffered to the output (call once at the end).
    package mutating func flush() {
        guard !bytes.isEmpty else { return }
        output.write(String(decoding: bytes, as: UTF8.self))
        bytes.removeAll(keepingCapacity: true)
    }
}
