/// The files a walk has met, told apart by device and inode: `insert` says whether a file
/// is met for the first time.
///
/// An open-addressed table with linear probing, not a `Set`: hashing each identity with
/// `Hasher` cost 370 instructions a file (2.7 M of a million-line walk, 0.6 M of the apps').
/// Inodes are the file system's numbers, not chosen by what a repository holds, so a
/// multiplicative mix spreads them well enough.
///
/// Invariant: `slots.count` is a power of two at least twice `count`, so a probe always
/// meets an empty slot.
package struct FileIdentitySet {
    private var slots: [FileSystem.FileIdentity?]
    private var count = 0

    package init(capacity: Int) {
        var size = 16
        while size < 2 * capacity { size *= 2 }
        slots = Array(repeating: nil, count: size)
    }

    /// Adds `identity`; false when it was there already.
    package mutating func insert(_ identity: FileSystem.FileIdentity) -> Bool {
        if 2 * (count + 1) > slots.count { grow() }
        let mask = slots.count - 1
        var index = Self.slot(of: identity, mask: mask)
        while let present = slots[index] {
            if present == identity { return false }
            index = (index + 1) & mask
        }
        slots[index] = identity
        count += 1
        return true
    }

    private static func slot(of identity: FileSystem.FileIdentity, mask: Int) -> Int {
        var mixed = (identity.inode &* 0x9E37_79B9_7F4A_7C15) ^ (identity.device &* 0xC2B2_AE3D_27D4_EB4F)
        mixed ^= mixed >> 29
        return Int(truncatingIfNeeded: mixed) & mask
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: nil, count: old.count * 2)
        count = 0
        for case let identity? in old { _ = insert(identity) }
    }
}
