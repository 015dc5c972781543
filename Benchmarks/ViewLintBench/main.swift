import Foundation
import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules
import ViewLintEngine
import ViewLintCLI

// viewlint-bench: times each stage of viewlint in process, the whole `viewlint` run, and
// the floor of reading the same files once; see `--help` and Scripts/bench.

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("viewlint-bench: \(message)\n".utf8))
    exit(2)
}

func progress(_ message: String) {
    FileHandle.standardError.write(Data("… \(message)\n".utf8))
}

let options: Options
do {
    guard let parsed = try Options.parse(Array(CommandLine.arguments.dropFirst())) else {
        print(Options.help, terminator: "")
        exit(0)
    }
    options = parsed
} catch {
    fail("\(error.message); see --help")
}

let currentDirectory = FileManager.default.currentDirectoryPath

/// The generated corpus of `lines` lines, written (or reused) under `.build/` or `--corpus`.
func preparedCorpus(lines: Int, folder: String) -> String {
    let generator = CorpusGenerator(folder: folder, lines: lines)
    let start = Clock.now()
    if !FileManager.default.fileExists(atPath: folder + "/" + CorpusGenerator.stampName) { progress("generating \(folder)") }
    do {
        let made = try generator.prepare()
        let seconds = Double(Clock.now() - start) / 1e9
        return "\(folder) (generated, \(made.reused ? "reused" : String(format: "written in %.1f s", seconds)))"
    } catch {
        fail("cannot write the corpus in \(folder): \(error)")
    }
}

// --sizes: only the whole run against the floor, alternated, at each size (see SizeTable).
if let sizes = options.sizes {
    var table = SizeTable()
    for millions in sizes {
        let lines = millions * 1_000_000
        let folder = (options.corpus.map { $0 + "-\(lines)" }) ?? ".build/bench-corpus-\(lines)"
        _ = preparedCorpus(lines: lines, folder: folder)
        let paths = FileWalker(currentDirectory: currentDirectory).collect([folder]).files
        guard !paths.isEmpty else { fail("no .swift files under \(folder)") }
        let counts = Floor.readAndScan(paths)  // warms the page cache
        progress("\(millions) M lines: viewlint and the floor, alternated")
        do {
            guard let whole = try WholeRun.measure(folder: folder, repeats: options.repeats, floor: { _ = Floor.readAndScan(paths) })
            else { fail("no viewlint at \(WholeRun.executable.path); build both with `swift build -c release`") }
            table.rows.append(SizeTable.Row(files: paths.count, lines: counts.newlines, bytes: counts.total, run: whole))
        } catch {
            fail("cannot run \(WholeRun.executable.path): \(error)")
        }
    }
    print(table.render(markdown: options.markdown), terminator: "")
    print("")
    print("medians of \(table.rows.first?.run.runs ?? 0) runs of viewlint, each followed by one of the floor; \(ProcessInfo.processInfo.activeProcessorCount) cores, default --jobs.")
    exit(0)
}

// 1. The input: a folder of real code, or the generated corpus (reused when its stamp matches).
let folder: String
var source: String
if let path = options.path {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
        fail("--path \(path): not a folder")
    }
    folder = path
    source = path
} else {
    folder = options.corpus ?? ".build/bench-corpus-\(options.lines)"
    source = preparedCorpus(lines: options.lines, folder: folder)
}

// 2. Warm the page cache, so that every measurement reads from memory alike.
let paths = FileWalker(currentDirectory: currentDirectory).collect([folder]).files
guard !paths.isEmpty else { fail("no .swift files under \(folder)") }
_ = Floor.readAndScan(paths)

// 3. The whole run first, while this process is small (see WholeRun), alternated with the floor.
var whole: WholeRun.Result?
if options.wholeRun {
    progress("viewlint, whole run, alternated with the floor")
    do {
        whole = try WholeRun.measure(folder: folder, repeats: options.repeats, floor: { _ = Floor.readAndScan(paths) })
    } catch {
        fail("cannot run \(WholeRun.executable.path): \(error)")
    }
}

