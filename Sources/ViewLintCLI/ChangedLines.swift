import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules
import ViewLintEngine

/// What changed in the working tree since a git revision (`--changed-since REF`): the new
/// lines of each changed file, by absolute path, and where each file was at the revision.
struct ChangedLines {
    struct File {
        /// The file's lines that are new since the revision (every line of a new file).
        var lines: [ClosedRange<Int>]
        var isNew: Bool
        /// Its path at the revision, relative to the repository's root; nil for a new file.
        var pathAtRevision: String?
    }

    var revision: String
    var repositoryRoot: String
    /// By absolute, lexically normalized path.
    var files: [String: File]

    func contains(absolutePath: String, line: Int) -> Bool {
        guard let file = files[absolutePath] else { return false }
        return file.isNew || file.lines.contains { $0.contains(line) }
    }

    /// The text of the file at `absolutePath` as it was at the revision; nil for a new file.
    func contentsAtRevision(of absolutePath: String) -> [UInt8]? {
        guard let old = files[absolutePath]?.pathAtRevision,
              let shown = ChildProcess.run(["git", "-C", repositoryRoot, "show", "\(revision):\(old)"]), shown.status == 0
        else { return nil }
        return shown.output
    }

    /// Why the changes cannot be known, for the user.
    struct Failure: Error {
        var message: String
    }

    /// Asks git from `directory`.
    static func since(_ revision: String, from directory: String) -> Result<ChangedLines, Failure> {
        guard let top = ChildProcess.run(["git", "-C", directory, "rev-parse", "--show-toplevel"]) else {
            return .failure(Failure(message: "git cannot be run"))
        }
        guard top.status == 0 else { return .failure(Failure(message: "'\(directory)' is not in a git repository")) }
        let root = String(decoding: top.output, as: UTF8.self).trimmingTrailingNewlines()
        guard let known = ChildProcess.run(["git", "-C", root, "rev-parse", "--verify", "--quiet", "\(revision)^{commit}"]),
              known.status == 0 else {
            return .failure(Failure(message: "unknown revision '\(revision)'"))
        }
        guard let diff = ChildProcess.run(["git", "-C", root, "-c", "core.quotePath=false", "diff", "--no-color",
                                           "--no-ext-diff", "--unified=0", revision, "--"]), diff.status == 0 else {
            return .failure(Failure(message: "git diff \(revision) failed"))
        }
        var files = parse(diff: String(decoding: diff.output, as: UTF8.self))
        // Files git does not track yet are new in the working tree too.
        if let untracked = ChildProcess.run(["git", "-C", root, "ls-files", "--others", "--exclude-standard", "-z"]),
           untracked.status == 0 {
            for path in untracked.output.split(separator: 0) {
                files[String(decoding: path, as: UTF8.self)] = File(lines: [], isNew: true, pathAtRevision: nil)
            }
        }
        var byAbsolutePath: [String: File] = [:]
        for (path, file) in files {
            byAbsolutePath["/" + FilePath.normalizedComponents(FilePath.join(root, path)).joined(separator: "/")] = file
        }
        return .success(ChangedLines(revision: revision, repositoryRoot: root, files: byAbsolutePath))
    }

    /// The files of a unified diff with `--unified=0`, by their new path relative to the
    /// repository's root: the added lines of each hunk (`@@ -a,b +c,d @@`).
    static func parse(diff: String) -> [String: File] {
        var files: [String: File] = [:]
        var oldPath: String?
        var current: String?
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("--- ") {
                oldPath = path(in: line.dropFirst(4), prefix: "a/")
            } else if line.hasPrefix("+++ ") {
                current = path(in: line.dropFirst(4), prefix: "b/")
                if let current { files[current] = File(lines: [], isNew: oldPath == nil, pathAtRevision: oldPath) }
            } else if line.hasPrefix("@@ "), let current, let added = addedLines(in: line) {
                files[current]?.lines.append(added)
            }
        }
        return files
    }

    /// `+c,d` of a hunk header as lines `c...c+d-1`; nil when it adds none (`+c,0`).
    static func addedLines(in header: Substring) -> ClosedRange<Int>? {
        guard let plus = header.split(separator: " ").first(where: { $0.hasPrefix("+") }) else { return nil }
        let parts = plus.dropFirst().split(separator: ",")
        guard let start = parts.first.flatMap({ Int($0) }) else { return nil }
        let count = parts.count > 1 ? Int(parts[1]) ?? 1 : 1
        return count > 0 ? start...(start + count - 1) : nil
    }

    /// A diff header's path: nil for `/dev/null`; git's C-style quoting undone.
    static func path(in text: Substring, prefix: String) -> String? {
        var text = String(text)
        if text.hasSuffix("\t") { text.removeLast() }
        if text.hasPrefix("\"") && text.hasSuffix("\"") && text.count >= 2 { text = unquoted(String(text.dropFirst().dropLast())) }
        guard text != "/dev/null" else { return nil }
        return text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text
    }

    /// `\t`, `\n`, `\"`, `\\` and octal bytes (`\303\251`) as git writes a quoted path.
    static func unquoted(_ text: String) -> String {
        var bytes: [UInt8] = []
        var input = Array(text.utf8)[...]
        while let byte = input.popFirst() {
            guard byte == UInt8(ascii: "\\"), let next = input.popFirst() else { bytes.append(byte); continue }
            switch next {
            case UInt8(ascii: "t"): bytes.append(0x09)
            case UInt8(ascii: "n"): bytes.append(0x0A)
            case UInt8(ascii: "r"): bytes.append(0x0D)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = Int(next - 0x30)
                for _ in 0..<2 {
                    guard let digit = input.first, digit >= 0x30, digit <= 0x37 else { break }
                    value = value * 8 + Int(digit - 0x30)
                    input.removeFirst()
                }
                bytes.append(UInt8(truncatingIfNeeded: value))
            default: bytes.append(next)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension String {
    func trimmingTrailingNewlines() -> String {
        var text = self
        while text.hasSuffix("\n") || text.hasSuffix("\r") { text.removeLast() }
        return text
    }
}
