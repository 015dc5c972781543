/// A set of qualified type names (`Outer.Inner`) that resolves a name as written inside a
/// type: from the innermost enclosing scope outward (`Context.Inner.X`, `Context.X`, `X`).
///
/// Rules resolve every property type and inherited name, so resolution builds no
/// candidate string for ASCII text: each candidate is hashed in pieces and compared as
/// bytes. Other text walks candidate strings, compared as `String`s.
struct QualifiedNames: Sendable {
    /// The names, numbered in the order given.
    let names: NameSet

    init(_ names: some Collection<String>) {
        self.names = NameSet(names)
    }

    init(_ names: NameSet) {
        self.names = names
    }

    var isEmpty: Bool { names.isEmpty }

    /// The number of the known name that `name`, written inside `context` (a qualified type
    /// name), refers to; nil when none.
    func resolve(_ name: String, from context: String) -> Int? {
        guard !names.isEmpty else { return nil }
        if names.isByteHashed {
            let found: Int?? = name.withUTF8Bytes { name in
                context.withUTF8Bytes { context in
                    guard name.isASCII, context.isASCII else { return .none }
                    return .some(resolve(name, from: context))
                }
            }
            if let found { return found }
        }
        var number: Int?
        _ = Self.resolveByCandidates(name, from: context) { candidate in
            number = names.number(of: candidate)
            return number != nil
        }
        return number
    }

    /// Tries `context.name`, then drops `context`'s last component, down to `name` alone:
    /// the scopes end where `context` has a period.
    private func resolve(_ name: UnsafeBufferPointer<UInt8>, from context: UnsafeBufferPointer<UInt8>) -> Int? {
        var end = context.count
        while end > 0 {
            let scope = UnsafeBufferPointer(rebasing: context[..<end])
            if let found = names.number(ofBytes: scope, dot: name) { return found }
            end = context[..<end].lastIndex(of: UInt8(ascii: ".")) ?? 0
        }
        return names.number(ofBytes: name)
    }

    /// Resolution as SPEC words it, one candidate string at a time; `contains` tells whether
    /// a candidate is known. Exact for any text.
    static func resolveByCandidates(_ name: String, from context: String, contains: (String) -> Bool) -> String? {
        var scope = Substring(context)
        while true {
            let candidate = scope.isEmpty ? name : scope + "." + name
            if contains(candidate) { return candidate }
            guard !scope.isEmpty else { return nil }
            if let dot = scope.lastIndex(of: ".") { scope = scope[..<dot] } else { scope = "" }
        }
    }

    static func isASCII(_ text: String) -> Bool {
        text.withUTF8Bytes { $0.isASCII }
    }
}
