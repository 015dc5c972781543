import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// Options of the `body_complexity` rule.
public struct BodyComplexityOptions: Equatable, Sendable {
    /// The one place for the default limit.
    public static let defaultLimit = 10

    /// A score greater than this is reported.
    public var limit: Int = BodyComplexityOptions.defaultLimit
    /// A score greater than this is reported as an error instead of a warning.
    public var error: Int? = nil
    public var enabled: Bool = true
    /// The severity of a score over `limit` (and not over `error`).
    public var severity: Severity = .warning

    public init(limit: Int = BodyComplexityOptions.defaultLimit, error: Int? = nil, enabled: Bool = true) {
        self.limit = limit
        self.error = error
        self.enabled = enabled
    }
}

extension BodyComplexityOptions: RuleOptions {
    public init() { self.init(limit: Self.defaultLimit) }

    public static let options: [RuleOption<Self>] = [.count("limit", \.limit), .optionalCount("error", \.error)]
}
