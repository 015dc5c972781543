import ViewLintSupport

/// Turns one file's bytes into its declarations and code summaries.
///
/// One pass over the tokens, driven by an explicit stack of frames (a frame is a region
/// still being read: a type body, a block, a closure, a bracket group), so nesting depth
/// costs heap, never the call stack.
public enum Parser {
    /// `query`: the calls to record besides declarations and code summaries.
    public static func parse(path: String, bytes: [UInt8], query: SyntaxQuery = SyntaxQuery()) -> FileSyntax {
        var workspace = ParseWorkspace(query: query)
        return parse(path: path, bytes: bytes, workspace: &workspace)
    }

    /// One file of many read by one worker: `workspace` carries what the worker's earlier
    /// files left (the names met so far) and is left ready for its next file.
    public static func parse(path: String, bytes: [UInt8], workspace: inout ParseWorkspace) -> FileSyntax {
        bytes.withUnsafeBufferPointer { parse(path: path, buffer: $0, workspace: &workspace) }
    }

    /// `parse` of bytes in memory the caller keeps alive for the call (a worker's read buffer).
    package static func parse(path: String, buffer: UnsafeBufferPointer<UInt8>, workspace: inout ParseWorkspace) -> FileSyntax {
        let scratch = workspace.scratch ?? ParseScratch()
        workspace.scratch = scratch
        let lexed = Lexer.lex(buffer, pairingBracketsIn: &scratch.stacks.pointee.brackets)
        // The parser reaches the workspace through a pointer, valid for this call: moved into
        // the parser and back, an emptied workspace was made, copied and destroyed twice a
        // file (saved 17.8 M instructions of the 1 M-line run, callgrind).
        return withUnsafeMutablePointer(to: &workspace) { workspace in
            lexed.tokens.withUnsafeBufferPointer { tokens in
                var parser = FileParser(path: path, source: SourceText(buffer), tokens: tokens, stacks: scratch.stacks,
                                        workspace: workspace)
                parser.syntax.diagnostics = lexed.diagnostics
                parser.syntax.toolComments = ToolComments.find(in: lexed.comments, source: SourceText(buffer))
                // The stacks and the bracket table's memory go back to the worker's scratch. Allocated
                // and freed for every file, they cost about 1,400 instructions a file (10 M of the
                // 1 M-line corpus's run, callgrind).
                defer { scratch.stacks.pointee.takeBack(from: parser) }
                parser.run()
                return parser.finish()
            }
        }
    }

    public static func parse(path: String, text: String, query: SyntaxQuery = SyntaxQuery()) -> FileSyntax {
        parse(path: path, bytes: Array(text.utf8), query: query)
    }
}

/// Where the members of a declarations frame go.
enum MemberOwner {
    case type(Int)
    case `extension`(Int)
}

/// A name's number in the file's `NameInterner`: scopes hold names as numbers.
typealias NameID = Int32

/// Names kept in the parser's name pool: `FileParser.namePool[start..<end]`. Frames and
/// expectations refer to names this way, so that they hold no references and cost no
/// reference counting when they are copied, pushed and popped.
struct NameRange: Equatable {
    var start: Int32
    var end: Int32

    static let empty = NameRange(start: 0, end: 0)

    var isEmpty: Bool { start >= end }
}

/// What the block that a `{` opens will be, decided by the statement around it.
enum BlockExpectation: Equatable {
    case none
    case conditional          // `if` / `while`: condition names live in the then-block only
    case guardConditions      // `guard` before its `else`
    case guardElse(NameRange) // `guard … else`: the names bind after the else block
    case plain                // `else`, `do`, `defer`, `guard … else`
    case repeatBody
    case switchBody
    case bindings(NameRange)  // `for` and `catch` patterns
}

/// A region still being read. Plain data: what it binds lives in the parser's side stacks
/// (`namePool`, `conditionNames`, `pendingLocals`), found through the offsets kept here.
struct Frame: BitwiseCopyable {
    enum Kind: UInt8 {
        case declarations     // file top level or a type body
        case code             // statements and expressions
        case switchBody       // code in which `case` / `default` start new scopes
        case accessors        // a property's `{ get … set … }` or observers
    }

