import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// Recognizes expressions that make a new value every time they run: a view given such
/// an `.id` gets a new identity on every evaluation of its parent's body.
enum FreshValue {
    /// Calls whose result differs on every call.
    static let freshCalls: Set<String> = ["UUID", "Date", "CFAbsoluteTimeGetCurrent", "arc4random", "arc4random_uniform", "drand48"]
    /// Members that draw from a random source on any type (`Int.random(in:)`, `items.randomElement()`).
    static let randomMembers: Set<String> = ["random", "randomElement", "shuffled"]
    /// Clock readings, by the type that owns them (`Date.now`, `ProcessInfo.processInfo.systemUptime`).
    static let clockMembers: [String: Set<String>] = [
        "now": ["Date", "DispatchTime", "DispatchWallTime", "ContinuousClock", "SuspendingClock"],
        "systemUptime": ["processInfo"],
    ]

    /// The fresh part of the expression, as written, or nil when it is stable.
    static func freshPart(of expression: String) -> String? {
        let tokens = LexedText(expression).pieces
        for (index, token) in tokens.enumerated() where token.kind == .identifier {
            let name = token.text
            let afterPeriod = index > 0 && tokens[index - 1].kind == .period
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            // `UUID()` and `Date()` are fresh; `Date(timeIntervalSince1970: t)` is not.
            if !afterPeriod, freshCalls.contains(name), next?.kind == .leftParen {
                let isEmptyCall = index + 2 < tokens.count && tokens[index + 2].kind == .rightParen
                if isEmptyCall { return name + "()" }
                if name != "UUID" && name != "Date" { return name + "(…)" }
            }
            guard afterPeriod else { continue }
            let owner = index >= 2 && tokens[index - 2].kind == .identifier ? tokens[index - 2].text : ""
            if randomMembers.contains(name) || clockMembers[name]?.contains(owner) == true {
                return owner + "." + name
            }
        }
        return nil
    }
}
