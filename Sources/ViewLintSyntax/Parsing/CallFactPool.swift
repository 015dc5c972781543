/// The facts of the file being parsed (its `CallRecords.calls` once it is done), in memory
/// a worker keeps from file to file (`CallScratch`). At the end of a file they are moved
/// into an array of their exact size: an `Array` kept the same way was emptied from its end
/// (`takeAll`), a check of its uniqueness and its count per fact (3.0 -> 0.9 M
/// instructions of the 1 M-line lint).
///
/// A pool of the worker's (`ParsePool`), kept by a `CallScratch` or lent to the parser.
struct CallFactPool {
    private var facts = ParsePool<CallFact>()

    var count: Int { facts.count }

    subscript(index: Int) -> CallFact {
        get { facts[index] }
        _modify { yield &facts[index] }
    }

    mutating func append(_ fact: consuming CallFact) {
        facts.append(fact)
    }

    /// Moves every fact into an array of their exact number; the pool is left empty.
    mutating func takeAll() -> [CallFact] {
        facts.moveOutAll { base, count in
            // Reserved, then appended: `Array(unsafeUninitializedCapacity:)` looked up the
            // array's type at run time for each file (2.3 M instructions of the 1 M-line lint).
            var taken: [CallFact] = []
            taken.reserveCapacity(count)
            for index in 0..<count { taken.append((base + index).move()) }
            return taken
        } ?? []
    }

    /// Frees the memory when it holds room for more than `limit` facts (a pathological
    /// file's), keeping the pool usable.
    mutating func keepRoom(upTo limit: Int) {
        facts.keepRoom(upTo: limit)
    }

    /// Frees the memory and the facts in it; the pool is not used again.
    func deallocate() {
        facts.deallocate()
    }
}
