import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules

/// What changed since a git revision (`--changed-since`): the new lines of each changed
/// file, by absolute path, and where each file was at the base the changes are counted from.
///
/// `REF` counts from the merge base of REF and HEAD (what a pull request shows) to the
/// working tree, untracked files included; `A...B` from the merge base of A and B to B;
/// `A..B` from A to B (an empty side is HEAD, as in git).
struct ChangedLines {
    struct File: Equatable {
        /// The file's lines that are new since the base (every line of a new file).
        var lines: [ClosedRange<Int>]
        var isNew: Bool
        /// Its path at the base, relative to the repository's root; nil for a new file.
        var pathAtRevision: String?
    }

    /// The commit the changes are counted from.
    var base: String
    var repositoryRoot: String
    /// By absolute, lexically normalized path.
    var files: [String: File]
    /// A note for the user (the files compared are not the working tree's), or nil.
    var note: String?
    fileprivate var git: Git

    func contains(absolutePath: String, line: Int) -> Bool {
        guard let file = files[absolutePath] else { return false }
        return file.isNew || file.lines.contains { $0.contains(line) }
    }

    /// The text of the file at `absolutePath` as it was at the base; nil for a new file.
    /// `cat-file blob` gives the stored bytes: no filter or textconv runs.
    func contentsAtRevision(of absolutePath: String) -> [UInt8]? {
        guard let old = files[absolutePath]?.pathAtRevision,
              let shown = git.run(["cat-file", "blob", "\(base):\(old)"]), shown.status == 0
        else { return nil }
        return shown.output
    }

    /// Why the changes cannot be known, for the user.
    struct Failure: Error {
        var message: String
    }

    /// Asks git from `directory`.
    static func since(_ specification: String, from directory: String) -> Result<ChangedLines, Failure> {
        guard let top = Git(directory: directory).run(["rev-parse", "--show-toplevel"]) else {
            return .failure(Failure(message: "git cannot be run"))
        }
        guard top.status == 0 else {
            // git's own words: "not a git repository", "detected dubious ownership" and its fix.
            return .failure(Failure(message: "git cannot work in '\(directory)':\n\(Git.message(top))"))
        }
        let root = String(decoding: top.output, as: UTF8.self).trimmingTrailingNewlines()
        let git = Git(directory: root)
        let range = RevisionRange(specification)
        func commit(_ revision: String) -> Result<String, Failure> {
            guard let known = git.run(["rev-parse", "--verify", "--quiet", "--end-of-options", "\(revision)^{commit}"]),
                  known.status == 0 else {
                return .failure(Failure(message: "unknown revision '\(revision)'" + shallowHint(git, fetching: revision)))
            }
            return .success(String(decoding: known.output, as: UTF8.self).trimmingTrailingNewlines())
        }
        func mergeBase(_ left: String, _ right: String, named: String) -> Result<String, Failure> {
            guard let found = git.run(["merge-base", left, right]), found.status == 0 else {
                let hint = shallowHint(git, fetching: nil)
                return .failure(Failure(message: "'\(named)' and \(range.targetName) have no common commit"
                    + (hint.isEmpty ? " (unrelated histories)" : hint)))
            }
            return .success(String(decoding: found.output, as: UTF8.self).trimmingTrailingNewlines())
        }
        let base: String, target: String?
        do {
            let from = try commit(range.from).get()
            let to = try commit(range.to ?? "HEAD").get()
            base = range.fromMergeBase ? try mergeBase(from, to, named: range.from).get() : from
            target = range.to == nil ? nil : to
        } catch {
            return .failure(error)
        }

        // The list of files (NUL-separated, so no name can pass for another) and the hunks
        // (read by their line counts, so no added line can pass for a header), from the same
        // comparison: the n-th file of one is the n-th of the other.
        let comparison = [base] + (target.map { [$0] } ?? [])
        let common = ["--no-textconv", "--no-ext-diff", "--no-color", "--find-renames", "--submodule=short", "-O/dev/null"]
        guard let names = git.run(["diff", "-z", "--name-status"] + common + comparison + ["--"]), names.status == 0,
              let patch = git.run(["diff", "--unified=0", "--inter-hunk-context=0"] + common + comparison + ["--"]),
              patch.status == 0 else {
            return .failure(Failure(message: "git diff \(comparison.joined(separator: " ")) failed"))
        }
        guard var files = parse(names: names.output, patch: patch.output) else {
            return .failure(Failure(message: "git's diff could not be read (did the files change while it ran?)"))
        }
        if target == nil, let untracked = git.run(["ls-files", "--others", "--exclude-standard", "-z"]), untracked.status == 0 {
            // Files git does not track yet are new in the working tree too.
            for path in untracked.output.split(separator: 0) {
                files[String(decoding: path, as: UTF8.self)] = File(lines: [], isNew: true, pathAtRevision: nil)
            }
        }
        var byAbsolutePath: [String: File] = [:]
        for (path, file) in files {
            byAbsolutePath["/" + FilePath.normalizedComponents(FilePath.join(root, path)).joined(separator: "/")] = file
        }
        var note: String?
        if let target, let head = try? commit("HEAD").get(), head != target {
            note = "the files linted are the working tree's, and HEAD is not '\(range.to ?? "")': lines may not match"
        }
        return .success(ChangedLines(base: base, repositoryRoot: root, files: byAbsolutePath, note: note, git: git))
    }

