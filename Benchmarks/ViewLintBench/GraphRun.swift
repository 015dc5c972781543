/// What building the view graph costs a whole run: `viewlint graph --format json` against
/// the plain lint on the same folder, both as child processes (see `WholeRun`), alternated
/// so that a busy moment of a shared machine slows both alike, and their medians compared.
/// Issue 27 asks the graph run to stay within 10% of the lint run.
enum GraphRun {
    struct Result {
        var lintMedian: Double
        var graphMedian: Double
        /// The ratio of each pair (graph run / the lint run just before it), sorted: its
        /// spread says how much one comparison can be trusted.
        var pairRatios: [Double]
        var runs: Int
        var exitStatus: Int32

        var ratio: Double { graphMedian / max(lintMedian, 1e-9) }
    }

    static let graphArguments = ["graph", "--format", "json"]

    /// At least five lint runs, each followed by a graph run; nil without the executable.
    static func measure(folder: String, repeats: Int) throws -> Result? {
        let lint = ["--no-config", "--quiet", folder]
        var lints: [Double] = []
        var graphs: [Double] = []
        var status: Int32 = 0
        for _ in 0..<max(5, repeats) {
            guard let plain = try WholeRun.run(arguments: lint), let graph = try WholeRun.run(arguments: graphArguments + lint)
            else { return nil }
            lints.append(plain.seconds)
            graphs.append(graph.seconds)
            status = max(plain.exitStatus, graph.exitStatus)
        }
        let ratios = zip(graphs, lints).map { $0 / max($1, 1e-9) }.sorted()
        return Result(lintMedian: WholeRun.median(lints), graphMedian: WholeRun.median(graphs), pairRatios: ratios,
                      runs: lints.count, exitStatus: status)
    }
}
