/// `non_equatable_property`: a stored property SwiftUI cannot compare makes the whole
/// view non-diffable, so its body runs again on every update of its parent.
public struct NonEquatablePropertyRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: .nonEquatableProperty,
        name: "Non-Equatable Property",
        summary: "A view that is not Equatable and stores a closure, a class instance, AnyView or another value "
            + "that is not Equatable cannot be diffed: SwiftUI re-runs its body whenever the parent updates. Make "
            + "the view Equatable and leave the property out of ==, or use Airbnb's @Equatable macro with "
            + "@SkipEquatable on the property.",
        defaultSeverity: .warning,
        triggeringExamples: NonEquatablePropertyExamples.triggering,
        nonTriggeringExamples: NonEquatablePropertyExamples.nonTriggering
    )

    public func findings(in context: RuleContext) -> [Finding] {
        let options = context.configuration.nonEquatableProperty
        guard options.enabled else { return [] }
        let types = context.module.types
        let wrappers = SwiftUIFacts.dynamicPropertyWrappers.union(options.propertyWrappers)
        let equatability = Equatability(types: types, equatableTypes: Set(options.equatableTypes),
                                        nonEquatableTypes: Set(options.nonEquatableTypes))
        var findings: [Finding] = []
        for view in context.module.views where !types.isEquatable(view.name) {
            let generics = genericParameters(of: view.name, in: types)
            for member in view.members {
                let property = member.declaration
                guard property.kind == .storedProperty, !property.isStatic, let written = property.typeText,
                      !property.attributes.contains(where: wrappers.contains) else { continue }
                guard let reason = equatability.reason(TypeExpression.parse(written), context: view.name,
                                                       genericParameters: generics) else { continue }
                findings.append(Finding(
                    file: member.file, line: property.position.line, column: property.position.column,
                    severity: options.severity, rule: .nonEquatableProperty, view: view.name,
                    message: "Property '\(property.name)' of type '\(written)' makes '\(view.name)' non-diffable: "
                        + "\(reason.explanation), so SwiftUI re-runs its body whenever the parent updates; make the "
                        + "view Equatable and leave '\(property.name)' out of ==, or mark it @SkipEquatable with "
                        + "Airbnb's @Equatable macro"))
            }
        }
        return findings
    }

    /// Generic parameters of the view and of every type it is nested in.
    private func genericParameters(of name: String, in types: TypeIndex) -> Set<String> {
        var parameters: Set<String> = []
        var scope = Substring(name)
        while !scope.isEmpty {
            parameters.formUnion(types.types[String(scope)]?.genericParameters ?? [])
            guard let dot = scope.lastIndex(of: ".") else { break }
            scope = scope[..<dot]
        }
        return parameters
    }
}
