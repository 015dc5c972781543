import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// `non_equatable_property`: a stored property SwiftUI cannot compare makes the whole
/// view non-diffable, so its body runs again on every update of its parent.
public struct NonEquatablePropertyRule: Rule {
    public typealias Options = NonEquatablePropertyOptions

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
        let options = context.options(of: NonEquatablePropertyRule.self)
        guard options.enabled else { return [] }
        let check = Check(
            types: context.module.types, severity: options.severity,
            wrappers: NameSet(SwiftUIFacts.dynamicPropertyWrappers.union(options.propertyWrappers)),
            equatability: Equatability(types: context.module.types, equatableTypes: Set(options.equatableTypes),
                                       nonEquatableTypes: Set(options.nonEquatableTypes)))
        return context.mapViews { views in
            var parsedTypes = ParsedTypes()
            var findings: [Finding] = []
            for index in views.indices { check.findings(of: views[index], into: &findings, parsedTypes: &parsedTypes) }
            return findings
        }
    }

    /// The rule's work for one view, with what it needs of the run.
    private struct Check: Sendable {
        let types: TypeIndex
        let severity: Severity
        let wrappers: NameSet
        let equatability: Equatability

        func findings(of view: ViewType, into findings: inout [Finding], parsedTypes: inout ParsedTypes) {
            guard !view.storedPropertyPlaces.isEmpty else { return }
            let entry = types.entry(named: view.name)
            if let entry, types.isEquatable(view.name, entry) { return }
            var generics: Set<String>?
            for place in view.storedPropertyPlaces {
                guard let written = view[place].typeText, !wrappers.containsAny(of: view[place].attributes) else { continue }
                if generics == nil {
                    generics = NonEquatablePropertyRule.genericParameters(of: view.name, entry: entry, in: types)
                }
                guard let reason = equatability.reason(parsedTypes.parse(written), context: view.name,
                                                       genericParameters: generics ?? []) else { continue }
                findings.append(finding(view[place], written: written, reason: reason, file: view.file(of: place),
                                        view: view.name))
            }
        }

        private func finding(_ property: MemberDeclaration, written: String, reason: NonEquatableReason, file: String,
                             view: String) -> Finding {
            Finding(
                file: file, line: property.position.line, column: property.position.column, severity: severity,
                rule: .nonEquatableProperty, view: view,
                message: FindingMessage("""
                    Property '\(property.name)' of type '\(written)' makes '\(view)' non-diffable: \
                    \(reason.explanation), so SwiftUI re-runs its body whenever the parent updates; make the \
                    view Equatable and leave '\(property.name)' out of ==, or mark it @SkipEquatable with \
                    Airbnb's @Equatable macro
                    """).text)
        }
    }

    /// Generic parameters of the view (whose entry is `entry`) and of every type it is
    /// nested in.
    static func genericParameters(of name: String, entry: TypeIndex.Entry?, in types: TypeIndex) -> Set<String> {
        guard !name.isEmpty else { return [] }
        // The enclosing types: `Outer.Inner` for `Outer.Inner.View`, then `Outer`. Most
        // views are nested in nothing and generic in nothing.
        let scopes = QualifiedNames.enclosingScopes(of: name)
        let own = entry?.genericParameters ?? []
        if scopes.isEmpty, own.isEmpty { return [] }
        var parameters = Set(own)
        for scope in scopes {
            parameters.formUnion(types.entry(named: String(scope))?.genericParameters ?? [])
        }
        return parameters
    }
}

extension RuleID {
    public static let nonEquatableProperty = RuleID(rawValue: "non_equatable_property")
}

extension RuleSettings {
    /// The options of `non_equatable_property`.
    public var nonEquatableProperty: NonEquatablePropertyOptions {
        get { self[NonEquatablePropertyRule.self] }
        set { self[NonEquatablePropertyRule.self] = newValue }
    }
}
