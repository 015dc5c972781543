import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules
import ViewLintEngine

/// Hand-written parsing of `viewlint [lint|audit] [options] [PATH...]` into an `Invocation`.
///
/// Rules:
/// - The first positional argument may be the subcommand `lint` or `audit`; every other
///   positional argument is a path. After `--` everything is a path (so a folder named
///   `audit` is linted with `viewlint -- audit` or `viewlint lint audit`).
/// - Options take their value as `--opt=value` or `--opt value`. In the second form an
///   argument that looks like an option is not taken as the value, so
///   `--config --reporter json` reports the missing value instead of reading a file
///   named `--reporter`; `--config=-odd.yml` still reaches such a file.
/// - `--help`/`-h` wins over everything else on the line, then `--version`, so that
///   asking for help never fails.
public enum ArgumentParser {
    /// The options the parser knows, for "did you mean" suggestions.
    static let knownOptions = ["--config", "--reporter", "--baseline", "--write-baseline", "--jobs", "--stdin-path", "--module-root", "--output", "--changed-since", "--top",
                                "--format", "--root", "--depth",
                                "--report-unused-suppressions", "--no-config", "--force-exclude", "--force", "--strict", "--lenient", "--use-stdin", "--quiet", "--equatable", "--dry-run", "--help", "--version", "-h"]

    /// Options that take a value.
    static let valueOptions: Set<String> = ["--config", "--reporter", "--baseline", "--write-baseline", "--jobs",
                                            "--stdin-path", "--module-root", "--output", "--changed-since", "--top",
                                            "--format", "--root", "--depth"]

    public static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        if wantsFlag(["--help", "-h"], in: arguments) { return Invocation(command: .help) }
        if wantsFlag(["--version"], in: arguments) { return Invocation(command: .version) }

        var command: Invocation.Command?
        var paths: [String] = []
        var values: [String: String] = [:]
        var configurationPaths: [String] = []
        var flags: Set<String> = []
        var onlyPaths = false
        var index = 0

        while index < arguments.count {
            let argument = arguments[index]
            index += 1

            if onlyPaths || !looksLikeOption(argument) {
                if !onlyPaths, command == nil, paths.isEmpty, let subcommand = subcommand(named: argument) {
                    command = subcommand
                } else {
                    paths.append(argument)
                }
                continue
            }
            if argument == "--" {
                onlyPaths = true
                continue
            }

            let (name, inlineValue) = split(argument)
            switch name {
            case _ where valueOptions.contains(name):
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.count, !looksLikeOption(arguments[index]) || looksLikeNegativeNumber(arguments[index]) {
                    // `--jobs -1` is a wrong value, not a missing one.
                    value = arguments[index]
                    index += 1
                } else {
                    throw UsageError("missing value for option '\(name)'")
                }
                guard !value.isEmpty else { throw UsageError("empty value for option '\(name)'") }
                // `--config` may be repeated: each file refines the ones before it.
                if name == "--config" {
                    configurationPaths.append(value)
                    continue
                }
                guard values[name] == nil else { throw UsageError("option '\(name)' given more than once") }
                values[name] = value
            case "--report-unused-suppressions", "--no-config", "--force-exclude", "--force", "--strict", "--lenient", "--use-stdin",
                 "--quiet", "--equatable", "--dry-run":
                guard inlineValue == nil else { throw UsageError("option '\(name)' takes no value") }
                flags.insert(name)
            case "--help", "-h", "--version":
                // Only reached with an inline value: the bare flags returned above.
                throw UsageError("option '\(name)' takes no value")
            default:
                var message = "unknown option '\(name)'"
                if let suggestion = suggestion(forOption: name) { message += "; did you mean \(suggestion)?" }
                throw UsageError(message)
            }
        }

