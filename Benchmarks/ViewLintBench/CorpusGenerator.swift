import Foundation

/// Writes a deterministic synthetic SwiftUI code base: features of three or four files
/// (screen, its sections in an extension, models, sometimes cards refining `View`) in
/// nested folders `ModuleNN/FeatureNN/{Views,Models,Components}`, until about `lines` lines.
///
/// A stamp file records the parameters and what was written; a folder whose stamp matches
/// is reused as it is.
struct CorpusGenerator {
    /// Bumped whenever the generated text changes, so that an old corpus is not reused.
    static let version = 3
    static let seed: UInt64 = 0x5EED_2026
    static let stampName = ".viewlint-bench-corpus"

    struct Summary {
        var files: Int
        var lines: Int
        var bytes: Int
        var reused: Bool
    }

    let folder: String
    let lines: Int

    struct NotACorpus: Error, CustomStringConvertible {
        var folder: String
        var description: String { "\(folder) exists and is not a corpus of viewlint-bench (no \(CorpusGenerator.stampName)); not overwriting it" }
    }

    private var stampText: String {
        "viewlint-bench corpus v\(Self.version) seed \(Self.seed) lines \(lines)\n"
    }

    /// Reuses the corpus when its stamp matches, else writes it anew.
    func prepare() throws -> Summary {
        let stampPath = folder + "/" + Self.stampName
        if let stamp = try? String(contentsOfFile: stampPath, encoding: .utf8), stamp.hasPrefix(stampText),
           let summary = Self.parseCounts(stamp.dropFirst(stampText.count)) {
            return Summary(files: summary.files, lines: summary.lines, bytes: summary.bytes, reused: true)
        }
        let manager = FileManager.default
        if manager.fileExists(atPath: folder) {
            // Only an earlier corpus (it has a stamp; `.complete` was the first version's)
            // or an empty folder is ever replaced.
            let entries = (try? manager.contentsOfDirectory(atPath: folder)) ?? []
            guard entries.isEmpty || entries.contains(Self.stampName) || entries.contains(".complete") else {
                throw NotACorpus(folder: folder)
            }
            try manager.removeItem(atPath: folder)
        }
        try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)

        var random = SplitMix(seed: Self.seed)
        var files = 0, written = 0, bytes = 0
        var feature = 0
        while written < lines {
            let noun = Self.nouns[feature % Self.nouns.count]
            let prefix = "\(noun)\(feature)"
            let group = "Module\(pad(feature / 200))/Feature\(pad(feature / 10 % 20))"
            let base = folder + "/" + group
            let views = ViewTemplates(noun: noun, prefix: prefix, group: group)
            let sectionCount = random.next(in: 2...9)
            var outputs: [(String, String)] = [
                ("Views/\(prefix)Screen.swift", views.screen(random: &random, sections: sectionCount)),
                ("Views/\(prefix)Screen+Sections.swift", views.sections(random: &random, count: sectionCount)),
                ("Models/\(prefix)Model.swift", ModelTemplates(noun: noun, prefix: prefix, group: group).models(random: &random)),
            ]
            if random.chance(50) {
                outputs.append(("Components/\(prefix)Cards.swift", views.components(random: &random)))
            }
            for (name, text) in outputs {
                let path = base + "/" + name
                let directory = String(path[..<path.lastIndex(of: "/")!])
                try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
                let data = Data(text.utf8)
                try data.write(to: URL(fileURLWithPath: path))
                files += 1
                bytes += data.count
                written += data.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            }
            feature += 1
        }
        try (stampText + "files \(files) lines \(written) bytes \(bytes)\n")
            .write(toFile: stampPath, atomically: true, encoding: .utf8)
        return Summary(files: files, lines: written, bytes: bytes, reused: false)
    }

    private func pad(_ number: Int) -> String {
        number < 10 ? "0\(number)" : "\(number)"
    }

    private static func parseCounts(_ text: Substring) -> (files: Int, lines: Int, bytes: Int)? {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" })
        guard words.count == 6, let files = Int(words[1]), let lines = Int(words[3]), let bytes = Int(words[5]) else { return nil }
        return (files, lines, bytes)
    }

    static let nouns = [
        "Inbox", "Profile", "Order", "Invoice", "Playlist", "Track", "Message", "Contact", "Album", "Photo",
        "Setting", "Account", "Payment", "Ticket", "Event", "Recipe", "Workout", "Note", "Task", "Project",
    ]
}
