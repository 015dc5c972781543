import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules

/// Suppression across a run: drops suppressed findings, reports unknown rule names in
/// directives, and, when asked, directives that suppressed nothing.
enum Suppressions {
    static func apply(to findings: consuming [Finding], files: [IndexedFile], reportUnused: Bool)
        -> (findings: [Finding], diagnostics: [FileDiagnostic]) {
        var filters: [String: SuppressionFilter] = [:]
        var diagnostics: [FileDiagnostic] = []
        let known = Set(RuleID.allCases.map(\.rawValue))
        for file in files where !file.toolComments.isEmpty {
            diagnostics += unknownDirectives(in: file)
            let directives = SuppressionDirective.all(in: file.toolComments)
            guard !directives.isEmpty else { continue }
            filters[file.path] = SuppressionFilter(directives)
            for directive in directives {
                for rule in directive.rules where !known.contains(rule) {
                    diagnostics.append(FileDiagnostic(
                        file: file.path, line: directive.position.line, column: directive.position.column,
                        message: "unknown rule '\(rule)' in 'viewlint:\(directive.kind.rawValue)'"))
                }
            }
        }
        guard !filters.isEmpty else { return (findings, diagnostics) }
        // In place, each finding asked once, in order: a second list of a big module's
        // findings would be made at the run's peak of memory.
        findings.removeAll { filters[$0.file]?.suppresses($0) == true }
        if reportUnused {
            for file in files {
                guard let filter = filters[file.path] else { continue }
                for directive in filter.unused {
                    let rules = directive.rules.isEmpty ? "all" : directive.rules.joined(separator: " ")
                    findings.append(Finding(
                        file: file.path, line: directive.position.line, column: directive.position.column,
                        severity: .warning, rule: .unusedSuppression, view: nil,
                        message: "'viewlint:\(directive.kind.rawValue) \(rules)' suppresses nothing; remove it"))
                }
            }
        }
        return (findings, diagnostics)
    }

    /// `viewlint:disable:prev`, `viewlint:enabled`: a word that starts like a directive but is
    /// none would otherwise turn nothing off in silence.
    static func unknownDirectives(in file: IndexedFile) -> [FileDiagnostic] {
        file.toolComments.compactMap { comment in
            guard let word = comment.command?.first, word.hasPrefix("disable") || word.hasPrefix("enable"),
                  SuppressionDirective.Kind(rawValue: String(word)) == nil else { return nil }
            let known = SuppressionDirective.Kind.allCases.map { "'viewlint:\($0.rawValue)'" }.joined(separator: ", ")
            return FileDiagnostic(file: file.path, line: comment.position.line, column: comment.position.column,
                                  message: "unknown directive 'viewlint:\(word)'; expected one of \(known)")
        }
    }
}
