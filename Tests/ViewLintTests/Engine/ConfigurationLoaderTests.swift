import Foundation
import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine
@testable import ViewLintCLI

final class ConfigurationLoaderTests: XCTestCase {
    private func load(_ text: String) throws -> Configuration {
        try ConfigurationLoader.parse(text: text, path: ".viewlint.yml")
    }

    /// The error's printed form, or nil when the text loads.
    private func error(_ text: String) -> String? {
        do {
            _ = try ConfigurationLoader.parse(text: text, path: ".viewlint.yml")
            return nil
        } catch {
            return error.description
        }
    }

    private func thrown(_ text: String) -> ConfigurationError? {
        do {
            _ = try ConfigurationLoader.parse(text: text, path: ".viewlint.yml")
            return nil
        } catch {
            return error
        }
    }

    // MARK: Values that load

    func testEveryKey() throws {
        let configuration = try load("""
        included: Sources
        excluded: [Pods, "**/*.generated.swift"]
        reporter: json
        rules:
          body_complexity: { limit: 12, error: 20, severity: error }
          non_equatable_property:
            enabled: false
            property_wrappers: [Dependency]
            equatable_types: [Money]
            non_equatable_types: [NSImage]
          id_in_lazy_container:
            containers: [List, ForEach, LazyVStack]
            severity: error
          anyview_in_body:
            enabled: true
        """)
        var expected = Configuration()
        expected.included = ["Sources"]
        expected.excluded = ["Pods", "**/*.generated.swift"]
        expected.reporter = "json"
        expected.bodyComplexity = BodyComplexityOptions(limit: 12, error: 20)
        expected.bodyComplexity.severity = .error
        expected.nonEquatableProperty.enabled = false
        expected.nonEquatableProperty.propertyWrappers = ["Dependency"]
        expected.nonEquatableProperty.equatableTypes = ["Money"]
        expected.nonEquatableProperty.nonEquatableTypes = ["NSImage"]
        expected.idInLazyContainer.containers = ["List", "ForEach", "LazyVStack"]
        expected.idInLazyContainer.severity = .error
        expected.anyViewInBody.enabled = true
        XCTAssertEqual(configuration, expected)
    }

    /// A file read over another: what it sets wins, option by option; `excluded` adds up.
    func testAFileOverAnotherRefinesIt() throws {
        let base = try ConfigurationLoader.parse(text: "included: [A]\nexcluded: [X]\nrules:\n  body_complexity: { limit: 5, severity: error }\n",
                                                 path: "base.yml")
        let refined = try ConfigurationLoader.parse(text: "excluded: [Y]\nrules:\n  body_complexity: { limit: 8 }\n", path: "ci.yml", over: base)
        var expected = Configuration()
        expected.included = ["A"]
        expected.excluded = ["X", "Y"]
        expected.bodyComplexity.limit = 8
        expected.bodyComplexity.severity = .error
        XCTAssertEqual(refined, expected)
    }

    func testBodyComplexityInBlockForm() throws {
        let configuration = try load("""
        rules:
          body_complexity:
            limit: 15     # warn above 15
            error: 30
            enabled: false
        """)
        XCTAssertEqual(configuration.bodyComplexity, BodyComplexityOptions(limit: 15, error: 30, enabled: false))
    }

    func testPathListsTakeAnyForm() throws {
        XCTAssertEqual(try load("included: Sources\n").included, ["Sources"])
        XCTAssertEqual(try load("included: 'My App'\n").included, ["My App"])
        XCTAssertEqual(try load("included: [A, 'B C']\n").included, ["A", "B C"])
        XCTAssertEqual(try load("excluded:\n  - A\n  - \"B/**\"\n").excluded, ["A", "B/**"])
        XCTAssertEqual(try load("excluded:\n- A\nincluded:\n- B\n").excluded, ["A"])
        XCTAssertEqual(try load("excluded:\n").excluded, [])
        XCTAssertEqual(try load("excluded: []\n").excluded, [])
    }

    func testZeroLimitsAndQuotedNumbersLoad() throws {
        // `limit: 0` is meaningful: any closure or member use is reported.
        let configuration = try load("rules:\n  body_complexity: { limit: 0, error: '3' }\n")
        XCTAssertEqual(configuration.bodyComplexity.limit, 0)
        XCTAssertEqual(configuration.bodyComplexity.error, 3)
    }

