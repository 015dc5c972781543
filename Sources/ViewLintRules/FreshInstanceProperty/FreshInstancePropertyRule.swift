import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// `fresh_instance_property`: a stored property whose initial value constructs a class
/// instance (`let formatter = DateFormatter()`) gets a new object every time the view is
/// made, and SwiftUI compares objects by identity, so every new value of the view is
/// unequal to the last and its body re-runs on every parent update; each run also
/// allocates the object again. An `@ObservedObject` the view makes itself loses its
/// state that way.
public struct FreshInstancePropertyRule: FreshInstanceReportingRule, PropertyFindingRule {
    public typealias Options = BasicRuleOptions

    public init() {}

    public static let description = RuleDescription(
        id: .freshInstanceProperty,
        name: "Fresh Instance Property",
        summary: "A stored property whose initial value constructs a class instance (let formatter = DateFormatter(), "
            + "let feedback = UIImpactFeedbackGenerator(style: .heavy), let model = Model()) holds a new object in "
            + "every value of the view. SwiftUI compares objects by identity, so the view never equals its last "
            + "value and its body re-runs on every parent update, and the object is allocated each time. Create it "
            + "once (a static let, or @State / @StateObject), or pass it in. Classes are the module's, those listed "
            + "in non_equatable_property's non_equatable_types, and framework classes commonly made in views "
            + "(formatters, coders, feedback generators, Combine subjects, images, players). An Equatable view "
            + "whose == leaves the property out is not reported. An @ObservedObject the view makes itself (an "
            + "initial value that constructs it, or self.x = X(...) / _x = ObservedObject(wrappedValue: X(...)) in "
            + "an init of the view) is made again on every parent update and loses its state: use @StateObject, or "
            + "pass the object in.",
        defaultSeverity: .warning,
        triggeringExamples: FreshInstancePropertyExamples.triggering,
        nonTriggeringExamples: FreshInstancePropertyExamples.nonTriggering
    )

    public func findings(in context: RuleContext) -> [Finding] {
        let options = context.options(of: FreshInstancePropertyRule.self)
        guard options.enabled else { return [] }
        let equatability = context.propertyEquatability
        let listed = Set(equatability.nonEquatableTypes)
        let wrappers = SwiftUIFacts.dynamicPropertyWrappers(
            configured: equatability.propertyWrappers, types: context.module.types)
        let types = context.module.types
        let severity = options.severity
        return context.mapViews { views in
            var findings: [Finding] = []
            for view in views {
                Self.observedObjectsMadeByTheView(view, severity: severity, into: &findings)
                for place in view.storedPropertyPlaces {
                    let property = view[place]
                    guard property.initialValueConstructsType, !property.isStatic, let type = property.typeText,
                          !wrappers.containsAny(of: property.attributes),
                          types.isClass(type, from: view.name, file: view.file, listed: listed),
                          !Self.isLeftOutOfEquality(property, of: view, types: types) else { continue }
                    findings.append(Finding(
                        file: view.file(of: place), line: property.position.line, column: property.position.column,
                        severity: severity, rule: .freshInstanceProperty, view: view.name,
                        message: FindingMessage("""
                            Property '\(property.name)' makes a new '\(MessageText.shortened(type))' with every value of \
                            '\(view.name)': compared by identity, it makes each value unequal, so the body re-runs
                            """).text))
                }
            }
            return findings
        }
    }

    /// `@ObservedObject` properties whose object the view makes itself: an initial value
    /// that constructs it, or an `init` of the view or an extension of it that assigns one
    /// (`self.model = Model()`, `_model = ObservedObject(wrappedValue: Model())`). SwiftUI
    /// does not own such an object: every parent update makes a new one, and its state is lost.
    static func observedObjectsMadeByTheView(_ view: ViewType, severity: Severity, into findings: inout [Finding]) {
        var observed: [String] = []
        for place in view.storedPropertyPlaces where view[place].attributes.contains(observedObject) {
            let property = view[place]
            observed.append(property.name)
            guard property.initialValueConstructsType, let type = property.typeText else { continue }
            findings.append(observedObjectFinding(property.name, type: type, file: view.file(of: place),
                                                  position: property.position, view: view, severity: severity))
        }
        guard !observed.isEmpty else { return }
        for (file, assignment) in view.initializerAssignments {
            let made: String
            if observed.contains(assignment.target), !isObservedObjectWrapper(assignment.constructedType) {
                made = assignment.constructedType
            } else if assignment.target.hasPrefix("_"), observed.contains(String(assignment.target.dropFirst())),
                      isObservedObjectWrapper(assignment.constructedType), let wrapped = assignment.wrappedValueType {
                made = wrapped
            } else {
                continue
            }
            findings.append(observedObjectFinding(assignment.target, type: made, file: file,
                                                  position: assignment.position, view: view, severity: severity))
        }
    }

    private static let observedObject = "ObservedObject"

    private static func isObservedObjectWrapper(_ name: String) -> Bool {
        name == observedObject || name == "SwiftUI.ObservedObject"
    }

    private static func observedObjectFinding(_ name: String, type: String, file: String, position: SourcePosition,
                                              view: ViewType, severity: Severity) -> Finding {
        let name = name.hasPrefix("_") ? String(name.dropFirst()) : name
        return Finding(
            file: file, line: position.line, column: position.column, severity: severity, rule: .freshInstanceProperty,
            view: view.name,
            message: FindingMessage("""
                @ObservedObject '\(name)' gets a new '\(MessageText.shortened(type))' that \
                '\(MessageText.shortened(view.name))' makes itself: each parent update makes another and its state is \
                lost; use @StateObject, or pass it in
                """).text)
    }

    /// An Equatable view whose equality leaves the property out: a hand-written `==` that
    /// never reads it, or `@SkipEquatable` with a synthesized or macro-made one.
    static func isLeftOutOfEquality(_ property: MemberDeclaration, of view: ViewType, types: TypeIndex) -> Bool {
        guard types.isEquatable(view.name, file: view.file) else { return false }
        guard !view.equalityOperatorPlaces.isEmpty else { return property.attributes.contains("SkipEquatable") }
        return !view.namesReadByEquality.contains(property.name)
    }
}

extension RuleID {
    public static let freshInstanceProperty = RuleID(rawValue: "fresh_instance_property")
}

extension RuleSettings {
    /// The options of `fresh_instance_property`.
    public var freshInstanceProperty: BasicRuleOptions {
        get { self[FreshInstancePropertyRule.self] }
        set { self[FreshInstancePropertyRule.self] = newValue }
    }
}
