import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// The one place the view graph asks `non_equatable_property`'s judgement of a type: its
/// contract v2 judge (`Stability`, with the kinds the configuration's `kinds:` names,
/// closure/anyview/value by default), so that the graph and the rule agree on what is
/// unstable. `Equatability` stays for another question: whether `==` can compare a value.
struct UnstableTypeJudge {
    /// What every thread's judge shares, made once for the run.
    struct Rules: Sendable {
        fileprivate let equatability: Equatability
        fileprivate let stability: Stability
        /// `non_equatable_property`'s own screen, asked first: most passed types are stable
        /// wherever they are written, told by their words (saved 30 M of the graph's 38 M of judging).
        fileprivate let screen: StabilityScreen
        fileprivate let types: TypeIndex

        init(context: RuleContext) {
            let options = context.propertyEquatability
            types = context.module.types
            equatability = Equatability(types: context.module.types, equatableTypes: Set(options.equatableTypes),
                                        nonEquatableTypes: Set(options.nonEquatableTypes))
            (stability, screen) = Stability.judging(options, types: context.module.types)
        }
    }

    private let rules: Rules
    private var equatability: Equatability { rules.equatability }
    private var stability: Stability { rules.stability }
    private var types: TypeIndex { rules.types }
    /// Each (view, written type) judged once: the same few types are passed everywhere.
    private let known = Known()

    private final class Known {
        var byValue: [Key: Bool] = [:]
        /// Each view's generic parameters, with those of the types around it.
        var generics: [ObjectIdentifier: Set<String>] = [:]
        var scratch = Stability.Scratch()
        var verdicts = StabilityScreen.Verdicts()
    }

    /// A written type in a view: one hash of both, no table per view.
    private struct Key: Hashable {
        let view: ObjectIdentifier
        let written: String
    }

    /// A judge with nothing learned yet (one for each thread).
    init(rules: Rules) {
        self.rules = rules
    }

    init(context: RuleContext) {
        self.init(rules: Rules(context: context))
    }

    /// The contract's kind (`NonEquatableKind`'s name: `closure`, `anyview`, `value`, and
    /// the opt-in `existential`, `class`) when a property of `view` written with type
    /// `written` is unstable; nil when it is stable. Not kept: the caller keeps each
    /// property's (`EdgeFinder`), in a list by property, not a table hashed by type text.
    func unstableKind(ofWrittenType written: String, in view: ViewType) -> String? {
        rules.screen.canBeUnstable(written, verdicts: &known.verdicts) ? judgedKind(ofWrittenType: written, in: view) : nil
    }

    private func judgedKind(ofWrittenType written: String, in view: ViewType) -> String? {
        let generics: Set<String>
        if let known = known.generics[ObjectIdentifier(view)] {
            generics = known
        } else {
            generics = types.genericParameters(of: view.name, file: view.file, entry: types.entry(named: view.name, file: view.file))
            known.generics[ObjectIdentifier(view)] = generics
        }
        let type = Self.plainName(written) ?? known.scratch.parsedTypes.parse(written)
        return stability.instability(type, view: view.name, file: view.file, genericParameters: generics,
                                     scratch: &known.scratch)?.kind.rawValue
    }

    /// The type a capitalized name of ASCII letters, digits and underscores is (`Item`,
    /// `Feed_2`): what `TypeExpression.parse` reads it as, without lexing it. Most passed
    /// properties are written so, each with its own model's name, so the parsed types'
    /// cache rarely has them.
    static func plainName(_ written: String) -> TypeExpression? {
        let isPlain = written.withUTF8Bytes { bytes -> Bool in
            guard let first = bytes.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return false }
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                     UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): continue
                default: return false
                }
            }
            return true
        }
        return isPlain ? .named([written], []) : nil
    }

    /// Whether SwiftUI compares values of `written` (in `view`) with `==` or bit by bit,
    /// so that a new value equal to the last one compares equal: no reason it cannot.
    func comparesByValue(_ written: String, in view: ViewType) -> Bool {
        let key = Key(view: ObjectIdentifier(view), written: written)
        if let compares = known.byValue[key] { return compares }
        let compares = equatability.reason(TypeExpression.parse(written), context: view.name, file: view.file,
                                           genericParameters: []) == nil
        known.byValue[key] = compares
        return compares
    }
}
