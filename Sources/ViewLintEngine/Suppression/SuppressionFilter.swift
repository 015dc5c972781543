import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules

/// Applies a file's suppression directives to its findings and tells which directives
/// suppressed nothing.
///
/// For `disable`/`enable`, the last of them before a finding that covers its rule decides,
/// so `disable all` followed by `enable body_complexity` turns one rule back on.
struct SuppressionFilter {
    private let directives: [SuppressionDirective]
    private(set) var used: [Bool]

    init(_ directives: [SuppressionDirective]) {
        self.directives = directives
        used = Array(repeating: false, count: directives.count)
    }

    /// Whether `finding` is suppressed; marks the directives that did it as used.
    mutating func suppresses(_ finding: Finding) -> Bool {
        let rule = finding.rule.rawValue
        let position = SourcePosition(line: finding.line, column: finding.column)
        var suppressed = false
        var lastSwitch: Int?
        for (index, directive) in directives.enumerated() where directive.covers(rule) {
            switch directive.kind {
            case .next where finding.line == directive.position.line + 1,
                 .this where finding.line == directive.position.line,
                 .previous where finding.line == directive.position.line - 1:
                used[index] = true
                suppressed = true
            case .disable, .enable:
                if directive.position < position { lastSwitch = index }
            default:
                break
            }
        }
        if let lastSwitch, directives[lastSwitch].kind == .disable {
            used[lastSwitch] = true
            suppressed = true
        }
        return suppressed
    }

    /// Directives that suppressed nothing; an `enable` is never unused.
    var unused: [SuppressionDirective] {
        directives.indices.filter { !used[$0] && directives[$0].kind != .enable }.map { directives[$0] }
    }
}
