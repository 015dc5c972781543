import ViewLintSupport

/// The memory of a parse's side stacks and bracket table, kept by a worker from one file to
/// the next (`ParseWorkspace.scratch`) rather than allocated and freed for every file.
///
/// Invariant: `stacks` is allocated by `init`, initialized, and freed with the memory of
/// its stacks and bracket table once, in `deinit`. A parse copies the stacks, empty, when
/// it starts (`FileParser.init`) and gives them back, grown perhaps, when it is done
/// (`ParseStacks.takeBack`), before anything else reads them; in between, only the
/// parser's copies are used. Reached through a pointer held in a `let`, the stacks cost no
/// check of exclusive access, as a class's `var`s would. Never shared between threads.
final class ParseScratch {
    let stacks: UnsafeMutablePointer<ParseStacks>

    init() {
        stacks = .allocate(capacity: 1)
        stacks.initialize(to: ParseStacks())
    }

    deinit {
        stacks.pointee.deallocate()
        stacks.deinitialize(count: 1)
        stacks.deallocate()
    }
}

/// The parser's side stacks (see `FileParser`) and the bracket table's memory, between
/// parses; every stack is empty there, and the bracket memory's contents are read no more.
struct ParseStacks {
    var frames = UnsafeStack<Frame>()
    var shadow = UnsafeStack<NameID>()
    var namePool = UnsafeStack<NameID>()
    var conditionNames = UnsafeStack<NameID>()
    var pendingLocals = UnsafeStack<(activateAt: Int, name: NameID)>()
    /// The lexer pairs the brackets in it (`Lexer.lex(_:pairingBracketsIn:)`), the parse reads them.
    var brackets = BracketPairing()

    /// Takes the parser's stacks back, as it left them (they may have moved as they grew),
    /// emptied; room a pathological file made is given back.
    mutating func takeBack(from parser: borrowing FileParser) {
        frames = parser.frames
        shadow = parser.shadow
        namePool = parser.namePool
        conditionNames = parser.conditionNames
        pendingLocals = parser.pendingLocals
        frames.empty(keepingRoomUpTo: Self.keptRoom)
        shadow.empty(keepingRoomUpTo: Self.keptRoom)
        namePool.empty(keepingRoomUpTo: Self.keptRoom)
        conditionNames.empty(keepingRoomUpTo: Self.keptRoom)
        pendingLocals.empty(keepingRoomUpTo: Self.keptRoom)
        brackets.keepRoom(upTo: Self.keptBracketRoom)
    }

    func deallocate() {
        frames.deallocate()
        shadow.deallocate()
        namePool.deallocate()
        conditionNames.deallocate()
        pendingLocals.deallocate()
        brackets.deallocate()
    }

    static let keptRoom = 4_096
    /// Entries of the bracket table kept (one a token): most files have fewer tokens.
    static let keptBracketRoom = 1 << 16
}
