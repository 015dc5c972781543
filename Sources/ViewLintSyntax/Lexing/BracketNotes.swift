import ViewLintSupport

/// The addresses of a file's bracket tokens, in the order the lexer writes them, for
/// `BracketPairing`. The list has a slot for every slot of the token storage, so that a note
/// needs no test for room: each is of a token of its own.
///
/// Held by the lexer in its state, not in its hot loop's locals: one more value the loop kept
/// in a register left others for the stack, 24 M instructions of the 1 M-line corpus's lexing
/// where the notes cost 10 M (callgrind).
///
/// Invariant: `start..<next` holds the notes, at most `capacity`, each the address of a
/// token written in the token storage. The memory is lent by the caller (`BracketPairing`'s,
/// alive for the lex) until the tokens spill (`moveTokens`); then it is this value's own,
/// freed by `moveTokens` or `freeOwnMemory`. Either way it comes from
/// `BracketPairing.allocateNotes`, with the pairing's sentinel before `start`. One lexer, one thread.
struct BracketNotes {
    private(set) var start: UnsafeMutablePointer<UnsafeMutablePointer<Token>>
    private var next: UnsafeMutablePointer<UnsafeMutablePointer<Token>>
    private(set) var capacity: Int
    private var ownsMemory = false

    init(in memory: UnsafeMutablePointer<UnsafeMutablePointer<Token>>, capacity: Int) {
        start = memory
        next = memory
        self.capacity = capacity
    }

    /// The notes, in order; `BracketPairing.pair` uses them up.
    var noted: UnsafeMutableBufferPointer<UnsafeMutablePointer<Token>> { UnsafeMutableBufferPointer(start: start, count: next - start) }

    /// Notes the bracket token at `token`, about to be written.
    @inline(__always) mutating func note(_ token: UnsafeMutablePointer<Token>) {
        assert(next - start < capacity, "more notes than token slots")
        next.initialize(to: token)
        next += 1
    }

    /// The tokens moved from `old` to `new`, with room for `capacity` tokens: the notes follow
    /// them, into memory of this value's own with as much room.
    mutating func moveTokens(from old: UnsafeMutablePointer<Token>, to new: UnsafeMutablePointer<Token>, capacity: Int) {
        let count = next - start
        let larger = BracketPairing.allocateNotes(capacity: max(capacity, 1))
        for index in 0..<count { (larger + index).initialize(to: new + (start[index] - old)) }
        freeOwnMemory()
        start = larger
        next = larger + count
        self.capacity = max(capacity, 1)
        ownsMemory = true
    }

    /// Frees the memory if it is this value's own; the notes are not read afterwards.
    mutating func freeOwnMemory() {
        if ownsMemory { BracketPairing.deallocateNotes(start) }
        ownsMemory = false
    }
}
