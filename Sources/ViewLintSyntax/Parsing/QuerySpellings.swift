import ViewLintSupport

/// A `SyntaxQuery`'s names as spellings matched against a token's bytes: the parser asks
/// at every call whether the query names it, and most answers are no after one test.
struct QuerySpellings {
    let calls: SpellingSet
    let quotedCalls: SpellingSet
    let constructionsInClosures: Bool
    let callsInCode: SpellingSet
    let markingModifier: SpellingSet
    let markingCall: SpellingSet

    init(_ query: SyntaxQuery) {
        calls = SpellingSet(query.calls)
        quotedCalls = SpellingSet(query.quotedCalls)
        constructionsInClosures = query.constructionsInClosures
        callsInCode = SpellingSet(query.callsInCode)
        markingModifier = SpellingSet(Set(query.markingModifier.map { [$0] } ?? []))
        markingCall = SpellingSet(Set(query.markingCall.map { [$0] } ?? []))
    }
}
