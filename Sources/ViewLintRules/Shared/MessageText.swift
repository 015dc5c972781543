import ViewLintSupport

/// Source text quoted in a finding's message, kept short: a message stays under 200
/// characters however long the code it quotes (a closure type, an `.id` argument).
enum MessageText {
    static let longest = 48

    /// `text` itself, or its first `longest - 1` characters and "…".
    static func shortened(_ text: String) -> String {
        guard text.utf8.count > longest, text.count > longest else { return text }
        return String(text.prefix(longest - 1)) + "…"
    }

    /// `a + b + c + d + e + more`, copied once into a string of their total size.
    static func joined(_ a: String, _ b: String, _ c: String, _ d: String, _ e: String, then more: String) -> String {
        JoinedText.joined(a, b, c, d, e, then: more)
    }

    /// Whether `text` and `more` together have fewer than `limit` characters, as their two
    /// `count`s say, without counting grapheme breaks where bytes answer: that counting cost
    /// 1% of a 1 M-line run's instructions in non_equatable_property's messages.
    static func fewerCharacters(_ text: String, _ more: String, than limit: Int) -> Bool {
        // A text never has more characters than UTF-8 bytes.
        text.utf8.count + more.utf8.count < limit || text.characterCount + more.characterCount < limit
    }
}
