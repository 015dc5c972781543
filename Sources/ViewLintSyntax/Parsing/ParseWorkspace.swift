import ViewLintSupport

/// What one worker keeps from a file's parse to the next: the names met so far (each
/// decoded once per worker, not once per file), the query's names ready to match, room
/// for counts by name and the buffer files are read into. Never shared between threads.
public struct ParseWorkspace {
    var names = NameInterner()
    /// What the rules asked to be recorded, its names ready to match against tokens.
    let query: QuerySpellings
    /// Calls of each capitalized name of the file being parsed (`Name(…)`), by name number;
    /// nonzero only for the names in `constructedNames`, and zero again once the file is done.
    var constructionCounts: [Constructions] = []
    var constructedNames: [NameID] = []
    /// Calls of the names numbered from here on are recorded with their arguments
    /// (`FileParser.recordsConstructionCall`); `Int.max` when the query records none. The
    /// query's unrecorded names are numbered first, as the workspace is made: they are the
    /// numbers below, and every other name comes after them.
    var firstRecordedConstructionName = Int.max
    /// Arguments of the construction being recorded, handed over at their exact number
    /// (`FileParser.recordConstructionCall`): empty between constructions, with its room.
    var spareConstructionArguments: [ConstructionArgument] = []
    /// Collectors of code summaries, reused by each file: their lists keep the room they
    /// grew to, so that recording a use seldom allocates (`FileParser.collectors`).
    var collectorPool: [Collector] = []
    /// Lists that declarations repeat, kept once for every file of the worker.
    var attributeLists = RecentNameLists()
    var inheritanceLists = RecentNameLists()
    var parameterLists = RecentKeyedLists<FileParser.ParameterKey, Parameter>()
    var attributeParameterPairs = RecentLists<AttributesWithParameters>()
    var associatedValueLists = RecentLists<EnumCase.AssociatedValue>()
    /// Lists a declaration is read into, kept empty between declarations with the room they
    /// grew to, for every file of the worker: a `var`'s bindings, a prefix's attributes, a
    /// clause's parameters, a method's parameters as its member has them, a type's inherited
    /// names. Declarations keep only shared copies of them (`RecentKeyedLists`).
    var spareBindings: [FileParser.PropertyBinding] = []
    /// The attributes of the last declaration prefix read with attributes, by name number
    /// (`sharedPrefixAttributes`).
    var prefixAttributes: [NameID] = []
    var spareParameters: [FileParser.ParsedParameter] = []
    var spareMemberParameters: [FileParser.ParameterKey] = []
    var spareInheritance: [NameID] = []
    /// Lists of one file's parse, empty between files (`FileParser.typeNames` and others).
    var fileLists = FileLists()
    /// The lists of a file's calls (`CallScratch`); made by the first parse.
    var callScratch: CallScratch?
    /// The parser's stacks and bracket table, lent to each file's parse; made by the first.
    var scratch: ParseScratch?
    /// Where the worker reads each file before parsing it.
    package let readBuffer: ReadBuffer
    /// Whether the members of classes, actors and protocols are kept in the file's syntax.
    /// Only structs and enums can be views, and no rule reads any other type's members; a
    /// lint leaves them out (a tenth of a module's members, in memory for the whole run).
    public var keepsMembersOfClassesActorsAndProtocols = true
    /// Whether bare uses of names spelled like types (`Text`, `VStack`) are kept in the code
    /// summaries. A lint leaves them out and parses again, keeping them, the files of any
    /// view that has a member named so (`TypeLikeName`).
    public var keepsUsesOfTypeLikeNames = true
    /// Whether code read with no collector (a class's members, static members, initializers,
    /// …) that records nothing is passed over unread (`FileParser.skipsUnreadCode`): off only
    /// in tests, which compare the two.
    package var skimsUnreadCode = true
    /// How many regions of code were passed over so (tests read it).
    package var skippedRegions = 0
    /// Whether code summaries keep where each closure opens, or only count the closures.
    /// Only `explain` shows the places; a lint needs the counts (a list less per member).
    public var keepsClosurePositions = true

