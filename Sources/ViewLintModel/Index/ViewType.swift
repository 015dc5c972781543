import ViewLintSupport
import ViewLintSyntax

/// A member together with the file it is declared in.
public struct LocatedMember: Sendable {
    public var file: String
    public var declaration: MemberDeclaration
}

/// The members a view gathers from one place: its own declaration or one extension.
@usableFromInline
package struct MemberGroup: Sendable {
    @usableFromInline package var file: String
    /// The declaration's own array, shared, not copied: a run holds every member once.
    @usableFromInline package var members: [MemberDeclaration]
    /// What the declaration's initializers store by constructing it (most often none).
    package var initializerAssignments: [InitializerAssignment] = []
}

/// Where a member of a view is: its group in `ViewType.memberGroups` and its place there.
/// Rules pass these around instead of copies of the members.
@usableFromInline
package struct MemberPlace: Sendable, Equatable {
    @usableFromInline package var group: Int32
    @usableFromInline package var index: Int32

    package init(group: Int, index: Int) {
        self.group = Int32(truncatingIfNeeded: group)
        self.index = Int32(truncatingIfNeeded: index)
    }
}

/// A type of the module that SwiftUI treats as a view.
///
/// A class, and immutable: rules and the scorer pass views around by the thousand, and a
/// copy of a struct this size retained a dozen strings and lists each time.
public final class ViewType: Sendable {
    public let declaration: TypeDeclaration
    /// Own members first, then each extension's, extensions ordered by file path and position.
    @usableFromInline package let memberGroups: [MemberGroup]
    /// Stored instance properties, in declaration order.
    package let storedPropertyPlaces: [MemberPlace]
    /// Hand-written `static func ==`, in its declaration or an extension.
    package let equalityOperatorPlaces: [MemberPlace]
    /// The first instance computed property named `body`.
    package let bodyPlace: MemberPlace?

    /// `memberGroups` starts with the declaration's own members, in its file.
    init(declaration: TypeDeclaration, memberGroups: [MemberGroup]) {
        precondition(!memberGroups.isEmpty, "a view's first member group is its declaration's")
        self.declaration = declaration
        self.memberGroups = memberGroups
        var stored: [MemberPlace] = []
        // One allocation of the exact size, not one per doubling nor one for every member:
        // a run keeps every view's list. (Members are read in place: a copy of each would
        // retain all its fields.)
        var storedCount = 0
        for group in memberGroups.indices {
            for index in memberGroups[group].members.indices
            where memberGroups[group].members[index].kind == .storedProperty && !memberGroups[group].members[index].isStatic {
                storedCount += 1
            }
        }
        stored.reserveCapacity(storedCount)
        var operators: [MemberPlace] = []
        var body: MemberPlace?
        for group in memberGroups.indices {
            let members = memberGroups[group].members
            for index in members.indices {
                switch members[index].kind {
                case .storedProperty:
                    if !members[index].isStatic { stored.append(MemberPlace(group: group, index: index)) }
                case .computedProperty:
                    if body == nil, !members[index].isStatic, members[index].name == "body" {
                        body = MemberPlace(group: group, index: index)
                    }
                case .method:
                    if members[index].isStatic, members[index].name == "==" {
                        operators.append(MemberPlace(group: group, index: index))
                    }
                }
            }
        }
        storedPropertyPlaces = stored
        equalityOperatorPlaces = operators
        bodyPlace = body
    }

    // Read from the declaration and its group rather than stored again: a run keeps every
    // view, each object then one allocation size smaller.
    public var name: String { declaration.name }
    /// The file that declares the view.
    public var file: String { memberGroups[0].file }

    /// The member at `place`, lent rather than copied: reading one field of it then costs
    /// no reference counting of the others.
    /// Inlined where rules read members (they are in another module).
    @inlinable
    package subscript(place: MemberPlace) -> MemberDeclaration {
        _read { yield memberGroups[Int(place.group)].members[Int(place.index)] }
    }

    /// The file that declares the member at `place`.
    @inlinable
    package func file(of place: MemberPlace) -> String {
        memberGroups[Int(place.group)].file
    }

    package func located(_ place: MemberPlace) -> LocatedMember {
        LocatedMember(file: file(of: place), declaration: self[place])
    }

    /// What the initializers of the view's declaration and extensions store by
    /// constructing it, each with its file.
    package var initializerAssignments: [(file: String, assignment: InitializerAssignment)] {
        memberGroups.flatMap { group in group.initializerAssignments.map { (group.file, $0) } }
    }

    /// Every member, as one list: own members first, then each extension's.
    public var members: [LocatedMember] {
        memberGroups.flatMap { group in group.members.map { LocatedMember(file: group.file, declaration: $0) } }
    }

    /// The hand-written `static func ==` of the view, in its declaration or an extension.
    public var equalityOperators: [LocatedMember] { equalityOperatorPlaces.map(located) }

    /// Stored instance properties, in declaration order.
    public var storedProperties: [LocatedMember] { storedPropertyPlaces.map(located) }

    /// The first instance computed property named `body`, if any.
    public var body: LocatedMember? { bodyPlace.map(located) }
}
