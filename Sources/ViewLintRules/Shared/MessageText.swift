/// Source text quoted in a finding's message, kept short: a message stays under 200
/// characters however long the code it quotes (a closure type, an `.id` argument).
enum MessageText {
    static let longest = 48

    /// `text` itself, or its first `longest - 1` characters and "…".
    static func shortened(_ text: String) -> String {
        guard text.count > longest else { return text }
        return String(text.prefix(longest - 1)) + "…"
    }
}
