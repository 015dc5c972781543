/// How serious a finding is. Only `error` findings make the run fail.
public enum Severity: String, Sendable, Comparable, Codable {
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
}
