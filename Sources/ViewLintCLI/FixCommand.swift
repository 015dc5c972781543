import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules
import ViewLintEngine

/// `viewlint fix --equatable FILE...`: appends an `Equatable` extension for each reported
/// view declared in the named files. A file that does not lex cleanly is never touched;
/// the rest of a file is kept byte for byte.
enum FixCommand {
    static func run(inputs: RunInputs, configuration: Configuration, dryRun: Bool, currentDirectory: String,
                    stdout: TextOutput, stderr: TextOutput) -> ExitCode {
        let query = RuleRegistry.syntaxQuery(for: configuration.rules)
        let files = inputs.sources.map { Parser.parse(path: $0.path, bytes: $0.bytes, query: query) }
        let named = inputs.reportedPaths ?? Set(inputs.sources.map(\.path))
        var fixable = named
        var outcome = ExitCode.success
        for file in files where named.contains(file.path) && !file.diagnostics.isEmpty {
            stderr.writeLine("viewlint: error: '\(file.path)' was not changed: it does not parse cleanly (\(file.diagnostics[0].message) "
                + "at \(file.diagnostics[0].line):\(file.diagnostics[0].column))")
            fixable.remove(file.path)
            outcome = .failure
        }
        let fixes = RuleFix.edits(in: ModuleIndex(files: files), configuration: configuration, files: fixable)
        let (edits, skipped) = (fixes.edits, fixes.skipped)
        for skip in skipped {
            stderr.writeLine("viewlint: '\(skip.view)' in '\(skip.file)' was not changed: \(skip.reason)")
        }
        let originals = Dictionary(inputs.sources.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        for path in Set(edits.map(\.file)).sorted(by: LexicographicBytes.precedes) {
            guard let bytes = originals[path] else { continue }
            let original = String(decoding: bytes, as: UTF8.self)
            let fileEdits = edits.filter { $0.file == path }
            let addition = fileEdits.map(\.text).joined()
            let separator = original.isEmpty || original.hasSuffix("\n") ? "" : "\n"
            if dryRun {
                stdout.write(UnifiedDiff.appending(addition, to: original, path: path))
                continue
            }
            let appended = LineEndings.of(bytes).applied(to: separator + addition)
            do {
                try AtomicFile.replace(FilePath.resolve(path, against: currentDirectory), with: bytes + Array(appended.utf8),
                                       expecting: bytes)
                let views = fileEdits.map { "'\($0.view)'" }.joined(separator: ", ")
                stdout.writeLine("Made \(views) Equatable in \(path)")
            } catch {
                stderr.writeLine("viewlint: error: \(error.description)")
                outcome = .failure
            }
        }
        // A named file that could not be read was reported already: "nothing to fix" would
        // say it was looked at.
        if edits.isEmpty, skipped.isEmpty, outcome == .success, !inputs.problems.contains(where: \.isError) {
            stdout.write("Nothing to fix.\n")
        }
        return outcome
    }
}
