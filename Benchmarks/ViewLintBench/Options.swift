/// The command line of `viewlint-bench`, parsed by hand (no packages).
struct Options {
    var lines = 1_000_000
    var corpus: String?
    var path: String?
    var repeats = 3
    var markdown = false
    var wholeRun = true
    /// Millions of lines of each generated corpus for `--sizes`.
    var sizes: [Int]?

    static let help = """
    OVERVIEW: times each stage of viewlint and the whole run against the floor of reading
    the same files once.

    USAGE: viewlint-bench [--lines N] [--corpus DIR | --path DIR] [--repeat N] [--markdown]
           viewlint-bench --sizes 1,2,5,10 [--corpus DIR] [--repeat N] [--markdown]

    OPTIONS:
      --lines N        lines of generated SwiftUI code (default 1000000, about 7,300 files);
                       K and M suffixes and _ separators are accepted: 250K, 2M, 1_000_000
      --corpus DIR     where the corpus is generated (default .build/bench-corpus-N);
                       reused when its stamp file matches the parameters
      --path DIR       time this folder of real code instead of a generated corpus
      --repeat N       take the best of N runs of every stage (default 3); the whole run
                       and the floor alternate max(N, 5) times and their medians count
      --sizes LIST     only the whole run against the floor, with peak memory, on a
                       generated corpus of each size in millions of lines (1,2,5,10);
                       each is written to DIR-N (--corpus) or .build/bench-corpus-N
      --markdown       print the table as Markdown
      --no-whole-run   skip running the viewlint executable (the whole run against the
                       floor, and `graph --format json` against the lint run)
      -h, --help       show this help

    Build both products in release first (Scripts/bench does): the whole run uses the
    viewlint executable in this binary's folder.

    """

    struct Failure: Error {
        var message: String
    }

    /// nil for `--help`.
    static func parse(_ arguments: [String]) throws(Failure) -> Options? {
        var options = Options()
        var rest = arguments[...]
        func value(for name: String) throws(Failure) -> String {
            guard let value = rest.popFirst(), !value.hasPrefix("--") else { throw Failure(message: "\(name) needs a value") }
            return value
        }
        func count(for name: String) throws(Failure) -> Int {
            let text = try value(for: name)
            guard let number = parseCount(text), number > 0 else {
                throw Failure(message: "\(name): '\(text)' is not a positive number")
            }
            return number
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "-h", "--help": return nil
            case "--lines": options.lines = try count(for: argument)
            case "--corpus": options.corpus = try value(for: argument)
            case "--path": options.path = try value(for: argument)
            case "--repeat": options.repeats = try count(for: argument)
            case "--markdown": options.markdown = true
            case "--no-whole-run": options.wholeRun = false
            case "--sizes":
                let text = try value(for: argument)
                let sizes = text.split(separator: ",").map { Int($0) }
                guard !sizes.isEmpty, sizes.allSatisfy({ ($0 ?? 0) > 0 && ($0 ?? 0) <= 1_000 }) else {
                    throw Failure(message: "--sizes: '\(text)' is not a list of millions of lines such as 1,2,5,10")
                }
                options.sizes = sizes.compactMap { $0 }
            default: throw Failure(message: "unknown argument '\(argument)'")
            }
        }
        if options.path != nil && options.corpus != nil { throw Failure(message: "--path and --corpus exclude each other") }
        if options.sizes != nil && options.path != nil { throw Failure(message: "--sizes generates its corpora; not with --path") }
        if options.sizes != nil && !options.wholeRun { throw Failure(message: "--sizes is the whole run; not with --no-whole-run") }
        return options
    }

    /// `250000`, `250_000`, `250K`, `2M`.
    static func parseCount(_ text: String) -> Int? {
        var digits = text.filter { $0 != "_" && $0 != "," }
        var scale = 1
        if let last = digits.last, "kKmM".contains(last) {
            scale = "kK".contains(last) ? 1_000 : 1_000_000
            digits.removeLast()
        }
        guard let number = Int(digits) else { return nil }
        let (product, overflow) = number.multipliedReportingOverflow(by: scale)
        return overflow ? nil : product
    }
}
