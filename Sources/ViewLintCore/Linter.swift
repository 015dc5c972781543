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

    public init(configuration: Configuration = .default) {
        self.configuration = configuration
    }

    public func lint(_ inputs: [SourceInput]) -> LintResult {
        // Stub until the parser lands.
        return LintResult()
    }
}
