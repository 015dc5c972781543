/// Distinct names, numbered in the order they were added, that answer membership as
/// `Set<String>` does (canonical equivalence) while hashing ASCII names as bytes
/// (`NameTable`). Once a name that is not ASCII is added, a `String` dictionary answers.
package struct NameSet: Sendable {
    package private(set) var names: [String] = []
    private var table: NameTable
    /// Every name's number, once a name is not ASCII.
    private var dictionary: [String: Int32]?

    package init(capacity: Int = 0) {
        table = NameTable(capacity: capacity)
        names.reserveCapacity(capacity)
    }

    package init(_ names: some Collection<String>) {
        self.init(capacity: names.count)
        for name in names { insert(name) }
    }

    var count: Int { names.count }

    package var isEmpty: Bool { names.isEmpty }

    /// Adds `name` unless an equal name is there; returns the number of the name in the set.
    @discardableResult
    package mutating func insert(_ name: String) -> Int {
        let new = Int32(truncatingIfNeeded: names.count)
        if dictionary == nil, let hash = NameHash.ofASCII(name) {
            if let known = table.find(hash, where: { names[Int($0)] == name }) { return Int(known) }
            table.insert(hash, value: new)
        } else {
            if let known = number(of: name) { return known }
            if dictionary == nil { dictionary = Dictionary(uniqueKeysWithValues: zip(names, Int32(0)...)) }
            dictionary?[name] = new
        }
        names.append(name)
        return Int(new)
    }

    /// The number of the name equal to `name`, if there is one.
    package func number(of name: String) -> Int? {
        if let dictionary { return dictionary[name].map(Int.init) }
        guard let hash = NameHash.forLookup(name) else { return nil }
        return table.find(hash) { names[Int($0)] == name }.map(Int.init)
    }

    package func contains(_ name: String) -> Bool {
        number(of: name) != nil
    }

    /// Whether one of `names` is in the set. (`names.contains(where: set.contains)` would
    /// copy the set into a closure at each call.)
    package func containsAny(of names: [String]) -> Bool {
        for name in names where contains(name) { return true }
        return false
    }

    /// Whether every name is ASCII, so that `number(ofBytes:)` can answer.
    package var isByteHashed: Bool { dictionary == nil }

    /// The number of the name whose bytes are `name`, ASCII; only while `isByteHashed`.
    package func number(ofBytes name: UnsafeBufferPointer<UInt8>) -> Int? {
        table.find(NameHash.of(name)) { number in
            names[Int(number)].withUTF8Bytes { $0.count == name.count && NameHash.equal($0, from: 0, name) }
        }.map(Int.init)
    }

    /// The number of the name whose bytes are `scope`, a period and `name`, both ASCII; only
    /// while `isByteHashed`. Finds `Scope.Name` with no `String` built (its bytes are joined
    /// on the stack to be hashed).
    package func number(ofBytes scope: UnsafeBufferPointer<UInt8>, dot name: UnsafeBufferPointer<UInt8>) -> Int? {
        table.find(NameHash.of(scope, dot: name)) { number in
            names[Int(number)].withUTF8Bytes { known in
                known.count == scope.count + 1 + name.count && known[scope.count] == UInt8(ascii: ".")
                    && NameHash.equal(known, from: 0, scope) && NameHash.equal(known, from: scope.count + 1, name)
            }
        }.map(Int.init)
    }
}
