// libFuzzer entry point: compiled together with the library's sources by Scripts/fuzz/run,
// never part of the package build. Every input is linted as one file of a module; the
// fuzzer reports any crash, hang or sanitizer error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var configuration = Configuration()
    configuration.anyViewInBody.enabled = true
    var options = RunOptions()
    options.reportUnusedSuppressions = true
    // The view graph too: its construction records and costs read the same hostile input.
    options.buildsViewGraph = true
    options.explainsGraphViews = true
    let result = Linter(configuration: configuration, options: options, jobs: 1).lint([SourceInput(path: "Fuzz.swift", bytes: bytes)])
    _ = XcodeReporter.report(result.findings)
    _ = JSONReporter.report(result)
    if let graph = result.graph {
        let discard = TextOutput { _ in }
        for format in [GraphFormat.json, .dot, .mermaid] { format.write(graph, to: discard) }
    }
    // What reads the file again: columns and excerpts from its lines, `explain`, `fix`.
    let sources = [SourceInput(path: "Fuzz.swift", bytes: bytes)]
    _ = ReporterKind.sarif.render(result, context: ReportContext(scoreLimit: 10), sources: sources)
    _ = ReporterKind.html.render(result, context: ReportContext(scoreLimit: 10), sources: sources)
    let query = RuleRegistry.syntaxQuery(for: configuration.rules)
    let module = ModuleIndex(files: [Parser.parse(path: "Fuzz.swift", bytes: bytes, query: query)])
    for (_, explanation) in BodyComplexityRule.explanations(in: module) { _ = explanation.rendered() }
    _ = RuleFix.edits(in: module, configuration: configuration, files: ["Fuzz.swift"])
    return 0
}
