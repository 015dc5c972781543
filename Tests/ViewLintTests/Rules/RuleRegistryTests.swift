import Foundation
import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine
@testable import ViewLintCLI

/// The registry is the one list of rules: ids, the configuration, `viewlint rules` and
/// the README's rule sections must all agree with it.
final class RuleRegistryTests: XCTestCase {
    private var registryIDs: [String] { RuleRegistry.ids.map(\.rawValue) }

    func testEveryRuleHasOneDistinctID() {
        XCTAssertEqual(Set(registryIDs).count, RuleRegistry.rules.count)
        for rule in RuleRegistry.rules {
            XCTAssertEqual(rule.id, rule.description.id)
            XCTAssertEqual(RuleRegistry.rule(rule.id).map { ObjectIdentifier($0) }, ObjectIdentifier(rule))
        }
        XCTAssertEqual(RuleID.allCases, RuleRegistry.ids + [.unusedSuppression])
        XCTAssertNil(RuleRegistry.rule(.unusedSuppression), "the suppression check is the engine's, not a rule")
    }

    func testTheDefaultConfigurationHoldsEachRulesDefaults() {
        let settings = Configuration.default.rules
        for rule in RuleRegistry.rules {
            let options = try? XCTUnwrap(settings[rule.id])
            XCTAssertEqual(options.map { $0.isEqual(to: rule.defaultOptions) }, true, rule.id.rawValue)
        }
        XCTAssertFalse(Configuration.default.anyViewInBody.enabled, "anyview_in_body is opt-in")
        XCTAssertTrue(Configuration.default.bodyComplexity.enabled)
    }

    func testRulesListingNamesEveryRuleInRegistryOrder() {
        let listed = RuleOptionsCatalog.listing().split(separator: "\n")
            .filter { !$0.hasPrefix(" ") }
            .map { String($0.prefix { $0 != " " }) }
        XCTAssertEqual(listed, registryIDs)
    }

    func testReadmeDocumentsEveryRuleInRegistryOrder() throws {
        let readme = try String(contentsOf: PackageRoot.url.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try XCTUnwrap(readme.components(separatedBy: "\n## Rules\n").dropFirst().first)
            .components(separatedBy: "\n## ").first ?? ""
        let headings = section.split(separator: "\n")
            .filter { $0.hasPrefix("### `") }
            .map { $0.dropFirst(5).prefix { $0 != "`" } }
            .map(String.init)
        XCTAssertEqual(headings, registryIDs)
    }

    func testEveryRuleOptionKeyIsReadBackFromAConfigurationFile() throws {
        for rule in RuleRegistry.rules {
            let keys = RuleOptionsCatalog.keys(of: rule)
            XCTAssertEqual(Array(keys.prefix(2)), ["enabled", "severity"])
            XCTAssertEqual(Set(keys).count, keys.count, "\(rule.id.rawValue) repeats a key")
            for key in keys.dropFirst(2) {
                XCTAssertNotNil(RuleOptionsCatalog.kind(ofOption: key, of: rule))
            }
            XCTAssertNil(RuleOptionsCatalog.kind(ofOption: "no_such_option", of: rule))
        }
        var configuration = try ConfigurationLoader.parse(
            text: "rules:\n  body_complexity:\n    limit: 3\n    error: 7\n  id_in_lazy_container:\n    containers: [Grid]\n",
            path: ".viewlint.yml")
        XCTAssertEqual(configuration.bodyComplexity.limit, 3)
        XCTAssertEqual(configuration.bodyComplexity.error, 7)
        XCTAssertEqual(configuration.idInLazyContainer.containers, ["Grid"])
        configuration.bodyComplexity = BodyComplexityOptions()
        configuration.idInLazyContainer = IdInLazyContainerOptions()
        XCTAssertEqual(configuration, Configuration())
    }
}
