import ViewLintSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// git, run so that nothing the linted repository configures is executed: in pull-request
/// mode the repository (its `.git/config`, `.gitattributes`, `info/attributes`) may come
/// from anyone. What git could run on its own and how each is shut:
/// - `core.fsmonitor` (a hook run by every command that looks at the work tree): `false`;
/// - filter drivers (`filter.NAME.clean`/`process`, run on work-tree files a diff reads):
///   every driver the configuration defines is read first (`git config --get-regexp`) and
///   set to nothing, and the attribute files git reads outside the tree are cut off
///   (`core.attributesFile`, `GIT_ATTR_NOSYSTEM`), so that `.gitattributes` naming a driver
///   finds none;
/// - diff drivers (`diff.NAME.textconv`/`command`, `diff.external`, `GIT_EXTERNAL_DIFF`):
///   `--no-textconv --no-ext-diff` on every diff, the drivers also set to nothing;
/// - pagers, hooks and prompts: `--no-pager`, `core.hooksPath=/dev/null`,
///   `GIT_TERMINAL_PROMPT=0`, standard input from `/dev/null`;
/// - transports (a partial clone fetching a missing object through `ext::` or ssh):
///   `protocol.allow=never`, `GIT_NO_LAZY_FETCH=1`;
/// - writing: `GIT_OPTIONAL_LOCKS=0`, so a diff does not refresh the index.
/// The overrides go through `GIT_CONFIG_COUNT`/`KEY_n`/`VALUE_n`, which no name (a driver
/// called `a=b`) can break. The user's own global and system configuration is still read:
/// it is where `safe.directory` lets git work in a folder another user owns.
struct Git {
    var directory: String
    private var overrides: [(key: String, value: String)]

    private static let fixed: [(key: String, value: String)] = [
        ("core.fsmonitor", "false"), ("core.hooksPath", "/dev/null"), ("core.attributesFile", "/dev/null"),
        ("core.pager", "cat"), ("protocol.allow", "never"), ("core.untrackedCache", "false"),
    ]

    /// The drivers the configuration (repository, global, system) defines are read once.
    init(directory: String) {
        self.directory = directory
        overrides = Git.fixed
        let listed = run(["config", "-z", "--get-regexp", #"^(filter|diff)\..*\.(clean|smudge|process|textconv|command)$"#])
        var drivers: [(section: String, name: String)] = []
        for entry in listed?.output.split(separator: 0) ?? [] {
            // "section.NAME.variable\nvalue": NAME may hold dots, never a line break.
            let key = String(decoding: entry.prefix { $0 != 0x0A }, as: UTF8.self)
            guard let firstDot = key.firstIndex(of: "."), let lastDot = key.lastIndex(of: "."), firstDot < lastDot else { continue }
            let section = String(key[..<firstDot]), name = String(key[key.index(after: firstDot)..<lastDot])
            if !drivers.contains(where: { $0 == (section, name) }) { drivers.append((section, name)) }
        }
        for (section, name) in drivers {
            let variables = section == "filter" ? ["clean", "smudge", "process"] : ["textconv", "command"]
            for variable in variables { overrides.append(("\(section).\(name).\(variable)", "")) }
            if section == "filter" { overrides.append(("filter.\(name).required", "false")) }
        }
    }

    /// `git --no-pager -C DIRECTORY ARGUMENTS...`; nil when git cannot be started.
    func run(_ arguments: [String]) -> ChildProcess.Outcome? {
        // After the user's own `GIT_CONFIG_COUNT` entries, if any: a later entry wins.
        let first = getenv("GIT_CONFIG_COUNT").flatMap { Int(String(cString: $0)) }.map { max(0, $0) } ?? 0
        var environment: [(name: String, value: String?)] = [
            ("GIT_ATTR_NOSYSTEM", "1"), ("GIT_OPTIONAL_LOCKS", "0"), ("GIT_TERMINAL_PROMPT", "0"),
            ("GIT_NO_LAZY_FETCH", "1"), ("GIT_EXTERNAL_DIFF", nil), ("GIT_PAGER", "cat"), ("PAGER", "cat"),
            ("GIT_CONFIG_COUNT", String(first + overrides.count)),
        ]
        for (index, override) in overrides.enumerated() {
            environment.append(("GIT_CONFIG_KEY_\(first + index)", override.key))
            environment.append(("GIT_CONFIG_VALUE_\(first + index)", override.value))
        }
        return ChildProcess.run(["git", "--no-pager", "-C", directory] + arguments, environment: environment)
    }

    /// git's message on standard error, as lines a terminal shows plainly (control
    /// characters but the line break and tab turned to '?').
    static func message(_ outcome: ChildProcess.Outcome) -> String {
        let bytes = outcome.errors.map { $0 < 0x20 && $0 != 0x0A && $0 != 0x09 || $0 == 0x7F ? UInt8(ascii: "?") : $0 }
        return String(decoding: bytes, as: UTF8.self).trimmingTrailingNewlines()
    }
}
