import XCTest
@testable import ViewLintCore

final class ConfigurationLoaderTests: XCTestCase {
    private func load(_ text: String) throws -> Configuration {
        try ConfigurationLoader.parse(text: text, path: ".viewlint.yml")
    }

    private func error(_ text: String) -> String? {
        do {
            _ = try ConfigurationLoader.parse(text: text, path: ".viewlint.yml")
            return nil
        } catch {
            return error.description
        }
    }

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
        expected.anyviewInBody.enabled = true
        XCTAssertEqual(configuration, expected)
    }

    func testEmptyFileIsTheDefault() throws {
        XCTAssertEqual(try load(""), Configuration())
        XCTAssertEqual(try load("# only a comment\n"), Configuration())
    }

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
    }

    func testTheProjectsOwnConfigurationLoads() throws {
        _ = try ConfigurationLoader.load(path: PackageRoot.url.appendingPathComponent(".viewlint.yml").path)
    }
}
