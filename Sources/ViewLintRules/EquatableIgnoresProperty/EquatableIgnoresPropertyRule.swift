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
        var read: Set<String> = []
        for op in view.equalityOperatorPlaces {
            read.formUnion(view[op].code.memberAccesses)
            for use in view[op].code.uses { read.insert(use.name) }
        }
        for place in view.storedPropertyPlaces where !read.contains(view[place].name) {
            guard judge.isCompared(view[place], in: view.file(of: place), of: view, parsedTypes: &parsedTypes) else {
                continue
            }
            let name = view[place].name
            findings.append(Finding(
                file: view.file(of: place), line: view[place].position.line, column: view[place].position.column,
                severity: severity, rule: .equatableIgnoresProperty, view: view.name,
                message: FindingMessage("""
                    '\(view.name).==' never reads '\(name)': SwiftUI will not update the view when '\(name)' \
                    changes; compare it in ==, or mark it @SkipEquatable or // viewlint:skip-equatable if \
                    leaving it out is intended
                    """).text))
        }
    }
}

/// Which stored properties SwiftUI compares: not dynamic properties, not values it cannot
/// compare, not those the author marked as skipped.
package struct PropertyJudge: Sendable {
    let wrappers: NameSet
    let equatability: Equatability
    let skipEquatableLines: [String: Set<Int>]

    package init(context: RuleContext) {
        let options = context.options(of: NonEquatablePropertyRule.self)
        wrappers = NameSet(SwiftUIFacts.dynamicPropertyWrappers.union(options.propertyWrappers))
        equatability = Equatability(types: context.module.types, equatableTypes: Set(options.equatableTypes),
                                    nonEquatableTypes: Set(options.nonEquatableTypes))
        skipEquatableLines = SkipEquatableMarker.lines(in: context.module)
    }

    package func isDynamic(_ property: LocatedMember) -> Bool {
        isDynamic(property.declaration)
    }

    func isDynamic(_ property: MemberDeclaration) -> Bool {
        wrappers.containsAny(of: property.attributes)
    }

    /// Whether SwiftUI compares `property`, declared in `file`, of `view`.
    func isCompared(_ property: MemberDeclaration, in file: String, of view: ViewType,
                    parsedTypes: inout ParsedTypes) -> Bool {
        if isDynamic(property) || property.attributes.contains("SkipEquatable") { return false }
        // `let x = value`: the same in every instance, nothing to compare.
        if property.isInitializedConstant { return false }
        if !skipEquatableLines.isEmpty, skipEquatableLines[file]?.contains(property.position.line) == true {
            return false
        }
        guard let written = property.typeText else { return true }
        return equatability.reason(parsedTypes.parse(written), context: view.name, genericParameters: []) == nil
    }

    /// Why SwiftUI cannot compare the property's type, if it cannot.
    package func reasonNotCompared(_ property: LocatedMember, in view: ViewType) -> NonEquatableReason? {
        guard let written = property.declaration.typeText else { return nil }
        return equatability.reason(TypeExpression.parse(written), context: view.name, genericParameters: [])
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