    func testEmptyFilesAndEmptySectionsAreTheDefault() throws {
        XCTAssertEqual(try load(""), Configuration())
        XCTAssertEqual(try load("# only a comment\n\n  # and another\n"), Configuration())
        XCTAssertEqual(try load("---\n"), Configuration())
        XCTAssertEqual(try load("rules:\n"), Configuration())
        XCTAssertEqual(try load("rules: {}\n"), Configuration())
        XCTAssertEqual(try load("rules:\n  body_complexity:\n  unstable_id: {}\n"), Configuration())
    }

    func testEveryRegisteredRuleTakesEnabledAndSeverity() throws {
        XCTAssertTrue(ConfigurationLoader.configurableRules.contains(.bodyComplexity))
        XCTAssertFalse(ConfigurationLoader.configurableRules.contains(.unusedSuppression))
        for rule in ConfigurationLoader.configurableRules {
            let configuration = try load("rules:\n  \(rule.rawValue):\n    enabled: false\n    severity: error\n")
            let options = try XCTUnwrap(configuration.rules[rule], rule.rawValue)
            XCTAssertEqual(options.enabled, false, rule.rawValue)
            XCTAssertEqual(options.severity, .error, rule.rawValue)
            XCTAssertEqual(Array(ConfigurationLoader.optionKeys(of: rule).prefix(2)), ["enabled", "severity"], rule.rawValue)
        }
    }

    func testOptionTable() {
        XCTAssertEqual(ConfigurationLoader.optionKeys(of: .bodyComplexity), ["enabled", "severity", "limit", "error"])
        XCTAssertEqual(ConfigurationLoader.optionKeys(of: .nonEquatableProperty),
                       ["enabled", "severity", "property_wrappers", "equatable_types", "non_equatable_types", "kinds",
                        "include_view_modifiers"])
        XCTAssertEqual(ConfigurationLoader.optionKeys(of: .idInLazyContainer), ["enabled", "severity", "containers", "any_foreach"])
        XCTAssertEqual(ConfigurationLoader.optionKeys(of: .unstableId), ["enabled", "severity"])
    }

    func testTheFileThatInitWritesIsTheDefault() throws {
        XCTAssertEqual(try load(RuleOptionsCatalog.initialConfigurationFile()), Configuration())
    }

    func testTheProjectsOwnConfigurationLoads() throws {
        let configuration = try ConfigurationLoader.load(path: PackageRoot.url.appendingPathComponent(".viewlint.yml").path)
        XCTAssertEqual(configuration.excluded, [".build"])
        XCTAssertTrue(configuration.anyViewInBody.enabled)
    }

    func testLoadReadsAFileWithWindowsLineEnds() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ConfigurationLoaderTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent(".viewlint.yml").path
        try Data("rules:\r\n  body_complexity:\r\n    limit: 4\r\n".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(try ConfigurationLoader.load(path: path).bodyComplexity.limit, 4)
    }

    func testAMissingFileIsAnErrorNamingIt() {
        XCTAssertThrowsError(try ConfigurationLoader.load(path: "/nonexistent/viewlint.yml")) { error in
            XCTAssertEqual(error as? ConfigurationError, ConfigurationError(
                file: "/nonexistent/viewlint.yml", line: 0, key: nil, message: "cannot read the configuration file: No such file or directory"))
        }
    }

    // MARK: Unknown keys

    func testUnknownKeysSuggestTheClosest() {
        XCTAssertEqual(error("rules:\n  body_complexity:\n    limt: 3\n"),
                       ".viewlint.yml:3: error: 'rules.body_complexity.limt': unknown key in 'rules.body_complexity'; did you mean 'limit'?")
        XCTAssertEqual(error("rules:\n  body_complexty: {}\n"),
                       ".viewlint.yml:2: error: 'rules.body_complexty': unknown key in 'rules'; did you mean 'body_complexity'?")
        XCTAssertEqual(error("exclude: [a]\n"), ".viewlint.yml:1: error: 'exclude': unknown key; did you mean 'excluded'?")
        XCTAssertEqual(error("zzz: 1\n"), ".viewlint.yml:1: error: 'zzz': unknown key")
        XCTAssertEqual(error("rules:\n  unstable_id:\n    limit: 3\n"),
                       ".viewlint.yml:3: error: 'rules.unstable_id.limit': unknown key in 'rules.unstable_id'")
    }

