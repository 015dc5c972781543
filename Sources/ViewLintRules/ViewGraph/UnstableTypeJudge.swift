import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// The one place the view graph asks `non_equatable_property`'s judgement of a type: its
/// contract v2 judge (`Stability`, with the kinds the configuration's `kinds:` names,
/// closure/anyview/value by default), so that the graph and the rule agree on what is
/// unstable. `Equatability` stays for another question: whether `==` can compare a value.
struct UnstableTypeJudge {
    private let equatability: Equatability
    private let stability: Stability
    private let types: TypeIndex
    /// Each (view, written type) judged once: the same few types are passed everywhere.
    private let known = Known()

    private final class Known {
        var kinds: [ObjectIdentifier: [String: String?]] = [:]
        var byValue: [ObjectIdentifier: [String: Bool]] = [:]
        /// Each view's generic parameters, with those of the types around it.
        var generics: [ObjectIdentifier: Set<String>] = [:]
        var scratch = Stability.Scratch()
    }

    init(context: RuleContext) {
        let options = context.propertyEquatability
        types = context.module.types
        equatability = Equatability(types: context.module.types, equatableTypes: Set(options.equatableTypes),
                                    nonEquatableTypes: Set(options.nonEquatableTypes))
        stability = Stability(types: context.module.types, kinds: Set(options.kinds.compactMap(NonEquatableKind.init(rawValue:))),
                              equatableTypes: Set(options.equatableTypes), nonEquatableTypes: Set(options.nonEquatableTypes))
    }

    /// The contract's kind (`NonEquatableKind`'s name: `closure`, `anyview`, `value`, and
    /// the opt-in `existential`, `class`) when a property of `view` written with type
    /// `written` is unstable; nil when it is stable.
    func unstableKind(ofWrittenType written: String, in view: ViewType) -> String? {
        let id = ObjectIdentifier(view)
        if let kind = known.kinds[id]?[written] { return kind }
        let kind = judgedKind(ofWrittenType: written, in: view)
        known.kinds[id, default: [:]][written] = .some(kind)
        return kind
    }

    private func judgedKind(ofWrittenType written: String, in view: ViewType) -> String? {
        let generics: Set<String>
        if let known = known.generics[ObjectIdentifier(view)] {
            generics = known
        } else {
            generics = types.genericParameters(of: view.name, file: view.file, entry: types.entry(named: view.name, file: view.file))
            known.generics[ObjectIdentifier(view)] = generics
        }
        let type = known.scratch.parsedTypes.parse(written)
        return stability.instability(type, view: view.name, file: view.file, genericParameters: generics,
                                     scratch: &known.scratch)?.kind.rawValue
    }

    /// Whether SwiftUI compares values of `written` (in `view`) with `==` or bit by bit,
    /// so that a new value equal to the last one compares equal: no reason it cannot.
    func comparesByValue(_ written: String, in view: ViewType) -> Bool {
        let id = ObjectIdentifier(view)
        if let compares = known.byValue[id]?[written] { return compares }
        let compares = equatability.reason(TypeExpression.parse(written), context: view.name, file: view.file,
                                           genericParameters: []) == nil
        known.byValue[id, default: [:]][written] = compares
        return compares
    }
}
