/// Texts quoted as JSON strings once, to be written many times: a graph's view names are
/// written for their nodes, again for every edge from and to them, and for the roots (three
/// times each on the benchmark's corpus). Each one quoted again was a search for bytes to
/// escape and a string read out of its node, references counted up and down (quoting them
/// once costs 2.5 M instructions of a million-line graph run's JSON and saves 4.3 M).
///
/// Invariant: `bytes` holds the quoted texts one after another; text `n` ends at `ends[n]`
/// and starts where text `n - 1` ends (text 0 at 0). Public, not `package`, with
/// `@usableFromInline` storage: the write is inlined into the writer in another module.
public struct JSONQuotedTexts: Sendable {
    @usableFromInline let bytes: [UInt8]
    @usableFromInline let ends: [Int]

    /// Texts `text(0)`, … `text(count - 1)`, each quoted as `JSONText.quoted` quotes it. Not
    /// generic over a sequence: unspecialized, that took 1,800 instructions a text.
    public init(count: Int, _ text: (Int) -> String) {
        let quoted = JSONText(capacity: 16 * count + 64)
        var ends: [Int] = []
        ends.reserveCapacity(count)
        quoted.writing { out in
            for index in 0..<count {
                out.string(text(index))
                ends.append(out.count)
            }
        }
        bytes = quoted.bytes
        self.ends = ends
    }

    public var count: Int { ends.count }

    /// Text `index`, quoted, added to `out`.
    @inlinable @inline(__always)
    public func write(_ index: Int, to out: inout JSONBytes) {
        let start = index == 0 ? 0 : ends[index - 1]
        let end = ends[index]
        bytes.withUnsafeBufferPointer { all in out.append(all.baseAddress! + start, end - start) }
    }
}
