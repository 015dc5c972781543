import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules
import ViewLintEngine

/// The text of `viewlint --help`.
enum HelpText {
    static let usage = """
    OVERVIEW: viewlint \(ViewLintVersion.current): a static linter for SwiftUI views.

    USAGE: viewlint [lint] [options] [PATH ...]
           viewlint audit [options] [PATH ...]
           viewlint graph [--format json|dot|mermaid] [--root VIEW] [--depth N]
                          [options] [PATH ...]
           viewlint explain FILE[:VIEW] | RULE
           viewlint rules [--reporter json]
           viewlint init [--force]
           viewlint fix --equatable [--dry-run] FILE ...

    SUBCOMMANDS:
      lint (default)    Report findings, one line per finding.
      audit             List every view with its body complexity, highest first.
      graph             The view graph: which view builds which, where an update
                        spreads and what it costs (JSON, Graphviz DOT, Mermaid).
      explain           How the score of each view in FILE (or of VIEW) is made;
                        with a rule id, what the rule reports, why, and examples.
      rules             List every rule with its id, defaults and description.
      init              Write a commented .viewlint.yml with every default.
      help, version     As --help and --version.
      fix               --equatable: give each view in FILE that
                        non_equatable_property reports an Equatable extension
                        (--dry-run prints a diff).

    PATHS:
      A folder is searched recursively for .swift files; a file is linted as is.
      Without PATH, the configuration's 'included' paths are linted, else '.'.
      Searching skips .build*, .git, .swiftpm, Pods, Carthage, DerivedData,
      node_modules, symbolic links and the configuration's 'excluded' paths.

    OPTIONS:
      --config FILE     Read the configuration from FILE (default: every
                        .viewlint.yml from the repository root down to the
                        linted paths' folder, each refining the one above).
                        Repeatable: a later file refines the earlier ones.
      --no-config       Use the defaults, whatever configuration files exist.
      --baseline FILE   Report only findings not recorded in FILE.
      --write-baseline FILE
                        Record today's findings in FILE.
      --report-unused-suppressions
                        Report viewlint:disable comments that suppress nothing.
      --jobs N          Worker threads, 1 to 256 (default: one per core).
      --reporter NAME   The output format, one of REPORTERS below (else the
                        configuration's 'reporter:').
      --output FILE     Write the report to FILE instead of standard output.
      --top N           The summary reporter lists the N highest views only.
      --strict          Fail (exit 1) on warnings too.
      --quiet           Print findings only, no summary line on stderr.
      --stdin-path PATH Lint standard input as the file PATH.
      --module-root DIR Read the module's declarations from DIR; report only the
                        files named on the command line (implies --force-exclude).
      --force-exclude   Skip a named file that the configuration's 'excluded'
                        covers, as a folder's walk would.
      --changed-since REF
                        Report only findings on lines changed since the merge
                        base of REF and HEAD (or A...B, A..B as in git), and
                        views whose body complexity rose.
      --lenient         Report errors as warnings: findings fail nothing.
      --use-stdin       Lint standard input (as --stdin-path PATH, or '<stdin>').
      --format FORMAT   graph: json (default), dot or mermaid.
      --root VIEW       graph: only the views VIEW builds, directly or not.
      --depth N         graph: only N edges deep.
      -h, --help        Show this help (also 'viewlint help').
      --version         Show the version (also 'viewlint version').
      --                Treat every later argument as a PATH.

    REPORTERS:
    \(reporters)
    EXIT CODES:
      0  No error-severity finding was reported.
      1  lint reported at least one error-severity finding (any finding with
         --strict).
      2  Usage or configuration error, or a PATH missing or unreadable.

    """

    /// One entry per reporter, from `ReporterKind`'s table: the name, then where it
    /// applies and what it prints, wrapped to 80 columns.
    static var reporters: String {
        ReporterKind.allCases.map { kind in
            let name = "  " + kind.rawValue
            let lead = name + String(repeating: " ", count: max(1, descriptionColumn - name.count))
            return wrapped(kind.usage + ": " + kind.entry.description + ".", first: lead)
        }.joined()
    }

    private static let descriptionColumn = 20

    private static func wrapped(_ text: String, first lead: String, width: Int = 80) -> String {
        var lines: [String] = []
        var line = lead
        var lineHasWords = false
        for word in text.split(separator: " ") {
            if lineHasWords, line.count + 1 + word.count > width {
                lines.append(line)
                line = String(repeating: " ", count: descriptionColumn)
                lineHasWords = false
            }
            line += (lineHasWords ? " " : "") + word
            lineHasWords = true
        }
        lines.append(line)
        return lines.map { $0 + "\n" }.joined()
    }
}
