import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules
import ViewLintEngine
import ViewLintCLI

/// One row of the results: a stage (or a whole pipeline) and its best time.
struct Stage {
    var name: String
    var seconds: Double
}

/// Times each stage of a lint in process, each on the output of the one before, best of N.
/// Every stage runs on one thread, as one worker of `viewlint` would; the in-process
/// pipelines at the end run the library's own entry points (walk and read, `Linter.lint`,
/// the Xcode report) on one thread and on every core.
struct StageTimer {
    let folder: String
    let currentDirectory: String
    let repeats: Int

    struct Measured {
        var stages: [Stage]
        var singleThread: Stage
        var allCores: Stage
        var files: Int
        var lines: Int
        var bytes: Int
        var findings: Int
        var views: Int
    }

    func run(progress: (String) -> Void) -> Measured {
        var sink = 0  // results feed this, so that no stage is optimized away

        progress("walk")
        var paths: [String] = []
        let walk = Clock.best(of: repeats) { paths = FileWalker(currentDirectory: currentDirectory).collect([folder]).files }

        progress("read")
        var sources: [SourceInput] = []
        let read = Clock.best(of: repeats) { sources = SourceReader.read(paths) }
        let bytes = sources.reduce(0) { $0 + $1.bytes.count }
        let lines = sources.reduce(0) { total, source in total + source.bytes.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } }

        progress("lex")
        let lex = Clock.best(of: repeats) {
            for source in sources { sink &+= Lexer.lex(source.bytes).tokens.count }
        }

        // Parser.parse lexes first; parsing alone is the difference of the two best times.
        progress("parse")
        var files: [FileSyntax] = []
        let lexAndParse = Clock.best(of: repeats) {
            // One workspace for the whole stage, as one worker of a run keeps it.
            var workspace = ParseWorkspace()
            files = sources.map { Parser.parse(path: $0.path, bytes: $0.bytes, workspace: &workspace) }
        }

        progress("index")
        var module: ModuleIndex?
        let index = Clock.best(of: repeats) { module = ModuleIndex(files: files) }

        progress("rules")
        var findings: [Finding] = []
        let rules = Clock.best(of: repeats) {
            // One thread, like every stage row: the threaded run is the "all cores" row.
            let context = RuleContext(module: module!, configuration: .default, jobs: 1)
            findings = RuleRegistry.all.flatMap { $0.findings(in: context) }
        }
        findings.sort(by: Finding.ordered)

        progress("report")
        let report = Clock.best(of: repeats) { sink &+= XcodeReporter.report(findings).utf8.count }

        progress("lint in process, 1 thread")
        var views = 0
        let single = Clock.best(of: repeats) { views = pipeline(jobs: 1, sink: &sink) }
        progress("lint in process, all cores")
        let all = Clock.best(of: repeats) { views = pipeline(jobs: nil, sink: &sink) }
        if sink == 42 { print("") }  // never true in practice; keeps `sink` alive

        let jobs = Linter().jobs
        return Measured(
            stages: [
                Stage(name: "walk", seconds: walk),
                Stage(name: "read", seconds: read),
                Stage(name: "lex", seconds: lex),
                Stage(name: "parse (parse − lex)", seconds: max(0, lexAndParse - lex)),
                Stage(name: "index", seconds: index),
                Stage(name: "rules", seconds: rules),
                Stage(name: "report (Xcode format)", seconds: report),
            ],
            singleThread: Stage(name: "lint in process, 1 thread", seconds: single),
            allCores: Stage(name: "lint in process, \(jobs) threads", seconds: all),
            files: sources.count, lines: lines, bytes: bytes, findings: findings.count, views: views)
    }

    /// Walk and read, parse, index, rules, suppressions, sorted report: what `viewlint` does
    /// between starting and exiting, without the process around it.
    private func pipeline(jobs: Int?, sink: inout Int) -> Int {
        let sources = SourceFiles.read(paths: [folder], currentDirectory: currentDirectory)
        let result = Linter(configuration: .default, jobs: jobs).lint(sources)
        sink &+= XcodeReporter.report(result.findings).utf8.count
        return result.views.count
    }
}
