import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules

/// A finding's identity across commits, for code scanning and GitLab: its rule, file, view
/// and message (which names the property, the call or the score), without its line or
/// column, so that code moving up or down keeps it; findings alike in all of these are
/// told apart by their order. 16 hexadecimal digits of FNV-1a, then `:` and the order.
public enum FindingFingerprint {
    /// One per finding, in the order given (output order: then "the n-th alike" is stable).
    public static func of(_ findings: [Finding]) -> [String] {
        var seen: [UInt64: Int] = [:]
        return findings.map { finding in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            var path = Substring(finding.file)
            while path.hasPrefix("./") { path = path.dropFirst(2) }
            for part in [finding.rule.rawValue, String(path), finding.view ?? "", finding.message] {
                for byte in part.utf8 + [0] {
                    hash ^= UInt64(byte)
                    hash = hash &* 0x0000_0100_0000_01B3
                }
            }
            let order = seen[hash, default: 0]
            seen[hash] = order + 1
            let hex = String(hash, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex + ":\(order)"
        }
    }
}
