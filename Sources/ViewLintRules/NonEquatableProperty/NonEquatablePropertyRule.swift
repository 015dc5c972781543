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
        summary: "A view that is not Equatable is compared property by property before SwiftUI runs its body. A "
            + "closure never compares equal, so the body re-runs on every parent update; a class or actor instance "
            + "is compared by identity, so a new instance from the parent re-runs it; an existential (any P) cannot "
            + "be compared; a struct or enum that is not Equatable is compared field by field, and one field that "
            + "cannot be compared makes the whole view unequal. Make the view Equatable and leave the property out "
            + "of ==, or use Airbnb's @Equatable macro with @SkipEquatable on the property. The kinds option limits "
            + "the report to some of: closure, class, existential, value.",
        defaultSeverity: .warning,
        triggeringExamples: NonEquatablePropertyExamples.triggering,
        nonTriggeringExamples: NonEquatablePropertyExamples.nonTriggering
    )

    public func findings(in context: RuleContext) -> [Finding] {
        let options = context.options(of: NonEquatablePropertyRule.self)
        guard options.enabled else { return [] }
        let check = Check(
            types: context.module.types, severity: options.severity,
            kinds: Set(options.kinds.compactMap(NonEquatableKind.init(rawValue:))),
            wrappers: NameSet(SwiftUIFacts.dynamicPropertyWrappers.union(options.propertyWrappers)),
            leavesFreshInstancesToTheirRule: context.options(of: FreshInstancePropertyRule.self).enabled,
            equatability: Equatability(types: context.module.types, equatableTypes: Set(options.equatableTypes),
                                       nonEquatableTypes: Set(options.nonEquatableTypes)))
        var findings = context.mapViews { views in
            var parsedTypes = ParsedTypes()
            var findings: [Finding] = []
            for index in views.indices { check.findings(of: views[index], into: &findings, parsedTypes: &parsedTypes) }
            return findings
        }
        if options.includeViewModifiers, !context.module.viewModifiers.isEmpty {
            var parsedTypes = ParsedTypes()
            for modifier in context.module.viewModifiers {
                check.findings(of: modifier, into: &findings, parsedTypes: &parsedTypes)
            }
        }
        return findings
    }

    /// The rule's work for one view, with what it needs of the run.
    private struct Check: Sendable {
        let types: TypeIndex
        let severity: Severity
        let kinds: Set<NonEquatableKind>
        let wrappers: NameSet
        /// A class property whose initial value makes the instance gets one finding, the
        /// more specific one of `fresh_instance_property`, when that rule runs.
        let leavesFreshInstancesToTheirRule: Bool
        let equatability: Equatability

        func findings(of view: ViewType, into findings: inout [Finding], parsedTypes: inout ParsedTypes) {
            guard !view.storedPropertyPlaces.isEmpty else { return }
            let entry = types.entry(named: view.name, file: view.file)
            if let entry, types.isEquatable(view.name, entry, file: view.file) { return }
            var generics: Set<String>?
            for place in view.storedPropertyPlaces {
                guard let written = view[place].writtenType, !wrappers.containsAny(of: view[place].attributes) else { continue }
                if generics == nil {
                    generics = NonEquatablePropertyRule.genericParameters(of: view.name, file: view.file, entry: entry, in: types)
                }
                guard let reason = equatability.reason(parsedTypes.parse(written), context: view.name, file: view.file,
                                                       genericParameters: generics ?? []),
                      kinds.contains(reason.kind),
                      !(leavesFreshInstancesToTheirRule && reason.kind == .class && view[place].initialValueConstructsType)
                else { continue }
                findings.append(finding(view[place], written: written, reason: reason, file: view.file(of: place),
                                        view: view.name))
            }
        }

        private func finding(_ property: MemberDeclaration, written: String, reason: NonEquatableReason, file: String,
                             view: String) -> Finding {
            Finding(
                file: file, line: property.position.line, column: property.position.column, severity: severity,
                rule: .nonEquatableProperty, view: view,
                message: NonEquatablePropertyRule.message(property: property.name, written: written, reason: reason,
                                                          view: view))
        }
    }

    /// Why the property keeps SwiftUI from telling that the view is unchanged, by kind; the
    /// advice lives in the rule's description (`viewlint explain non_equatable_property`).
    static func message(property: String, written: String, reason: NonEquatableReason, view: String) -> String {
        let written = MessageText.shortened(written)
        switch reason {
        case .closure:
            return FindingMessage("""
                Property '\(property)' ('\(written)') is a closure, which never compares equal: '\(view)' re-runs its \
                body on every parent update
                """).text
        case .reference(let kind, let name):
            let holder = name == written ? "" : " of '\(MessageText.shortened(name))'"
            return FindingMessage("""
                Property '\(property)' ('\(written)') holds \(kind == .actor ? "an actor" : "a class") instance\(holder), \
                compared by identity: a new one from the parent re-runs '\(view)'
                """).text
        case .existential:
            return FindingMessage("""
                Property '\(property)' ('\(written)') is an existential, which SwiftUI cannot compare: '\(view)' \
                re-runs its body on every parent update
                """).text
        case .notEquatable(let name):
            let type = name == written ? "" : ": '\(MessageText.shortened(name))'"
            return FindingMessage("""
                Property '\(property)' ('\(written)')\(type) is not Equatable, so SwiftUI compares it field by field, \
                and one field it cannot compare makes '\(view)' unequal
                """).text
        }
    }

    /// Generic parameters of the view (whose entry is `entry`) and of every type it is
    /// nested in.
    static func genericParameters(of name: String, file: String, entry: TypeIndex.Entry?, in types: TypeIndex) -> Set<String> {
        guard !name.isEmpty else { return [] }
        // The enclosing types: `Outer.Inner` for `Outer.Inner.View`, then `Outer`. Most
        // views are nested in nothing and generic in nothing.
        let scopes = QualifiedNames.enclosingScopes(of: name)
        let own = entry?.genericParameters ?? []
        if scopes.isEmpty, own.isEmpty { return [] }
        var parameters = Set(own)
        for scope in scopes {
            parameters.formUnion(types.entry(named: String(scope), file: file)?.genericParameters ?? [])
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
