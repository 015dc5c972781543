import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules

/// A hand-written JSON string literal writer (no JSONEncoder: its key order and escaping
/// differ across platforms and versions, and the output must be byte-for-byte stable).
enum JSONString {
    /// `text` as a quoted JSON string: `"` and `\` escaped, newline and tab as `\n` and `\t`,
    /// every other control character (U+0000–U+001F) and the bidirectional and zero-width
    /// characters (`LineText.isInvisibleFormatting`) as `\uXXXX`; everything else, non-ASCII
    /// included, passes through as UTF-8 (`JSONText.quoted`).
    static func quoted(_ text: String) -> String {
        JSONText.quoted(text)
    }
}
