import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules

/// Escaping for XML 1.0 attribute values and text, shared by the XML reporters.
enum XMLText {
    /// `&`, `<`, `>`, `"`, `'` as entities; tab, newline and carriage return as character
    /// references (so attribute values keep them); other control characters, which XML 1.0
    /// forbids, as U+FFFD; bidirectional and zero-width characters as references (`&#x202E;`).
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case "\t": result += "&#9;"
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                result += "\u{FFFD}"
            case _ where scalar.value >= 0x600 && LineText.isInvisibleFormatting(scalar):
                // Bidirectional and zero-width characters: the same text, as a visible reference.
                result += "&#x" + String(scalar.value, radix: 16, uppercase: true) + ";"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
