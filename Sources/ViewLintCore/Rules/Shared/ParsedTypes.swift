/// Property types read once per text: a run writes the same few types (`String`, `Bool`,
/// `() -> Void`, its models) in thousands of views, and reading one lexes it.
struct ParsedTypes {
    private var parsed: [String: TypeExpression] = [:]

    mutating func parse(_ text: String) -> TypeExpression {
        // Only ASCII texts share a result: two other texts can be equal as Strings and yet
        // read, and be spelled in messages, differently.
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return TypeExpression.parse(text) }
        if let known = parsed[text] { return known }
        let type = TypeExpression.parse(text)
        parsed[text] = type
        return type
    }
}
