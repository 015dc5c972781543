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
        let count = a.utf8.count + b.utf8.count + c.utf8.count + d.utf8.count + e.utf8.count + more.utf8.count
        guard count > 0 else { return "" }
        return String(unsafeUninitializedCapacity: count) { buffer in
            var end = 0
            // Copied through the UTF-8 view, which copies a string's bytes at once; lending
            // each piece's bytes to a closure cost several times more.
            func copy(_ piece: String) {
                end += UnsafeMutableBufferPointer(rebasing: buffer[end...]).initialize(from: piece.utf8).1
            }
            copy(a)
            copy(b)
            copy(c)
            copy(d)
            copy(e)
            copy(more)
            return end
        }
    }

    /// Whether `text` and `more` together have fewer than `limit` characters, as their two
    /// `count`s say, without counting grapheme breaks where bytes answer: that counting cost
    /// 1% of a 1 M-line run's instructions in non_equatable_property's messages.
    static func fewerCharacters(_ text: String, _ more: String, than limit: Int) -> Bool {
        // A text never has more characters than UTF-8 bytes.
        text.utf8.count + more.utf8.count < limit || text.characterCount + more.characterCount < limit
    }
}
