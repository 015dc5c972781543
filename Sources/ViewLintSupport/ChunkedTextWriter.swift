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
    /// The chunk so far, in memory of its own (`ChunkStorage`), written through `start`:
    /// appends to an `[UInt8]` cost about a hundred instructions a piece, and a report makes
    /// a dozen per finding (the 1 M-line run's report: 18.8 M instructions, from 21.4 M).
    private var storage: ChunkStorage
    private var start: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int

    package init(to output: TextOutput, chunkSize: Int = ChunkedTextWriter.defaultChunkSize) {
        self.output = output
        self.chunkSize = max(1, chunkSize)
        // A little over a chunk: the line that fills it mostly fits without growing.
        capacity = self.chunkSize + 1024
        storage = ChunkStorage(capacity: capacity)
        start = storage.start
    }

    /// Copied from the text's contiguous UTF-8 in one go (appending its `utf8` view goes a
    /// byte at a time, and a report is mostly long messages).
    package mutating func append(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append(bytes: $0) }) != nil { return }
        var text = text
        text.withUTF8 { append(bytes: $0) }
    }

    /// The tool's own words, copied from the literal's bytes.
    package mutating func append(literal text: StaticString) {
        text.withUTF8Buffer { append(bytes: $0) }
    }

    /// `text` as `LineText.escaped` (`field`: `escapedField`) writes it, copied from its own
    /// bytes when nothing in it is escaped, as a report's paths and messages mostly are
    /// (escaped as `String`s, then copied, they cost about 11.6 M instructions of the 1 M-line
    /// run's report; read once in place, 6.8 M).
    package mutating func append(lineText text: String, field: Bool) {
        let copied = text.utf8.withContiguousStorageIfAvailable { utf8 -> Bool in
            guard !LineText.needsEscaping(utf8, colons: field) else { return false }
            append(bytes: utf8)
            return true
        }
        if copied == true { return }
        append(field ? LineText.escapedField(text) : LineText.escaped(text))
    }

    package mutating func append(byte: UInt8) {
        reserve(1)
        start[count] = byte
        count += 1
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
            append(byte: UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    /// Ends a line: a newline, and the chunk goes out when it is full.
    package mutating func endLine() {
        append(byte: UInt8(ascii: "\n"))
        if count >= chunkSize { flush() }
    }

    /// Hands what is buffered to the output (call once at the end).
    package mutating func flush() {
        guard count > 0 else { return }
        // Handed over as bytes: made a `String` first, the 1 M-line run's report was checked
        // again as UTF-8 (2.4 M instructions).
        output.write(utf8: UnsafeRawBufferPointer(start: start, count: count))
        count = 0
    }

    private mutating func append(bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (start + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Room for `more` bytes after the `count` written: a line longer than the room left
    /// moves the chunk to storage twice as big.
    private mutating func reserve(_ more: Int) {
        guard more > capacity - count else { return }
        capacity = max(capacity * 2, count + more)
        let larger = ChunkStorage(capacity: capacity)
        larger.start.update(from: start, count: count)
        storage = larger
        start = larger.start
    }
}

/// Memory for a chunk, freed with the writer.
private final class ChunkStorage {
    let start: UnsafeMutablePointer<UInt8>

    init(capacity: Int) {
        start = .allocate(capacity: capacity)
    }

    deinit {
        start.deallocate()
    }
}
