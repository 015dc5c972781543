import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// What a named type written in a view stands for, read the one way both judges of property
/// types read it (`Equatability`: can `==` compare it; `Stability`: is it new on every
/// update): a generic parameter or a type the options list first, then the module's types,
/// through typealiases.
enum NamedTypeLookup {
    /// A generic parameter of the view or of the type it is read in: never judged.
    case genericParameter
    /// Listed in `equatable_types`.
    case listedEquatable
    /// Listed in `non_equatable_types`.
    case listedNonEquatable
    /// A typealias of the module not met before on this walk: judge its target instead.
    case alias(TypeExpression)
    /// A typealias met again on this walk, or a module name that names no type: nothing to judge.
    case nothing
    /// A type declared in the module.
    case module(name: String, entry: TypeIndex.Entry)
    /// Not the module's: a framework or standard type (`AnyView`, `Optional`, `Error`), or unknown.
    case external

    /// Looks `path` up from `context` in `file`. `visitedAliases` holds the typealiases already
    /// followed on this walk, so a cycle of them ends.
    static func lookUp(_ path: [String], context: String, file: String, generics: Set<String>,
                       equatableTypes: Set<String>, nonEquatableTypes: Set<String>, types: TypeIndex,
                       visitedAliases: inout Set<String>) -> (name: String, found: NamedTypeLookup) {
        let name = Equatability.dotted(path)
        if path.count == 1, isListed(name, in: generics) { return (name, .genericParameter) }
        if isListed(name, in: equatableTypes) { return (name, .listedEquatable) }
        if isListed(name, in: nonEquatableTypes) { return (name, .listedNonEquatable) }
        guard let resolved = types.resolution(of: name, from: context, file: file) else { return (name, .external) }
        if let target = resolved.aliasTarget {
            guard visitedAliases.insert(resolved.name).inserted else { return (name, .nothing) }
            return (name, .alias(TypeExpression.parse(target)))
        }
        guard let entry = resolved.entry else { return (name, .nothing) }
        return (name, .module(name: resolved.name, entry: entry))
    }

    /// Membership in a set that is most often empty (options, generic parameters): an
    /// empty set is not asked, so the name is not hashed.
    static func isListed(_ name: String, in names: Set<String>) -> Bool {
        !names.isEmpty && names.contains(name)
    }
}
