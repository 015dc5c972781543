import ViewLintSupport
import ViewLintModel

/// Tells from a property's written type alone, before it is parsed and judged, that
/// `Stability` cannot call it unstable: most properties are `String`, `Bool`, `[Item]` or
/// a framework type, and parsing and judging each costs far more than reading its words.
///
/// Exact, not a guess: without the opt-in `existential` kind, `Stability` reports only a
/// function type (written with `->`), `AnyView`, a type the options list as not
/// Equatable, or a type it resolves in the module (a struct, enum, class or typealias).
/// A name resolves only to a declared name it is a period-separated tail of, and equals a
/// listed name whole, so its last component is that name's last component, and the words
/// of that component are words of the text. An ASCII text with no `->` and no such word is
/// stable wherever it is written.
///
/// A word that is a one-word module name and no word of `otherWords` is passed over too
/// when that type is stable wherever it is written (`isStableEverywhere`): a name in the
/// text can then resolve to that top-level type only, whatever the view. Most passed
/// models (`let item: Item`) are Equatable structs.
struct StabilityScreen: Sendable {
    /// The names every file sees, hashed as bytes: a word that is one of them may resolve.
    /// Nil when the screen cannot answer (the `existential` kind is reported, or a declared
    /// or listed name is not ASCII, so that a name could equal it as a `String` with other
    /// bytes).
    private let moduleNames: NameSet?
    /// The other words that may make a type unstable: those of the last component of each
    /// module name that is not one word (`Outer.Item`), of each name only its file sees,
    /// of each listed type, and `AnyView`. Built from these few names only: a module
    /// declares thousands, and one word is looked up in `moduleNames` itself.
    private let otherWords: NameSet
    private let types: TypeIndex
    private let reportsValue: Bool
    private let reportsClass: Bool

    /// What one worker has learned of the module's one-word names, by number in
    /// `moduleNames`: whether each is stable wherever it is written, once asked.
    struct Verdicts {
        fileprivate var byNumber: [Verdict] = []
    }

    fileprivate enum Verdict: UInt8 {
        case unknown, stable, mayBeUnstable
    }

    init(types: TypeIndex, kinds: Set<NonEquatableKind>, nonEquatableTypes: Set<String>) {
        self.types = types
        reportsValue = kinds.contains(.value)
        reportsClass = kinds.contains(.class)
        var otherWords = NameSet()
        otherWords.insert("AnyView")
        let moduleNames = types.moduleNames
        var canAnswer = !kinds.contains(.existential) && moduleNames.isByteHashed
        if canAnswer {
            // A one-word name adds no word here: only the few others are read.
            for name in types.moduleNamesNotOneWord {
                TypeTextWords.forEachLastComponentWord(of: name, unlessOneWord: true) { otherWords.insert($0) }
            }
            // A typealias of one word is never stable everywhere (`isStableEverywhere`): its
            // word is left to the judge here, so that a verdict looks up types only.
            for name in types.typealiases.keys where TypeTextWords.isOneWord(name) { otherWords.insert(name) }
            for name in types.fileOwnNames + nonEquatableTypes
            where !TypeTextWords.forEachLastComponentWord(of: name, unlessOneWord: false, { otherWords.insert($0) }) {
                canAnswer = false
            }
        }
        self.moduleNames = canAnswer ? moduleNames : nil
        self.otherWords = otherWords
    }

    /// Whether `Stability` may find `written` unstable; true when the screen cannot tell.
    /// Reads words only: every module name may be unstable.
    func canBeUnstable(_ written: String) -> Bool {
        guard let moduleNames else { return true }
        return TypeTextWords.hasArrowOrWord(written, in: moduleNames, otherWords) ?? true
    }

    /// `canBeUnstable(_:)`, passing over the module names that are stable wherever they
    /// are written; `verdicts` keeps what is learned of each name for the worker's next texts.
    func canBeUnstable(_ written: String, verdicts: inout Verdicts) -> Bool {
        guard let moduleNames else { return true }
        return TypeTextWords.hasArrowOrWord(written, in: otherWords, orIn: moduleNames, unless: { number in
            if verdicts.byNumber.isEmpty { verdicts.byNumber = Array(repeating: .unknown, count: moduleNames.names.count) }
            if verdicts.byNumber[number] == .unknown {
                verdicts.byNumber[number] = isStableEverywhere(number) ? .stable : .mayBeUnstable
            }
            return verdicts.byNumber[number] == .stable
        }) ?? true
    }

    /// Whether `Stability` calls the top-level type `name` (numbered `number` in
    /// `moduleNames`, which numbers the module's entries too) stable from any view in any file,
    /// where `name` is in no other word (so no typealias, and every resolution of a name
    /// ending with it reaches the module's entry of `name`): a protocol (the `existential`
    /// kind is off while the screen answers), a class or actor while `class` is off, or a
    /// struct or enum while `value` is off or that is Equatable (`Stability.value` asks the
    /// same, with the type's own file).
    private func isStableEverywhere(_ number: Int) -> Bool {
        guard let (kind, file) = types.moduleTypeKindAndFile(number: number) else { return false }
        switch kind {
        case .protocol: return true
        case .class, .actor: return !reportsClass
        case .struct, .enum: return !reportsValue || types.isModuleTypeEquatable(number: number, file: file)
        }
    }
}
