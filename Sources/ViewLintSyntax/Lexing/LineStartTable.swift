import ViewLintSupport

/// Where the lexer writes the offset of each line's first byte as it passes the line break
/// before it: a token's column is its start less its line's start, so tokens store no column
/// (16 bytes a token, not 20), and a column is derived only where a position is made.
///
/// Memory a worker keeps from file to file (`ParseStacks`), as the bracket table's: an array
/// for each file's lines cost an allocation and, for `[Int32]`, a look-up of the array's
/// generic metadata at every file (9 M instructions of the 1 M-line corpus's run, callgrind).
///
/// Invariant: `base` has room for `capacity` entries (one at least), allocated by this value
/// and freed by its owner's copy (`deallocate`, or on growing, after which only the grown copy
/// is used). While a file is lexed, entry `n - 1` is written for every line `n` reached (the
/// first by `begin`); after it, `count` is its number of lines. One lexer, one thread.
struct LineStartTable {
    private(set) var base: UnsafeMutablePointer<Int32>
    private(set) var capacity: Int
    /// The number of lines of the file last lexed (`finish`).
    private(set) var count = 0

    init(capacity: Int = 1_024) {
        self.capacity = max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

    /// Room for about one line in 16 bytes (the apps' and the corpus's lines average 30 to 40).
    static func expectedLineCount(byteCount: Int) -> Int { byteCount / 16 + 16 }

    /// Starts the table of a file of `byteCount` bytes: its first line at 0 (`record` moves
    /// it past a byte order mark).
    mutating func begin(byteCount: Int) {
        let expected = Self.expectedLineCount(byteCount: byteCount)
        if expected > capacity {
            base.deallocate()
            capacity = max(expected, capacity * 2)
            base = .allocate(capacity: capacity)
        }
        base[0] = 0
        count = 0
    }

    /// How many more lines than `line` there is room for.
    @inline(__always) func room(after line: Int32) -> Int { capacity &- Int(line) }

    /// Notes that `line` (the one just reached) starts at `offset`. There must be room
    /// (`room(after:)` of the line before it was positive, or `makeRoom`).
    @inline(__always) func record(line: Int32, startsAt offset: Int) {
        assert(line >= 1 && Int(line) <= capacity, "line start written past the table's end")
        base[Int(line) &- 1] = Int32(truncatingIfNeeded: offset)
    }

    /// The offset of the first byte of `line`, reached already.
    @inline(__always) func start(of line: Int32) -> Int {
        assert(line >= 1 && Int(line) <= capacity, "line start read past the table's end")
        return Int(base[Int(line) &- 1])
    }

    /// Makes room for the line after `line`.
    @inline(__always) mutating func makeRoom(after line: Int32) {
        if room(after: line) <= 0 { grow(keeping: Int(line)) }
    }

    /// Kept out of line: rare, and the hot loop inlines `makeRoom`.
    @inline(never)
    private mutating func grow(keeping lines: Int) {
        let larger = UnsafeMutablePointer<Int32>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: lines)
        base.deallocate()
        base = larger
        capacity *= 2
    }

    /// Ends the file's table: it has `lines` lines.
    mutating func finish(lines: Int32) {
        assert(lines >= 1 && Int(lines) <= capacity, "a file has one line at least, each with its start written")
        count = Int(lines)
    }

    /// The starts of the file last lexed, line 1 first: valid until the table is used again.
    var written: UnsafeBufferPointer<Int32> { UnsafeBufferPointer(start: base, count: count) }

    /// Gives back memory beyond `limit` entries.
    mutating func keepRoom(upTo limit: Int) {
        guard capacity > limit else { return }
        deallocate()
        self = LineStartTable()
    }

    func deallocate() {
        base.deallocate()
    }
}
