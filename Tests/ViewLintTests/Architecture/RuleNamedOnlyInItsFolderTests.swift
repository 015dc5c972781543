import Foundation
import XCTest
@testable import ViewLintRules

/// No rule is named outside its folder (issue 26): shared code, the engine and the command
/// line reach a rule through the registry and the capabilities it declares (view scores,
/// fixes), never by its id, its `RuleID` accessor or its types. Comments may name rules;
/// code may not, except the prose listed in `prose`.
final class RuleNamedOnlyInItsFolderTests: XCTestCase {
    /// Text for people that documents a rule's behaviour: path → the rule ids it may spell.
    private static let prose: [String: Set<String>] = [
        // `viewlint --help` says which rule `fix --equatable` fixes.
        "Sources/ViewLintCLI/HelpText.swift": ["non_equatable_property"],
        // The rule's summary names the option it shares with the other rule.
        "Sources/ViewLintRules/FreshInstanceProperty/FreshInstancePropertyRule.swift": ["non_equatable_property"],
    ]

    func testNoRuleIsNamedOutsideItsFolderAndTheRegistry() throws {
        let offenders = try Self.offenders(inPackageAt: PackageRoot.url)
        XCTAssertEqual(offenders, [], "rules named outside their folders:\n" + offenders.joined(separator: "\n"))
    }

    /// The scan itself finds what it must: a rule's id, accessor and types in code, not in comments.
    func testTheScanFindsNamesInCodeAndNotInComments() {
        let names = Self.ruleNames(id: "body_complexity", type: "BodyComplexityRule")
        let code = """
            let a = "body_complexity" // body_complexity
            /* BodyComplexityRule */ let b = configuration.bodyComplexity.limit
            let c: BodyComplexityOptions /* nested /* bodyComplexity */ */
            let d = "// not a comment: BodyComplexityRule"
            let e = bodyComplexityScore
            """
        let found = Self.namesInCode(code, names: names).map { "\($0.line): \($0.name)" }
        XCTAssertEqual(found, ["1: body_complexity", "2: bodyComplexity", "3: BodyComplexityOptions", "4: BodyComplexityRule"])
    }

    /// Each rule's names: its id, and any identifier that is the id in another case with or
    /// without `Rule`, `Options` or `Examples` after it (`bodyComplexity`, `BodyComplexityRule`).
    private static func ruleNames(id: String, type: String) -> Set<String> {
        let compact = id.replacingOccurrences(of: "_", with: "").lowercased()
        return [compact, compact + "rule", compact + "options", compact + "examples", type.lowercased()]
    }

    private static func compact(_ word: String) -> String {
        word.replacingOccurrences(of: "_", with: "").lowercased()
    }

    static func offenders(inPackageAt root: URL) throws -> [String] {
        let sources = root.appendingPathComponent("Sources")
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertGreaterThan(files.count, 50, "the scan must have found the sources")
        XCTAssertGreaterThan(RuleRegistry.rules.count, 3)
        let rules = RuleRegistry.rules.map { rule in
            (id: rule.id.rawValue, folder: "Sources/ViewLintRules/\(RuleFolderName.of(rule.id.rawValue))/",
             names: ruleNames(id: rule.id.rawValue, type: String(describing: rule)))
        }
        let everyName = rules.reduce(into: Set<String>()) { $0.formUnion($1.names) }
        var offenders: [String] = []
        for file in files {
            let path = "Sources/" + file
            guard !path.hasPrefix("Sources/ViewLintRules/Registry/") else { continue }
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            let found = namesInCode(text, names: everyName)
            for rule in rules where !path.hasPrefix(rule.folder) {
                let allowed = prose[path]?.contains(rule.id) == true
                for (line, name) in found where rule.names.contains(compact(name)) && !(allowed && name == rule.id) {
                    offenders.append("\(path):\(line): \(name)")
                }
            }
        }
        return offenders
    }

    /// The identifiers in `text`'s code (comments left out, string literals kept) that are
    /// one of `names` (compared as `compact` spells them), with their lines.
    static func namesInCode(_ text: String, names: Set<String>) -> [(line: Int, name: String)] {
        var found: [(line: Int, name: String)] = []
        for (index, line) in codeLines(text).enumerated() {
            var word: [UInt8] = []
            for byte in line + [UInt8(ascii: " ")] {
                if byte == UInt8(ascii: "_") || byte >= 0x80 || (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
                    || byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                    word.append(byte)
                    continue
                }
                if !word.isEmpty {
                    let name = String(decoding: word, as: UTF8.self)
                    if names.contains(compact(name)) { found.append((index + 1, name)) }
                    word.removeAll(keepingCapacity: true)
                }
            }
        }
        return found
    }

    /// `text`'s lines (as bytes) with comments left out: `//` to the end of the line and
    /// nested `/* */`, neither inside a string literal.
    static func codeLines(_ text: String) -> [[UInt8]] {
        let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), quote = UInt8(ascii: "\""),
            backslash = UInt8(ascii: "\\"), newline = UInt8(ascii: "\n")
        var lines: [[UInt8]] = [[]]
        var inString = false, lineComment = false, blockDepth = 0
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let next: UInt8? = index + 1 < bytes.count ? bytes[index + 1] : nil
            index += 1
            if byte == newline {
                lines.append([])
                lineComment = false
                continue
            }
            if lineComment { continue }
            if blockDepth > 0 {
                if byte == star, next == slash { blockDepth -= 1; index += 1 }
                else if byte == slash, next == star { blockDepth += 1; index += 1 }
                continue
            }
            if inString {
                lines[lines.count - 1].append(byte)
                if byte == backslash, let next, next != newline { lines[lines.count - 1].append(next); index += 1 }
                else if byte == quote { inString = false }
                continue
            }
            if byte == slash, next == slash { lineComment = true; continue }
            if byte == slash, next == star { blockDepth = 1; index += 1; continue }
            if byte == quote { inString = true }
            lines[lines.count - 1].append(byte)
        }
        return lines
    }
}
