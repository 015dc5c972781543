/// The members of the file being parsed, in the order they are read, each with its owner, in
/// memory a worker keeps from file to file (`ParseStacks`). At the end of the file
/// they are moved to their owners' lists, each allocated once at its exact size: appended to
/// the owners' lists as they were read, a list was allocated with room to spare, then again
/// at its size with every member moved one by one (`shrinkToFit`): the pool saved 16.7 M
/// instructions of the 1 M-line run (callgrind).
///
/// Two pools of the worker's (`ParsePool`), in step: entry `i` of each is the `i`th member read.
struct MemberPool {
    private var members = ParsePool<MemberDeclaration>()
    /// Kept apart from the members, so that a member is moved out whole, with no copy.
    private var owners = ParsePool<MemberOwner>()

    var count: Int { members.count }

    subscript(index: Int) -> MemberDeclaration {
        get { members[index] }
        _modify { yield &members[index] }
    }

    @inline(__always)
    mutating func append(_ member: consuming MemberDeclaration, ownedBy owner: MemberOwner) {
        members.append(member)
        owners.append(owner)
    }

    /// Moves every member to its owner's list, in order, each list allocated once at its
    /// size; the pool is left empty.
    mutating func moveAll(into types: inout [TypeDeclaration], _ extensions: inout [ExtensionDeclaration]) {
        _ = owners.moveOutAll { owners, count in
            members.moveOutAll { base, moved in
                assert(moved == count, "members and owners out of step")
                Self.move(moved, members: base, ownedBy: owners, into: &types, &extensions)
            }
        }
    }

    private static func move(_ moved: Int, members base: UnsafeMutablePointer<MemberDeclaration>,
                             ownedBy owners: UnsafeMutablePointer<MemberOwner>,
                             into types: inout [TypeDeclaration], _ extensions: inout [ExtensionDeclaration]) {
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
        members.keepRoom(upTo: limit)
        owners.keepRoom(upTo: limit)
    }

    /// Frees the memory and the members in it; the pool is not used again.
    func deallocate() {
        members.deallocate()
        owners.deallocate()
    }
}
