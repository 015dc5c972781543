import ViewLintSupport

/// A `SyntaxQuery`'s names as spellings matched against a token's bytes: the parser asks
/// at every call whether the query names it, and most answers are no after one test.
struct QuerySpellings {
    let calls: SpellingSet
    let quotedCalls: SpellingSet
    /// `calls` and `closureCalls`: every call whose closures are read.
    let closureCalls: SpellingSet
    let constructionsInClosures: Bool
    /// Constructions in those closures are recorded whole or by name.
    let readsConstructionsInClosures: Bool
    let callsInCode: SpellingSet
    let markingModifier: SpellingSet
    let markingCall: SpellingSet

    init(_ query: SyntaxQuery) {
        calls = SpellingSet(query.calls)
        quotedCalls = SpellingSet(query.quotedCalls)
        closureCalls = SpellingSet(query.calls.union(query.closureCalls))
        constructionsInClosures = query.constructionsInClosures
        readsConstructionsInClosures = query.constructionsInClosures || query.constructionNamesInClosures
        callsInCode = SpellingSet(query.callsInCode)
        markingModifier = SpellingSet(Set(query.markingModifier.map { [$0] } ?? []))
        markingCall = SpellingSet(Set(query.markingCall.map { [$0] } ?? []))
    }
}
