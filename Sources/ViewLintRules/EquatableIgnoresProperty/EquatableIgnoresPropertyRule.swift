import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// `equatable_ignores_property`: a hand-written `==` that never reads a stored property
/// SwiftUI would compare. Once the view is Equatable, SwiftUI trusts `==`: a property added
/// later and forgotten there stops the view from updating.
public struct EquatableIgnoresPropertyRule: Rule {
    public typealias Options = BasicRuleOptions

    public init() {}

    public static let description = RuleDescription(
        id: .equatableIgnoresProperty,
        name: "Equatable Ignores Property",
        summary: "A view with a hand-written static func == that never reads one of its stored properties (not a "
            + "dynamic property wrapper, not a closure or other non-Equatable value, not marked @SkipEquatable or "
            + "// viewlint:skip-equatable): SwiftUI uses == to decide whether to update the view, so a change to "
            + "that property is never shown. This is the regression Airbnb's @Equatable macro prevents.",
        defaultSeverity: .warning,
        triggeringExamples: EquatableIgnoresPropertyExamples.triggering,
        nonTriggeringExamples: EquatableIgnoresPropertyExamples.nonTriggering
    )

    public func findings(in context: RuleContext) -> [Finding] {
        let options = context.options(of: EquatableIgnoresPropertyRule.self)
        guard options.enabled else { return [] }
        let judge = PropertyJudge(context: context)
        let severity = options.severity
        return context.mapViews { views in
            var parsedTypes = ParsedTypes()
            var findings: [Finding] = []
            for index in views.indices where !views[index].equalityOperatorPlaces.isEmpty {
                Self.findings(of: views[index], judge: judge, severity: severity, into: &findings,
                              parsedTypes: &parsedTypes)
            }
            return findings
        }
    }

    /// The findings of one view with a hand-written `==`.
    private static func findings(of view: ViewType, judge: PropertyJudge, severity: Severity,
                                 into findings: inout [Finding], parsedTypes: inout ParsedTypes) {
        let read = view.namesReadByEquality
        for place in view.storedPropertyPlaces where !read.contains(view[place].name) {
            guard judge.isCompared(view[place], in: view.file(of: place), of: view, parsedTypes: &parsedTypes) else {
                continue
            }
            let name = view[place].name
            findings.append(Finding(
                file: view.file(of: place), line: view[place].position.line, column: view[place].position.column,
                severity: severity, rule: .equatableIgnoresProperty, view: view.name,
                message: FindingMessage("""
                    '\(view.name).==' never reads '\(name)': the view will not update when it changes; compare \
                    it, or mark it @SkipEquatable if that is intended
                    """).text))
        }
    }
}

extension RuleID {
    public static let equatableIgnoresProperty = RuleID(rawValue: "equatable_ignores_property")
}

extension RuleSettings {
    /// The options of `equatable_ignores_property`.
    public var equatableIgnoresProperty: BasicRuleOptions {
        get { self[EquatableIgnoresPropertyRule.self] }
        set { self[EquatableIgnoresPropertyRule.self] = newValue }
    }
}
