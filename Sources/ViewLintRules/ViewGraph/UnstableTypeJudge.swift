import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// The one place the view graph asks `non_equatable_property`'s judgement of a type
/// (contract v2: which written types are unstable, and of which kind). Everything else of
/// the graph goes through `unstableKind`, so that the judgement can change in one place.
struct UnstableTypeJudge {
    private let equatability: Equatability
    private let types: TypeIndex
    /// Each (view, written type) judged once: the same few types are passed everywhere.
    private let known = Known()

    private final class Known {
        var kinds: [ObjectIdentifier: [String: String?]] = [:]
        var byValue: [ObjectIdentifier: [String: Bool]] = [:]
    }

    init(context: RuleContext) {
        let options = context.options(of: NonEquatablePropertyRule.self)
        types = context.module.types
        equatability = Equatability(types: context.module.types, equatableTypes: Set(options.equatableTypes),
                                    nonEquatableTypes: Set(options.nonEquatableTypes))
    }

    /// The contract's kind (`closure`, `anyview`, `value`) when a property of `view`
    /// written with type `written` is unstable; nil when it is stable. Existentials and
    /// classes are stable here, as in contract v2's defaults.
    func unstableKind(ofWrittenType written: String, in view: ViewType) -> String? {
        let id = ObjectIdentifier(view)
        if let kind = known.kinds[id]?[written] { return kind }
        let kind = judgedKind(ofWrittenType: written, in: view)
        known.kinds[id, default: [:]][written] = .some(kind)
        return kind
    }

    private func judgedKind(ofWrittenType written: String, in view: ViewType) -> String? {
        let type = TypeExpression.parse(written)
        let generics = NonEquatablePropertyRule.genericParameters(
            of: view.name, file: view.file, entry: types.entry(named: view.name, file: view.file), in: types)
        switch equatability.reason(type, context: view.name, file: view.file, genericParameters: generics) {
        case .closure?: return "closure"
        case .notEquatable(let name)? where name == "AnyView" || name == "SwiftUI.AnyView": return "anyview"
        case .notEquatable?: return "value"
        case .reference?, .existential?, nil: return nil
        }
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
