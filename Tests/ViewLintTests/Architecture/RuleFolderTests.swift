import Foundation
import XCTest
@testable import ViewLintRules
@testable import ViewLintEngine

/// A rule is a folder (CONTRIBUTING.md): every folder under `Sources/ViewLintRules` but the
/// shared ones holds a registered rule, every registered rule has fixtures that expect its
/// findings, and the README's configuration example shows every option a rule reads. Each
/// check derives its list from the registry, so adding a rule edits none of these tests.
final class RuleFolderTests: XCTestCase {
    /// Folders of `ViewLintRules` that hold what several rules share, not a rule; and the
    /// view graph, a service built on the rules' judgements (`graph`, `audit`).
    private static let sharedFolders: Set<String> = ["Registry", "Shared", "ViewGraph"]

    private func folders(under path: String) throws -> [String] {
        let url = PackageRoot.url.appendingPathComponent(path)
        return try FileManager.default.contentsOfDirectory(atPath: url.path).filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.appendingPathComponent(name).path, isDirectory: &isFolder)
                && isFolder.boolValue
        }.sorted()
    }

    func testEveryRuleFolderHoldsARegisteredRuleAndEveryRuleHasAFolder() throws {
        let ruleFolders = try folders(under: "Sources/ViewLintRules").filter { !Self.sharedFolders.contains($0) }
        XCTAssertGreaterThan(ruleFolders.count, 3, "the rule folders were not found")
        let registered = Set(RuleRegistry.ids.map { RuleFolderName.of($0.rawValue) })
        for folder in ruleFolders {
            XCTAssertTrue(registered.contains(folder),
                          "Sources/ViewLintRules/\(folder) is not registered: add its rule to RuleRegistry.rules")
        }
        for folder in registered.subtracting(ruleFolders) {
            XCTFail("a registered rule has no folder Sources/ViewLintRules/\(folder)")
        }
    }

    func testEveryRegisteredRuleHasAFixtureThatExpectsItsFindings() throws {
        let fixtures = PackageRoot.url.appendingPathComponent("Fixtures")
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil))
        var expectedRules: Set<String> = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            expectedRules.formUnion(ExpectedFinding.parse(text, file: url.lastPathComponent).map(\.rule))
        }
        XCTAssertFalse(expectedRules.isEmpty, "no expectations were read from the fixtures")
        for id in RuleRegistry.ids where !expectedRules.contains(id.rawValue) {
            XCTFail("no fixture expects a finding of \(id.rawValue): add Fixtures/\(RuleFolderName.of(id.rawValue))/ "
                    + "with '// expect:' markers")
        }
    }

    func testTheReadmeConfigurationExampleShowsEveryRuleAndOption() throws {
        let readme = try String(contentsOf: PackageRoot.url.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try XCTUnwrap(readme.components(separatedBy: "\n## Configuration\n").dropFirst().first)
        let example = try XCTUnwrap(section.components(separatedBy: "```yaml\n").dropFirst().first?
            .components(separatedBy: "\n```").first)
        // The example must be a configuration viewlint reads.
        XCTAssertNoThrow(try ConfigurationLoader.parse(text: example, path: "README.md"))
        let blocks = RuleFolderTests.ruleBlocks(of: example)
        for rule in RuleRegistry.rules {
            let id = rule.id.rawValue
            guard let block = blocks[id] else {
                XCTFail("the README's configuration example has no entry for \(id)")
                continue
            }
            for key in RuleOptionsCatalog.keys(of: rule).dropFirst(2) where !block.contains(key + ":") {
                XCTFail("the README's configuration example does not show \(id)'s option \(key)")
            }
        }
    }

    func testFolderNamesAreTheRuleIdsInUpperCamelCase() {
        XCTAssertEqual(RuleFolderName.of("body_complexity"), "BodyComplexity")
        XCTAssertEqual(RuleFolderName.of("anyview_in_body"), "AnyViewInBody")
        XCTAssertEqual(RuleFolderName.of("id_in_lazy_container"), "IdInLazyContainer")
    }

    /// The text under each rule key of the example's `rules:` (a key indented by two spaces
    /// up to the next such key).
    private static func ruleBlocks(of yaml: String) -> [String: String] {
        var blocks: [String: String] = [:]
        var current: String?
        var inRules = false
        for line in yaml.split(separator: "\n") {
            if !line.hasPrefix(" ") { inRules = line.hasPrefix("rules:"); current = nil; continue }
            guard inRules else { continue }
            if line.hasPrefix("  "), !line.hasPrefix("   "), let colon = line.firstIndex(of: ":") {
                let key = String(line.dropFirst(2)[..<colon])
                current = key
                blocks[key, default: ""] += line[line.index(after: colon)...] + "\n"
            } else if let current {
                blocks[current, default: ""] += line + "\n"
            }
        }
        return blocks
    }
}

/// The folder a rule lives in: its id in upper camel case, with `anyview` written `AnyView`
/// as the type is.
enum RuleFolderName {
    static func of(_ id: String) -> String {
        id.split(separator: "_").map { word in
            word == "anyview" ? "AnyView" : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
    }
}