    var kind: Kind
    var cursor: Int
    var end: Int
    /// The token kind that opened this region, when it is a bracket group.
    var opener: TokenKind? = nil
    /// Declarations frames: where members go.
    var owner: MemberOwner? = nil
    /// Where closures and member uses found here are counted (nil: nowhere).
    var collector: Int? = nil
    /// Names that the region binds from its start (parameters, captures, patterns).
    var initialNames = NameRange.empty
    /// The innermost type declaration or extension the region is in: an index into
    /// `FileParser.typeNames`, or -1.
    var typeName: Int32 = -1
    var started = false
    var shadowBase = 0
    /// Where this frame's entries in `conditionNames` and `pendingLocals` start, and the
    /// next pending local to activate.
    var conditionNamesBase: Int32 = 0
    var pendingLocalsBase: Int32 = 0
    var nextPendingLocal: Int32 = 0
    /// On pop, also drop shadow entries down to this height (a then-block's condition names).
    var truncateOnPop: Int? = nil
    var isRepeatBody = false
    var isClosure = false
    /// For an argument list whose call is recorded: its index in `CallRecords.calls`, or -1;
    /// and whether the query names that call (its closures' conditionals are recorded).
    var callFact: Int32 = -1
    var callIsQueried = false
    /// What the region's contents link to is known (`Parser+CallChain`): a closure's own
    /// link is `closureLink`; a region that is neither a closure nor a recorded call's
    /// arguments links like `linkFrame`, the nearest such frame around it (-1: none).
    var chainResolved = false
    var linkFrame: Int32 = -1
    var closureLink = CallLink.top
    /// A closure passed to a call the query names: the conditionals at its top are recorded.
    /// Not passed on to nested regions.
    var recordsConditionals = false
    /// The region lies in a closure passed to a call the query names, at any depth.
    var inQueriedClosure = false
    /// The region is code, or lies inside code (a type declared in a function).
    var isInCode = false

    // Code state.
    var expectation: BlockExpectation = .none
    var inConditions = false
    var conditionMark = 0
    /// After a `repeat` body: the token right after it, where a `while` ends the loop rather
    /// than starts one (-1: none). A position, not a flag: a flag was cleared at every other
    /// token, 16.1 M instructions of the 1 M-line run (callgrind).
    var repeatBodyEnd = -1
}

/// Counts of one member's code while it is being read; children fold into parents at the end.
struct Collector {
    var summary = CodeSummary()
    var parent: Int?
    /// A hand-written `==`: the properties it reads after `.` are recorded.
    var recordsMemberAccesses = false
}

/// The state of one file's parse.
///
/// Invariant: `source`, `tokens` and `matches` are borrowed for the parse: `Parser.parse`
/// keeps the bytes and the token array alive until `finish` has returned; the side stacks
/// and `matches`' memory are the worker's `ParseScratch`'s, lent for the parse and taken
/// back (`ParseStacks.takeBack`) after it, when the parser is dropped; `workspacePointer`
/// points at the caller's workspace, to which `Parser.parse` holds exclusive access for the
/// parse, and is used by nothing else in between. Token indices read
/// through them are in `0..<tokens.count` (debug builds check the stacks' and the bracket
/// table's). One parse, one thread.
///
/// Every method is `mutating`, those that only read the parser's state too: a
/// non-mutating method called from a mutating one may be handed a copy of the whole
/// parser, every array in it retained and released, which cost more than the parse
/// itself. Look-ahead that only reads the tokens is no method of the parser: it belongs to
/// `reader`, a value of plain pointers that a call copies in a few words, so it is not
/// `mutating` and costs nothing to hand over.
struct FileParser {
    /// The file's bytes, tokens and bracket table, and the read-only look-ahead over them.
    let reader: TokenReader
    var source: SourceText { reader.source }
    /// The file's tokens, alive for the whole parse (`Parser.parse` holds them).
    var tokens: UnsafeBufferPointer<Token> { reader.tokens }
    var matches: BracketMatches { reader.matches }
    var syntax: FileSyntax
    var frames: UnsafeStack<Frame>
    /// Names bound in the enclosing scopes, innermost last.
    var shadow: UnsafeStack<NameID>
    /// Names that frames and expectations refer to by `NameRange`.
    var namePool: UnsafeStack<NameID>
    /// Names an `if`/`guard`/`while` condition binds, waiting for the block or the next
    /// clause: the top frame's are those from its `conditionNamesBase` on.
    var conditionNames: UnsafeStack<NameID>
    /// Local names that bind from a token on (`let x = …` after its declaration), in order:
    /// the top frame's are those from its `pendingLocalsBase` on.
    var pendingLocals: UnsafeStack<(activateAt: Int, name: NameID)>
    /// Collectors of this file: the first `collectorCount` of the workspace's pool.
    var collectorCount = 0
    /// The worker's names, counts by name and query, lent for the parse: the caller's, whose
    /// exclusive access `Parser.parse` holds until `finish` has returned.
    let workspacePointer: UnsafeMutablePointer<ParseWorkspace>
    /// Changed through a `mutating` accessor, as a stored property is: with a `nonmutating`
    /// one, `sharedText` copied the whole parser at each call (+120 M instructions, callgrind).
    var workspace: ParseWorkspace {
        _read { yield workspacePointer.pointee }
        _modify { yield &workspacePointer.pointee }
    }
    /// The number of `_` once asked for (`underscoreName()`), else -1.
    var underscore: NameID = -1
    /// The type name (`typeNames`) a call was last recorded in, and its shared name: calls
    /// come type by type, and its text is then looked up once for them (measured: 4.5 M
    /// instructions of a 1 M-line run).
    var lastCallTypeName: Int32 = -1
    var lastCallTypeSharedName = SharedName.empty
    /// Each recorded call by its `(` (or first trailing `{`): a call is recorded once.
    var callFactByOpening = CallMemo()
    /// The worker's lists the calls are recorded in, once the first is (`borrowCallLists`),
    /// and the file's facts while it is parsed (`CallRecords.calls` once it is done).
    var borrowedCallScratch: CallScratch?
    var callFacts = CallFactPool()
    /// The `(` of the queried call recorded last, and its fact: the argument list it opens
    /// is marked when it is pushed (`Frame.callFact`).
    var pendingCallParen = -1
    var pendingCallFact: Int32 = -1
    /// The collector a construction was last recorded in (-1 before any) and the name of
    /// the view-building member it collects for (`viewBuildingMember(ofCollector:)`): a
    /// member's constructions come one after another.
    var lastConstructionCollector = -1
    var lastConstructionMember: SharedName?
    /// Tokens known to start no record (`recordsNothing`): those its last scans passed.
    var quietTokens = 0..<0
    /// The file's members as they are read, lent by the worker (`DeclarationScratch`):
    /// `finish` moves them to their owners.
    var members = MemberPool()

