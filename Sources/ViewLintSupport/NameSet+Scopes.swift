extension NameSet {
    /// The number of the name that `name`, written inside the dotted scope `context`, finds
    /// from the innermost scope outward (`context.name`, then without `context`'s last
    /// component, down to `name` alone), compared as bytes without building a candidate.
    /// `.none` when the set or the text is not ASCII-hashed: the caller then compares
    /// candidate strings.
    package func numberResolvingOutward(_ name: String, from context: String) -> Int?? {
        guard isByteHashed else { return .none }
        return name.withUTF8Bytes { name in
            context.withUTF8Bytes { context in
                guard name.isASCII, context.isASCII else { return .none }
                return .some(resolveOutward(name, from: context))
            }
        }
    }

    private func resolveOutward(_ name: UnsafeBufferPointer<UInt8>, from context: UnsafeBufferPointer<UInt8>) -> Int? {
        var end = context.count
        while end > 0 {
            let scope = UnsafeBufferPointer(rebasing: context[..<end])
            if let found = number(ofBytes: scope, dot: name) { return found }
            end = context[..<end].lastIndex(of: UInt8(ascii: ".")) ?? 0
        }
        return number(ofBytes: name)
    }
}
