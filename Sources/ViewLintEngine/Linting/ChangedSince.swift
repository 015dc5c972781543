import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules

/// `--changed-since REF`, pull-request mode: the whole module is read, but only findings on
/// lines changed since REF are reported, and a finding of the rule that scores views
/// (`body_complexity`) also when its view's score rose. The scores before are those of the same module with the changed
/// files as they were at REF, linted in the same run.
enum ChangedSince {
    static func narrow(_ result: LintResult, to changes: ChangedLines, sources: [SourceInput], currentDirectory: String,
                       lintBefore: (SourceFeed) -> LintResult) -> LintResult {
        func absolute(_ path: String) -> String {
            "/" + FilePath.normalizedComponents(FilePath.resolve(path, against: currentDirectory)).joined(separator: "/")
        }
        var before: [SourceInput] = []
        var changed: Set<String> = []
        for source in sources {
            let path = absolute(source.path)
            guard changes.files[path] != nil else {
                before.append(source)
                continue
            }
            changed.insert(source.path)
            if let old = changes.contentsAtRevision(of: path) { before.append(SourceInput(path: source.path, bytes: old)) }
        }
        // A view is the same one before when its file and name are; one that moved to another
        // file (a rename) is found by its name alone. Views of private types may share a name.
        let previous = lintBefore(SourceFeed(before)).views
        var byFileAndName: [String: ViewScore] = [:], byName: [String: ViewScore] = [:]
        for view in previous {
            byFileAndName[view.file + "\u{0}" + view.name] = view
            if byName[view.name] == nil { byName[view.name] = view }
        }

        var narrowed = result
        narrowed.scoreChanges = result.views.filter { changed.contains($0.file) }.sorted(by: ViewScore.ordered).compactMap { view in
            guard let found = byFileAndName[view.file + "\u{0}" + view.name] ?? byName[view.name] else {
                return ScoreChange(file: view.file, name: view.name, line: view.line, before: nil, after: view.score)
            }
            guard found.score != view.score else { return nil }
            return ScoreChange(file: view.file, name: view.name, line: view.line, before: found.score, after: view.score)
        }
        let rose = Set(narrowed.scoreChanges.filter(\.rose).map(\.name))
        // The scoring rule's findings are about the score, wherever the change that raised it.
        let scoreRule = RuleRegistry.viewScorer?.id
        narrowed.findings = result.findings.filter { finding in
            changes.contains(absolutePath: absolute(finding.file), line: finding.line)
                || finding.rule == scoreRule && finding.view.map(rose.contains) == true
        }
        return narrowed
    }
}