    /// `workspace`: the worker's, lent for the parse until `finish` has returned.
    /// `stacks`: the worker's, lent for the parse (`ParseScratch`); its stacks are empty.
    init(path: String, source: SourceText, tokens: UnsafeBufferPointer<Token>, stacks: UnsafeMutablePointer<ParseStacks>,
         workspace: UnsafeMutablePointer<ParseWorkspace>) {
        workspacePointer = workspace
        workspace.pointee.names.read(source.bytes)
        self.reader = TokenReader(source: source, tokens: tokens, matches: BracketMatches(tokens, pairedIn: stacks.pointee.brackets))
        self.syntax = FileSyntax(path: path)
        frames = stacks.pointee.frames
        shadow = stacks.pointee.shadow
        namePool = stacks.pointee.namePool
        conditionNames = stacks.pointee.conditionNames
        pendingLocals = stacks.pointee.pendingLocals
        let declarations = workspace.pointee.declarationScratch ?? DeclarationScratch()
        workspace.pointee.declarationScratch = declarations
        swap(&members, &declarations.members)
    }

    /// Each distinct name decoded once per worker.
    var nameTable: NameInterner {
        _read { yield workspace.names }
        _modify { yield &workspace.names }
    }

    var query: QuerySpellings { workspace.query }

    // The file's lists, kept in the workspace with the room they grew to (`FileLists`):
    // made afresh, they cost a dozen arrays allocated, grown and freed a file.

    /// Names of the types and extensions that frames are in (`Frame.typeName`).
    var typeNames: [String] {
        _read { yield workspace.fileLists.typeNames }
        _modify { yield &workspace.fileLists.typeNames }
    }

    /// For each of `typeNames`, how many type and extension bodies enclose that body, itself
    /// included: a type is not read past `maximumTypeNesting`.
    var typeNestings: [Int32] {
        _read { yield workspace.fileLists.typeNestings }
        _modify { yield &workspace.fileLists.typeNestings }
    }

    /// Each member with a collector of its own, where it is, and its collector.
    var memberCollectors: [(member: Int, collector: Int)] {
        _read { yield workspace.fileLists.memberCollectors }
        _modify { yield &workspace.fileLists.memberCollectors }
    }

    /// Frames waiting to be resolved, innermost first (`resolveFrames`).
    var unresolvedFrames: [Int32] {
        _read { yield workspace.fileLists.unresolvedFrames }
        _modify { yield &workspace.fileLists.unresolvedFrames }
    }

    /// The workspace's collectors, reused from file to file with the room their lists grew.
    var collectors: [Collector] {
        _read { yield workspace.collectorPool }
        _modify { yield &workspace.collectorPool }
    }

