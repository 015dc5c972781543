import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// `non_equatable_property`: a stored property the parent's body makes new on every update
/// (a closure, an `AnyView`, a struct or enum holding one) makes SwiftUI see the view as
/// changed, so its body runs again on every update of its parent (contract v2).
public struct NonEquatablePropertyRule: PropertyFindingRule {
    public typealias Options = NonEquatablePropertyOptions

    public init() {}

    public static let description = RuleDescription(
        id: .nonEquatableProperty,
        name: "Non-Equatable Property",
        summary: "SwiftUI compares a view that is not Equatable field by field before it runs its body: Equatable "
            + "values with ==, plain data bit by bit, class instances by identity, arrays by storage, existentials "
            + "by dynamic type and payload. A closure is equal only to the very same closure value, and the parent's "
            + "body evaluates the closure literal again on every update, with new captures; AnyView(...) makes a new "
            + "type-erased box each time it runs. Such a field, or a struct or enum of the module holding one (the "
            + "message names the field's path), makes the view unequal on every parent update unless it is passed "
            + "through unchanged, so its body re-runs. "
            + "Pass a stable value (a method reference, a value the parent keeps), take a generic Content: View "
            + "instead of AnyView, or make the view Equatable and leave the closure out of == (Airbnb's @Equatable "
            + "with @SkipEquatable). kinds: lists what is reported (default closure, anyview, value); existential "
            + "and class are opt-in for teams that make every view Equatable and want what == cannot compare.",
        defaultSeverity: .warning,
        triggeringExamples: NonEquatablePropertyExamples.triggering,
        nonTriggeringExamples: NonEquatablePropertyExamples.nonTriggering
    )

    public func findings(in context: RuleContext) -> [Finding] {
        let options = context.options(of: NonEquatablePropertyRule.self)
        guard options.enabled else { return [] }
        let judging = Stability.judging(options, types: context.module.types)
        let check = Check(
            types: context.module.types, severity: options.severity,
            wrappers: SwiftUIFacts.dynamicPropertyWrappers(configured: options.propertyWrappers, types: context.module.types),
            leavesFreshInstancesToTheirRule: context.reportsFreshInstances,
            stability: judging.stability, screen: judging.screen)
        var findings = context.mapViews { views in
            var scratch = Stability.Scratch()
            var verdicts = StabilityScreen.Verdicts()
            var findings: [Finding] = []
            for index in views.indices {
                check.findings(of: views[index], into: &findings, scratch: &scratch, verdicts: &verdicts)
            }
            return findings
        }
        if options.includeViewModifiers, !context.module.viewModifiers.isEmpty {
            var scratch = Stability.Scratch()
            var verdicts = StabilityScreen.Verdicts()
            for modifier in context.module.viewModifiers {
                check.findings(of: modifier, into: &findings, scratch: &scratch, verdicts: &verdicts)
            }
        }
        return findings
    }

    /// The rule's work for one view, with what it needs of the run.
    private struct Check: Sendable {
        let types: TypeIndex
        let severity: Severity
        let wrappers: NameSet
        /// A class property whose initial value makes the instance gets one finding, the
        /// more specific one of `fresh_instance_property`, when that rule runs.
        let leavesFreshInstancesToTheirRule: Bool
        let stability: Stability
        let screen: StabilityScreen

        func findings(of view: ViewType, into findings: inout [Finding], scratch: inout Stability.Scratch,
                      verdicts: inout StabilityScreen.Verdicts) {
            guard !view.storedPropertyPlaces.isEmpty else { return }
            // The view's generic parameters are looked up at its first property the screen
            // lets through that names a type (a closure's judgement reads no names), and
            // whether it is Equatable at its first unstable one: most views have neither,
            // and the last question walks the conformances. Both read the view's entry
            // where the index keeps it: a copy of an entry retains each of its fields.
            var areGenericsLookedUp = false
            var generics: Set<String> = []
            var isEquatable: Bool?
            for place in view.storedPropertyPlaces {
                guard let written = view[place].writtenType, !wrappers.containsAny(of: view[place].attributes),
                      let type = scratch.parsedTypes.parse(written, unlessStable: {
                          !screen.canBeUnstable($0, verdicts: &verdicts)
                      })
                else { continue }
                if !areGenericsLookedUp, Stability.readsNames(type) {
                    areGenericsLookedUp = true
                    generics = types.genericParameters(of: view.name, file: view.file)
                }
                guard let reason = stability.instability(type, view: view.name, file: view.file,
                                                         genericParameters: generics, scratch: &scratch),
                      !(leavesFreshInstancesToTheirRule && reason.kind == .class && view[place].initialValueConstructsType)
                else { continue }
                if isEquatable == nil { isEquatable = types.isEquatable(view.name, file: view.file) }
                if isEquatable == true { return }
                let position = view[place].position
                findings.append(Finding(
                    file: view.file(of: place), line: position.line, column: position.column,
                    severity: severity, rule: .nonEquatableProperty, view: view.name,
                    message: NonEquatablePropertyRule.message(property: view[place].name, written: written, reason: reason,
                                                              view: view.name)))
            }
        }
    }

