/// Buffers a long JSON text is written into piece by piece on several threads, round after
/// round: each round's pieces go to the output in order, and the next round writes into the
/// same buffers. A graph's JSON is megabytes; buffers made afresh for each round were new
/// memory each time, its pages faulted in again (about 400 page faults of a million-line
/// graph run).
///
/// Invariant: in a round, buffer `piece` is written only by the one worker that takes
/// `piece` (`ParallelMap.mapBatches` hands each index to one batch), and every write of the
/// round ends (`mapBatches` returns) before any buffer is read or the next round begins.
package final class JSONPieceBuffers: @unchecked Sendable {
    private let buffers: [JSONText]

    /// `count` buffers of `capacity` bytes each to start with (each grows when a piece needs it).
    package init(count: Int, capacity: Int) {
        buffers = (0..<max(1, count)).map { _ in JSONText(capacity: capacity) }
    }

    /// How many pieces a round can write.
    package var count: Int { buffers.count }

    /// Writes pieces `0..<pieces` (at most `count`) on `jobs` threads, piece `n` by
    /// `body(n, &bytes)` into its emptied buffer, then hands them to `output` in order.
    package func writeRound(pieces: Int, jobs: Int, to output: TextOutput,
                            _ body: @escaping @Sendable (_ piece: Int, _ bytes: inout JSONBytes) -> Void) {
        precondition(pieces <= buffers.count, "a round writes at most one piece into each buffer")
        _ = ParallelMap.mapBatches(count: pieces, jobs: jobs) { chosen in
            for piece in chosen {
                self.buffers[piece].removeAll()
                self.buffers[piece].writing { body(piece, &$0) }
            }
        }
        for piece in 0..<pieces { buffers[piece].write(to: output) }
    }
}
