import XCTest
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine

/// What the engine and reports reach through the registry's capabilities instead of a
/// rule's name: the view scores and their limit, the fixes, options two rules share.
final class RuleCapabilityTests: XCTestCase {
    func testTheReportLimitIsTheScoringRulesLimitFromTheConfiguration() throws {
        XCTAssertEqual(ReportContext().scoreLimit, BodyComplexityOptions().limit)
        let configuration = try ConfigurationLoader.parse(text: "rules:\n  body_complexity:\n    limit: 7\n", path: "c.yml")
        XCTAssertEqual(ReportContext(configuration: configuration).scoreLimit, 7)
        let views = [ViewScore(file: "a.swift", name: "A", line: 1, column: 1, score: 8)]
        XCTAssertTrue(AuditTableReporter.report(views, context: ReportContext(configuration: configuration))
            .contains("1 over the limit of 7"))
    }

    func testTheRegistryNamesTheScoringAndFixingRules() {
        XCTAssertEqual(RuleRegistry.viewScorer?.id, .bodyComplexity)
        XCTAssertEqual(RuleRegistry.fixableRules.map { $0.id }, [.nonEquatableProperty])
    }

    func testTheContextsScoresAreTheScoringRulesScores() {
        let source = """
            struct V: View {
                var body: some View { VStack { Text("a") }.onAppear { } }
            }
            """
        let module = ModuleIndex(files: [Parser.parse(path: "V.swift", bytes: Array(source.utf8))])
        let context = RuleContext(module: module)
        XCTAssertEqual(context.scores.map(\.score), [2])
        XCTAssertEqual(context.scores.map(\.score), BodyComplexityRule.scores(in: module).map(\.score))
    }

    func testRulesReadTheSharedEquatabilityOptionsOfTheRuleThatDeclaresThem() throws {
        let configuration = try ConfigurationLoader.parse(
            text: "rules:\n  non_equatable_property:\n    non_equatable_types: [Money]\n    property_wrappers: [Live]\n", path: "c.yml")
        let context = RuleContext(module: ModuleIndex(files: []), configuration: configuration)
        XCTAssertEqual(context.propertyEquatability.nonEquatableTypes, ["Money"])
        XCTAssertEqual(context.propertyEquatability.propertyWrappers, ["Live"])
        XCTAssertEqual(RuleContext(module: ModuleIndex(files: [])).propertyEquatability.nonEquatableTypes, [])
    }

    func testNonEquatablePropertyKnowsWhetherFreshInstancesHaveTheirRule() throws {
        var settings = RuleSettings()
        settings.setEnabled(false, of: FreshInstancePropertyRule.self)
        XCTAssertFalse(RuleContext(module: ModuleIndex(files: []), settings: settings).reportsFreshInstances)
        settings.setEnabled(true, of: FreshInstancePropertyRule.self)
        XCTAssertTrue(RuleContext(module: ModuleIndex(files: []), settings: settings).reportsFreshInstances)
    }

    /// The audit weighs the findings of the rules that declare themselves property findings,
    /// and the view graph reads the kinds those rules' options configure.
    func testPropertyFindingRulesAndTheirKindsComeFromTheRegistry() throws {
        XCTAssertEqual(RuleRegistry.propertyFindingRules, [.nonEquatableProperty, .freshInstanceProperty])
        let configuration = try ConfigurationLoader.parse(
            text: "rules:\n  non_equatable_property:\n    kinds: [anyview]\n", path: ".viewlint.yml")
        let context = RuleContext(module: ModuleIndex(files: []), settings: configuration.rules)
        XCTAssertEqual(context.propertyEquatability.kinds, ["anyview"])
        XCTAssertEqual(RuleContext(module: ModuleIndex(files: []), settings: RuleSettings()).propertyEquatability.kinds,
                       NonEquatableKind.defaults.map(\.rawValue))
    }
}
