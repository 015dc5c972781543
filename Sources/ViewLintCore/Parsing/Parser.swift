/// Turns one file's bytes into its declarations and code summaries.
///
/// One pass over the tokens, driven by an explicit stack of frames (a frame is a region
/// still being read: a type body, a block, a closure, a bracket group), so nesting depth
/// costs heap, never the call stack.
public enum Parser {
    /// `lazyContainers`: the calls whose content closures `id_in_lazy_container` watches.
    public static func parse(path: String, bytes: [UInt8],
                             lazyContainers: Set<String> = Set(SwiftUIFacts.lazyContainers)) -> FileSyntax {
        bytes.withUnsafeBufferPointer { buffer in
            let lexed = Lexer.lex(buffer)
            var parser = FileParser(path: path, source: SourceText(buffer), tokens: lexed.tokens,
                                    lazyContainers: lazyContainers)
            parser.syntax.diagnostics = lexed.diagnostics
            let markers = CommentMarkers(lexed.comments, source: SourceText(buffer))
            parser.syntax.suppressions = markers.directives
            parser.syntax.skipEquatableLines = markers.skipEquatableLines
            parser.run()
            return parser.finish()
        }
    }

    public static func parse(path: String, text: String,
                             lazyContainers: Set<String> = Set(SwiftUIFacts.lazyContainers)) -> FileSyntax {
        parse(path: path, bytes: Array(text.utf8), lazyContainers: lazyContainers)
    }
}

/// Where the members of a declarations frame go.
enum MemberOwner {
    case type(Int)
    case `extension`(Int)
}

/// What the block that a `{` opens will be, decided by the statement around it.
enum BlockExpectation: Equatable {
    case none
    case conditional          // `if` / `while`: condition names live in the then-block only
    case guardConditions      // `guard` before its `else`
    case guardElse([String])  // `guard … else`: the names bind after the else block
    case plain                // `else`, `do`, `defer`, `guard … else`
    case repeatBody
    case switchBody
    case bindings([String])   // `for` and `catch` patterns
}

struct Frame {
    enum Kind {
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
    /// Declarations frames: where members go, and the prefix that qualifies nested type names.
    var owner: MemberOwner? = nil
    var namePrefix = ""
    /// Where closures and member uses found here are counted (nil: nowhere).
    var collector: Int? = nil
    /// Names that the region binds from its start (parameters, captures, patterns).
    var initialNames: [String] = []
    var started = false
    var shadowBase = 0
    /// On pop, also drop shadow entries down to this height (a then-block's condition names).
    var truncateOnPop: Int? = nil
    var isRepeatBody = false
    var isClosure = false
    /// The region stands inside the content of a lazy container (`List { … }`), at any depth.
    var isLazyContent = false
    /// For an argument list: the lazy container being called, if it is one, and whether
    /// its first argument is unlabeled data (`List(items)`).
    var container: LazyContainerKind? = nil
    var containerHasData = false
    /// Inside the content of a `List`, at any depth.
    var isInsideList = false
    /// A closure that builds one row of a List: `ForEach`'s content inside a List, or
    /// the content of a data-driven `List(items) { … }`.
    var isRowClosure = false
    /// The innermost type declaration or extension the region is in.
    var typeName: String? = nil
    /// The region is code, or lies inside code (a type declared in a function).
    var isInCode = false

    // Code state.
    var expectation: BlockExpectation = .none
    var inConditions = false
    var conditionMark = 0
    var pendingConditionNames: [String] = []
    var pendingLocals: [(activateAt: Int, names: [String])] = []
    var afterRepeat = false
}

/// Counts of one member's code while it is being read; children fold into parents at the end.
struct Collector {
    var summary = CodeSummary()
    var parent: Int?
    /// A hand-written `==`: the properties it reads after `.` are recorded.
    var recordsMemberAccesses = false
}

struct FileParser {
    let source: SourceText
    let tokens: [Token]
    let matches: BracketMatches
    var syntax: FileSyntax
    var frames: [Frame] = []
    /// Names bound in the enclosing scopes, innermost last.
    var shadow: [String] = []
    var collectors: [Collector] = []
    /// Calls whose content closures build rows lazily (`List`, `ForEach`).
    let lazyContainers: Set<String>
    var memberCollectors: [(owner: MemberOwner, member: Int, collector: Int)] = []

    init(path: String, source: SourceText, tokens: [Token], lazyContainers: Set<String>) {
        self.lazyContainers = lazyContainers
        self.source = source
        self.tokens = tokens
        self.matches = BracketMatches(tokens)
        self.syntax = FileSyntax(path: path)
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

    private mutating func start(_ index: Int) {
        frames[index].started = true
        frames[index].shadowBase = shadow.count
        shadow.append(contentsOf: frames[index].initialNames)
    }

    private mutating func pop() {
        let frame = frames.removeLast()
        shadow.removeSubrange(min(frame.truncateOnPop ?? frame.shadowBase, frame.shadowBase, shadow.count)...)
        if frame.isRepeatBody, let parent = frames.indices.last {
            frames[parent].afterRepeat = true
        }
    }

    private mutating func activatePendingLocals(_ top: Int) {
        while let pending = frames[top].pendingLocals.first, frames[top].cursor >= pending.activateAt {
            shadow.append(contentsOf: pending.names)
            frames[top].pendingLocals.removeFirst()
        }
    }

    // MARK: Frames

    /// Pushes a region of code. It starts when it reaches the top of the stack, so regions
    /// pushed together run in reverse order. An empty region is pushed too: what its pop
    /// does (ending a then-block's names, marking a `repeat` body) must happen all the same.
    mutating func pushCode(_ kind: Frame.Kind = .code, from start: Int, to end: Int, collector: Int?,
                           names: [String] = [], opener: TokenKind? = nil) {
        guard start <= end else { return }
        var frame = Frame(kind: kind, cursor: start, end: end, opener: opener, collector: collector, initialNames: names)
        frame.isLazyContent = frames.last?.isLazyContent ?? false
        frame.isInsideList = frames.last?.isInsideList ?? false
        frame.typeName = frames.last?.typeName
        frame.isInCode = kind != .declarations
        frames.append(frame)
    }

    mutating func newCollector(parent: Int?) -> Int {
        collectors.append(Collector(parent: parent))
        return collectors.count - 1
    }

    mutating func recordTypeErasure(at index: Int, in collector: Int?) {
        guard let collector else { return }
        collectors[collector].summary.typeErasures.append(SourcePosition(tokens[index]))
    }

    mutating func countClosure(at index: Int, in collector: Int?) {
        guard let collector else { return }
        collectors[collector].summary.closures.append(SourcePosition(tokens[index]))
    }

    mutating func record(_ use: MemberUse, in collector: Int?) {
        guard let collector else { return }
        collectors[collector].summary.uses.append(use)
    }

    func isShadowed(_ name: String) -> Bool {
        var index = shadow.count - 1
        while index >= 0 {
            if shadow[index] == name { return true }
            index -= 1
        }
        return false
    }

    // MARK: Result

    mutating func finish() -> FileSyntax {
        // Children were created after their parents: folding in reverse order carries
        // every nested count up to the outermost member.
        for index in collectors.indices.reversed() {
            guard let parent = collectors[index].parent else { continue }
            collectors[parent].summary.absorb(collectors[index].summary)
        }
        for entry in memberCollectors {
            let summary = collectors[entry.collector].summary
            switch entry.owner {
            case .type(let type): syntax.types[type].members[entry.member].code = summary
            case .extension(let ext): syntax.extensions[ext].members[entry.member].code = summary
            }
        }
        return syntax
    }
}
