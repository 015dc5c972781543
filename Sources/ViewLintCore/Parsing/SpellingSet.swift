/// A few names (the configured lazy containers) matched against a token's bytes, so that
/// the check for every call does not decode the callee's name or hash a `String`.
struct SpellingSet {
    private let spellings: [[UInt8]]

    init(_ names: Set<String>) {
        spellings = names.map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) }
    }

    func contains(_ token: Token, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = Int(token.start)
        let length = Int(token.end) - start
        candidates: for spelling in spellings where spelling.count == length {
            for offset in 0..<length where spelling[offset] != bytes[start + offset] { continue candidates }
            return true
        }
        return false
    }
}
