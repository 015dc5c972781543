/// `equatable_ignores_property`: a hand-written `==` that never reads a stored property
/// SwiftUI would compare. Once the view is Equatable, SwiftUI trusts `==`: a property added
/// later and forgotten there stops the view from updating.
public struct EquatableIgnoresPropertyRule: Rule {
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
        let options = context.configuration.equatableIgnoresProperty
        guard options.enabled else { return [] }
        let judge = PropertyJudge(context: context)
        var findings: [Finding] = []
        for view in context.module.views {
            let operators = view.equalityOperators
            guard !operators.isEmpty else { continue }
            var read: Set<String> = []
            for op in operators {
                read.formUnion(op.declaration.code.memberAccesses)
                read.formUnion(op.declaration.code.uses.map(\.name))
            }
            for property in view.storedProperties where !read.contains(property.declaration.name) {
                guard judge.isCompared(property, in: view) else { continue }
                let name = property.declaration.name
                findings.append(Finding(
                    file: property.file, line: property.declaration.position.line,
                    column: property.declaration.position.column, severity: options.severity,
                    rule: .equatableIgnoresProperty, view: view.name,
                    message: "'\(view.name).==' never reads '\(name)': SwiftUI will not update the view when '\(name)' "
                        + "changes; compare it in ==, or mark it @SkipEquatable or // viewlint:skip-equatable if "
                        + "leaving it out is intended"))
            }
        }
        return findings
    }
}

/// Which stored properties SwiftUI compares: not dynamic properties, not values it cannot
/// compare, not those the author marked as skipped.
struct PropertyJudge {
    let context: RuleContext
    let wrappers: Set<String>
    let equatability: Equatability

    init(context: RuleContext) {
        self.context = context
        let options = context.configuration.nonEquatableProperty
        wrappers = SwiftUIFacts.dynamicPropertyWrappers.union(options.propertyWrappers)
        equatability = Equatability(types: context.module.types, equatableTypes: Set(options.equatableTypes),
                                    nonEquatableTypes: Set(options.nonEquatableTypes))
    }

    func isDynamic(_ property: LocatedMember) -> Bool {
        property.declaration.attributes.contains(where: wrappers.contains)
    }

    func isCompared(_ property: LocatedMember, in view: ViewType) -> Bool {
        let declaration = property.declaration
        if isDynamic(property) || declaration.attributes.contains("SkipEquatable") { return false }
        // `let x = value`: the same in every instance, nothing to compare.
        if declaration.isInitializedConstant { return false }
        if context.module.skipEquatableLines[property.file]?.contains(declaration.position.line) == true { return false }
        return reasonNotCompared(property, in: view) == nil
    }

    /// Why SwiftUI cannot compare the property's type, if it cannot.
    func reasonNotCompared(_ property: LocatedMember, in view: ViewType) -> NonEquatableReason? {
        guard let written = property.declaration.typeText else { return nil }
        return equatability.reason(TypeExpression.parse(written), context: view.name, genericParameters: [])
    }
}
