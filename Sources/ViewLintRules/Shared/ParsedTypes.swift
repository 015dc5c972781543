import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// Property types read once per text: a run writes the same few types (`String`, `Bool`,
/// `() -> Void`, its models) in thousands of views, and reading one lexes it.
struct ParsedTypes {
    private var texts: [String] = []
    private var parsed: [TypeExpression] = []
    /// Each text's place in `texts`, filed under the hash of its bytes.
    private var table = NameTable(capacity: 64)

    mutating func parse(_ text: String) -> TypeExpression {
        // Only ASCII texts share a result: two other texts can be equal as Strings and yet
        // read, and be spelled in messages, differently.
        guard let hash = NameHash.ofASCII(text) else { return TypeExpression.parse(text) }
        if let known = table.find(hash, where: { texts[Int($0)] == text }) { return parsed[Int(known)] }
        let type = TypeExpression.parse(text)
        table.insert(hash, value: Int32(truncatingIfNeeded: texts.count))
        texts.append(text)
        parsed.append(type)
        return type
    }
}
