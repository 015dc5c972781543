/// What the rules of a run ask the parser to record besides declarations and code
/// summaries: calls named here, found in the same single pass. The parser knows no rule;
/// each rule names what it needs (`Rule.syntaxQuery`) and reads the records back
/// (`FileSyntax.calls`, `CodeSummary.namedCalls`, `Constructions.marked`).
public struct SyntaxQuery: Sendable, Equatable {
    /// Calls recorded as `CallFact`s, by the callee's name: bare (`ForEach(…)`), qualified
    /// (`SwiftUI.List { … }`) or a member call (`.id(…)`), with their arguments' text, the
    /// chain of calls and closures around them, and the conditionals at the top of their
    /// closure arguments (`ClosureConditional`).
    public var calls: Set<String> = []
    /// Those of `calls` whose arguments' text is kept (`CallRecords.text(of:)`): a rule that
    /// quotes an argument names its call here. The others' texts, read by no one, cost a
    /// lint copying every short closure of every `ForEach` and `List` (measured: 15.8 M
    /// instructions of the 1 M-line lint, and the growth of the list of texts).
    public var quotedCalls: Set<String> = []
    /// Calls whose closures are read as those of `calls` are (the conditionals at their top,
    /// the constructions in them), but which are recorded only as a link of a chain that
    /// another record needs (an `.id(…)` in them, a conditional at the top of their closure):
    /// a lint reads a `ForEach` or `List` only on the way out from those. Names in `calls`
    /// are recorded all the same. (Recording every `ForEach` and `List` with its chain was
    /// most of what the call facts cost a lint.)
    public var closureCalls: Set<String> = []
    /// Also record the calls of capitalized names (`Row(item: item)`, `HStack { … }`) that
    /// lie in a closure passed to one of `calls` or `closureCalls`, at any depth, with their chain.
    public var constructionsInClosures = false
    /// Record only the names of those calls, once each per file
    /// (`CallRecords.closureConstructionNames`): enough to tell which few files to parse again
    /// with `constructionsInClosures` when a rule needs their chains (`RuleContext`).
    public var constructionNamesInClosures = false
    /// Calls recorded in the code summary of the member they are in (`NamedCall`).
    public var callsInCode: Set<String> = []
    /// What marks a call of a capitalized name (`Constructions.marked`): this modifier with
    /// no arguments right after it (`Row().equatable()`) …
    public var markingModifier: String? = nil
    /// … or this call around it (`EquatableView(content: Row())`).
    public var markingCall: String? = nil
    /// Every call of a capitalized name in the code of members that build views is recorded
    /// with its arguments (`ConstructionCall`).
    public var recordsConstructionCalls = false
    /// Names whose calls are not recorded then (the framework's own views: the many
    /// `Text(…)` and `VStack { … }` of a module are nobody's child in the graph).
    public var unrecordedConstructions: Set<String> = []

    /// `quotedCalls`: nil for all of `calls`.
    public init(calls: Set<String> = [], quotedCalls: Set<String>? = nil, closureCalls: Set<String> = [],
                constructionsInClosures: Bool = false, constructionNamesInClosures: Bool = false,
                callsInCode: Set<String> = [], markingModifier: String? = nil, markingCall: String? = nil,
                recordsConstructionCalls: Bool = false, unrecordedConstructions: Set<String> = []) {
        self.calls = calls
        self.quotedCalls = quotedCalls ?? calls
        self.closureCalls = closureCalls
        self.constructionsInClosures = constructionsInClosures
        self.constructionNamesInClosures = constructionNamesInClosures
        self.callsInCode = callsInCode
        self.markingModifier = markingModifier
        self.markingCall = markingCall
        self.recordsConstructionCalls = recordsConstructionCalls
        self.unrecordedConstructions = unrecordedConstructions
    }

    /// A call one query records is recorded: only the names both leave out stay out.
    private static func unrecorded(_ a: SyntaxQuery, _ b: SyntaxQuery) -> Set<String> {
        switch (a.recordsConstructionCalls, b.recordsConstructionCalls) {
        case (true, true): a.unrecordedConstructions.intersection(b.unrecordedConstructions)
        case (true, false): a.unrecordedConstructions
        case (false, true): b.unrecordedConstructions
        case (false, false): []
        }
    }

    /// Both queries' records (the marks of `other` where both name one).
    public func union(_ other: SyntaxQuery) -> SyntaxQuery {
        SyntaxQuery(calls: calls.union(other.calls), quotedCalls: quotedCalls.union(other.quotedCalls),
                    closureCalls: closureCalls.union(other.closureCalls),
                    constructionsInClosures: constructionsInClosures || other.constructionsInClosures,
                    constructionNamesInClosures: constructionNamesInClosures || other.constructionNamesInClosures,
                    callsInCode: callsInCode.union(other.callsInCode),
                    markingModifier: other.markingModifier ?? markingModifier, markingCall: other.markingCall ?? markingCall,
                    recordsConstructionCalls: recordsConstructionCalls || other.recordsConstructionCalls,
                    unrecordedConstructions: Self.unrecorded(self, other))
    }
}
