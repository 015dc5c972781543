/// SplitMix64: a small, fast generator that gives the same numbers on every platform and
/// Swift version (the standard library's generators promise neither), so a corpus made
/// from one seed is the same everywhere.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func nextWord() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`.
    mutating func next(_ bound: Int) -> Int {
        Int(nextWord() % UInt64(max(bound, 1)))
    }

    /// A number in `range`.
    mutating func next(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + next(range.count)
    }

    /// True with probability `percent` in 100.
    mutating func chance(_ percent: Int) -> Bool {
        next(100) < percent
    }

    mutating func pick<T>(_ choices: [T]) -> T {
        choices[next(choices.count)]
    }
}
