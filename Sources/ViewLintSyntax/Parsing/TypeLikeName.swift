import ViewLintSupport

/// Names spelled like types: an ASCII capital letter first (`Text`, `VStack`, `Int`).
///
/// Most identifiers in a view's code are such names, the types it builds, and Swift names
/// members in lower camel case, so these uses hardly ever name a member of the view. A
/// lint's parse leaves them out (`ParseWorkspace.keepsUsesOfTypeLikeNames`): they are
/// three quarters of all uses, held for the whole run. The files of a view that does have
/// a member named like a type are parsed again with every use kept (`Linter`), so the
/// findings are the same.
package enum TypeLikeName {
    /// Whether a name whose first byte is `byte` is spelled like a type.
    @inline(__always)
    static func startsWith(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
    }

    package static func isTypeLike(_ name: String) -> Bool {
        name.utf8.first.map(startsWith) ?? false
    }
}
