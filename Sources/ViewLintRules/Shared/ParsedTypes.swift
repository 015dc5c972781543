import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// Property types read once per text: a run writes the same few types (`String`, `Bool`,
/// `() -> Void`, its models) in thousands of views, and reading one lexes it.
struct ParsedTypes {
    private var texts: [String] = []
    /// By place in `texts`: the type, once read.
    private var parsed: [TypeExpression?] = []
    /// By place in `texts`: whether a screen found the text stable, once asked.
    private var isStable: [Bool?] = []
    /// Each text's place in `texts`, filed under the hash of its bytes.
    private var table = NameTable(capacity: 64)

    mutating func parse(_ text: String) -> TypeExpression {
        guard let number = place(of: text) else { return Self.read(text) }
        return parsed(at: number)
    }

    /// The type of `text`, or nil when `isStable` tells from the text alone that it need
    /// not be read; each text is screened once, and looked up once for both questions.
    mutating func parse(_ text: String, unlessStable screen: (String) -> Bool) -> TypeExpression? {
        guard let number = place(of: text) else { return screen(text) ? nil : Self.read(text) }
        if isStable[number] == nil { isStable[number] = screen(text) }
        return isStable[number] == true ? nil : parsed(at: number)
    }

    private mutating func parsed(at number: Int) -> TypeExpression {
        if let type = parsed[number] { return type }
        let type = Self.read(texts[number])
        parsed[number] = type
        return type
    }

    /// The type `text` is, as `TypeExpression.parse` reads it.
    static func read(_ text: String) -> TypeExpression {
        PlainFunctionType.matches(text) ? .function : TypeExpression.parse(text)
    }

    /// The place of `text` in `texts`, added when new. Only ASCII texts share a place: two
    /// other texts can be equal as Strings and yet read, and be spelled in messages,
    /// differently.
    private mutating func place(of text: String) -> Int? {
        guard let hash = NameHash.ofASCII(text) else { return nil }
        if let known = table.find(hash, where: { texts[Int($0)] == text }) { return Int(known) }
        table.insert(hash, value: Int32(truncatingIfNeeded: texts.count))
        texts.append(text)
        parsed.append(nil)
        isStable.append(nil)
        return texts.count - 1
    }
}
