import ViewLintSupport
import ViewLintSyntax

/// A set of qualified type names (`Outer.Inner`) that resolves a name as written inside a
/// type: from the innermost enclosing scope outward (`Context.Inner.X`, `Context.X`, `X`).
///
/// Rules resolve every property type and inherited name, so resolution builds no
/// candidate string for ASCII text: each candidate is hashed in pieces and compared as
/// bytes. Other text walks candidate strings, compared as `String`s.
package struct QualifiedNames: Sendable {
    /// The names, numbered in the order given.
    let names: NameSet
    /// Whether a name has a period. Without one, only `name` itself can match: every other
    /// candidate has a period, and a text with a period equals none without.
    private let hasQualifiedNames: Bool

    init(_ names: some Collection<String>) {
        self.init(NameSet(names))
    }

    init(_ names: NameSet) {
        self.names = names
        hasQualifiedNames = names.names.contains { $0.withUTF8Bytes { $0.contains(UInt8(ascii: ".")) } }
    }

    var isEmpty: Bool { names.isEmpty }

    /// The number of the known name that `name`, written inside `context` (a qualified type
    /// name), refers to; nil when none.
    func resolve(_ name: String, from context: String) -> Int? {
        guard !names.isEmpty else { return nil }
        guard hasQualifiedNames else { return names.number(of: name) }
        if let found = names.numberResolvingOutward(name, from: context) { return found }
        var number: Int?
        _ = Self.resolveByCandidates(name, from: context) { candidate in
            number = names.number(of: candidate)
            return number != nil
        }
        return number
    }

    /// The protocols among `protocols` (each with its inheritance clause) that inherit a
    /// name `isRoot` accepts, directly or through each other. Each parent is resolved once
    /// among all the protocols (from the inheriting one outward, as Swift looks it up), and
    /// what refines a root is then found by one walk from the roots down, so a chain of any
    /// length (in any order of declaration) costs time in proportion to its length; cycles end.
    static func protocolsRefining(_ protocols: [(name: String, parents: [String])],
                                  isRoot: (String) -> Bool) -> Set<String> {
        let all = QualifiedNames(protocols.map(\.name))
        var children = [[Int]](repeating: [], count: all.names.names.count)
        var refines = [Bool](repeating: false, count: all.names.names.count)
        var pending: [Int] = []
        for (name, parents) in protocols {
            guard let number = all.names.number(of: name) else { continue }
            for parent in parents {
                if isRoot(parent) {
                    if !refines[number] {
                        refines[number] = true
                        pending.append(number)
                    }
                } else if let resolved = all.resolve(parent, from: name), resolved != number {
                    children[resolved].append(number)
                }
            }
        }
        while let number = pending.popLast() {
            for child in children[number] where !refines[child] {
                refines[child] = true
                pending.append(child)
            }
        }
        var refining: Set<String> = []
        for number in refines.indices where refines[number] { refining.insert(all.names.names[number]) }
        return refining
    }

    /// Resolution one candidate string at a time (README "Rules", name lookup); `contains` tells whether
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

    /// The scopes that enclose a qualified name, innermost first: `A.B` and `A` for
    /// `A.B.C`; none for a name without a period. An empty scope ends the list.
    package static func enclosingScopes(of name: String) -> [Substring] {
        // Periods found byte by byte are the `Character`s "." only in ASCII text.
        let isASCII = name.withUTF8Bytes { bytes -> Bool? in
            bytes.contains(UInt8(ascii: ".")) ? bytes.isASCII : nil
        }
        guard let isASCII else { return [] }
        var scopes: [Substring] = []
        var scope = Substring(name)
        while let dot = isASCII ? scope.utf8.lastIndex(of: UInt8(ascii: ".")) : scope.lastIndex(of: ".") {
            scope = scope[..<dot]
            guard !scope.isEmpty else { break }
            scopes.append(scope)
        }
        return scopes
    }
}
