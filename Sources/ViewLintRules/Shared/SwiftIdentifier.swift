import ViewLintSupport

/// A name as generated code must spell it. The parser hands names without their backticks
/// (`` struct `Settings View` `` is the view `Settings View`); written back bare, such a
/// name would not compile, and a property named `` `self` `` or `` `init` `` would read as
/// `lhs.self` (the view itself, so `==` would call itself) or an initializer.
enum SwiftIdentifier {
    /// `name` bare when it is a plain ASCII identifier and no keyword, else in backticks;
    /// nil when no spelling holds it (a backtick, a line break or another control in it).
    static func spelled(_ name: String) -> String? {
        guard !name.isEmpty, !name.unicodeScalars.contains(where: { $0 == "`" || LineText.escape($0) != nil }) else { return nil }
        let bytes = Array(name.utf8)
        let isPlain = bytes.allSatisfy { $0 == UInt8(ascii: "_") || ($0 < 0x80 && (isLetter($0) || isDigit($0))) }
            && !isDigit(bytes[0]) && name != "_"
        return isPlain && !keywords.contains(name) ? name : "`" + name + "`"
    }

    /// A type's qualified name (`Settings.Screen`), each component spelled as `spelled` does.
    static func spelledType(_ name: String) -> String? {
        var parts: [String] = []
        for component in name.split(separator: ".", omittingEmptySubsequences: false) {
            guard let part = spelled(String(component)) else { return nil }
            parts.append(part)
        }
        return parts.joined(separator: ".")
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// Swift's reserved words, and the names with a meaning after a `.` (`self`, `init`,
    /// `Type`, `Protocol`): each is backticked wherever it stands.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
        "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw",
        "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try", "Type", "Protocol",
    ]
}
