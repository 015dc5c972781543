/// A path that could not be linted. The run goes on without it and ends with exit code 2.
public struct InputProblem: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Kind: Equatable, Sendable {
        /// A path named on the command line or in `included:` that does not exist.
        case missing
        /// A file or folder that exists but cannot be read.
        case unreadable
        /// A file left out on purpose (larger than the limit for a Swift file, or not UTF-8):
        /// a warning, which leaves the exit code alone.
        case skipped
    }

    /// The path as printed (as given, or as built by the walk).
    public var path: String
    public var kind: Kind
    /// The system's reason, e.g. "Permission denied".
    public var reason: String

    public init(path: String, kind: Kind, reason: String) {
        self.path = path
        self.kind = kind
        self.reason = reason
    }

    public var description: String {
        switch kind {
        case .missing: return "no such file or directory: '\(path)'"
        case .unreadable: return "cannot read '\(path)': \(reason)"
        case .skipped: return "skipped '\(path)': \(reason)"
        }
    }

    /// An error (exit 2), as opposed to a skip (a warning).
    public var isError: Bool { kind != .skipped }

    /// The problem of a file that could not be read (gone since the walk included), or
    /// was left out.
    package init(path: String, failure: FileSystem.Failure) {
        self.init(path: path, kind: failure.isSkip ? .skipped : .unreadable, reason: failure.description)
    }

    /// The line the tool prints on standard error for it.
    public var diagnosticLine: String {
        LineText.escaped("viewlint: \(isError ? "error" : "warning"): \(description)") + "\n"
    }
}
