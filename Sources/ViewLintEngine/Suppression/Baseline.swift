import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules

/// Findings recorded once so that later runs report only new ones. Entries carry no
/// line numbers, so unrelated edits above a finding do not revive it.
public struct Baseline: Equatable, Sendable {
    public struct Entry: Hashable, Sendable, Comparable {
        public var file: String
        public var rule: String
        public var view: String?
        public var message: String

        public static func < (a: Entry, b: Entry) -> Bool {
            (a.file, a.rule, a.view ?? "", a.message) < (b.file, b.rule, b.view ?? "", b.message)
        }

        /// The entry as the second match sees it: file, rule and view.
        var withoutMessage: Entry { Entry(file: file, rule: rule, view: view, message: "") }
    }

    public var entries: [Entry]

    public init(findings: [Finding]) {
        entries = findings.map { Entry(file: $0.file, rule: $0.rule.rawValue, view: $0.view, message: $0.message) }.sorted()
    }

    init(entries: [Entry]) {
        self.entries = entries.sorted()
    }

    /// The findings not in the baseline. An entry matches as many findings as it was
    /// recorded times: first by its whole text, then, for what is left on both sides, by
    /// file, rule and view alone, so that a release that rewords a message does not revive
    /// every recorded finding (a finding beyond the recorded count is still new).
    public func newFindings(in findings: [Finding]) -> [Finding] {
        var remaining: [Entry: Int] = [:]
        for entry in entries { remaining[entry, default: 0] += 1 }
        var unmatched: [Int] = []
        for (index, finding) in findings.enumerated() {
            let entry = Entry(file: finding.file, rule: finding.rule.rawValue, view: finding.view, message: finding.message)
            if let count = remaining[entry], count > 0 {
                remaining[entry] = count - 1
            } else {
                unmatched.append(index)
            }
        }
        guard !unmatched.isEmpty else { return [] }
        var reworded: [Entry: Int] = [:]
        for (entry, count) in remaining where count > 0 { reworded[entry.withoutMessage, default: 0] += count }
        return unmatched.compactMap { index in
            let finding = findings[index]
            let key = Entry(file: finding.file, rule: finding.rule.rawValue, view: finding.view, message: "")
            guard let count = reworded[key], count > 0 else { return finding }
            reworded[key] = count - 1
            return nil
        }
    }

    /// One entry a line, keys in a fixed order, so that a baseline diffs well in review.
    public func encoded() -> String {
        var text = "{\"version\":1,\"findings\":[\n"
        text += entries.map { entry in
            "{\"file\":\(JSONString.quoted(entry.file)),\"rule\":\(JSONString.quoted(entry.rule)),"
                + "\"view\":\(entry.view.map(JSONString.quoted) ?? "null"),\"message\":\(JSONString.quoted(entry.message))}"
        }.joined(separator: ",\n")
        text += "\n]}\n"
        return text
    }

    public struct ReadError: Error, CustomStringConvertible, Equatable {
        public var file: String
        public var reason: String
        public var description: String { "\(file): error: not a viewlint baseline: \(reason)" }
    }

    /// Reads a baseline written by `encoded()`.
    public static func decode(_ bytes: some Collection<UInt8>, file: String) throws(ReadError) -> Baseline {
        guard let root = JSONReader.read(bytes) else { throw ReadError(file: file, reason: "invalid JSON") }
        guard case .object = root, let version = root["version"]?.integer else {
            throw ReadError(file: file, reason: "no 'version'")
        }
        guard version == 1 else { throw ReadError(file: file, reason: "unsupported version \(version)") }
        guard case .array(let list)? = root["findings"],
              list.allSatisfy({ if case .object = $0 { return true } else { return false } }) else {
            throw ReadError(file: file, reason: "no 'findings' list")
        }
        var entries: [Entry] = []
        for (index, item) in list.enumerated() {
            guard let path = item["file"]?.string, let rule = item["rule"]?.string,
                  let message = item["message"]?.string else {
                throw ReadError(file: file, reason: "entry \(index + 1) lacks 'file', 'rule' or 'message'")
            }
            // A baseline written before paths lost their leading `./` still matches.
            entries.append(Entry(file: FilePath.printable(path), rule: rule, view: item["view"]?.string, message: message))
        }
        return Baseline(entries: entries)
    }
}
