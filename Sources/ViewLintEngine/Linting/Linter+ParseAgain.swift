import ViewLintSupport
import ViewLintSyntax
import ViewLintRules

extension Linter {
    /// `RuleContext.parseAgain` for a run over the finished `feed`: the named files parsed
    /// again as the run parsed them, with the query asked for, on the run's workers. The
    /// feed's list of sources is made only then (0.4 M instructions of the 1 M-line lint).
    func parsingAgain(from feed: SourceFeed) -> RuleContext.ParseAgain {
        { [self] paths, query in
            let wanted = Set(paths)
            // Lengths first: hashing every source's path was 0.7 M instructions of the apps' lint.
            let lengths = Set(paths.map(\.utf8.count))
            var sourceOfPath: [String: SourceInput] = [:]
            for source in feed.sources where lengths.contains(source.path.utf8.count) && wanted.contains(source.path)
                && sourceOfPath[source.path] == nil {
                sourceOfPath[source.path] = source
            }
            let parsed = parse(SourceFeed(paths.compactMap { sourceOfPath[$0] }), keepingUsesOfTypeLikeNames: false, query: query)
            return parsed.files.map { ($0.path, $0.calls) }
        }
    }
}
