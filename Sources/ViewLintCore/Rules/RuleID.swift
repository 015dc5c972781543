/// The one place where rule identifiers live. Every reporter, the configuration
/// reader and the documentation take rule ids from here.
public enum RuleID: String, CaseIterable, Sendable, Comparable, Codable {
    case bodyComplexity = "body_complexity"

    public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }
}
