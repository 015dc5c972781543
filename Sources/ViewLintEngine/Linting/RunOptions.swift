import ViewLintSupport

/// What a command line says about one run, apart from what configuration files say
/// (`Configuration`): how many workers, and what the report needs computed. None of it is
/// ever read from a file, and none of it changes which findings a run makes.
public struct RunOptions: Equatable, Sendable {
    /// Worker threads (`--jobs`); nil for one per core. The output is the same for any number.
    public var jobs: Int? = nil
    /// Report suppression comments that suppress nothing (`--report-unused-suppressions`).
    public var reportUnusedSuppressions = false
    /// Whether a lint lists every view's score (`LintResult.views`). The tool turns it off
    /// for reports that show no scores (`xcode` and the other line-per-finding formats): a
    /// big module has tens of thousands of views, and listing and sorting them is work done
    /// at the run's peak of memory.
    public var listsViewScores = true
    /// Whether a lint builds the view graph (`LintResult.graph`): only `graph`, `audit` and
    /// the JSON report ask, and `lint` pays nothing for it (the parser records no
    /// construction's arguments either).
    public var buildsViewGraph = false
    /// Whether the graph's nodes carry how each score is made (the HTML audit shows it).
    public var explainsGraphViews = false
    /// Whether the findings are put in the order reports print them. A run that prints
    /// none (`graph` without `--write-baseline`) only counts them: the sort was 19 M
    /// instructions of a million-line graph run, on one thread.
    public var ordersFindings = true

    public init() {}
}