        if paths.contains("") { throw UsageError("an empty path; name a file or folder, or '.' for the current one") }
        let resolvedCommand = command ?? .lint
        if resolvedCommand == .help { return Invocation(command: .help) }
        if resolvedCommand == .version { return Invocation(command: .version) }
        let reporter = try values["--reporter"].map { name throws(UsageError) in try reporterKind(named: name, for: resolvedCommand) }
        var invocation = Invocation(command: resolvedCommand, paths: paths, configurationPaths: configurationPaths, reporter: reporter)
        invocation.baselinePath = values["--baseline"]
        invocation.changedSince = values["--changed-since"]
        if invocation.changedSince != nil, resolvedCommand != .lint {
            throw UsageError("'--changed-since' applies to 'lint' only")
        }
        invocation.writeBaselinePath = values["--write-baseline"]
        invocation.stdinPath = values["--stdin-path"]
        // SwiftLint's `--use-stdin`: standard input, named by `--stdin-path` when given.
        if flags.contains("--use-stdin"), invocation.stdinPath == nil { invocation.stdinPath = "<stdin>" }
        invocation.outputPath = values["--output"]
        invocation.moduleRoot = values["--module-root"]
        if let jobs = values["--jobs"] {
            guard let count = Int(jobs), count >= 1, count <= ParallelMap.maximumJobs else {
                throw UsageError("'--jobs' takes a whole number from 1 to \(ParallelMap.maximumJobs), got '\(jobs)'")
            }
            invocation.jobs = count
        }
        if let top = values["--top"] {
            guard let count = Int(top), count >= 1 else { throw UsageError("'--top' takes a whole number of 1 or more, got '\(top)'") }
            invocation.top = count
        }
        invocation.reportUnusedSuppressions = flags.contains("--report-unused-suppressions")
        invocation.ignoresConfiguration = flags.contains("--no-config")
        invocation.force = flags.contains("--force")
        invocation.forceExclude = flags.contains("--force-exclude")
        invocation.strict = flags.contains("--strict")
        invocation.lenient = flags.contains("--lenient")
        if invocation.strict, invocation.lenient { throw UsageError("'--strict' and '--lenient' exclude each other") }
        invocation.quiet = flags.contains("--quiet")
        if flags.contains("--force"), resolvedCommand != .initConfiguration {
            throw UsageError("'--force' applies to 'init' only")
        }
        invocation.fixEquatable = flags.contains("--equatable")
        invocation.dryRun = flags.contains("--dry-run")
        if (invocation.fixEquatable || invocation.dryRun), resolvedCommand != .fix {
            throw UsageError("'--equatable' and '--dry-run' apply to 'fix' only")
        }
        if resolvedCommand == .fix, !invocation.fixEquatable || paths.isEmpty {
            throw UsageError("'fix' takes '--equatable' and one or more FILEs")
        }
        try readGraphOptions(values, into: &invocation)
        if resolvedCommand == .explain, paths.count != 1 {
            throw UsageError("'explain' takes one FILE or FILE:VIEW")
        }
        if ignoresConfigurationConflict(invocation) { throw UsageError("'--no-config' and '--config' exclude each other") }
        return invocation
    }

    /// `graph`'s `--format`, `--root` and `--depth`, which no other subcommand takes.
    private static func readGraphOptions(_ values: [String: String], into invocation: inout Invocation) throws(UsageError) {
        let given = ["--format", "--root", "--depth"].filter { values[$0] != nil }
        guard !given.isEmpty else { return }
        guard invocation.command == .graph else {
            // `--format` is also other linters' `--reporter`: that habit is answered as for
            // an unknown option, with what it means here.
            if let synonym = synonyms[given[0]] {
                throw UsageError("unknown option '\(given[0])'; did you mean \(synonym)? ('\(given[0])' applies to 'graph' only)")
            }
            throw UsageError("'\(given[0])' applies to 'graph' only")
        }
        if let format = values["--format"] {
            guard let known = GraphFormat(rawValue: format) else {
                throw UsageError("unknown graph format '\(format)'; expected 'json', 'dot' or 'mermaid'")
            }
            invocation.graphFormat = known
        }
        invocation.graphRoot = values["--root"]
        if let depth = values["--depth"] {
            guard let count = Int(depth), count >= 0 else { throw UsageError("'--depth' takes a whole number, got '\(depth)'") }
            invocation.graphDepth = count
        }
    }

    private static func ignoresConfigurationConflict(_ invocation: Invocation) -> Bool {
        invocation.ignoresConfiguration && !invocation.configurationPaths.isEmpty
    }

    /// `-1`, `-20`: a value (a wrong one for every option that takes a number), not an option.
    static func looksLikeNegativeNumber(_ argument: String) -> Bool {
        argument.count > 1 && argument.hasPrefix("-") && argument.dropFirst().allSatisfy(\.isASCII) && Int(argument) != nil
    }

    /// `-` alone is a path (conventionally "standard input"), not an option.
    static func looksLikeOption(_ argument: String) -> Bool {
        argument.hasPrefix("-") && argument != "-"
    }

    private static func subcommand(named name: String) -> Invocation.Command? {
        switch name {
        case "lint": return .lint
        case "audit": return .audit
        case "graph": return .graph
        case "rules": return .rules
        case "explain": return .explain
        case "init": return .initConfiguration
        case "fix": return .fix
        case "help": return .help
        case "version": return .version
        default: return nil
        }
    }

    /// `--opt=value` → (`--opt`, `value`); anything else → (argument, nil).
    private static func split(_ argument: String) -> (name: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// Whether a bare flag appears before `--`, not in the value position of `--config`/`--reporter`.
    private static func wantsFlag(_ flags: Set<String>, in arguments: [String]) -> Bool {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" { return false }
            if flags.contains(argument) { return true }
            if valueOptions.contains(argument),
               index + 1 < arguments.count, !looksLikeOption(arguments[index + 1]) {
                index += 1
            }
            index += 1
        }
        return false
    }

    /// What other linters (SwiftLint first) call an option viewlint spells otherwise.
    static let synonyms: [String: String] = [
        "--format": "'--reporter'", "--output-format": "'--reporter'", "--config-file": "'--config'",
        "--threads": "'--jobs'", "-j": "'--jobs'", "--silent": "'--quiet'", "--path": "a PATH argument",
        "--fix": "'viewlint fix --equatable FILE'", "--autocorrect": "'viewlint fix --equatable FILE'",
        "--exclude": "'excluded:' in .viewlint.yml", "--stdin": "'--use-stdin'", "--baseline-path": "'--baseline'",
        "--write-baseline-path": "'--write-baseline'", "--no-color": "nothing: viewlint writes no colors",
    ]

    /// A known synonym, else the closest option by the spelling after its dashes (so that
    /// `--format` is not taken for `--force`), quoted.
    static func suggestion(forOption name: String) -> String? {
        if let synonym = synonyms[name] { return synonym }
        func bare(_ option: String) -> String { String(option.drop { $0 == "-" }) }
        let options = knownOptions.filter { $0.hasPrefix("--") }
        guard let close = EditDistance.closest(to: bare(name), among: options.map(bare)) else { return nil }
        return "'--\(close)'"
    }

    /// The reporter a name selects for a subcommand; shared with the configuration's `reporter:`.
    static func reporterKind(named name: String, for command: Invocation.Command) throws(UsageError) -> ReporterKind {
        // `viewlint rules --reporter json`: the rules as data.
        if command == .rules {
            guard name == "json" || name == "text" else {
                throw UsageError("'rules' takes '--reporter json' or '--reporter text', not '\(name)'")
            }
            return ReporterKind(rawValue: name)!
        }
        guard command == .lint || command == .audit else { throw UsageError("'--reporter' applies to 'lint', 'audit' and 'rules' only") }
        let accepted = ReporterKind.accepted(by: command)
        if let kind = ReporterKind(rawValue: name), accepted.contains(kind) { return kind }
        let subcommand = command == .audit ? "audit" : "lint"
        let quoted = accepted.map { "'\($0.rawValue)'" }
        let choices = quoted.count == 2 ? quoted.joined(separator: " or ") : "one of " + quoted.joined(separator: ", ")
        if ReporterKind(rawValue: name) != nil {
            throw UsageError("reporter '\(name)' does not apply to '\(subcommand)'; expected \(choices)")
        }
        var message = "unknown reporter '\(name)'; expected \(choices)"
        if let suggestion = suggestedReporter(for: name, among: accepted) {
            message += "; did you mean '\(suggestion)'?"
        }
        throw UsageError(message)
    }

    /// The one accepted name that starts with what was typed (`github` → `github-actions`,
    /// though `gitlab` is closer by spelling), else a close spelling (`jsn` → `json`).
    private static func suggestedReporter(for name: String, among accepted: [ReporterKind]) -> String? {
        let names = accepted.map(\.rawValue)
        let extended = names.filter { name.count >= 3 && $0.hasPrefix(name.lowercased()) && $0 != name.lowercased() }
        if extended.count == 1 { return extended[0] }
        return EditDistance.closest(to: name.lowercased(), among: names)
    }
}
