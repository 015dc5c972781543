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

    init(types: TypeIndex, kinds: Set<NonEquatableKind>, nonEquatableTypes: Set<String>) {
        var otherWords = NameSet()
        otherWords.insert("AnyView")
        let moduleNames = types.moduleNames
        var canAnswer = !kinds.contains(.existential) && moduleNames.isByteHashed
        if canAnswer {
            for name in moduleNames.names {
                TypeTextWords.forEachLastComponentWord(of: name, unlessOneWord: true) { otherWords.insert($0) }
            }
            for name in types.fileOwnNames + nonEquatableTypes
            where !TypeTextWords.forEachLastComponentWord(of: name, unlessOneWord: false, { otherWords.insert($0) }) {
                canAnswer = false
            }
        }
        self.moduleNames = canAnswer ? moduleNames : nil
        self.otherWords = otherWords
    }

    /// Whether `Stability` may find `written` unstable; true when the screen cannot tell.
    func canBeUnstable(_ written: String) -> Bool {
        guard let moduleNames else { return true }
        return TypeTextWords.hasArrowOrWord(written, in: moduleNames, otherWords) ?? true
    }
}
