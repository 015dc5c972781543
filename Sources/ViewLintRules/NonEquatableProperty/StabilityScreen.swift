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
                Self.addLastWords(of: name, unlessOneWord: true, to: &otherWords)
            }
            for name in types.fileOwnNames + nonEquatableTypes
            where !Self.addLastWords(of: name, unlessOneWord: false, to: &otherWords) {
                canAnswer = false
            }
        }
        self.moduleNames = canAnswer ? moduleNames : nil
        self.otherWords = otherWords
    }

    /// Adds the words of the last component of `name` (after its last period); nothing
    /// when `unlessOneWord` and the name is one word. False when it is not ASCII.
    @discardableResult
    private static func addLastWords(of name: String, unlessOneWord: Bool, to words: inout NameSet) -> Bool {
        name.withUTF8Bytes { bytes -> Bool in
            var isOneWord = true
            var isASCII = true
            var lastStart = 0
            for index in 0..<bytes.count {
                let byte = bytes[index]
                guard !isWordByte(byte) else { continue }
                isOneWord = false
                if byte >= 0x80 { isASCII = false }
                if byte == UInt8(ascii: ".") { lastStart = index + 1 }
            }
            guard isASCII else { return false }
            guard !(unlessOneWord && isOneWord) else { return true }
            forEachWord(in: UnsafeBufferPointer(rebasing: bytes[lastStart...])) {
                words.insert(String(decoding: $0, as: UTF8.self))
            }
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
}
