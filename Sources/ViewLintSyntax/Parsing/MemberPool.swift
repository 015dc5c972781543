/// The members of the file being parsed, in the order they are read, each with its owner, in
/// memory a worker keeps from file to file (`DeclarationScratch`). At the end of the file
/// they are moved to their owners' lists, each allocated once at its exact size: appended to
/// the owners' lists as they were read, a list was allocated with room to spare, then again
/// at its size with every member moved one by one (`shrinkToFit`): the pool saved 16.7 M
/// instructions of the 1 M-line run (callgrind).
///
/// Invariant: `base` and `owners` are nil with `capacity` 0, or each points to room for
/// `capacity` entries, of which the first `count` are initialized. The pool has one owner
/// at a time (the worker's `DeclarationScratch`, or the parser it lends the pool to, which
/// gives it back), which frees it with `deallocate()` once. Indices are checked.
struct MemberPool {
    /// Kept apart from the members, so that a member is moved out whole, with no copy.
    private var owners: UnsafeMutablePointer<MemberOwner>?
    private var base: UnsafeMutablePointer<MemberDeclaration>?
    private var capacity = 0
    private(set) var count = 0

    subscript(index: Int) -> MemberDeclaration {
        unsafeAddress {
            precondition(index >= 0 && index < count, "member index out of range")
            return UnsafePointer(base.unsafelyUnwrapped + index)
        }
        unsafeMutableAddress {
            precondition(index >= 0 && index < count, "member index out of range")
            return base.unsafelyUnwrapped + index
        }
    }

    mutating func append(_ member: consuming MemberDeclaration, ownedBy owner: MemberOwner) {
        if count == capacity { grow() }
        (base.unsafelyUnwrapped + count).initialize(to: member)
        (owners.unsafelyUnwrapped + count).initialize(to: owner)
        count += 1
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<MemberDeclaration>.allocate(capacity: max(16, capacity * 2))
        let largerOwners = UnsafeMutablePointer<MemberOwner>.allocate(capacity: max(16, capacity * 2))
        if let base, let owners {
            larger.moveInitialize(from: base, count: count)
            largerOwners.moveInitialize(from: owners, count: count)
            base.deallocate()
            owners.deallocate()
        }
        base = larger
        owners = largerOwners
        capacity = max(16, capacity * 2)
    }

    /// Moves every member to its owner's list, in order, each list allocated once at its
    /// size; the pool is left empty.
    mutating func moveAll(into types: inout [TypeDeclaration], _ extensions: inout [ExtensionDeclaration]) {
        guard let base, let owners, count > 0 else { return }
        let moved = count
        // Emptied first: no member is read from the pool once moved out.
        count = 0
        // The owners' lists reached through buffers: checked at each member, the arrays'
        // uniqueness cost more than the move.
        types.withUnsafeMutableBufferPointer { types in
            extensions.withUnsafeMutableBufferPointer { extensions in
                // Counted on the stack, the types' then the extensions'.
                withUnsafeTemporaryAllocation(of: Int32.self, capacity: types.count + extensions.count) { counts in
                    counts.initialize(repeating: 0)
                    for index in 0..<moved {
                        switch owners[index] {
                        case .type(let type): counts[type] += 1
                        case .extension(let ext): counts[types.count + ext] += 1
                        }
                    }
                    for type in types.indices where counts[type] > 0 { types[type].members.reserveCapacity(Int(counts[type])) }
                    for ext in extensions.indices where counts[types.count + ext] > 0 {
                        extensions[ext].members.reserveCapacity(Int(counts[types.count + ext]))
                    }
                }
                for index in 0..<moved {
                    switch owners[index] {
                    case .type(let type): types[type].members.append((base + index).move())
                    case .extension(let ext): extensions[ext].members.append((base + index).move())
                    }
                }
            }
        }
    }

    /// Frees the memory when it holds room for more than `limit` members (a pathological
    /// file's), keeping the pool usable.
    mutating func keepRoom(upTo limit: Int) {
        guard capacity > limit else { return }
        deallocate()
        self = MemberPool()
    }

    /// Frees the memory and the members in it; the pool is not used again.
    func deallocate() {
        guard let base, let owners else { return }
        base.deinitialize(count: count)
        base.deallocate()
        owners.deallocate()
    }
}

/// The worker's member pool between files. A class, so that the pool is freed with the
/// workspace that holds it.
final class DeclarationScratch {
    var members = MemberPool()

    deinit {
        members.deallocate()
    }
}
