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
    /// included, passes through as UTF-8.
    static func quoted(_ text: String) -> String {
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || (scalar.value >= 0x600 && LineText.isInvisibleFormatting(scalar)):
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        result += "\""
        return result
    }
}
