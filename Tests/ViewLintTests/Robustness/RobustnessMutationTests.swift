import Foundation
import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine
@testable import ViewLintCLI

/// Lints damaged variants of every fixture and of tricky snippets: truncated at every token
/// boundary, with byte ranges deleted or duplicated, with hostile bytes inserted. Nothing
/// may crash, and every result must be well-formed.
final class RobustnessMutationTests: XCTestCase {
    static let trickySnippets: [String] = [
        ##"let s = "a\(b("c\(d)e") + { $0 }(1))f" + #"raw \#(x) "# + "\u{1F600}" + #""""#"##,
        "struct V: View {\n var body: some View { List { ForEach(x) { Text(\"\\($0)\").id($0) } } }\n}\n",
        "let r = /a[/]b/ + #/x/# ; let d = a / b / c\n/* a /* b */ c */ let x = 1",
        "#if os(iOS)\nstruct A: View { var body: some View { VStack { } } }\n#elseif DEBUG\n#else\n#endif",
        "extension A: View where T: Equatable { @ViewBuilder func f<T>(_ x: T = { 1 }()) -> some View { x } }",
        "let m = \"\"\"\n  multi \\(line) \"\" \n  \"\"\"\nlet t = (1, 2).0.1",
        "switch x { case .a(let y) where y > 0: f(y); case let (a, b): g(a, b); default: break }",
        "guard let a = b, case .c(let d) = e else { return }; repeat { } while x; Button { } label: { }",
    ]

    private func fixtureTexts() throws -> [[UInt8]] {
        let fixtures = PackageRoot.url.appendingPathComponent("Fixtures")
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil))
        var texts: [[UInt8]] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            texts.append(Array(try Data(contentsOf: url)))
        }
        return texts.sorted { $0.count < $1.count } + Self.trickySnippets.map { Array($0.utf8) }
    }

    /// Lints one variant and checks that the result is well-formed; gives its number of findings
    /// (each test also requires that the variants still have findings: a linter that found
    /// nothing would pass every well-formedness check).
    @discardableResult
    private func lintChecked(_ bytes: [UInt8], _ label: @autoclosure () -> String) -> Int {
        let result = Linter(jobs: 1).lint([SourceInput(path: "M.swift", bytes: bytes)])
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).count
            + bytes.split(separator: 0x0D, omittingEmptySubsequences: false).count
        for finding in result.findings {
            if finding.line < 1 || finding.column < 1 || finding.line > lines || finding.column > bytes.count + 1 || finding.message.isEmpty {
                XCTFail("malformed finding \(finding) in \(label())")
                return result.findings.count
            }
        }
        if result.findings != result.findings.sorted(by: Finding.ordered) { XCTFail("unsorted findings in \(label())") }
        _ = XcodeReporter.report(result.findings)
        _ = JSONReporter.report(result)
        return result.findings.count
    }

    func testTruncationAtEveryTokenBoundary() throws {
        var found = 0
        for text in try fixtureTexts() {
            // The whole text is one of the prefixes: its findings must be there.
            found += lintChecked(text, "whole")
            let boundaries = Lexer.lex(text).tokens.flatMap { [Int($0.start), Int($0.end)] }
            for cut in Set(boundaries) where cut <= text.count {
                lintChecked(Array(text[..<cut]), "prefix \(cut)")
                lintChecked(Array(text[cut...]), "suffix \(cut)")
            }
        }
        XCTAssertGreaterThan(found, 20, "the unmutated fixtures have findings")
    }

    func testDeletedAndDuplicatedRanges() throws {
        var random = SeededGenerator(seed: 0xD1FF)
        var found = 0
        for text in try fixtureTexts() where !text.isEmpty {
            for _ in 0..<150 {
                let start = Int.random(in: 0..<text.count, using: &random)
                let end = min(text.count, start + Int.random(in: 1...40, using: &random))
                var deleted = text
                deleted.removeSubrange(start..<end)
                found += lintChecked(deleted, "delete \(start)..<\(end)")
                var duplicated = text
                duplicated.insert(contentsOf: text[start..<end], at: end)
                found += lintChecked(duplicated, "duplicate \(start)..<\(end)")
            }
        }
        XCTAssertGreaterThan(found, 1_000, "most damaged fixtures still have findings")
    }

    func testInsertedHostileBytes() throws {
        let hostile: [[UInt8]] = [[0x00], [0xFF], [0xC3], [0xED, 0xA0, 0x80], [0xF0, 0x9F], Array("\"\"\"".utf8),
                                  Array("#\"".utf8), Array("/*".utf8), Array("{".utf8), Array("}".utf8), Array("(".utf8),
                                  Array("\\(".utf8), Array("/".utf8), Array("#if".utf8), Array("`".utf8), [0x0D]]
        var random = SeededGenerator(seed: 0xB17E5)
        var found = 0
        for text in try fixtureTexts() {
            for _ in 0..<150 {
                var mutated = text
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    let at = Int.random(in: 0...mutated.count, using: &random)
                    mutated.insert(contentsOf: hostile[Int.random(in: 0..<hostile.count, using: &random)], at: at)
                }
                found += lintChecked(mutated, "insertions")
            }
        }
        XCTAssertGreaterThan(found, 1_000, "most fixtures with hostile bytes still have findings")
    }
}
