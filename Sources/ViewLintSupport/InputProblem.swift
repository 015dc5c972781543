/// A path that could not be linted. The run goes on without it and ends with exit code 2,
/// unless it was skipped on purpose or removed while the run went on (warnings).
public struct InputProblem: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Kind: Equatable, Sendable {
        /// A path named on the command line or in `included:` that does not exist.
        case missing
        /// A file or folder that exists but cannot be read.
        case unreadable
        /// A file left out on purpose (larger than the limit for a Swift file, or not UTF-8):
        /// a warning, which leaves the exit code alone.
        case skipped
        /// A file or folder the walk found that was gone when it was read (a build or an
        /// editor removed it meanwhile): a warning, which leaves the exit code alone, as a
        /// file removed a moment earlier would not have been linted either.
        case vanished
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
        case .vanished: return "'\(path)' was removed while viewlint ran; it was not linted"
        }
    }

    /// An error (exit 2), as opposed to a skip (a warning).
    public var isError: Bool { kind != .skipped && kind != .vanished }

    /// The problem of a file the walk included that could not be read, was left out, or is
    /// gone (every path reaches here after the walk saw it).
    package init(path: String, failure: FileSystem.Failure) {
        let kind: Kind = failure.isSkip ? .skipped : failure.isNotFound ? .vanished : .unreadable
        self.init(path: path, kind: kind, reason: failure.description)
    }

    /// The line the tool prints on standard error for it.
    public var diagnosticLine: String {
        LineText.escaped("viewlint: \(isError ? "error" : "warning"): \(description)") + "\n"
    }
}
