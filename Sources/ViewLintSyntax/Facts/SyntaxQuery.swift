/// What the rules of a run ask the parser to record besides declarations and code
/// summaries: calls named here, found in the same single pass. The parser knows no rule;
/// each rule names what it needs (`Rule.syntaxQuery`) and reads the records back
/// (`FileSyntax.calls`, `CodeSummary.namedCalls`, `Constructions.marked`).
public struct SyntaxQuery: Sendable, Equatable {
    /// Callees whose closure arguments are recorded (`CallClosure`), with the top-level
    /// conditionals of each closure (`ClosureConditional`).
    public var closureCallees: Set<String> = []
    /// Member calls chained on an expression (`.name(…)`, `.name { … }`) that are recorded
    /// with their arguments' text (`ModifierCall`).
    public var modifiers: Set<String> = []
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

    public init(closureCallees: Set<String> = [], modifiers: Set<String> = [], callsInCode: Set<String> = [],
                markingModifier: String? = nil, markingCall: String? = nil, recordsConstructionCalls: Bool = false,
                unrecordedConstructions: Set<String> = []) {
        self.closureCallees = closureCallees
        self.modifiers = modifiers
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
        SyntaxQuery(closureCallees: closureCallees.union(other.closureCallees), modifiers: modifiers.union(other.modifiers),
                    callsInCode: callsInCode.union(other.callsInCode),
                    markingModifier: other.markingModifier ?? markingModifier, markingCall: other.markingCall ?? markingCall,
                    recordsConstructionCalls: recordsConstructionCalls || other.recordsConstructionCalls,
                    unrecordedConstructions: Self.unrecorded(self, other))
    }
}
