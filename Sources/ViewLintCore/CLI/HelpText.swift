/// The text of `viewlint --help`.
enum HelpText {
    static let usage = """
    OVERVIEW: viewlint \(ViewLintVersion.current): a static linter for SwiftUI views.

    USAGE: viewlint [lint] [options] [PATH ...]
           viewlint audit [options] [PATH ...]

    SUBCOMMANDS:
      lint (default)    Report findings, one line per finding.
      audit             List every view with its body complexity score, highest first.

    PATHS:
      A folder is searched recursively for .swift files; a file is linted as is.
      Without PATH, the configuration's 'included' paths are linted, else '.'.
      Searching skips .build*, .git, .swiftpm, Pods, Carthage, DerivedData,
      node_modules, symbolic links and the configuration's 'excluded' paths.

    OPTIONS:
      --config FILE     Read the configuration from FILE
                        (default: .viewlint.yml in the current folder, if present).
      --reporter NAME   lint: 'xcode' (default) or 'json'.
                        audit: 'text' (default) or 'json'.
      -h, --help        Show this help.
      --version         Show the version.
      --                Treat every later argument as a PATH.

    EXIT CODES:
      0  No error-severity finding was reported.
      1  lint reported at least one error-severity finding.
      2  Usage or configuration error, or a PATH missing or unreadable.

    """
}