    func testSuggestionsForEachLevel() {
        let cases: [(text: String, key: String, suggestion: String)] = [
            ("Rules: {}\n", "Rules", "rules"),
            ("include: a\n", "include", "included"),
            ("reporters: json\n", "reporters", "reporter"),
            ("rules:\n  body-complexity: {}\n", "rules.body-complexity", "body_complexity"),
            ("rules:\n  nonequatable_property: {}\n", "rules.nonequatable_property", "non_equatable_property"),
            ("rules:\n  body_complexity: { Limit: 3 }\n", "rules.body_complexity.Limit", "limit"),
            ("rules:\n  body_complexity: { eror: 3 }\n", "rules.body_complexity.eror", "error"),
            ("rules:\n  body_complexity: { enable: true }\n", "rules.body_complexity.enable", "enabled"),
            ("rules:\n  unstable_id: { severty: error }\n", "rules.unstable_id.severty", "severity"),
            ("rules:\n  id_in_lazy_container: { container: [List] }\n", "rules.id_in_lazy_container.container", "containers"),
            ("rules:\n  non_equatable_property: { property_wrapper: [X] }\n",
             "rules.non_equatable_property.property_wrapper", "property_wrappers"),
        ]
        for (text, key, suggestion) in cases {
            guard let error = thrown(text) else {
                XCTFail("no error for \(text.debugDescription)")
                continue
            }
            XCTAssertEqual(error.key, key)
            XCTAssertTrue(error.message.hasSuffix("; did you mean '\(suggestion)'?"), error.message)
        }
    }

    func testUnknownKeysInFlowMappingsNameTheirLine() {
        XCTAssertEqual(thrown("# header\nrules:\n\n  body_complexity: { limit: 3, limt: 4 }\n"), ConfigurationError(
            file: ".viewlint.yml", line: 4, key: "rules.body_complexity.limt",
            message: "unknown key in 'rules.body_complexity'; did you mean 'limit'?"))
    }

    func testTheUnusedSuppressionPseudoRuleIsNotConfigurable() {
        XCTAssertEqual(error("rules:\n  unused_suppression: {}\n"),
                       ".viewlint.yml:2: error: 'rules.unused_suppression': unknown key in 'rules'")
    }

    // MARK: Wrong values

    func testWrongValuesNameTheKey() {
        XCTAssertEqual(error("rules:\n  body_complexity:\n    limit: ten\n"),
                       ".viewlint.yml:3: error: 'rules.body_complexity.limit': must be a whole number (0 or more), got 'ten'")
        XCTAssertEqual(error("rules:\n  body_complexity:\n    limit: -1\n"),
                       ".viewlint.yml:3: error: 'rules.body_complexity.limit': must be a whole number (0 or more), got '-1'")
        XCTAssertEqual(error("rules:\n  unstable_id: { enabled: yes }\n"),
                       ".viewlint.yml:2: error: 'rules.unstable_id.enabled': must be true or false, got 'yes'")
        XCTAssertEqual(error("rules:\n  unstable_id: { severity: fatal }\n"),
                       ".viewlint.yml:2: error: 'rules.unstable_id.severity': must be 'warning' or 'error', got 'fatal'")
        XCTAssertEqual(error("excluded:\n  - { a: 1 }\n"), ".viewlint.yml:2: error: 'excluded': must be a list of strings")
        XCTAssertEqual(error("rules: [a]\n"), ".viewlint.yml:1: error: 'rules': must be a mapping of keys")
        XCTAssertEqual(error("rules:\n  id_in_lazy_container: { containers: [] }\n"),
                       ".viewlint.yml:2: error: 'rules.id_in_lazy_container.containers': must name at least one container")
        XCTAssertEqual(error("rules:\n  non_equatable_property:\n    kinds: [closure, closures]\n"),
                       ".viewlint.yml:3: error: 'rules.non_equatable_property.kinds': has 'closures', not one of closure, "
                           + "anyview, value, existential, class")
        XCTAssertEqual(error("rules:\n  non_equatable_property: { kinds: [] }\n"),
                       ".viewlint.yml:2: error: 'rules.non_equatable_property.kinds': must name at least one kind")
        XCTAssertEqual(try load("rules:\n  non_equatable_property: { kinds: [closure] }\n").nonEquatableProperty.kinds, ["closure"])
        XCTAssertEqual(try load("rules:\n  non_equatable_property: { include_view_modifiers: false }\n")
            .nonEquatableProperty.includeViewModifiers, false)
        XCTAssertEqual(error("rules:\n  non_equatable_property: { include_view_modifiers: 1 }\n"),
                       ".viewlint.yml:2: error: 'rules.non_equatable_property.include_view_modifiers': must be true or false, got '1'")
    }

