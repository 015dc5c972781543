/// One input file: the path as it will be printed, and its bytes.
public struct SourceInput: Sendable {
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }
}

/// The pipeline: source bytes → tokens → declarations → module index → rules → findings.
/// A pure function of its inputs and configuration.
public struct Linter: Sendable {
    public var configuration: Configuration
    /// Worker threads for parsing; the output is the same for any number.
    public var jobs: Int

    /// `jobs` overrides the configuration's; without either, one worker per core.
    public init(configuration: Configuration = .default, jobs: Int? = nil) {
        self.configuration = configuration
        self.jobs = max(1, jobs ?? configuration.jobs ?? ParallelMap.defaultJobs)
    }

    public func lint(_ inputs: [SourceInput]) -> LintResult {
        let containers = Set(configuration.idInLazyContainer.containers)
        let files = ParallelMap.map(inputs, jobs: jobs) {
            Parser.parse(path: $0.path, bytes: $0.bytes, lazyContainers: containers)
        }
        return lint(parsed: files)
    }

    /// The module-wide part, once every file is parsed.
    public func lint(parsed files: [FileSyntax]) -> LintResult {
        let module = ModuleIndex(files: files)
        let context = RuleContext(module: module, configuration: configuration)
        let suppressed = Suppressions.apply(to: RuleRegistry.all.flatMap { $0.findings(in: context) }, files: files,
                                            reportUnused: configuration.reportUnusedSuppressions)
        var findings = suppressed.findings
        findings.sort(by: Finding.ordered)
        var views = context.scores.map { entry in
            ViewScore(file: entry.body.file, name: entry.view.name, line: entry.body.declaration.position.line,
                      column: entry.body.declaration.position.column, score: entry.score)
        }
        views.sort(by: ViewScore.ordered)
        let diagnostics = files.flatMap { file in
            file.diagnostics.map {
                FileDiagnostic(file: file.path, line: Int($0.line), column: Int($0.column), message: $0.message)
            }
        } + suppressed.diagnostics
        return LintResult(views: views, findings: findings, diagnostics: diagnostics)
    }
}