    mutating func run() {
        frames.append(Frame(kind: .declarations, cursor: 0, end: tokens.count))
        while !frames.isEmpty {
            let top = frames.count - 1
            if !frames[top].started { start(top) }
            if frames[top].cursor >= frames[top].end {
                pop()
                continue
            }
            activatePendingLocals(top)
            switch frames[top].kind {
            case .declarations: stepDeclarations(top)
            case .code, .switchBody, .accessors: stepCode(top)
            }
        }
    }

    mutating func start(_ index: Int) {
        frames[index].started = true
        frames[index].shadowBase = shadow.count
        // Converted without a check: each entry of these stacks stands for a name token of
        // the file, whose token indices are 32-bit (`Token`); the checks, and one more in
        // `pop`, cost 7.1 M instructions of the 1 M-line run (callgrind).
        frames[index].conditionNamesBase = Int32(truncatingIfNeeded: conditionNames.count)
        frames[index].pendingLocalsBase = Int32(truncatingIfNeeded: pendingLocals.count)
        frames[index].nextPendingLocal = Int32(truncatingIfNeeded: pendingLocals.count)
        let names = frames[index].initialNames
        if !names.isEmpty { shadow.append(contentsOf: namePool[Int(names.start)..<Int(names.end)]) }
    }

    @inline(__always)
    mutating func pop() {
        let frame = frames.removeLast()
        shadow.truncate(to: min(frame.truncateOnPop ?? frame.shadowBase, frame.shadowBase))
        conditionNames.truncate(to: Int(frame.conditionNamesBase))
        pendingLocals.truncate(to: Int(frame.pendingLocalsBase))
        // Frames pushed together pop in reverse order, so their names are usually the last.
        if Int(frame.initialNames.end) == namePool.count, !frame.initialNames.isEmpty {
            namePool.truncate(to: Int(frame.initialNames.start))
        }
        if frame.isRepeatBody, !frames.isEmpty {
            frames[frames.count - 1].repeatBodyEnd = frames[frames.count - 1].cursor
        }
    }

    @inline(__always)
    mutating func activatePendingLocals(_ top: Int) {
        var next = Int(frames[top].nextPendingLocal)
        guard next < pendingLocals.count else { return }
        let cursor = frames[top].cursor
        while next < pendingLocals.count, cursor >= pendingLocals[next].activateAt {
            shadow.append(pendingLocals[next].name)
            next += 1
        }
        frames[top].nextPendingLocal = Int32(next)
    }

    // MARK: Side stacks

    /// Keeps `names` in the name pool for a frame or an expectation to refer to.
    mutating func pooled(_ names: [NameID]) -> NameRange {
        guard !names.isEmpty else { return .empty }
        let start = Int32(namePool.count)
        namePool.append(contentsOf: names)
        return NameRange(start: start, end: Int32(namePool.count))
    }

    /// The names pooled since the pool held `start` names: a frame or an expectation
    /// refers to them by this range. Names are written straight into the pool, so that
    /// binding a closure's or a function's parameters builds no array of its own.
    mutating func pooledSince(_ start: Int) -> NameRange {
        NameRange(start: Int32(start), end: Int32(namePool.count))
    }

    /// The number of `_`, which binds nothing.
    mutating func underscoreName() -> NameID {
        if underscore < 0 { underscore = nameID(spelled: "_") }
        return underscore
    }

    mutating func names(in range: NameRange) -> UnsafeBufferPointer<NameID> {
        namePool[Int(range.start)..<Int(range.end)]
    }

    /// The innermost type or extension around the frame.
    mutating func typeName(of top: Int) -> String? {
        let index = Int(frames[top].typeName)
        return index >= 0 ? typeNames[index] : nil
    }

    /// The top frame's condition names (`if let x`, `case .a(let y)`) not yet in scope.
    mutating func pendingConditionNames(_ top: Int) -> UnsafeBufferPointer<NameID> {
        conditionNames[Int(frames[top].conditionNamesBase)...]
    }

    mutating func clearPendingConditionNames(_ top: Int) {
        let base = Int(frames[top].conditionNamesBase)
        conditionNames.truncate(to: base)
    }

    /// Names that bind in the top frame once its cursor reaches `index`.
    mutating func bindLater(_ names: some Sequence<NameID>, from index: Int) {
        for name in names { pendingLocals.append((index, name)) }
    }

    // MARK: Frames

