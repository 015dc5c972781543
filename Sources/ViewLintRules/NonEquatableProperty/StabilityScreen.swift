import ViewLintSupport
import ViewLintModel

/// Tells from a property's written type alone, before it is parsed and judged, that
/// `Stability` cannot call it unstable: most properties are `String`, `Bool`, `[Item]` or
/// a framework type, and parsing and judging each costs far more than reading its words.
///
/// Exact, not a guess: without the opt-in `existential` kind, `Stability` reports only a
/// function type (written with `->`), `AnyView`, a type the options list as not
/// Equatable, or a type it resolves in the module (a struct, enum, class or typealias);
/// a name resolves only to a declared name it is a period-separated tail of, so each of
/// its words is a word of that declared name. An ASCII text with no `->` and no such word
/// is stable wherever it is written.
struct StabilityScreen: Sendable {
    /// The names every file sees, hashed as bytes: a word that is one of them may resolve.
    /// Nil when the screen cannot answer (the `existential` kind is reported, or a declared
    /// or listed name is not ASCII, so that a name could equal it as a `String` with other
    /// bytes).
    private let moduleNames: NameSet?
    /// The other words that may make a type unstable: each word of a module name that is
    /// not one word (`Outer.Item`), of a name only its file sees, of a listed type, and
    /// `AnyView`. Built from these few names only: a module declares thousands.
    private let otherWords: NameSet

    init(types: TypeIndex, kinds: Set<NonEquatableKind>, nonEquatableTypes: Set<String>) {
        var otherWords = NameSet()
        otherWords.insert("AnyView")
        let moduleNames = types.moduleNames
        var canAnswer = !kinds.contains(.existential) && moduleNames.isByteHashed
        if canAnswer {
            for name in moduleNames.names where !name.withUTF8Bytes({ $0.allSatisfy(Self.isWordByte) }) {
                Self.addWords(of: name, to: &otherWords)
            }
            for name in types.fileOwnNames + nonEquatableTypes where !Self.addWords(of: name, to: &otherWords) {
                canAnswer = false
            }
        }
        self.moduleNames = canAnswer ? moduleNames : nil
        self.otherWords = otherWords
    }

    /// Adds the words of `name`; false when it is not ASCII.
    @discardableResult
    private static func addWords(of name: String, to words: inout NameSet) -> Bool {
        name.withUTF8Bytes { bytes -> Bool in
            guard bytes.isASCII else { return false }
            forEachWord(in: bytes) { words.insert(String(decoding: $0, as: UTF8.self)) }
            return true
        }
    }

    /// Whether `Stability` may find `written` unstable; true when the screen cannot tell.
    func canBeUnstable(_ written: String) -> Bool {
        guard let moduleNames else { return true }
        return written.withUTF8Bytes { bytes in
            guard bytes.isASCII else { return true }
            var previous: UInt8 = 0
            for byte in bytes {
                if previous == UInt8(ascii: "-"), byte == UInt8(ascii: ">") { return true }
                previous = byte
            }
            var found = false
            Self.forEachWord(in: bytes) { word in
                if !found, moduleNames.number(ofBytes: word) != nil || otherWords.number(ofBytes: word) != nil {
                    found = true
                }
            }
            return found
        }
    }

    /// The runs of identifier bytes (letters, digits, `_`) of ASCII `bytes`.
    private static func forEachWord(in bytes: UnsafeBufferPointer<UInt8>,
                                    _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var start: Int?
        for index in 0...bytes.count {
            let isWordByte = index < bytes.count && Self.isWordByte(bytes[index])
            if isWordByte {
                if start == nil { start = index }
            } else if let first = start {
                body(UnsafeBufferPointer(rebasing: bytes[first..<index]))
                start = nil
            }
        }
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): true
        default: false
        }
    }

    /// One worker's answers by text: a run writes the same few types in thousands of views.
    struct Memo {
        private var texts: [String] = []
        private var answers: [Bool] = []
        /// Each text's place in `texts`, filed under the hash of its bytes.
        private var table = NameTable(capacity: 64)

        mutating func canBeUnstable(_ written: String, by screen: StabilityScreen) -> Bool {
            guard screen.moduleNames != nil, let hash = NameHash.ofASCII(written) else { return true }
            if let known = table.find(hash, where: { texts[Int($0)] == written }) { return answers[Int(known)] }
            let answer = screen.canBeUnstable(written)
            table.insert(hash, value: Int32(truncatingIfNeeded: texts.count))
            texts.append(written)
            answers.append(answer)
            return answer
        }
    }
}