    func testNumbersMustBeWholeAndFit() {
        let prefix = "rules:\n  body_complexity:\n"
        let message = ".viewlint.yml:3: error: 'rules.body_complexity.limit': must be a whole number (0 or more), got"
        XCTAssertEqual(error(prefix + "    limit: 1.5\n"), message + " '1.5'")
        XCTAssertEqual(error(prefix + "    limit: 99999999999999999999\n"), message + " '99999999999999999999'")
        XCTAssertEqual(error(prefix + "    limit: ''\n"), message + " ''")
        XCTAssertEqual(error(prefix + "    limit:\n"), message + " nothing")
        XCTAssertEqual(error(prefix + "    limit: [10]\n"), message + " a list")
        XCTAssertEqual(error(prefix + "    limit: { max: 10 }\n"), message + " a mapping")
        XCTAssertEqual(error(prefix + "    error: -3\n"),
                       ".viewlint.yml:3: error: 'rules.body_complexity.error': must be a whole number (0 or more), got '-3'")
    }

    func testBooleansAreTrueOrFalseOnly() {
        for text in ["True", "yes", "on", "1", "'maybe'"] {
            let unquoted = text == "'maybe'" ? "maybe" : text
            XCTAssertEqual(error("rules:\n  body_complexity:\n    enabled: \(text)\n"),
                           ".viewlint.yml:3: error: 'rules.body_complexity.enabled': must be true or false, got '\(unquoted)'")
        }
        XCTAssertEqual(error("rules:\n  body_complexity: { enabled: [true] }\n"),
                       ".viewlint.yml:2: error: 'rules.body_complexity.enabled': must be true or false, got a list")
    }

    func testWrongShapesNameTheKeyAndTheLineOfTheValue() {
        XCTAssertEqual(error("reporter: [json]\n"), ".viewlint.yml:1: error: 'reporter': must be a string, got a list")
        XCTAssertEqual(error("reporter:\n"), ".viewlint.yml:1: error: 'reporter': must be a string, got nothing")
        XCTAssertEqual(error("rules: 3\n"), ".viewlint.yml:1: error: 'rules': must be a mapping of keys")
        XCTAssertEqual(error("rules:\n  body_complexity: 5\n"),
                       ".viewlint.yml:2: error: 'rules.body_complexity': must be a mapping of keys")
        XCTAssertEqual(error("rules:\n  body_complexity:\n    - limit: 5\n"),
                       ".viewlint.yml:3: error: 'rules.body_complexity': must be a mapping of keys")
        XCTAssertEqual(error("included: {a: b}\n"), ".viewlint.yml:1: error: 'included': must be a list of strings")
        XCTAssertEqual(error("included:\n  - a\n  - [b]\n"), ".viewlint.yml:3: error: 'included': must be a list of strings")
        XCTAssertEqual(error("rules:\n  unstable_id: { severity: [error] }\n"),
                       ".viewlint.yml:2: error: 'rules.unstable_id.severity': must be 'warning' or 'error', got a list")
    }

    func testTheTopLevelMustBeAMapping() {
        XCTAssertEqual(error("- a\n"), ".viewlint.yml:1: error: must be a mapping of keys")
        XCTAssertEqual(error("# comment\njust text\n"), ".viewlint.yml:2: error: must be a mapping of keys")
    }

    // MARK: Syntax errors pass through

    func testSyntaxErrorsNameTheFileAndLine() {
        XCTAssertEqual(error("rules:\n  body_complexity:\n    limit: 1\n    limit: 2\n"),
                       ".viewlint.yml:4: error: 'rules.body_complexity.limit': duplicate key")
        XCTAssertEqual(error("excluded: [a, b\n"), ".viewlint.yml:1: error: unclosed '['")
        XCTAssertEqual(error("rules:\n\tbody_complexity: {}\n"), ".viewlint.yml:2: error: tabs are not allowed for indentation")
    }
}
