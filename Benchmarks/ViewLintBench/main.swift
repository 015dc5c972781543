import Foundation
import ViewLintCore

// viewlint-bench: times each stage of a lint and the whole run against the floor of
// reading the same bytes. Build with `swift build -c release`; see Scripts/bench.
let usage = """
USAGE: viewlint-bench [--lines N] [--corpus DIR] [--path DIR] [--repeat N] [--markdown]

  --lines N     size of the generated corpus (default 1000000)
  --corpus DIR  where to generate it (default .build/bench-corpus-N; reused when present)
  --path DIR    benchmark this folder of real code instead of a generated corpus
  --repeat N    best of N runs for each measurement (default 3)
  --markdown    print the table as Markdown

"""
let arguments = Array(CommandLine.arguments.dropFirst())
func value(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}
if arguments.contains("--help") || arguments.contains("-h") {
    print(usage, terminator: "")
    exit(0)
}
let lines = Int(value("--lines") ?? "") ?? 1_000_000
let repeats = Int(value("--repeat") ?? "") ?? 3
let markdown = arguments.contains("--markdown")
let folder: String
if let path = value("--path") {
    folder = path
} else {
    folder = value("--corpus") ?? ".build/bench-corpus-\(lines)"
    let stamp = URL(fileURLWithPath: folder).appendingPathComponent(".complete")
    if !FileManager.default.fileExists(atPath: stamp.path) {
        try? FileManager.default.removeItem(atPath: folder)
        var generator = CorpusGenerator(seed: 2026)
        let made = try generator.write(lines: lines, to: URL(fileURLWithPath: folder))
        try Data("\(made)".utf8).write(to: stamp)
    }
}

let currentDirectory = FileManager.default.currentDirectoryPath
var sources: [SourceInput] = []
let walkAndRead = Clock.best(of: repeats) { sources = SourceFiles.read(paths: [folder], currentDirectory: currentDirectory) }
let bytes = sources.reduce(0) { $0 + $1.bytes.count }
let lineCount = sources.reduce(0) { total, source in total + source.bytes.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } }
let paths = sources.map { FileManager.default.currentDirectoryPath + "/" + $0.path }

let lex = Clock.best(of: repeats) { for source in sources { _ = Lexer.lex(source.bytes) } }
var files: [FileSyntax] = []
let parse = Clock.best(of: repeats) { files = sources.map { Parser.parse(path: $0.path, bytes: $0.bytes) } }
var module: ModuleIndex?
let index = Clock.best(of: repeats) { module = ModuleIndex(files: files) }
var findings: [Finding] = []
let rules = Clock.best(of: repeats) {
    let context = RuleContext(module: module!, configuration: Configuration())
    findings = RuleRegistry.all.flatMap { $0.findings(in: context) }
}
let report = Clock.best(of: repeats) { _ = XcodeReporter.report(findings) }
let pipeline = Clock.best(of: repeats) { _ = Linter().lint(sources) }
let floor = Clock.best(of: repeats) { _ = Floor.readAndScan(paths) }
let whole = WholeRun.measure(folder: folder, repeats: repeats)

// Parsing lexes too: the parse row is parsing alone, the parse time less the lex time.
let stages = [
    Stage(name: "walk + read", seconds: walkAndRead), Stage(name: "lex", seconds: lex),
    Stage(name: "parse (without lex)", seconds: max(0, parse - lex)), Stage(name: "index", seconds: index),
    Stage(name: "rules", seconds: rules), Stage(name: "report", seconds: report),
    Stage(name: "lint, in process (all cores)", seconds: pipeline),
] + (whole.map { [Stage(name: "viewlint, whole run", seconds: $0.seconds)] } ?? []) + [Stage(name: "floor: read + scan", seconds: floor)]

func rate(_ amount: Double, _ seconds: Double) -> String {
    guard seconds > 0 else { return "-" }
    let value = amount / seconds
    return value >= 1e6 ? String(format: "%.1f M", value / 1e6) : String(format: "%.0f K", value / 1e3)
}

let header = ["stage", "seconds", "MB/s", "lines/s", "files/s"]
var rows: [[String]] = stages.map { stage in
    [stage.name, String(format: "%.3f", stage.seconds), String(format: "%.0f", Double(bytes) / 1e6 / max(stage.seconds, 1e-9)),
     rate(Double(lineCount), stage.seconds), rate(Double(sources.count), stage.seconds)]
}
print("corpus: \(folder): \(sources.count) files, \(lineCount) lines, \(String(format: "%.1f", Double(bytes) / 1e6)) MB; best of \(repeats)")
if markdown {
    print("| " + header.joined(separator: " | ") + " |")
    print("| --- | ---: | ---: | ---: | ---: |")
    for row in rows { print("| " + row.joined(separator: " | ") + " |") }
} else {
    rows.insert(header, at: 0)
    let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
    for row in rows {
        print(row.enumerated().map { column, cell in
            column == 0 ? cell.padding(toLength: widths[0], withPad: " ", startingAt: 0)
                : String(repeating: " ", count: widths[column] - cell.count) + cell
        }.joined(separator: "  "))
    }
}
print(String(format: "ratio to the floor: in process %.1f×", pipeline / max(floor, 1e-9))
      + (whole.map { String(format: ", whole run %.1f×", $0.seconds / max(floor, 1e-9)) } ?? " (build viewlint in release next to this binary for the whole run)"))
print("peak memory: " + (whole?.peakBytes.map { "viewlint whole run \($0 / 1_048_576) MiB, " } ?? "")
      + "this process \(PeakMemory.ofThisProcess() / 1_048_576) MiB")
