import ViewLintSupport
import ViewLintSyntax

/// A rule's identifier, as reports, suppressions, baselines and `.viewlint.yml` write it.
/// Each rule declares its own (`extension RuleID` in the rule's folder); the registry of
/// rules lists them all.
public struct RuleID: RawRepresentable, Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }

    public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }
}