    /// Pushes a region of code, binding `pooledNames` from its start. It starts when it
    /// reaches the top of the stack, so regions pushed together run in reverse order. An
    /// empty region is pushed too: what its pop does (ending a then-block's names, marking a
    /// `repeat` body) must happen all the same.
    mutating func pushCode(_ kind: Frame.Kind = .code, from start: Int, to end: Int, collector: Int?,
                           pooledNames: NameRange = .empty, opener: TokenKind? = nil) {
        guard start <= end else { return }
        var frame = Frame(kind: kind, cursor: start, end: end, opener: opener, collector: collector, initialNames: pooledNames)
        if let parent = frames.last {
            frame.typeName = parent.typeName
            frame.inQueriedClosure = parent.inQueriedClosure
        }
        frame.isInCode = kind != .declarations
        frames.append(frame)
    }

    mutating func newCollector(parent: Int?) -> Int {
        if collectorCount < collectors.count {
            collectors[collectorCount].parent = parent
            collectors[collectorCount].recordsMemberAccesses = false
        } else {
            collectors.append(Collector(parent: parent))
        }
        collectorCount += 1
        return collectorCount - 1
    }

    mutating func recordNamedCall(at index: Int, in collector: Int) {
        collectors[collector].summary.namedCalls.append(NamedCall(name: name(index), position: SourcePosition(tokens[index]),
                                                                  receiver: receiver(ofNameAt: index)))
    }

    mutating func countClosure(at index: Int, in collector: Int?) {
        guard let collector else { return }
        collectors[collector].summary.closureCount += 1
        if workspace.keepsClosurePositions { collectors[collector].summary.closures.append(SourcePosition(tokens[index])) }
    }

    mutating func record(_ use: MemberUse, in collector: Int?) {
        guard let collector else { return }
        collectors[collector].summary.uses.append(use)
    }

    /// The number of the name of the token at `index`.
    @inline(__always)
    mutating func nameID(_ index: Int) -> NameID {
        NameID(nameTable.index(of: tokens[index]))
    }

    /// The name of the token at `index` (backticks removed), decoded once per distinct name.
    @inline(__always)
    mutating func name(_ index: Int) -> String {
        let number = nameTable.index(of: tokens[index])
        return nameTable.names[number]
    }

    /// The number of a name bound without a token (`newValue`, `error`).
    mutating func nameID(spelled spelling: StaticString) -> NameID {
        NameID(nameTable.index(of: spelling))
    }

    mutating func isShadowed(_ name: NameID) -> Bool {
        var index = shadow.count - 1
        while index >= 0 {
            if shadow[index] == name { return true }
            index -= 1
        }
        return false
    }

    // MARK: Result

    /// The file's syntax; the workspace is left ready for the next file.
    mutating func finish() -> FileSyntax {
        let constructed = workspace.constructedNames
        syntax.constructionCounts.reserveCapacity(constructed.count)
        for name in constructed {
            let index = Int(name)
            syntax.constructionCounts.append(NamedConstructions(name: nameTable.names[index],
                                                                counts: workspace.constructionCounts[index],
                                                                sharedName: workspace.names.sharedName(index)))
            workspace.constructionCounts[index] = Constructions()
        }
        workspace.constructedNames.removeAll(keepingCapacity: true)
        // Children were created after their parents: folding in reverse order carries
        // every nested count up to the outermost member.
        for index in (0..<collectorCount).reversed() {
            guard let parent = collectors[index].parent else { continue }
            collectors[parent].summary.absorb(collectors[index].summary)
        }
        for entry in memberCollectors {
            members[entry.member].code = collectors[entry.collector].summary.takeAll()
        }
        moveMembersToOwners()
        workspace.keepCollectors(used: collectorCount)
        workspace.trimSpareLists()
        workspace.fileLists.empty()
        // The file's bytes are the caller's: the worker's table must not read them again.
        workspace.names.endOfFile()
        returnCallLists()
        syntax.types.shrinkToFit()
        syntax.extensions.shrinkToFit()
        syntax.calls.conditionals.shrinkToFit()
        syntax.calls.constructions.shrinkToFit()
        syntax.typealiases.shrinkToFit()
        // Moved out, not copied: the parser is dropped right after.
        var finished = FileSyntax(path: "")
        swap(&finished, &syntax)
        return finished
    }

    /// Moves the file's members from the pool to their owners' lists, each allocated once at
    /// its size, and gives the worker its pool back, empty.
    private mutating func moveMembersToOwners() {
        var pool = MemberPool()
        swap(&pool, &members)
        defer {
            pool.keepRoom(upTo: ParseWorkspace.keptRoom)
            if let declarations = workspace.declarationScratch { swap(&pool, &declarations.members) }
        }
        pool.moveAll(into: &syntax.types, &syntax.extensions)
    }
}
