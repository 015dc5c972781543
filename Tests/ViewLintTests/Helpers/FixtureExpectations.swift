import Foundation
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine
@testable import ViewLintCLI

/// One finding a fixture expects, read from a `// expect: COLUMN RULE [error] ["fragment"]`
/// comment on the line where the finding lands.
struct ExpectedFinding: Hashable, CustomStringConvertible {
    var file: String
    var line: Int
    var column: Int
    var rule: String
    var severity: Severity
    var messageFragment: String?

    var description: String {
        "\(file):\(line):\(column): \(severity.rawValue) \(rule)" + (messageFragment.map { " \"\($0)\"" } ?? "")
    }

    /// Reads every expectation in a fixture's text. Several may share a line, separated by `;`.
    static func parse(_ text: String, file: String) -> [ExpectedFinding] {
        var expectations: [ExpectedFinding] = []
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let marker = line.range(of: "// expect:") else { continue }
            for entry in line[marker.upperBound...].split(separator: ";") {
                var words = entry.trimmingCharacters(in: .whitespaces)[...]
                guard let columnEnd = words.firstIndex(of: " "), let column = Int(words[..<columnEnd]) else { continue }
                words = words[columnEnd...].drop(while: { $0 == " " })
                let ruleEnd = words.firstIndex(of: " ") ?? words.endIndex
                let rule = String(words[..<ruleEnd])
                words = words[ruleEnd...].drop(while: { $0 == " " })
                var severity = Severity.warning
                if words.hasPrefix("error") {
                    severity = .error
                    words = words.dropFirst(5).drop(while: { $0 == " " })
                }
                var fragment: String?
                if words.first == "\"", let close = words.dropFirst().firstIndex(of: "\"") {
                    fragment = String(words[words.index(after: words.startIndex)..<close])
                }
                expectations.append(ExpectedFinding(file: file, line: offset + 1, column: column, rule: rule,
                                                    severity: severity, messageFragment: fragment))
            }
        }
        return expectations
    }
}

/// Source with `↓` markers, SwiftLint style: the markers are removed and their places kept.
struct MarkedSource {
    var text: String
    var markers: [SourcePosition]

    init(_ marked: String) {
        var text = ""
        var markers: [SourcePosition] = []
        var line = 1
        var column = 1
        for scalar in marked.unicodeScalars {
            if scalar == "↓" {
                markers.append(SourcePosition(line: line, column: column))
                continue
            }
            text.unicodeScalars.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += String(scalar).utf8.count
            }
        }
        self.text = text
        self.markers = markers
    }
}

/// The package's root folder, found from this file's path.
enum PackageRoot {
    static let url: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