    /// In a shallow clone (CI's default) the commits needed are often simply not there.
    private static func shallowHint(_ git: Git, fetching revision: String?) -> String {
        guard let shallow = git.run(["rev-parse", "--is-shallow-repository"]),
              String(decoding: shallow.output, as: UTF8.self).hasPrefix("true") else { return "" }
        let fetch = revision.map { " and the branch compared with (e.g. 'git fetch origin \($0.split(separator: "/").last.map(String.init) ?? $0)')" } ?? ""
        return "; this clone is shallow: fetch the history\(fetch) — with actions/checkout set 'fetch-depth: 0', "
            + "or run 'git fetch --deepen=100' (or 'git fetch --unshallow')"
    }

    /// The files of `git diff -z --name-status` and the added lines of each from the same
    /// diff's `--unified=0` patch, by their new path relative to the repository's root
    /// (deleted files left out). Nil when the two do not name the same number of files.
    static func parse(names: [UInt8], patch: [UInt8]) -> [String: File]? {
        var entries: [(path: String, file: File)?] = []
        var fields = names.split(separator: 0, omittingEmptySubsequences: false)[...]
        if fields.last?.isEmpty == true { fields.removeLast() }
        while let status = fields.popFirst().map({ String(decoding: $0, as: UTF8.self) }) {
            guard let kind = status.first, let first = fields.popFirst().map({ String(decoding: $0, as: UTF8.self) }) else { return nil }
            switch kind {
            case "R", "C":
                guard let second = fields.popFirst().map({ String(decoding: $0, as: UTF8.self) }) else { return nil }
                entries.append((second, File(lines: [], isNew: false, pathAtRevision: first)))
            case "A": entries.append((first, File(lines: [], isNew: true, pathAtRevision: nil)))
            case "D": entries.append(nil)
            default: entries.append((first, File(lines: [], isNew: false, pathAtRevision: first)))
            }
        }

        var hunks: [[ClosedRange<Int>]] = []
        var removedLeft = 0, addedLeft = 0
        for line in patch.split(separator: 0x0A, omittingEmptySubsequences: false) {
            if removedLeft > 0 || addedLeft > 0 {
                switch line.first {
                case UInt8(ascii: "+"): addedLeft -= 1
                case UInt8(ascii: "-"): removedLeft -= 1
                case UInt8(ascii: " "): addedLeft -= 1; removedLeft -= 1
                default: break // "\ No newline at end of file"
                }
                continue
            }
            if line.starts(with: "diff --".utf8) || line.starts(with: "* Unmerged path ".utf8) {
                hunks.append([])
            } else if line.starts(with: "@@ -".utf8), !hunks.isEmpty, let counts = hunkCounts(line) {
                removedLeft = counts.removed
                addedLeft = counts.added
                if counts.added > 0 { hunks[hunks.count - 1].append(counts.start...(counts.start + counts.added - 1)) }
            }
        }
        guard hunks.count == entries.count else { return nil }
        var files: [String: File] = [:]
        for (entry, lines) in zip(entries, hunks) {
            guard let (path, found) = entry else { continue }
            var file = found
            file.lines = lines
            files[path] = file
        }
        return files
    }

    /// `@@ -a[,b] +c[,d] @@`: the lines removed (b, 1 when left out), where the new lines
    /// start (c) and how many there are (d).
    static func hunkCounts(_ header: ArraySlice<UInt8>) -> (removed: Int, start: Int, added: Int)? {
        let words = header.split(separator: UInt8(ascii: " "), maxSplits: 3)
        guard words.count >= 3, words[1].first == UInt8(ascii: "-"), words[2].first == UInt8(ascii: "+") else { return nil }
        func range(_ word: ArraySlice<UInt8>) -> (start: Int, count: Int)? {
            let parts = word.dropFirst().split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
            guard let start = parts.first.flatMap({ Int(String(decoding: $0, as: UTF8.self)) }) else { return nil }
            guard parts.count > 1 else { return (start, 1) }
            guard parts.count == 2, let count = Int(String(decoding: parts[1], as: UTF8.self)), count >= 0 else { return nil }
            return (start, count)
        }
        guard let old = range(words[1]), let new = range(words[2]) else { return nil }
        return (old.count, new.start, new.count)
    }
}

/// `--changed-since`'s argument: `REF`, `A...B` or `A..B`.
struct RevisionRange: Equatable {
    var from: String
    /// Nil: the working tree (and HEAD for the merge base).
    var to: String?
    var fromMergeBase: Bool

    init(_ text: String) {
        for (separator, mergeBase) in [("...", true), ("..", false)] {
            guard let (left, right) = RevisionRange.split(text, at: separator) else { continue }
            from = left.isEmpty ? "HEAD" : left
            to = right.isEmpty ? "HEAD" : right
            fromMergeBase = mergeBase
            return
        }
        from = text
        to = nil
        fromMergeBase = true
    }

    /// The text before and after the first `separator`.
    private static func split(_ text: String, at separator: String) -> (String, String)? {
        let bytes = Array(text.utf8), mark = Array(separator.utf8)
        guard bytes.count >= mark.count else { return nil }
        for start in 0...(bytes.count - mark.count) where bytes[start..<(start + mark.count)].elementsEqual(mark) {
            return (String(decoding: bytes[..<start], as: UTF8.self), String(decoding: bytes[(start + mark.count)...], as: UTF8.self))
        }
        return nil
    }

    init(from: String, to: String?, fromMergeBase: Bool) {
        self.from = from
        self.to = to
        self.fromMergeBase = fromMergeBase
    }

    var targetName: String { to.map { "'\($0)'" } ?? "HEAD" }
}

extension String {
    func trimmingTrailingNewlines() -> String {
        var text = self
        while text.hasSuffix("\n") || text.hasSuffix("\r") { text.removeLast() }
        return text
    }
}