    /// `query`: the calls to record besides declarations and code summaries.
    public init(query: SyntaxQuery = SyntaxQuery()) {
        self.query = QuerySpellings(query)
        readBuffer = ReadBuffer()
        if query.recordsConstructionCalls { numberUnrecordedConstructions(query.unrecordedConstructions) }
    }

    /// Numbers the names whose calls are not recorded, before any file: whether a
    /// construction is recorded is then one comparison of its name's number, with no
    /// spelling compared for each new name (saved 4.0 M instructions of a 1 M-line graph run).
    private mutating func numberUnrecordedConstructions(_ spellings: Set<String>) {
        precondition(names.names.isEmpty, "the unrecorded names are numbered before any other")
        for spelling in spellings.sorted() { _ = names.index(ofText: spelling) }
        firstRecordedConstructionName = names.names.count
    }
}

extension ParseWorkspace {
    /// A file's parse used the first `used` collectors: they are emptied for the next file.
    /// Room a pathological file made (thousands of members, a member with thousands of uses)
    /// is given back rather than kept for the rest of the run.
    mutating func keepCollectors(used: Int) {
        let kept = min(used, Self.keptCollectors)
        for index in 0..<kept { collectorPool[index].summary.empty(keepingRoomUpTo: Self.keptRoom) }
        if collectorPool.count > kept { collectorPool.removeSubrange(kept...) }
    }

    /// Room a pathological declaration made in the spare lists (thousands of parameters or
    /// bindings) is given back at the end of its file.
    mutating func trimSpareLists() {
        if spareBindings.capacity > Self.keptRoom { spareBindings = [] }
        if prefixAttributes.capacity > Self.keptRoom { prefixAttributes = [] }
        if spareParameters.capacity > Self.keptRoom { spareParameters = [] }
        if spareMemberParameters.capacity > Self.keptRoom { spareMemberParameters = [] }
        if spareInheritance.capacity > Self.keptRoom { spareInheritance = [] }
    }

    /// The lists a file's parse fills and `finish` empties, kept from file to file with
    /// their room (up to `keptRoom`).
    struct FileLists {
        var typeNames: [String] = []
        var typeNestings: [Int32] = []
        /// Each member with a collector of its own: its place in the file's `MemberPool`.
        var memberCollectors: [(member: Int, collector: Int)] = []
        var unresolvedFrames: [Int32] = []

        mutating func empty() {
            typeNames.empty(keepingRoomUpTo: ParseWorkspace.keptRoom)
            typeNestings.empty(keepingRoomUpTo: ParseWorkspace.keptRoom)
            memberCollectors.empty(keepingRoomUpTo: ParseWorkspace.keptRoom)
            unresolvedFrames.empty(keepingRoomUpTo: ParseWorkspace.keptRoom)
        }
    }

    static let keptCollectors = 4_096
    static let keptRoom = 1_024
}

/// The lists a declaration keeps, shared with the worker's equal lists met before, found by
/// their names' numbers: no name's string retained, compared and released for each element
/// (attributes and parameters so: 2.5 M instructions of the 1 M-line run, callgrind). Read here, in the workspace's own lists,
/// with no list taken out and given back.
extension ParseWorkspace {
    /// The attributes of the last declaration prefix read with attributes: the one a
    /// declaration is read with (prefixes are read by `FileParser.stepDeclarations` only, and
    /// a declaration is read within the step that read its prefix).
    mutating func sharedPrefixAttributes() -> [String] {
        attributeLists.shared(prefixAttributes, named: names.names)
    }

    /// The parameters a method's member has, of those its clause read (`spareParameters`).
    mutating func sharedParameters() -> [Parameter] {
        guard !spareParameters.isEmpty else { return [] }
        for parameter in spareParameters {
            spareMemberParameters.append(FileParser.ParameterKey(label: parameter.label, hasDefault: parameter.defaultValue != nil))
        }
        let labels = names.names
        let shared = parameterLists.shared(spareMemberParameters) { Parameter(label: labels[Int($0.label)], hasDefault: $0.hasDefault) }
        spareMemberParameters.emptyKeepingRoom()
        return shared
    }
}