// 3b. The graph run against the lint run, alternated (GraphRun), while this process is small too.
var graphRun: GraphRun.Result?
if options.wholeRun {
    progress("viewlint graph --format json, alternated with the lint run")
    do {
        graphRun = try GraphRun.measure(folder: folder, repeats: options.repeats)
    } catch {
        fail("cannot run \(WholeRun.executable.path): \(error)")
    }
}

// 4. Each stage in process, then 5. the floor.
let measured = StageTimer(folder: folder, currentDirectory: currentDirectory, repeats: options.repeats).run(progress: progress)
progress("floor")
var counts = Floor.Counts()
let bestFloor = Clock.best(of: options.repeats) { counts = Floor.readAndScan(paths) }
// The floor the whole run is compared with: its alternated median when there is one.
let floor = whole?.floorMedian ?? bestFloor

// Output.
var table = ResultTable(files: measured.files, lines: measured.lines, bytes: measured.bytes)
table.rows = measured.stages + [measured.singleThread, measured.allCores]
if let whole {
    table.rows.append(Stage(name: "viewlint, whole run (median of \(whole.runs))", seconds: whole.seconds))
    table.rows.append(Stage(name: "floor: read + scan (median of \(whole.runs), alternated)", seconds: whole.floorMedian))
} else {
    table.rows.append(Stage(name: "floor: read + scan", seconds: bestFloor))
}
if let graphRun {
    table.rows.append(Stage(name: "viewlint, lint run (median of \(graphRun.runs), paired with:)", seconds: graphRun.lintMedian))
    table.rows.append(Stage(name: "viewlint graph --format json (median of \(graphRun.runs), alternated)", seconds: graphRun.graphMedian))
}

func ratio(_ seconds: Double) -> String {
    String(format: "%.2f×", seconds / max(floor, 1e-9))
}

let megabytes = String(format: "%.1f", Double(measured.bytes) / 1e6)
print("input: \(source)")
print("       \(measured.files) files, \(measured.lines) lines, \(megabytes) MB; \(measured.views) views, \(measured.findings) findings; stages best of \(options.repeats), \(ProcessInfo.processInfo.activeProcessorCount) cores")
print("")
print(table.render(markdown: options.markdown), terminator: "")
print("")
if counts.newlines != measured.lines { print("note: the floor counted \(counts.newlines) lines, the stages \(measured.lines)") }
print("parse is Parser.parse (which lexes) less the lex time; stages run on one thread, best of \(options.repeats) each.")
print("ratio to the floor: in process \(ratio(measured.singleThread.seconds)) on 1 thread, \(ratio(measured.allCores.seconds)) on \(Linter().jobs)"
      + (whole.map { ", whole run \(ratio($0.seconds)) (medians; best against best \(String(format: "%.2f×", $0.best / max($0.floorBest, 1e-9))))" } ?? ""))
if let whole {
    var line = "peak memory: viewlint whole run \(PeakMemory.mebibytes(whole.childPeakBytes)) (wait4)"
    if whole.childPeakBytes <= whole.floorAtSpawn {
        line += "; not above what this process or its earlier children had reached (\(PeakMemory.mebibytes(whole.floorAtSpawn))): only an upper bound"
    }
    print(line)
    if whole.exitStatus > 1 { print("note: viewlint exited with \(whole.exitStatus)") }
    if let graphRun {
        let pairs = String(format: "%.2f–%.2f×", graphRun.pairRatios.first ?? 0, graphRun.pairRatios.last ?? 0)
        print(String(format: "graph run / lint run %.2f× (medians; ", graphRun.ratio) + "the pairs' ratios \(pairs))")
        if graphRun.exitStatus > 1 { print("note: a lint or graph run exited with \(graphRun.exitStatus)") }
    }
} else if options.wholeRun {
    print("whole run skipped: no viewlint at \(WholeRun.executable.path); build both with `swift build -c release`")
}
print("peak memory: this bench process \(PeakMemory.mebibytes(PeakMemory.ofThisProcess()))")