    /// The facts, by kind, and the advice when the message stays under 200 characters with
    /// it (the whole advice is in `viewlint explain non_equatable_property`).
    static func message(property: String, written: String, reason: Instability, view: String) -> String {
        let view = MessageText.shortened(view)
        let facts: MessageFacts
        let advice: String
        switch reason {
        case .closure:
            facts = .aroundPropertyAndView(
                "Property '", property,
                "' is a closure: the parent's body makes a new one (new captures) on every update, so SwiftUI sees '",
                view, "' as changed")
            advice = "; pass a stable value, or leave it out of an Equatable =="
        case .anyView:
            facts = .aroundPropertyAndView(
                "Property '", property,
                "' is an AnyView: a new type-erased box each time the parent's body runs AnyView(...), so SwiftUI sees '",
                view, "' as changed")
            advice = "; take a generic Content: View instead"
        case .value(let type, let path, let holds):
            let type = MessageText.shortened(type)
            if path.isEmpty {
                facts = .message("""
                    Property '\(property)' is '\(type)', listed as not Equatable: SwiftUI may see '\(view)' as changed \
                    on every parent update
                    """)
                advice = ""
            } else if holds == .closure || holds == .anyview {
                let path = MessageText.shortened(path)
                facts = .message("""
                    Property '\(property)' is '\(type)', whose '\(path)' is \
                    \(holds == .closure ? "a closure" : "an AnyView"): unless passed through unchanged, each parent \
                    update brings a new \(holds == .closure ? "one" : "box"), so SwiftUI sees '\(view)' as changed
                    """)
                advice = "; make '\(type)' Equatable or pass that field separately"
            } else {
                facts = .message("""
                    Property '\(property)' is '\(type)', whose '\(MessageText.shortened(path))' is \(Self.what(holds)): \
                    '\(type)' is not Equatable, and an Equatable '\(view)' cannot compare it with ==
                    """)
                advice = ""
            }
        case .classInstance(let kind, let name):
            facts = .message("""
                Property '\(property)' holds \(kind == .actor ? "an actor" : "a class") instance \
                ('\(MessageText.shortened(name))'), compared by identity: a new one from the parent makes '\(view)' unequal
                """)
            advice = ""
        case .existential(let name):
            facts = .message("""
                Property '\(property)' is an existential ('\(MessageText.shortened(name))') that is neither Equatable \
                nor class-bound: an Equatable '\(view)' cannot compare it with ==
                """)
            advice = ""
        }
        // Counting characters reads the whole message; bytes answer when they are few, or
        // when they are the characters.
        guard !advice.isEmpty else { return facts.text }
        if facts.utf8Count + advice.utf8.count < 200 { return facts.text(appending: advice) }
        let text = facts.text
        if quotesArePlain(reason, property: property, view: view) { return text }
        return MessageText.fewerCharacters(text, advice, than: 200) ? text + advice : text
    }

    /// A message's facts: a closure's and an AnyView's (most findings) as their five pieces,
    /// joined without a list of them (a list to allocate and free was a fifth of the
    /// message's cost); the others as a `FindingMessage`.
    private enum MessageFacts {
        case aroundPropertyAndView(String, String, String, String, String)
        case message(FindingMessage)

        var utf8Count: Int {
            switch self {
            case .aroundPropertyAndView(let a, let b, let c, let d, let e):
                a.utf8.count + b.utf8.count + c.utf8.count + d.utf8.count + e.utf8.count
            case .message(let message):
                message.utf8Count
            }
        }

        var text: String {
            switch self {
            case .aroundPropertyAndView: text(appending: "")
            case .message(let message): message.text
            }
        }

        func text(appending more: String) -> String {
            switch self {
            case .aroundPropertyAndView(let a, let b, let c, let d, let e):
                MessageText.joined(a, b, c, d, e, then: more)
            case .message(let message):
                message.text(appending: more)
            }
        }
    }

    /// Whether every quoted piece of a message with advice is ASCII without a carriage
    /// return, as every literal is: then the message has as many characters as bytes.
    /// Asked only of a message of 200 bytes or more.
    private static func quotesArePlain(_ reason: Instability, property: String, view: String) -> Bool {
        guard isPlain(property), isPlain(MessageText.shortened(view)) else { return false }
        if case .value(let type, let path, _) = reason {
            return isPlain(MessageText.shortened(type)) && isPlain(MessageText.shortened(path))
        }
        return true
    }

    private static func isPlain(_ quoted: String) -> Bool {
        quoted.withUTF8Bytes { bytes in bytes.allSatisfy { $0 < 0x80 && $0 != 0x0D } }
    }

    /// What a field of an opt-in kind (or a listed type) is, in a `value` message.
    private static func what(_ holds: NonEquatableKind) -> String {
        switch holds {
        case .class: "a class instance, compared by identity"
        case .existential: "an existential"
        case .closure, .anyview, .value: "a type listed as not Equatable"
        }
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
