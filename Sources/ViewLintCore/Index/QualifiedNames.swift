/// A set of qualified type names (`Outer.Inner`) that resolves a name as written inside a
/// type: from the innermost enclosing scope outward (`Context.Inner.X`, `Context.X`, `X`).
///
/// Rules resolve every property type and inherited name, so resolution builds no
/// candidate string: each candidate is hashed in pieces and looked up as bytes.
struct QualifiedNames: Sendable {
    /// What a resolution found: the name as the set holds it, and its number (its place in
    /// the order the names were given) when the byte table answered.
    struct Found {
        var name: String
        var number: Int?
    }

    /// The names, in the order given.
    let names: [String]
    /// Nil when a name is not ASCII: then every resolution walks candidate strings.
    private let table: NameTable?

    /// `names` must be distinct (the keys of a dictionary, the members of a set).
    init(_ names: [String]) {
        self.names = names
        var table = NameTable(capacity: names.count)
        for (number, name) in names.enumerated() {
            guard let hash = NameHash.ofASCII(name) else {
                self.table = nil
                return
            }
            table.insert(hash, value: Int32(truncatingIfNeeded: number))
        }
        self.table = table
    }

    var isEmpty: Bool { names.isEmpty }

    /// The known name that `name`, written inside `context` (a qualified type name), refers
    /// to; nil when none. `contains` answers for text the byte table cannot: it must tell
    /// whether a string is one of the names, as `Set<String>` would.
    func resolve(_ name: String, from context: String, contains: (String) -> Bool) -> Found? {
        guard !names.isEmpty else { return nil }
        if let table {
            let answer: ByteAnswer = name.withUTF8Bytes { name in
                context.withUTF8Bytes { context in
                    guard name.isASCII, context.isASCII else { return .notASCII }
                    return resolve(name, from: context, in: table).map { .found(Int($0)) } ?? .none
                }
            }
            switch answer {
            case .found(let number): return Found(name: names[number], number: number)
            case .none: return nil
            case .notASCII: break
            }
        }
        return Self.resolveByCandidates(name, from: context, contains: contains).map { Found(name: $0) }
    }

    private enum ByteAnswer {
        case found(Int)
        case none
        /// Only `String` comparison can tell.
        case notASCII
    }

    /// Tries `context.name`, then drops `context`'s last component, down to `name` alone:
    /// the scopes end where `context` has a period.
    private func resolve(_ name: UnsafeBufferPointer<UInt8>, from context: UnsafeBufferPointer<UInt8>,
                         in table: NameTable) -> Int32? {
        var end = context.count
        while end > 0 {
            let scope = UnsafeBufferPointer(rebasing: context[..<end])
            let hash = NameHash.adding(name, to: NameHash.adding(UInt8(ascii: "."), to: NameHash.adding(scope, to: NameHash.start)))
            let found = table.find(hash) { number in
                names[Int(number)].withUTF8Bytes { known in
                    known.count == scope.count + 1 + name.count && known[scope.count] == UInt8(ascii: ".")
                        && NameHash.equal(known, from: 0, scope) && NameHash.equal(known, from: scope.count + 1, name)
                }
            }
            if let found { return found }
            end = context[..<end].lastIndex(of: UInt8(ascii: ".")) ?? 0
        }
        return table.find(NameHash.adding(name, to: NameHash.start)) { number in
            names[Int(number)].withUTF8Bytes { known in known.count == name.count && NameHash.equal(known, from: 0, name) }
        }
    }

    /// Resolution as SPEC words it, one candidate string at a time. Exact for any text.
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
